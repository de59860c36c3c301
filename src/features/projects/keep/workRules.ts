/**
 * Work on a project, pure: the minutes the reminders count (`rules.ts`, `reminderDue`), and how
 * long « Plus tard » holds a reminder. Apart from `rules.ts` so that the listeners, which start
 * with the screen, do not load the banners' rules.
 */

export const MINUTE = 60_000;
export const DAY = 86_400_000;

/** « Plus tard » puts a project's reminder off this long. */
export const LATER_FOR = 7 * DAY;

/**
 * Work on a project, counted in minutes during which the person changed it: every minute of the
 * clock with at least one change counts once, however many changes it holds, and a minute with
 * none (a pause, the tab left open) does not count. `last` is the last minute counted (minutes
 * since 1970).
 */
export interface Work {
  minutes: number;
  last: number;
}

/** `work` after a change made at `now`. */
export function workAfterEdit(work: Work | undefined, now: number): Work {
  const minute = Math.floor(now / MINUTE);
  if (!work) return { minutes: 1, last: minute };
  if (minute === work.last) return work;
  return { minutes: work.minutes + 1, last: Math.max(minute, work.last) };
}

/** Two counts of the same project's work (a new page's minutes before its first save). */
export function workAdded(a: Work | undefined, b: Work | undefined): Work | undefined {
  if (!a || !b) return a ?? b;
  const overlap = a.last === b.last ? 1 : 0;
  return { minutes: a.minutes + b.minutes - overlap, last: Math.max(a.last, b.last) };
}
