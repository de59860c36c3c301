import { LIMITS } from '../limits';
import type { CollectionKind, EditorElement, ItemField } from '../types';
import { fr } from '../../i18n/fr';
import { KIND_FIELDS } from './collections';

/**
 * An item's fields as a person reads and types them: a price in euros, a date in French, which
 * fields an element may show. For the item form, « Propriétés » and the export (collections.ts
 * holds what the editor needs at start).
 */

/** The fields an element of each type may be bound to (« Lier au champ »). */
export function bindableFields(kind: CollectionKind, type: EditorElement['type']): ItemField[] {
  const fields = KIND_FIELDS[kind];
  if (type === 'image') return fields.filter((f) => f === 'image' || f === 'images');
  if (type === 'text') return fields.filter((f) => f !== 'image' && f !== 'images');
  if (type === 'button') return fields.filter((f) => f === 'link');
  return [];
}

/** A price in cents as French text: 1250 → « 12,50 € ». */
export function formatPrice(cents: number): string {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);
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
  return new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** The label of field `field` in a collection of `kind` (« Nom » for a product's title). */
export function fieldLabel(kind: CollectionKind, field: ItemField): string {
  if (field === 'title' && kind === 'produits') return fr.collections.fields.name;
  if (field === 'content' && kind !== 'articles') return fr.collections.fields.description;
  if (field === 'link' && kind === 'produits') return fr.collections.fields.buyLink;
  return fr.collections.fields[field];
}
