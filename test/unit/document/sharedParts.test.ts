import fc from 'fast-check';
import { renderSitePage } from '../../../src/document/render/renderSite';
import { drawnPages } from './render/drawnPages';
import { readDocument } from '../../../src/document/schema/migrations';
import { parseSite, siteSchema } from '../../../src/document/schema/documentSchema';
import {
  bandOf,
  composedPage,
  composition,
  decomposedSite,
  footerTop,
  pagesWithOwnParts,
  partOf,
  showsPart,
  withSharedParts,
} from '../../../src/document/sharedParts';
import { elementLists, mapElementLists } from '../../../src/document/siteElements';
import { defaultSiteStyles } from '../../../src/document/siteStyles/siteStyles';
import {
  SITE_SCHEMA_VERSION,
  type EditorElement,
  type ElementProperties,
  type Page,
  type SiteDocument,
} from '../../../src/document/types';
import { makeStore } from '../../../src/app/store';
import {
  documentLoaded,
  elementsMoved,
  selectElements,
} from '../../../src/features/editor/editorSlice';
import { loose, type Loose } from '../features/projects/projectsSites';

/**
 * « En-tête du site » and « Pied de page du site » (src/document/sharedParts.ts): a site whose
 * pages each hold their own header and footer (schema 4) comes to share one of each; every page
 * is drawn as its composition, and draws as it did; a change to the composition goes back where
 * each element belongs.
 */

const el = (
  id: string,
  type: EditorElement['type'],
  [x, y, width, height]: number[],
  content = '',
  properties: ElementProperties = {},
): EditorElement => ({
  id,
  type,
  content,
  styles: {
    position: { x, y },
    size: { width, height },
    color: '#1F2937',
    backgroundColor: type === 'header' || type === 'footer' ? '#F3F4F6' : 'transparent',
    fontSize: 18,
    fontWeight: 'normal',
    textAlign: 'left',
    borderRadius: 0,
    padding: 0,
    margin: 0,
  },
  properties,
});

/** A page's header: its band, the name, a button to « Contact »; ids after the page's `p`. */
const headerOf = (p: string): EditorElement[] => [
  el(`${p}-hd`, 'header', [0, 0, 1152, 80], ''),
  el(`${p}-logo`, 'text', [24, 20, 300, 40], 'Boulangerie Martin', { level: 'h2' }),
  el(`${p}-menu`, 'button', [920, 18, 200, 44], 'Nous écrire', {
    link: { kind: 'page', pageId: 'contact' },
  }),
];

/** A page's footer from `top`: its band, an address, a link out. */
const footerOf = (
  p: string,
  top: number,
  words = '12 rue du Four, 69001 Lyon',
): EditorElement[] => [
  el(`${p}-ft`, 'footer', [0, top, 1152, 120], ''),
  el(`${p}-addr`, 'text', [40, top + 24, 500, 30], words),
  el(`${p}-insta`, 'button', [900, top + 30, 200, 44], 'Instagram', {
    link: { kind: 'url', href: 'https://www.instagram.com/boulangeriemartin', newTab: true },
  }),
];

/** A page of its header, its own elements, and its footer right under the lowest of them. */
function pageOf(
  id: string,
  name: string,
  own: EditorElement[],
  footer: (top: number) => EditorElement[] = (top) => footerOf(id, top),
): Page {
  const top = footerTop([...headerOf(id), ...own]);
  return {
    id,
    name,
    slug: id,
    seo: { title: '', description: '', noindex: false },
    elements: [...headerOf(id), ...own, ...footer(top)],
  };
}

/**
 * A site of three pages as schema 4 held them (here a site of schema 5 that shares nothing): each
 * page holds the same header and the same footer (ids aside), the footer right under the page's
 * lowest element, which is not at the same height on each.
 */
