import { makeStore } from '../../../../src/app/store';
import {
  normalizeSearchText,
  queryTerms,
  selectCategoryCounts,
  selectVisibleTemplates,
} from '../../../../src/features/library/librarySelectors';
import {
  categoryChanged,
  filtersCleared,
  filtersReadFromUrl,
  libraryReducer,
  previewClosed,
  previewOpened,
  queryChanged,
} from '../../../../src/features/library/librarySlice';
import {
  filtersFromSearchParams,
  searchParamsWithFilters,
} from '../../../../src/features/library/useLibraryUrlSync';
import { generateTemplates as generate } from '../../../../src/features/templates/generateTemplates';
import { generateTemplates } from '../../../../src/features/templates/templatesSlice';

const templates = generate(50);

function readyStore() {
  const store = makeStore();
  store.dispatch(generateTemplates.fulfilled(templates, 'test', undefined));
  return store;
}

describe('library slice', () => {
  const initial = libraryReducer(undefined, { type: '@@init' });

  it('starts with no filter and no preview', () => {
    expect(initial).toEqual({ query: '', category: 'all', previewId: null });
  });

  it('library/queryChanged and library/categoryChanged set one filter each', () => {
    const a = libraryReducer(initial, queryChanged('Studio'));
    expect(a).toMatchObject({ query: 'Studio', category: 'all' });
    const b = libraryReducer(a, categoryChanged('portfolio'));
    expect(b).toMatchObject({ query: 'Studio', category: 'portfolio' });
  });

  it('library/filtersCleared resets both filters, library/filtersReadFromUrl sets both', () => {
    const filtered = { query: 'x', category: 'blog' as const, previewId: '3' };
    expect(libraryReducer(filtered, filtersCleared())).toEqual({
      query: '',
      category: 'all',
      previewId: '3',
    });
    expect(
      libraryReducer(initial, filtersReadFromUrl({ query: 'médical', category: 'medical' })),
    ).toMatchObject({ query: 'médical', category: 'medical' });
  });

  it('opens and closes the preview', () => {
    const open = libraryReducer(initial, previewOpened('12'));
    expect(open.previewId).toBe('12');
    expect(libraryReducer(open, previewClosed()).previewId).toBeNull();
  });
});

describe('search text', () => {
  it('ignores case, accents, ligatures and curly apostrophes', () => {
    expect(normalizeSearchText('Médical ÉCOLE Œuvre l’été')).toBe("medical ecole oeuvre l'ete");
    expect(queryTerms('  Cabinet   MÉDICAL ')).toEqual(['cabinet', 'medical']);
    expect(queryTerms('')).toEqual([]);
  });
});

describe('selectVisibleTemplates', () => {
  const visible = (query: string, category: Parameters<typeof categoryChanged>[0] = 'all') => {
    const store = readyStore();
    store.dispatch(queryChanged(query));
    store.dispatch(categoryChanged(category));
    return selectVisibleTemplates(store.getState());
  };

  it('shows every template with no filter, in id order', () => {
    expect(visible('').map((t) => t.id)).toEqual(templates.map((t) => t.id));
  });

  it('matches the name or the description, whatever the case', () => {
    expect(visible('portfolio minimaliste').map((t) => t.name)).toEqual(['Portfolio Minimaliste']);
    expect(visible('PORTFOLIO MINIMALISTE')).toHaveLength(1);
    // « épuré » is only in that template's description.
    expect(visible('épuré').map((t) => t.id)).toEqual(['2']);
  });

  it('is accent-insensitive both ways: « medical » finds « Médical »', () => {
    const medical = visible('medical');
    expect(medical.length).toBeGreaterThanOrEqual(7);
    expect(medical.filter((t) => t.category === 'medical')).toHaveLength(7);
    expect(medical.map((t) => t.name)).toContain('Cabinet Médical');
    expect(visible('MÉDICAL')).toEqual(medical);
    expect(visible('ecole de langues').map((t) => t.name)).toEqual(['École de Langues']);
  });

  it('filters by category, and by both', () => {
    const blog = visible('', 'blog');
    expect(blog).toHaveLength(7);
    expect(blog.every((t) => t.category === 'blog')).toBe(true);
    expect(visible('voyage', 'blog').map((t) => t.name)).toEqual(['Blog Voyage']);
    expect(visible('voyage', 'medical')).toEqual([]);
  });

  it('finds nothing for a query no template holds', () => {
    expect(visible('zzzz introuvable')).toEqual([]);
  });

  it('is memoized: same inputs, same array', () => {
    const store = readyStore();
    store.dispatch(queryChanged('blog'));
    const first = selectVisibleTemplates(store.getState());
    store.dispatch(previewOpened('1'));
    expect(selectVisibleTemplates(store.getState())).toBe(first);
  });
});

describe('selectCategoryCounts', () => {
  it('counts 50 in all, 8 in business and 7 in each other category', () => {
    expect(selectCategoryCounts(readyStore().getState())).toEqual({
      all: 50,
      business: 8,
      portfolio: 7,
      landing: 7,
      blog: 7,
      ecommerce: 7,
      medical: 7,
      education: 7,
    });
  });

  it('counts every template whatever the filters', () => {
    const store = readyStore();
    store.dispatch(queryChanged('blog'));
    expect(selectCategoryCounts(store.getState()).business).toBe(8);
  });
});

describe('filters in the address', () => {
  it('reads ?q= and ?categorie=, ignoring an unknown category', () => {
    expect(
      filtersFromSearchParams(new URLSearchParams('q=m%C3%A9dical&categorie=medical')),
    ).toEqual({
      query: 'médical',
      category: 'medical',
    });
    expect(filtersFromSearchParams(new URLSearchParams('categorie=cuisine'))).toEqual({
      query: '',
      category: 'all',
    });
  });

  it('writes only what is set, and keeps other parameters', () => {
    const params = new URLSearchParams('nombre=10000&q=old');
    expect(searchParamsWithFilters(params, { query: 'blog', category: 'blog' }).toString()).toBe(
      'nombre=10000&q=blog&categorie=blog',
    );
    expect(searchParamsWithFilters(params, { query: '', category: 'all' }).toString()).toBe(
      'nombre=10000',
    );
  });
});
