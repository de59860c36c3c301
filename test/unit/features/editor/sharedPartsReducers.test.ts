import { makeStore } from '../../../../src/app/store';
import { siteSchema } from '../../../../src/document/schema/documentSchema';
import { renderSitePage } from '../../../../src/document/render/renderSite';
import { renderSitePages } from '../../../../src/document/render/siteFiles';
import { drawnPages } from '../../document/render/drawnPages';
import { composedPage, withSharedParts } from '../../../../src/document/sharedParts';
import { withDesignStyles } from '../../../../src/document/siteStyles/designStyles';
import { createElement } from '../../../../src/document/createElement';
import type { EditorElement, Page, SiteDocument } from '../../../../src/document/types';
import {
  documentLoaded,
  elementKeptOnPage,
  elementUpdated,
  pageSeoChanged,
  pageSelected,
  sectionInserted,
  sectionMovedToShared,
  selectDocument,
  selectElements,
  selectSharedDeleteAsked,
  sharedDeleteConfirmed,
  undone,
} from '../../../../src/features/editor/editorSlice';
import { deleteElementsAsking } from '../../../../src/features/editor/sharedPartsThunks';
import { generateTemplates } from '../../../../src/features/templates/generateTemplates';
import { templateSite } from '../../../../src/features/templates/templatePage';
import { counter, templatePages } from '../../../../src/features/templates/templatePages';

const el = (
  id: string,
  type: EditorElement['type'],
  x: number,
  y: number,
  width: number,
  height: number,
  content = '',
): EditorElement => ({
  ...createElement(type, id, { x, y }),
  content,
  styles: { ...createElement(type, id, { x, y }).styles, size: { width, height } },
});

/** A page of its own header band (with a logo), a section, and a footer band (with a phone). */
const pageOf = (n: number, name: string): Page => ({
  id: `p${n}`,
  name,
  slug: n === 1 ? 'accueil' : `page-${n}`,
  seo: { title: '', description: '', noindex: false },
  elements: [
    el(`h${n}`, 'header', 0, 0, 1152, 92),
    el(`logo${n}`, 'text', 24, 24, 200, 40, 'Le Fournil'),
    el(`s${n}`, 'container', 0, 92, 1152, 300),
    el(`t${n}`, 'text', 40, 120, 400, 60, `Texte de ${name}`),
    el(`f${n}`, 'footer', 0, 392, 1152, 200),
    el(`phone${n}`, 'text', 40, 420, 300, 40, '04 78 12 34 56'),
  ],
});

/** A site of three pages whose headers and footers are alike, shared as Toile shares them. */
function site(): SiteDocument {
  const bare = templateSite(generateTemplates(1)[0], []);
  return withSharedParts({
    ...bare,
    homePageId: 'p1',
    pages: [pageOf(1, 'Accueil'), pageOf(2, 'Contact'), pageOf(3, 'Mentions')],
  }).site;
}

function setup(document = site()) {
  const store = makeStore();
  store.dispatch(documentLoaded({ document }));
  const doc = () => selectDocument(store.getState());
  return { store, doc };
}

