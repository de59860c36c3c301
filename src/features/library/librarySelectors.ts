import { createSelector } from '@reduxjs/toolkit';
import { selectAllTemplates } from '../templates';
import { CATEGORIES, type Category } from '../templates';
import { selectLibraryCategory, selectLibraryQuery } from './librarySlice';

/**
 * What the library shows, derived from the templates and the filters (memoized, never stored).
 * Search is case- and accent-insensitive: « medical » finds « Médical », « oeuvre » « œuvre ».
 */

export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, ' ');
}

/** The words of a query, normalized; a template matches when it holds every one. */
export function queryTerms(query: string): string[] {
  return normalizeSearchText(query).split(' ').filter(Boolean);
}

/** Each template's searchable text (name and description), normalized once per template list. */
export const selectSearchIndex = createSelector([selectAllTemplates], (templates) =>
  templates.map((t) => normalizeSearchText(`${t.name}\n${t.description}`)),
);

export const selectVisibleTemplates = createSelector(
  [selectAllTemplates, selectSearchIndex, selectLibraryQuery, selectLibraryCategory],
  (templates, index, query, category) => {
    const terms = queryTerms(query);
    if (terms.length === 0 && category === 'all') return templates;
    return templates.filter(
      (template, i) =>
        (category === 'all' || template.category === category) &&
        terms.every((term) => index[i].includes(term)),
    );
  },
);

export type CategoryCounts = Record<Category | 'all', number>;

/** How many templates each category holds (and all of them), for the category options. */
export const selectCategoryCounts = createSelector([selectAllTemplates], (templates) => {
  const counts = Object.fromEntries([['all', templates.length], ...CATEGORIES.map((c) => [c, 0])]);
  for (const t of templates) counts[t.category] += 1;
  return counts as CategoryCounts;
});