function threePages(): SiteDocument {
  return {
    schemaVersion: SITE_SCHEMA_VERSION,
    name: 'Boulangerie Martin',
    templateId: null,
    homePageId: 'accueil',
    pages: [
      pageOf('accueil', 'Accueil', [
        el('accueil-h1', 'text', [80, 140, 600, 60], 'Du pain, tout simplement', { level: 'h1' }),
        el('accueil-im', 'image', [700, 120, 400, 300], 'https://exemple.fr/levain.jpg', {
          alt: 'Une miche au levain',
        }),
      ]),
      pageOf('a-propos', 'À propos', [
        el('a-propos-h2', 'text', [80, 120, 600, 50], 'Notre histoire', { level: 'h2' }),
        el('a-propos-tx', 'text', [80, 200, 600, 400], 'Depuis 1987, trois générations.'),
      ]),
      pageOf('contact', 'Contact', [
        el('contact-h2', 'text', [80, 120, 400, 50], 'Contact', {
          level: 'h2',
          anchor: 'ecrire',
        }),
      ]),
    ],
    theme: { headingFont: 'system', bodyFont: 'system' },
    styles: defaultSiteStyles(),
    settings: { language: 'fr' },
  };
}

const ids = (elements: readonly EditorElement[]) => elements.map((e) => e.id);

const PART_ENDS = { header: ['-hd', '-logo', '-menu'], footer: ['-ft', '-addr', '-insta'] };

/** Page `p`'s elements, the ids of its header and footer (`parts`) named as the home page's. */
function asHomeIds(
  p: string,
  elements: readonly EditorElement[],
  parts: readonly ('header' | 'footer')[] = ['header', 'footer'],
): EditorElement[] {
  const merged = new Set(parts.flatMap((part) => PART_ENDS[part].map((end) => `${p}${end}`)));
  return elements.map((e) =>
    merged.has(e.id) ? { ...e, id: e.id.replace(`${p}-`, 'accueil-') } : e,
  );
}

/** Each page of `site` as exported: what it draws, however its stylesheets spell it. */
const htmlOf = (site: SiteDocument) => drawnPages(site);

describe('withSharedParts: a site whose pages hold the same header and footer', () => {
  const before = threePages();
  const { site, report } = withSharedParts(before);

  it('shares one header and one footer: the home page’s, the footer from its own top', () => {
    expect(siteSchema.safeParse(before).success).toBe(true);
    expect(ids(site.shared!.header)).toEqual(['accueil-hd', 'accueil-logo', 'accueil-menu']);
    expect(site.shared!.header).toEqual(before.pages[0].elements.slice(0, 3));
    expect(ids(site.shared!.footer)).toEqual(['accueil-ft', 'accueil-addr', 'accueil-insta']);
    // The home page's footer was at 420 (under its picture): it is now at 0, what it holds with it.
    expect(site.shared!.footer.map((e) => e.styles.position.y)).toEqual([0, 24, 30]);
    expect(site.shared!.footer).toEqual(footerOf('accueil', 0));
    expect(report).toEqual({ keptOwn: { header: [], footer: [] } });
    expect(pagesWithOwnParts(site)).toEqual({ header: [], footer: [] });
  });

  it('leaves each page its own elements only, showing both parts', () => {
    expect(site.pages.map((page) => ids(page.elements))).toEqual([
      ['accueil-h1', 'accueil-im'],
      ['a-propos-h2', 'a-propos-tx'],
      ['contact-h2'],
    ]);
    for (const page of site.pages) {
      expect(page).not.toHaveProperty('showHeader');
      expect(page).not.toHaveProperty('showFooter');
      expect(showsPart(page, 'header') && showsPart(page, 'footer')).toBe(true);
    }
    expect(siteSchema.safeParse(site).success).toBe(true);
    expect(elementLists(site).flat()).toHaveLength(5 + 6);
  });

  it('draws each page as it was: the same elements, in the same order, at the same places', () => {
    site.pages.forEach((page, p) => {
      const old = before.pages[p];
      const drawn = composedPage(site, page);
      expect(drawn.elements).toEqual(asHomeIds(old.id, old.elements));
      const { elements: _drawn, ...fields } = drawn;
      const { elements: _old, ...oldFields } = old;
      void [_drawn, _old];
      expect(fields).toEqual(oldFields);
    });
    // The footer goes under each page's lowest element: 420, 600 and 170.
    expect(site.pages.map((page) => composition(site, page).footerTop)).toEqual([420, 600, 170]);
  });

  it('exports each page drawing the same, the header’s and footer’s rules written once', () => {
    const after = htmlOf(site);
    expect(after).toEqual(htmlOf(before));
    expect(after[2].html).toContain('12 rue du Four, 69001 Lyon');
    expect(renderSitePage(site, site.pages[2]).html).toContain('12 rue du Four, 69001 Lyon');
  });

  it('is what a site of schema 4 opens as', () => {
    const v4 = { ...loose(before), schemaVersion: 4 };
    expect(readDocument(v4, 4)).toEqual({ ok: true, site, migratedFrom: 4 });
  });

  it('leaves a site that already shares its parts as it is', () => {
    expect(withSharedParts(site).site).toBe(site);
  });

  it('composes a page once for the same shared parts', () => {
    const page = site.pages[1];
    expect(composedPage(site, page)).toBe(composedPage({ shared: site.shared }, page));
    const changed = { ...site.shared!, footer: site.shared!.footer.slice(0, 2) };
    expect(composedPage({ shared: changed }, page).elements).toHaveLength(2 + 3 + 2);
  });

  it('names the part an element is in', () => {
    expect(partOf(site, 'accueil-logo')).toBe('header');
    expect(partOf(site, 'accueil-insta')).toBe('footer');
    expect(partOf(site, 'contact-h2')).toBeNull();
    expect(partOf(before, 'accueil-logo')).toBeNull();
  });
});

