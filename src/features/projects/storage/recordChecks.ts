/**
 * What a stored record is checked with (Zod and the site's schema): projectStorage.ts loads this
 * module with its first read or save, so that the editor starts without them.
 */
export { migrate } from '../model/migrations';
export { isStorableRecord, storedRevision } from '../model/recordSchema';
export { rememberValidSite } from '../../../document/schema/documentSchema';
