/**
 * The rules of keeping a project safe, pure (given `now`): when a reminder to copy it into a file
 * is due, when the browser's space is short, and which browsers follow Safari's seven-day rule.
 * Unit-tested apart from the banners that read them (which alone load this module; what counts
 * as a minute of work, needed from the start, is `workRules.ts`).
 */
import { DAY } from './workRules';

export { DAY, LATER_FOR, MINUTE } from './workRules';

/** A project changed after a copy this old is reminded. */
export const STALE_COPY_AFTER = 7 * DAY;
/** A project never copied is reminded after this many minutes of work. */
export const WORK_BEFORE_FIRST_COPY = 30;

export type Reminder = { kind: 'neverCopied' } | { kind: 'stale'; copiedAt: number };

export interface ReminderFacts {
  now: number;
  /** When the project was last changed (saved), or null if never. */
  changedAt: number | null;
  /** When it was last copied out (a file written, a copy downloaded), or null if never. */
  copiedAt: number | null;
  /** Minutes of work on it (`Work.minutes`). */
  workedMinutes: number;
  /** « Plus tard » holds the reminder until then, or null. */
  laterUntil: number | null;
}

/**
 * The reminder due for a project, or null: never copied after WORK_BEFORE_FIRST_COPY minutes of
 * work; or changed since a copy that is STALE_COPY_AFTER old or older (its file misses what was
 * done since). « Plus tard » holds either until LATER_FOR has passed.
 */
export function reminderDue(facts: ReminderFacts): Reminder | null {
  const { now, changedAt, copiedAt, workedMinutes, laterUntil } = facts;
  if (laterUntil !== null && now < laterUntil) return null;
  if (copiedAt === null) {
    return workedMinutes >= WORK_BEFORE_FIRST_COPY ? { kind: 'neverCopied' } : null;
  }
  if (changedAt === null || changedAt <= copiedAt) return null;
  return now - copiedAt >= STALE_COPY_AFTER ? { kind: 'stale', copiedAt } : null;
}

export const MEBIBYTE = 1024 * 1024;
/** Space is short under this much free… */
export const LOW_SPACE_BYTES = 50 * MEBIBYTE;
/** …or under this share of the quota. */
export const LOW_SPACE_SHARE = 0.1;

export interface SpaceEstimate {
  usage: number;
  quota: number;
}

/**
 * The free space when the browser's estimate leaves less than 10 % of its quota or 50 Mo free;
 * null when there is room, or when the estimate says nothing usable.
 */
export function lowSpace(estimate: Partial<SpaceEstimate> | null): number | null {
  const usage = estimate?.usage;
  const quota = estimate?.quota;
  if (typeof usage !== 'number' || typeof quota !== 'number') return null;
  if (!Number.isFinite(usage) || !Number.isFinite(quota) || quota <= 0) return null;
  const free = Math.max(0, quota - usage);
  return free < LOW_SPACE_BYTES || free < quota * LOW_SPACE_SHARE ? free : null;
}

/** Where Safari's seven-day rule applies: iOS and iPadOS (every browser), Safari on a Mac. */
export type SafariPlatform = 'ios' | 'mac';

/**
 * Which browsers delete a site's data after seven days of use without a visit (WebKit's storage
 * policy, webkit.org/blog/10218):
 * - on iOS and iPadOS, every browser: Chrome, Firefox and Edge there are WebKit too, with its
 *   tracking prevention on by default;
 * - on a Mac, Safari only (Chrome, Edge, Firefox, Opera are not WebKit);
 * - an iPad asks for sites with a Mac's user agent: a Mac « Safari » with a touch screen is one.
 * Not where Toile runs from the home screen or the Dock (`standalone`): such an app has its own
 * count of days, of its own use.
 */
export function safariPlatform(
  userAgent: string,
  options: { maxTouchPoints?: number; standalone?: boolean } = {},
): SafariPlatform | null {
  if (options.standalone) return null;
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return 'ios';
  if (!/\bMacintosh\b/.test(userAgent)) return null;
  const safari =
    /\bVersion\/[\d.]+.*\bSafari\//.test(userAgent) &&
    !/\b(Chrome|Chromium|CriOS|FxiOS|EdgiOS|Edg|EdgA|OPR|OPiOS|Firefox|Android)\b/.test(userAgent);
  if (!safari) return null;
  return (options.maxTouchPoints ?? 0) > 1 ? 'ios' : 'mac';
}
