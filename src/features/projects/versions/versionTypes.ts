import { sitePages } from '../../../document/collections/collections';
import type { SiteDocument } from '../../../document/types';
import { siteElementCount } from '../../../document/site';

/**
 * Why a version was made: by itself while the person works (`auto`), named by the person
 * (`named`), or just before something that changes or sends the site away.
 */
export type VersionReason =
  | 'auto'
  | 'named'
  | 'export'
  | 'share'
  | 'import'
  | 'templateContent'
  | 'theme'
  | 'restore'
  | 'migration';

/** What the list of versions reads, without the site itself (kept apart, compressed). */
export interface VersionMeta {
  id: string;
  projectId: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  reason: VersionReason;
  /** The person's name for it (`named` only). */
  name?: string;
  /** The project's name at the time. */
  projectName: string;
  pages: number;
  elements: number;
  /** Bytes of its compressed site. */
  size: number;
  /**
   * The compressed site's SHA-256 (hex), where the browser has Web Crypto: the same bytes read
   * back, of the current schema, need no check of the whole site.
   */
  digest?: string;
}

/** What a version holds, stored compressed: a project record's envelope and its site. */
export interface VersionBody {
  schemaVersion: number;
  document: SiteDocument;
}

/** The counts a version's line shows (« 4 pages, 212 éléments »). */
export function countsOf(document: SiteDocument): Pick<VersionMeta, 'pages' | 'elements'> {
  return { pages: sitePages(document).length, elements: siteElementCount(document) };
}