describe('editor: the site’s header and footer', () => {
  it('shares alike headers and footers once, each page drawing as it did', () => {
    const s = site();
    expect(siteSchema.safeParse(s).success).toBe(true);
    expect(s.shared!.header.map((e) => e.id)).toEqual(['h1', 'logo1']);
    expect(s.shared!.footer.map((e) => e.id)).toEqual(['f1', 'phone1']);
    // Footer positions are from the footer's top.
    expect(s.shared!.footer[0].styles.position.y).toBe(0);
    s.pages.forEach((page, i) => {
      const drawn = composedPage(s, page).elements;
      const before = pageOf(i + 1, page.name).elements;
      expect(drawn.map(({ id: _id, ...e }) => e)).toEqual(before.map(({ id: _id, ...e }) => e));
    });
  });

  it('changes the footer’s phone on one page: every page shows it, one undo restores all', () => {
    const { store, doc } = setup();
    store.dispatch(pageSelected('p2'));
    store.dispatch(elementUpdated({ id: 'phone1', changes: { content: '01 23 45 67 89' } }));
    expect(doc().shared!.footer.find((e) => e.id === 'phone1')!.content).toBe('01 23 45 67 89');
    for (const page of doc().pages) {
      const html = renderSitePage(doc(), page).html;
      expect(html).toContain('01 23 45 67 89');
      expect(html).not.toContain('04 78 12 34 56');
    }
    store.dispatch(undone());
    expect(doc().shared!.footer.find((e) => e.id === 'phone1')!.content).toBe('04 78 12 34 56');
  });

  it('moves a shared footer element on the canvas relative to the footer, and the footer follows the page', () => {
    const { store, doc } = setup();
    const drawnY = selectElements(store.getState()).find((e) => e.id === 'phone1')!.styles.position
      .y;
    expect(drawnY).toBe(420);
    store.dispatch(elementUpdated({ id: 'phone1', changes: { styles: { position: { y: 440 } } } }));
    expect(doc().shared!.footer.find((e) => e.id === 'phone1')!.styles.position.y).toBe(48);
    // The page grows: its footer is drawn lower, on that page only.
    store.dispatch(elementUpdated({ id: 't1', changes: { styles: { size: { height: 400 } } } }));
    const footer = selectElements(store.getState()).find((e) => e.id === 'f1')!;
    expect(footer.styles.position.y).toBe(520);
    store.dispatch(pageSelected('p2'));
    expect(selectElements(store.getState()).find((e) => e.id === 'f1')!.styles.position.y).toBe(
      392,
    );
  });

  it('hides the header on one page (« Paramètres de la page »): its export has none, the others keep it', () => {
    const { store, doc } = setup();
    store.dispatch(pageSeoChanged({ pageId: 'p3', seo: {}, shows: { header: false } }));
    const [home, , legal] = doc().pages;
    expect(legal.showHeader).toBe(false);
    expect(renderSitePage(doc(), legal).html).not.toContain('<header');
    expect(renderSitePage(doc(), home).html).toContain('<header');
    expect(siteSchema.safeParse(doc()).success).toBe(true);
  });

  it('moves a section into the footer, then keeps an element on the page shown only', () => {
    const { store, doc } = setup();
    store.dispatch(pageSelected('p2'));
    store.dispatch(sectionMovedToShared({ id: 't2', part: 'footer' }));
    expect(doc().shared!.footer.map((e) => e.id)).toEqual(['s2', 't2', 'f1', 'phone1']);
    for (const page of doc().pages) {
      expect(composedPage(doc(), page).elements.some((e) => e.id === 't2')).toBe(true);
    }
    expect(siteSchema.safeParse(doc()).success).toBe(true);
    store.dispatch(elementKeptOnPage('s2'));
    expect(doc().shared!.footer.map((e) => e.id)).toEqual(['f1', 'phone1']);
    expect(doc().pages[1].elements.map((e) => e.id)).toContain('t2');
    expect(composedPage(doc(), doc().pages[0]).elements.some((e) => e.id === 't2')).toBe(false);
    store.dispatch(undone());
    expect(doc().shared!.footer.map((e) => e.id)).toEqual(['s2', 't2', 'f1', 'phone1']);
  });

  it('asks before a deletion empties the header; « Supprimer de toutes les pages » is one step', () => {
    const { store, doc } = setup();
    store.dispatch(deleteElementsAsking(['h1', 'logo1']));
    expect(selectSharedDeleteAsked(store.getState())).toEqual({
      ids: ['h1', 'logo1'],
      part: 'header',
    });
    expect(doc().shared!.header).toHaveLength(2);
    store.dispatch(sharedDeleteConfirmed());
    expect(doc().shared!.header).toHaveLength(0);
    expect(siteSchema.safeParse(doc()).success).toBe(true);
    store.dispatch(undone());
    expect(doc().shared!.header).toHaveLength(2);
    // Deleting one element of it does not ask.
    store.dispatch(deleteElementsAsking(['logo1']));
    expect(selectSharedDeleteAsked(store.getState())).toBeNull();
    expect(doc().shared!.header.map((e) => e.id)).toEqual(['h1']);
  });

  it('makes a header section put on a site without one the site’s header, in one step', () => {
    const bare = templateSite(generateTemplates(1)[0], []);
    const { store, doc } = setup({
      ...bare,
      homePageId: 'p1',
      pages: [
        { ...pageOf(1, 'Accueil'), elements: [el('a', 'text', 40, 40, 300, 40, 'Bonjour')] },
        { ...pageOf(2, 'Contact'), elements: [el('b', 'text', 40, 40, 300, 40, 'Écrivez')] },
      ],
    });
    store.dispatch(
      sectionInserted({
        elements: [el('band', 'header', 0, 0, 1152, 80), el('name', 'text', 24, 20, 200, 40)],
        height: 80,
      }),
    );
    expect(doc().shared!.header.map((e) => e.id)).toEqual(['band', 'name']);
    expect(doc().shared!.header[0].styles.position.y).toBe(0);
    // Every page's own content moved down under it.
    expect(doc().pages.map((p) => p.elements[0].styles.position.y)).toEqual([120, 120]);
    store.dispatch(undone());
    expect(doc().shared?.header ?? []).toHaveLength(0);
  });

  it('a footer section made the site’s footer: a page with a footer of its own keeps it and shows none of the site’s (found by the soak test)', () => {
    const bare = templateSite(generateTemplates(1)[0], []);
    const { store, doc } = setup({
      ...bare,
      homePageId: 'p1',
      pages: [
        {
          ...pageOf(1, 'Accueil'),
          elements: [
            el('t1', 'text', 40, 40, 300, 40, 'Bonjour'),
            el('own', 'footer', 0, 108, 1152, 120),
          ],
        },
        { ...pageOf(2, 'Nos pains'), elements: [el('t2', 'text', 40, 40, 300, 40, 'Pains')] },
      ],
    });
    store.dispatch(pageSelected('p2'));
    store.dispatch(
      sectionInserted({
        elements: [el('band', 'footer', 0, 0, 1152, 200), el('phone', 'text', 24, 20, 200, 40)],
        height: 200,
      }),
    );
    expect(doc().shared!.footer.map((e) => e.id)).toEqual(['band', 'phone']);
    const [home, breads] = doc().pages;
    expect(home.showFooter).toBe(false);
    expect(home.elements.map((e) => e.id)).toContain('own');
    expect(breads.showFooter).toBeUndefined();
    expect(siteSchema.safeParse(doc()).success).toBe(true);
    store.dispatch(undone());
    expect(doc().shared?.footer ?? []).toHaveLength(0);
    expect(doc().pages[0].showFooter).toBeUndefined();
  });

  it('« Mettre dans l’en-tête du site »: a page with its own header band keeps it, not moved down; a second band of the page shown is refused', () => {
    const bare = templateSite(generateTemplates(1)[0], []);
    const { store, doc } = setup({
      ...bare,
      homePageId: 'p1',
      pages: [
        {
          ...pageOf(1, 'Accueil'),
          elements: [el('hA', 'header', 0, 0, 1152, 80), el('tA', 'text', 40, 100, 300, 40, 'A')],
        },
        {
          ...pageOf(2, 'Contact'),
          elements: [el('hB', 'header', 0, 0, 1152, 80), el('tB', 'text', 40, 100, 300, 40, 'B')],
        },
        { ...pageOf(3, 'Mentions'), elements: [el('tC', 'text', 40, 40, 300, 40, 'C')] },
      ],
    });
    store.dispatch(pageSelected('p2'));
    store.dispatch(sectionMovedToShared({ id: 'hB', part: 'header' }));
    expect(doc().shared!.header.map((e) => e.id)).toEqual(['hB']);
    const [home, contact, legal] = doc().pages;
    expect(home.showHeader).toBe(false);
    expect(home.elements.find((e) => e.id === 'tA')!.styles.position.y).toBe(100);
    expect(contact.elements.map((e) => e.id)).toEqual(['tB']);
    // A page without a header of its own makes room under the site's.
    expect(legal.elements[0].styles.position.y).toBe(120);
    expect(siteSchema.safeParse(doc()).success).toBe(true);

    const twice = setup({
      ...bare,
      homePageId: 'p1',
      pages: [
        {
          ...pageOf(1, 'Accueil'),
          elements: [el('h1', 'header', 0, 0, 1152, 80), el('h2', 'header', 0, 300, 1152, 80)],
        },
      ],
    });
    const before = twice.doc();
    twice.store.dispatch(sectionMovedToShared({ id: 'h2', part: 'header' }));
    expect(twice.doc()).toBe(before);
  });

  it('shares the 50 templates’ headers and footers, every page drawing as before, their rules written once', () => {
    for (const template of generateTemplates(50)) {
      const own = withDesignStyles(
        templateSite(template, templatePages(template, counter())),
        template.palette,
      );
      const shared = withSharedParts(own).site;
      expect(siteSchema.safeParse(shared).success).toBe(true);
      expect(drawnPages(shared)).toEqual(drawnPages(own));
      expect(shared.shared!.header.length).toBeGreaterThan(0);
      expect(shared.shared!.footer.length).toBeGreaterThan(0);
      // The header's rules are in site.css, and in no page's stylesheet.
      const { siteCss, pages } = renderSitePages(shared);
      expect(siteCss).toContain('.h-header-1 {');
      for (const { css } of pages.values()) expect(css).not.toContain('.h-header-1 {');
    }
  });
});
