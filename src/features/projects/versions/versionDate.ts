import { fr } from '../../../i18n/fr';

// Built on first use: the first `Intl` format of a page is a costly call.
let dayMonth: Intl.DateTimeFormat | null = null;
let dayMonthYear: Intl.DateTimeFormat | null = null;

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

/**
 * When a version was made, the French way: « aujourd'hui à 14 h 32 », « hier à 9 h 05 »,
 * « le 12 novembre à 9 h 05 », « le 12 novembre 2025 à 9 h 05 ».
 */
export function formatVersionDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const time = fr.projects.versions.time(date.getHours(), date.getMinutes());
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (sameDay(date, now)) return fr.projects.versions.today(time);
  if (sameDay(date, yesterday)) return fr.projects.versions.yesterday(time);
  const format =
    date.getFullYear() === now.getFullYear()
      ? (dayMonth ??= new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long' }))
      : (dayMonthYear ??= new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' }));
  return fr.projects.versions.onDay(format.format(date), time);
}
