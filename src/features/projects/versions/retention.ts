import type { VersionMeta } from './versionTypes';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The local calendar day of `time` (the person's days, not UTC's), as a sortable number. */
function localDay(time: number): number {
  const date = new Date(time);
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY;
}

/**
 * The versions to forget, by the rule « every version of the last 24 hours, then one a day for
 * 30 days, then one a week; named versions always ». In each day (then each week, Monday first)
 * the newest version stays. Pure: `now` is given.
 */
export function versionsToDrop(versions: readonly VersionMeta[], now: number): string[] {
  const kept = new Set<string>();
  const drop: string[] = [];
  const newestFirst = [...versions].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  for (const version of newestFirst) {
    const time = Date.parse(version.createdAt);
    const age = now - time;
    if (version.reason === 'named' || !(age > DAY)) continue;
    const day = localDay(time);
    // 1970-01-01 was a Thursday: shifting by 3 days starts each week on a Monday.
    const bucket = age <= 30 * DAY ? `d${day}` : `w${Math.floor((day + 3) / 7)}`;
    if (kept.has(bucket)) drop.push(version.id);
    else kept.add(bucket);
  }
  return drop;
}
