import { fr } from '../../i18n/fr';

// Built on first use: the first `Intl` format of a page is a costly call (numberFormat.ts).
let relative: Intl.RelativeTimeFormat | null = null;
let time: Intl.DateTimeFormat | null = null;

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number, number]> = [
  // unit, its length in seconds, used below this many seconds
  ['minute', 60, 45 * 60],
  ['hour', 3600, 22 * 3600],
  ['day', 86_400, 26 * 86_400],
  ['month', 30 * 86_400, 320 * 86_400],
  ['year', 365 * 86_400, Infinity],
];

/** « il y a 5 minutes », « hier », « à l’instant »: how long ago `iso` was, the French way. */
export function formatAgo(iso: string, now: number = Date.now()): string {
  const seconds = (Date.parse(iso) - now) / 1000;
  if (!Number.isFinite(seconds) || Math.abs(seconds) < 45) return fr.projects.justNow;
  for (const [unit, length, below] of UNITS) {
    if (Math.abs(seconds) < below)
      return (relative ??= new Intl.RelativeTimeFormat('fr', { numeric: 'auto' })).format(
        Math.round(seconds / length),
        unit,
      );
  }
  return fr.projects.justNow;
}

/** « modifié il y a 5 minutes ». */
export const formatModified = (iso: string, now?: number) =>
  fr.projects.modified(formatAgo(iso, now));

/** « 14:05 ». */
export const formatTime = (iso: string) =>
  (time ??= new Intl.DateTimeFormat('fr-FR', { timeStyle: 'short' })).format(new Date(iso));