describe('withSharedParts: pages whose header or footer differ keep theirs', () => {
  /** Contact's footer says other words; « Mentions légales » has no header nor footer. */
  function differing(): SiteDocument {
    const site = threePages();
    const contact = site.pages[2];
    site.pages[2] = pageOf('contact', contact.name, contact.elements.slice(3, 4), (top) =>
      footerOf('contact', top, 'Ouvert du mardi au dimanche'),
    );
    site.pages.push({
      id: 'mentions',
      name: 'Mentions légales',
      slug: 'mentions-legales',
      seo: { title: '', description: '', noindex: true },
      elements: [el('mentions-tx', 'text', [80, 40, 800, 400], 'Éditeur du site : …')],
    });
    return site;
  }

  const before = differing();
  const { site, report } = withSharedParts(before);

  it('keeps Contact’s footer on Contact, which does not show the site’s', () => {
    const contact = site.pages[2];
    expect(contact.showFooter).toBe(false);
    expect(contact).not.toHaveProperty('showHeader');
    expect(ids(contact.elements)).toEqual([
      'contact-h2',
      'contact-ft',
      'contact-addr',
      'contact-insta',
    ]);
    expect(contact.elements.slice(1)).toEqual(before.pages[2].elements.slice(4));
    // The site's footer is still the home page's, which À propos shares.
    expect(site.shared!.footer).toEqual(footerOf('accueil', 0));
    expect(ids(site.pages[1].elements)).toEqual(['a-propos-h2', 'a-propos-tx']);
  });

  it('hides both parts on the page that had neither, without naming it', () => {
    const mentions = site.pages[3];
    expect(mentions).toMatchObject({ showHeader: false, showFooter: false });
    expect(mentions.elements).toEqual(before.pages[3].elements);
  });

  it('names Contact as the page keeping its own footer, in the report and afterwards', () => {
    expect(report).toEqual({ keptOwn: { header: [], footer: ['Contact'] } });
    expect(pagesWithOwnParts(site)).toEqual({ header: [], footer: ['Contact'] });
  });

  it('is a valid site, each page drawn and exported as it was', () => {
    expect(siteSchema.safeParse(site).success).toBe(true);
    site.pages.forEach((page, p) => {
      const old = before.pages[p];
      // Contact shows the site's header, and its own footer.
      const parts = p === 2 ? (['header'] as const) : (['header', 'footer'] as const);
      expect(composedPage(site, page).elements).toEqual(asHomeIds(old.id, old.elements, parts));
    });
    expect(htmlOf(site)).toEqual(htmlOf(before));
  });

  it('keeps a header that is not at the very top of the home page on its pages', () => {
    const lower = threePages();
    lower.pages = lower.pages.map((page) => ({
      ...page,
      elements: page.elements.map((e) =>
        e.id.endsWith('-hd') || e.id.endsWith('-logo') || e.id.endsWith('-menu')
          ? {
              ...e,
              styles: {
                ...e.styles,
                position: { ...e.styles.position, y: e.styles.position.y + 10 },
              },
            }
          : e,
      ),
    }));
    const shared = withSharedParts(lower).site;
    expect(shared.shared!.header).toEqual([]);
    expect(shared.shared!.footer).toHaveLength(3);
    shared.pages.forEach((page, p) => {
      expect(page).not.toHaveProperty('showHeader');
      expect(ids(page.elements).slice(0, 3)).toEqual(ids(lower.pages[p].elements).slice(0, 3));
    });
    expect(htmlOf(shared)).toEqual(htmlOf(lower));
  });

  it('keeps a footer drawn lower than right under the home page’s last element', () => {
    const site = threePages();
    const home = site.pages[0];
    home.elements = home.elements.map((e) =>
      e.id.startsWith('accueil-') && ['-ft', '-addr', '-insta'].some((end) => e.id.endsWith(end))
        ? {
            ...e,
            styles: {
              ...e.styles,
              position: { ...e.styles.position, y: e.styles.position.y + 40 },
            },
          }
        : e,
    );
    const shared = withSharedParts(site).site;
    expect(shared.shared!.footer).toEqual([]);
    expect(ids(shared.pages[0].elements)).toContain('accueil-ft');
    // The other pages' footers, alike but for the home page's, stay theirs.
    expect(ids(shared.pages[1].elements)).toContain('a-propos-ft');
    expect(htmlOf(shared)).toEqual(htmlOf(site));
  });

  it('shares nothing when the home page has neither: the site is returned as it was', () => {
    const site = threePages();
    site.pages[0] = { ...site.pages[0], elements: site.pages[0].elements.slice(3, 5) };
    const result = withSharedParts(site);
    expect(result.site).toBe(site);
    expect(result.site).not.toHaveProperty('shared');
  });
});

