import type { RootState } from '../../../../src/app/store';
import { createSite, FIRST_PAGE_ID } from '../../../../src/document/site';
import type { PageDocument, SiteDocument } from '../../../../src/document/types';
import { selectDocument, selectElements } from '../../../../src/features/editor/editorSlice';
import { mediaQueryList } from '../../../mediaQueryList';

/**
 * Makes MUI's useMediaQuery see a screen `width` pixels wide (jsdom has no layout): min-width and
 * max-width queries are answered for that width.
 */
export function setScreenWidth(width: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches =
      (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && !!(min || max);
    return mediaQueryList(query, matches);
  };
}

/** The current page seen as the one-page document of schema 2 (what older tests compare). */
export function pageView(state: RootState): PageDocument {
  const site = selectDocument(state);
  return { templateId: site.templateId, name: site.name, elements: selectElements(state) };
}

/**
 * A one-page site holding a schema-2 page document's elements as they are: a new site's styles,
 * nothing bound to them (the editor's tests see the elements they wrote; how an older document
 * opens, bound to styles read from it, is test/unit/document/siteStyles/migrations.test.ts's).
 */
export const siteOf = (document: PageDocument): SiteDocument =>
  createSite({
    name: document.name,
    templateId: document.templateId,
    homePageId: FIRST_PAGE_ID,
    elements: document.elements,
  });
