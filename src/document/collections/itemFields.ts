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

export { formatItemDate, formatPrice, parsePrice } from './itemFormat';

/** The label of field `field` in a collection of `kind` (« Nom » for a product's title). */
export function fieldLabel(kind: CollectionKind, field: ItemField): string {
  if (field === 'title' && kind === 'produits') return fr.collections.fields.name;
  if (field === 'content' && kind !== 'articles') return fr.collections.fields.description;
  if (field === 'link' && kind === 'produits') return fr.collections.fields.buyLink;
  return fr.collections.fields[field];
}