describe('withSharedParts: every page of any such site draws as it did', () => {
  const own = fc.array(
    fc.record({
      x: fc.integer({ min: 0, max: 1000 }),
      // Below the header band (a box of no height at its very bottom would lie in it).
      y: fc.integer({ min: 81, max: 1500 }),
      width: fc.integer({ min: 0, max: 600 }),
      height: fc.integer({ min: 0, max: 600 }),
      hidden: fc.boolean(),
    }),
    { maxLength: 4 },
  );
  /** Each page: its own boxes, and whether its header, its footer are the home page's or not. */
  const pageArbitrary = fc.record({
    own,
    header: fc.constantFrom('same', 'other', 'none'),
    footer: fc.constantFrom('same', 'other', 'none', 'lower'),
  });

  it('holds for sites of 1 to 4 pages', () => {
    fc.assert(
      fc.property(fc.array(pageArbitrary, { minLength: 1, maxLength: 4 }), (specs) => {
        const pages = specs.map((spec, p): Page => {
          const id = `p${p}`;
          const boxes = spec.own.map(({ x, y, width, height, hidden }, i) =>
            el(
              `${id}-o${i}`,
              'text',
              [x, y, width, height],
              `Texte ${i}`,
              hidden ? { hidden } : {},
            ),
          );
          const header =
            spec.header === 'none'
              ? []
              : spec.header === 'same'
                ? headerOf(id)
                : headerOf(id).map((e, i) => (i === 1 ? { ...e, content: 'Autre nom' } : e));
          const top = footerTop([...header, ...boxes]);
          const footer =
            spec.footer === 'none'
              ? []
              : spec.footer === 'same'
                ? footerOf(id, top)
                : spec.footer === 'lower'
                  ? footerOf(id, top + 16)
                  : footerOf(id, top, 'Autre adresse');
          return {
            id,
            name: `Page ${p}`,
            slug: `page-${p}`,
            seo: { title: '', description: '', noindex: false },
            elements: [...header, ...boxes, ...footer],
          };
        });
        const before: SiteDocument = { ...threePages(), homePageId: 'p0', pages };
        const { site, report } = withSharedParts(before);
        expect(siteSchema.safeParse(site).success).toBe(true);
        site.pages.forEach((page, p) => {
          const drawn = composedPage(site, page).elements;
          const old = before.pages[p].elements;
          // The same elements, but that a merged part carries the home page's ids.
          const merged = (e: EditorElement) => ({ ...e, id: e.id.replace(/^p\d+-/, '') });
          expect(drawn.map(merged)).toEqual(old.map(merged));
          // A page shows the site's part where it held one like the home page's, that the site
          // shares: a header at the top, a footer right under the page's last element.
          const shareable = {
            header: specs[0].header !== 'none',
            footer: specs[0].footer === 'same' || specs[0].footer === 'other',
          };
          for (const part of ['header', 'footer'] as const) {
            expect([part, composition(site, page)[part].size > 0]).toEqual([
              part,
              shareable[part] && specs[p][part] === specs[0][part],
            ]);
          }
        });
        for (const part of ['header', 'footer'] as const) {
          expect(report.keptOwn[part]).toEqual(pagesWithOwnParts(site)[part]);
        }
        expect(htmlOf(site)).toEqual(htmlOf(before));
      }),
      { numRuns: 60 },
    );
  });
});

