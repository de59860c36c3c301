import { LIMITS } from '../limits';

/**
 * An item's price and date as a person reads and types them (no words of the interface: the
 * canvas's lists use them from the editor's start).
 */

// Made once: a formatter costs far more to make than to use (a thousand items' pages, their lists).
let euros: Intl.NumberFormat | null = null;
let days: Intl.DateTimeFormat | null = null;

/** A price in cents as French text: 1250 → « 12,50 € ». */
export function formatPrice(cents: number): string {
  euros ??= new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
  return euros.format(cents / 100);
}

/** « 12,50 », « 12 », « 1 200,5 € » → cents, or null when it is not a price. */
export function parsePrice(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (!/^[0-9]+(?:\.[0-9]{1,2})?$/.test(cleaned)) return null;
  const cents = Math.round(Number(cleaned) * 100);
  return cents <= LIMITS.priceCents ? cents : null;
}

/** A date `YYYY-MM-DD` as French words: « 3 mars 2026 ». */
export function formatItemDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  days ??= new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return days.format(new Date(Date.UTC(y, m - 1, d)));
}
