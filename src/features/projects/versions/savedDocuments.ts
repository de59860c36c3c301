import type { SiteDocument } from '../../../document/types';

/**
 * The sites as they were saved, by object: a version of a site that is its project's stored record
 * is made by the versions' worker from that record, read there, rather than copied to the worker
 * from the page (a copy of a big site holds the page for tens of milliseconds).
 */
const saved = new WeakMap<SiteDocument, { projectId: string; revision: number }>();

export function rememberSaved(projectId: string, revision: number, document: SiteDocument): void {
  saved.set(document, { projectId, revision });
}

/** The revision of `projectId` stored as `document`, if this tab saved it so; else null. */
export function savedRevisionOf(projectId: string, document: SiteDocument): number | null {
  const known = saved.get(document);
  return known?.projectId === projectId ? known.revision : null;
}