describe('decomposedSite: a change to a page as drawn goes where its element belongs', () => {
  const site = withSharedParts(threePages()).site;
  const own = site.pages[1];
  const drawn = composedPage(site, own);
  const top = composition(site, own).footerTop;

  /** The drawn page with element `id` changed by `change`. */
  const changed = (id: string, change: (e: EditorElement) => EditorElement): Page => ({
    ...drawn,
    elements: drawn.elements.map((e) => (e.id === id ? change(e) : e)),
  });
  const movedTo = (e: EditorElement, y: number): EditorElement => ({
    ...e,
    content: 'Nouvelle adresse',
    styles: { ...e.styles, position: { ...e.styles.position, y } },
  });

  it('is the same site when nothing changed', () => {
    expect(decomposedSite(site, own, drawn)).toBe(site);
  });

  it('puts a changed footer element back in the footer, from the footer’s top', () => {
    expect(top).toBe(600);
    const next = decomposedSite(
      site,
      own,
      changed('accueil-addr', (e) => movedTo(e, top + 50)),
    );
    const address = next.shared!.footer.find((e) => e.id === 'accueil-addr')!;
    expect(address.styles.position).toEqual({ x: 40, y: 50 });
    expect(address.content).toBe('Nouvelle adresse');
    // The footer's other elements, and the pages, as they were.
    expect(next.shared!.footer[0]).toBe(site.shared!.footer[0]);
    expect(next.shared!.header).toBe(site.shared!.header);
    expect(next.pages).toBe(site.pages);
    // Every page that shows the footer draws the change, under its own last element.
    expect(
      next.pages.map((page) =>
        composedPage(next, page).elements.find((e) => e.id === 'accueil-addr'),
      ),
    ).toEqual([420, 600, 170].map((pageTop) => movedTo(address, pageTop + 50)));
    expect(parseSite(next)).not.toBeNull();
  });

  it('puts a changed header element back in the header, where every page shows it', () => {
    const next = decomposedSite(
      site,
      own,
      changed('accueil-logo', (e) => ({ ...e, content: 'Chez Martin' })),
    );
    expect(next.shared!.header[1].content).toBe('Chez Martin');
    expect(next.shared!.footer).toBe(site.shared!.footer);
    expect(next.pages).toBe(site.pages);
    expect(composedPage(next, next.pages[2]).elements[1].content).toBe('Chez Martin');
  });

  it('keeps the footer as it is when the page’s own element grows and the footer moves down with it', () => {
    const next = decomposedSite(
      site,
      own,
      changed('a-propos-tx', (e) => ({
        ...e,
        styles: { ...e.styles, size: { ...e.styles.size, height: 500 } },
      })),
    );
    expect(next.shared).toBe(site.shared);
    expect(next.pages[1].elements[1].styles.size.height).toBe(500);
    expect(next.pages[0]).toBe(site.pages[0]);
    expect(composition(next, next.pages[1]).footerTop).toBe(700);
  });

  /** The page as drawn again once `next` is put back: its elements' ids and places. */
  const redrawn = (next: Page) => {
    const site2 = decomposedSite(site, own, next);
    const page = site2.pages.find((p) => p.id === own.id)!;
    return composedPage(site2, page).elements.map((e) => [e.id, e.styles.position]);
  };
  const placed = (page: Page) => page.elements.map((e) => [e.id, e.styles.position]);
  const down = (e: EditorElement, dy: number): EditorElement => ({
    ...e,
    styles: { ...e.styles, position: { ...e.styles.position, y: e.styles.position.y + dy } },
  });

  it('draws the page as changed once the change is put back', () => {
    for (const next of [
      changed('accueil-addr', (e) => down(e, 50)),
      changed('accueil-logo', (e) => down(e, 5)),
      changed('a-propos-h2', (e) => down(e, 30)),
    ]) {
      expect(redrawn(next)).toEqual(placed(next));
    }
    // The page's lowest element moved down, alone: the footer follows it.
    const lower = changed('a-propos-tx', (e) => down(e, 40));
    expect(redrawn(lower)).toEqual(
      placed({
        ...lower,
        elements: lower.elements.map((e) => (partOf(site, e.id) === 'footer' ? down(e, 40) : e)),
      }),
    );
  });

  /**
   * Was a bug (src/document/sharedParts.ts, decomposedSite): a selection of the page's lowest element
   * and an element of the footer, moved down together by 40 px (one drag), puts the footer element
   * back 40 px lower in the footer (its place measured from the footer's former top); the footer's
   * top then follows the page's lowest element down by 40 px, so the footer element is drawn 80 px
   * lower than it was, where it was dropped plus 40 px, 40 px apart from the rest of the footer (on
   * every page). The same with « Tout sélectionner » and a move of 10 px: the footer is drawn
   * 20 px lower. (fixed: a test of what holds).
   */
  it('draws a footer element moved with the page’s lowest element where it was dropped', () => {
    const next = {
      ...drawn,
      elements: drawn.elements.map((e) =>
        e.id === 'a-propos-tx' || e.id === 'accueil-addr' ? down(e, 40) : e,
      ),
    };
    // The address where it was dropped (40 px lower), the rest of the footer following the
    // page's lowest element (40 px lower): the address stays where it was in the footer.
    const expected = next.elements.map((e) =>
      partOf(site, e.id) === 'footer' && e.id !== 'accueil-addr' ? down(e, 40) : e,
    );
    expect(redrawn(next)).toEqual(placed({ ...next, elements: expected }));
  });

  it('draws every element of a page moved as a whole where it was dropped', () => {
    const next = { ...drawn, elements: drawn.elements.map((e) => down(e, 10)) };
    expect(redrawn(next)).toEqual(placed(next));
  });

  it('draws the page as moved in the editor: all its elements nudged 10 px down', () => {
    const store = makeStore();
    store.dispatch(documentLoaded({ document: site, pageSlug: own.slug }));
    const before = selectElements(store.getState());
    expect(ids(before)).toEqual(ids(drawn.elements));
    store.dispatch(elementsMoved({ ids: ids(before), delta: { x: 0, y: 10 } }));
    const after = selectElements(store.getState());
    expect(after.map((e) => [e.id, e.styles.position.y])).toEqual(
      before.map((e) => [e.id, e.styles.position.y + 10]),
    );
  });

  it('puts an element added to the drawn page on the page itself', () => {
    const added = el('a-propos-new', 'text', [80, 20, 200, 30], 'Nouveau');
    const next = decomposedSite(site, own, { ...drawn, elements: [...drawn.elements, added] });
    expect(ids(next.pages[1].elements)).toEqual(['a-propos-h2', 'a-propos-tx', 'a-propos-new']);
    expect(next.shared).toBe(site.shared);
  });

  it('takes an element deleted from the drawn footer out of the footer of every page', () => {
    const next = decomposedSite(site, own, {
      ...drawn,
      elements: drawn.elements.filter((e) => e.id !== 'accueil-insta'),
    });
    expect(ids(next.shared!.footer)).toEqual(['accueil-ft', 'accueil-addr']);
    expect(ids(composedPage(next, next.pages[0]).elements)).not.toContain('accueil-insta');
  });
});

