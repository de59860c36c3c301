import { SITE_SCHEMA_VERSION } from '../types';

/** The schema version Toile writes (stored records, project files, share links). */
export const CURRENT_SCHEMA_VERSION = SITE_SCHEMA_VERSION;

/** The schema version a stored or imported value says it has, or null. */
export function versionOf(value: unknown): number | null {
  if (typeof value !== 'object' || value === null) return null;
  const version = (value as { schemaVersion?: unknown }).schemaVersion;
  return typeof version === 'number' && Number.isInteger(version) && version >= 1 ? version : null;
}