describe('mapElementLists and elementLists: the site’s lists, the header’s and footer’s too', () => {
  it('changes every list, and keeps the site when nothing changes', () => {
    const site = withSharedParts(threePages()).site;
    expect(mapElementLists(site, (elements) => elements)).toBe(site);
    const upper = mapElementLists(site, (elements) =>
      elements.map((e) => ({ ...e, content: e.content.toUpperCase() })),
    );
    expect(upper.shared!.header[1].content).toBe('BOULANGERIE MARTIN');
    expect(upper.shared!.footer[1].content).toBe('12 RUE DU FOUR, 69001 LYON');
    expect(elementLists(upper)).toHaveLength(site.pages.length + 2);
    // A site without shared parts gets none.
    const plain = threePages();
    expect(mapElementLists(plain, (elements) => elements.slice(1))).not.toHaveProperty('shared');
  });
});

describe('the schema of the shared parts (schema 5)', () => {
  const shared = () => loose(withSharedParts(threePages()).site);
  const refused = (site: Loose) => siteSchema.safeParse(site);

  it('accepts the shared site, and a page hiding a part', () => {
    expect(refused(shared()).success).toBe(true);
    const hiding = shared();
    hiding.pages[1].showHeader = false;
    hiding.pages[2].showFooter = false;
    expect(refused(hiding).success).toBe(true);
  });

  it('refuses a page saying it shows a header the site does not have', () => {
    const site = loose(threePages());
    site.pages[1].showHeader = true;
    const result = refused(site);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['pages', 1, 'showHeader']]);
    // Nor a footer, when the site's is empty.
    const empty = shared();
    empty.shared.footer = [];
    empty.pages[0].showFooter = true;
    expect(refused(empty).error?.issues.map((issue) => issue.path)).toEqual([
      ['pages', 0, 'showFooter'],
    ]);
    // Saying it shows the header the site has is no error.
    const said = shared();
    said.pages[0].showHeader = true;
    expect(refused(said).success).toBe(true);
  });

  it.each<[string, (site: Loose) => void, (string | number)[]]>([
    [
      'two bands in the header',
      (s) => s.shared.header.push({ ...s.shared.header[0], id: 'accueil-hd2' }),
      ['shared', 'header'],
    ],
    [
      'a footer band in the header',
      (s) => (s.shared.header[0].type = 'footer'),
      ['shared', 'header'],
    ],
    [
      'a header band in the footer',
      (s) => (s.shared.footer[0].type = 'header'),
      ['shared', 'footer'],
    ],
    [
      'a page showing the site’s header band above a header band of its own',
      (s) => s.pages[1].elements.unshift({ ...s.shared.header[0], id: 'a-propos-hd' }),
      ['pages', 1, 'showHeader'],
    ],
    [
      'a page showing the site’s footer band with a footer band of its own',
      (s) => s.pages[2].elements.push({ ...s.shared.footer[0], id: 'contact-ft' }),
      ['pages', 2, 'showFooter'],
    ],
    [
      'an element of the header of an id a page holds',
      (s) => (s.shared.header[1].id = 'contact-h2'),
      ['shared', 'header', 1, 'id'],
    ],
    [
      'an element of the footer of an id the header holds',
      (s) => (s.shared.footer[1].id = 'accueil-logo'),
      ['shared', 'footer', 1, 'id'],
    ],
    [
      'an anchor of the header that a page showing it holds',
      (s) => (s.shared.header[1].properties.anchor = 'ecrire'),
      ['pages', 2, 'elements', 0, 'properties', 'anchor'],
    ],
    [
      'one anchor in the header and the footer',
      (s) => {
        s.shared.header[1].properties.anchor = 'haut';
        s.shared.footer[1].properties.anchor = 'haut';
      },
      ['shared', 'footer', 1, 'properties', 'anchor'],
    ],
    [
      'an unsafe link in the footer',
      (s) => (s.shared.footer[2].properties.link = { kind: 'url', href: 'javascript:alert(1)' }),
      ['shared', 'footer', 2, 'properties', 'link'],
    ],
    [
      'an element of the footer following a colour the site lacks',
      (s) => (s.shared.footer[1].properties.colors = { color: 'inconnue' }),
      ['shared', 'footer', 1, 'properties', 'colors', 'color'],
    ],
  ])('refuses %s', (_label, edit, path) => {
    const site = shared();
    edit(site);
    const result = refused(site);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toContainEqual(path);
  });

  it('accepts a page hiding the header with an anchor of the header’s, and its own header band', () => {
    const site = shared();
    site.shared.header[1].properties.anchor = 'ecrire';
    site.pages[2].showHeader = false;
    site.pages[2].showFooter = false;
    site.pages[2].elements.unshift({ ...site.shared.header[0], id: 'contact-hd' });
    expect(refused(site).success).toBe(true);
  });

  /**
   * Was a bug (src/document/schema/documentSchema.ts, checkShared): a page's anchor is refused when it
   * is one of the header's or the footer's as soon as the page shows either part, though it shows
   * only one. A page showing the footer, not the header, may hold the header's anchor: its drawn
   * page holds it once. (fixed: a test of what holds).
   */
  it('accepts a page showing the footer only that holds an anchor of the header’s', () => {
    const site = shared();
    site.shared.header[1].properties.anchor = 'ecrire';
    site.pages[2].showHeader = false;
    expect(refused(site).success).toBe(true);
  });

  /**
   * The same bug, as it meets a person: a site of schema 4 whose home page's header holds an
   * anchor another page's own (different) header holds too, while their footers are alike. Its
   * file, valid in schema 4, is refused once migrated: « pas un projet Toile valide ».
   */
  it('opens a site of schema 4 whose pages with different headers hold one anchor', () => {
    const site = loose(threePages());
    site.schemaVersion = 4;
    site.pages[0].elements[1].properties.anchor = 'haut';
    site.pages[2].elements[1].properties.anchor = 'haut';
    site.pages[2].elements[1].content = 'Chez Martin';
    expect(readDocument(site, 4).ok).toBe(true);
  });

  it('bandOf finds a band and what lies in it after it, not what is drawn under it', () => {
    const page = threePages().pages[0];
    expect(ids(bandOf(page.elements, 'header')!)).toEqual([
      'accueil-hd',
      'accueil-logo',
      'accueil-menu',
    ]);
    const under = [el('under', 'text', [24, 20, 100, 20], 'Sous'), ...page.elements];
    expect(ids(bandOf(under, 'header')!)).not.toContain('under');
    const twoBands = [...page.elements, { ...page.elements[0], id: 'second' }];
    expect(bandOf(twoBands, 'header')).toBeNull();
  });
});
