import { THEMES } from '../../../../src/content/themes';
import { fontWidths } from '../../../../src/document/fonts/fontWidths';
import {
  roomForWords,
  withLayout,
  wordsHeight,
} from '../../../../src/document/layout/roomForWords';
import { siteSchema } from '../../../../src/document/schema/documentSchema';
import { composedPage, composition } from '../../../../src/document/sharedParts';
import { elementLists } from '../../../../src/document/siteElements';
import { applyTheme, setTextStyle } from '../../../../src/document/siteStyles/siteStyles';
import {
  SITE_SCHEMA_VERSION,
  type EditorElement,
  type SiteDocument,
} from '../../../../src/document/types';
import { makeStore } from '../../../../src/app/store';
import {
  documentLoaded,
  selectCanUndo,
  selectDocument,
  themeApplied,
  undone,
} from '../../../../src/features/editor/editorSlice';
import { generateSites } from '../../../../src/features/generator/generate';
import { threePageSite } from '../../features/projects/projectsSites';

/**
 * A theme or a text style that makes texts larger gives their words room (roomForWords.ts): a
 * text whose words no longer fit its box grows to its lines, what stands below it moves down by as
 * much, what holds it grows around it; nothing shrinks, nothing else moves.
 */

const box = (
  id: string,
  [x, y, width, height]: number[],
  type: EditorElement['type'] = 'container',
  content = '',
  fontSize = 18,
): EditorElement => ({
  id,
  type,
  content,
  styles: {
    position: { x, y },
    size: { width, height },
    color: '#111827',
    backgroundColor: 'transparent',
    fontSize,
    fontWeight: 'bold',
    textAlign: 'left',
    borderRadius: 0,
    padding: 0,
    margin: 0,
  },
  properties: type === 'text' ? { level: 'h2', textStyle: 'h2' } : {},
});

/** « Titre 2 »'s size on a computer in the three-page site: the title below follows it. */
const H2 = threePageSite().styles.text.h2.sizes.desktop;

/** The three-page site as a site of schema 5 that shares nothing (each page its own elements). */
const site5 = (): SiteDocument => ({ ...threePageSite(), schemaVersion: SITE_SCHEMA_VERSION });

/** A section's band holding a card (title, text below), a picture beside, the next band below. */
function page(): SiteDocument {
  const site = site5();
  const elements = [
    box('band', [0, 100, 1152, 400]),
    box('card', [96, 140, 400, 300]),
    box('title', [120, 160, 352, 28], 'text', 'Un titre assez long pour deux lignes', H2),
    box('text', [120, 220, 352, 60], 'text', 'Court', 16),
    box('picture', [600, 140, 400, 300], 'image', ''),
    box('next', [0, 500, 1152, 200]),
    box('beside', [900, 520, 100, 40], 'text', 'Ici', 16),
  ];
  return {
    ...site,
    pages: [{ ...site.pages[0], elements }, ...site.pages.slice(1)],
  };
}

const find = (site: SiteDocument, id: string) =>
  elementLists(site)
    .flat()
    .find((e) => e.id === id)!;
const rect = (site: SiteDocument, id: string) => {
  const { position, size } = find(site, id).styles;
  return [position.x, position.y, size.width, size.height];
};

/** The page with « Titre 2 » at `size` px on a computer, and the room its words then take. */
function titleAt(size: number) {
  const before = page();
  const h2 = before.styles.text.h2;
  const after = setTextStyle(before, 'h2', { ...h2, sizes: { ...h2.sizes, desktop: size } });
  return { before, after, layout: roomForWords(before, after, fontWidths) };
}

describe('wordsHeight', () => {
  it('is the lines the words wrap to at the line height, rounded up to 4 px', () => {
    const one = box('a', [0, 0, 1000, 10], 'text', 'Bonjour', 20);
    expect(wordsHeight(one, undefined, fontWidths)).toBe(Math.ceil((20 * 1.2 + 2) / 4) * 4);
    const narrow = { ...one, styles: { ...one.styles, size: { width: 120, height: 10 } } };
    const words = { ...narrow, content: 'Bonjour à toutes et à tous' };
    expect(wordsHeight(words, undefined, fontWidths)!).toBeGreaterThan(2 * 20 * 1.2);
  });

  it('has nothing to say of a picture, a shape or an empty text', () => {
    expect(wordsHeight(box('s', [0, 0, 10, 10]), undefined, fontWidths)).toBeNull();
    expect(wordsHeight(box('t', [0, 0, 10, 10], 'text', '  '), undefined, fontWidths)).toBeNull();
  });
});

describe('roomForWords', () => {
  it('grows a title whose words no longer fit, and moves down what stands below it', () => {
    const { after, layout } = titleAt(40);
    const laid = withLayout(after, layout);
    const [, titleY, , titleHeight] = rect(laid, 'title');
    expect(titleY).toBe(160);
    expect(titleHeight).toBe(wordsHeight(find(after, 'title'), after.theme, fontWidths));
    const grown = titleHeight - 28;
    expect(grown).toBeGreaterThan(0);
    // The text under the title, then the next band and what it holds, move down by as much.
    expect(rect(laid, 'text')).toEqual([120, 220 + grown, 352, 60]);
    expect(rect(laid, 'next')).toEqual([0, 500 + grown, 1152, 200]);
    expect(rect(laid, 'beside')).toEqual([900, 520 + grown, 100, 40]);
    // The card and the band that hold it grow around it, keeping their margins.
    expect(rect(laid, 'card')).toEqual([96, 140, 400, 300 + grown]);
    expect(rect(laid, 'band')).toEqual([0, 100, 1152, 400 + grown]);
    // The picture beside the card neither moves nor grows.
    expect(rect(laid, 'picture')).toEqual([600, 140, 400, 300]);
    expect(siteSchema.safeParse(laid).success).toBe(true);
  });

  it('moves nothing when the words still fit, and never shrinks a box', () => {
    expect(titleAt(12).layout).toEqual({});
    const { before, after, layout } = titleAt(40);
    const back = setTextStyle(withLayout(after, layout), 'h2', before.styles.text.h2);
    expect(roomForWords(withLayout(after, layout), back, fontWidths)).toEqual({});
  });

  it('after any theme, no text of a generated site hides words it held before', () => {
    let n = 0;
    const outcome = generateSites(
      { description: 'une boulangerie bio à Lyon qui s’appelle Le Fournil', year: 2026 },
      () => `e${n++}`,
    );
    if (!outcome.ok || !('generated' in outcome)) throw new Error('no proposal');
    const site = outcome.generated.proposals[0].site;
    // Every text of the site: its pages', its header's and its footer's.
    const hidden = (s: SiteDocument) =>
      elementLists(s)
        .flat()
        .filter((e) => (wordsHeight(e, s.theme, fontWidths) ?? 0) > e.styles.size.height + 2)
        .map((e) => e.id);
    expect(hidden(site)).toEqual([]);
    for (const theme of THEMES) {
      const themed = applyTheme(site, theme);
      const laid = withLayout(themed, roomForWords(site, themed, fontWidths));
      expect({ theme: theme.name, hidden: hidden(laid) }).toEqual({
        theme: theme.name,
        hidden: [],
      });
    }
  });
});

describe('roomForWords in the site’s header and footer', () => {
  /**
   * The page of `page()` without its section band, with a header of the site (a band holding a
   * title that follows « Titre 2 ») above it and a footer of the site (a band holding a text that
   * follows « Titre 2 ») under it.
   */
  function sharedPage(): SiteDocument {
    const site = page();
    const [home, ...others] = site.pages;
    return {
      ...site,
      pages: [
        { ...home, elements: home.elements.filter((e) => e.id !== 'band') },
        ...others.map((other) => ({ ...other, showHeader: false, showFooter: false })),
      ],
      shared: {
        header: [
          box('header-band', [0, 0, 1152, 80], 'header'),
          box(
            'header-title',
            [40, 20, 300, 28],
            'text',
            'Un titre assez long pour deux lignes',
            H2,
          ),
        ],
        footer: [
          box('footer-band', [0, 0, 1152, 100], 'footer'),
          box(
            'footer-title',
            [40, 20, 300, 28],
            'text',
            'Un titre assez long pour deux lignes',
            H2,
          ),
        ],
      },
    };
  }

  function sharedTitleAt(size: number) {
    const before = sharedPage();
    const h2 = before.styles.text.h2;
    const after = setTextStyle(before, 'h2', { ...h2, sizes: { ...h2.sizes, desktop: size } });
    return { before, after, laid: withLayout(after, roomForWords(before, after, fontWidths)) };
  }

  it('is a valid site, and draws its header, the page, then its footer under the page', () => {
    const site = sharedPage();
    expect(siteSchema.safeParse(site).success).toBe(true);
    const drawn = composition(site, site.pages[0]);
    // The lowest of the page's elements is « next » (500 + 200).
    expect(drawn.footerTop).toBe(700);
  });

  it('grows the texts of the header and the footer, and their bands around them', () => {
    const { after, laid } = sharedTitleAt(40);
    expect(siteSchema.safeParse(laid).success).toBe(true);
    let headerGrown = 0;
    for (const part of ['header', 'footer']) {
      const [, y, , height] = rect(laid, `${part}-title`);
      expect(y).toBe(20);
      expect(height).toBe(wordsHeight(find(after, `${part}-title`), after.theme, fontWidths));
      const grown = height - 28;
      expect(grown).toBeGreaterThan(0);
      const [, bandY, , bandHeight] = rect(laid, `${part}-band`);
      expect([bandY, bandHeight]).toEqual([0, (part === 'header' ? 80 : 100) + grown]);
      if (part === 'header') headerGrown = grown;
    }
    // The page's own title grows too; the page moved down under the grown header, and the footer,
    // drawn under the page, follows it down.
    const grown = rect(laid, 'title')[3] - 28;
    expect(grown).toBeGreaterThan(0);
    expect(composition(laid, laid.pages[0]).footerTop).toBe(700 + headerGrown + grown);
  });

  /**
   * The shared header makes room in itself; when its words grow (a theme, a text style, the
   * site's fonts), the own elements of every page that shows it move down by as much as its band
   * grew, as when the header was the page's own (schema 4).
   */
  it('moves the page’s elements down as the header above them grows, as when it was the page’s', () => {
    const { before, after, laid } = sharedTitleAt(40);
    // The same site with the header on the home page, as schema 4 held it.
    const ownHeader = (site: SiteDocument): SiteDocument => ({
      ...site,
      pages: [
        { ...site.pages[0], elements: [...site.shared!.header, ...site.pages[0].elements] },
        ...site.pages.slice(1),
      ],
      shared: { header: [], footer: site.shared!.footer },
    });
    const laidOwn = withLayout(
      ownHeader(after),
      roomForWords(ownHeader(before), ownHeader(after), fontWidths),
    );
    const drawn = (site: SiteDocument) =>
      composedPage(site, site.pages[0]).elements.map(({ id, styles: { position, size } }) => [
        id,
        position.x,
        position.y,
        size.width,
        size.height,
      ]);
    expect(drawn(laid)).toEqual(drawn(laidOwn));
  });

  it('moves nothing when the words of the header and the footer still fit', () => {
    expect(roomForWords(sharedPage(), sharedTitleAt(12).after, fontWidths)).toEqual({});
  });
});

describe('themeApplied with the room its words need', () => {
  it('applies the theme and the layout in ONE step; one undo restores both', () => {
    const store = makeStore();
    const site = page();
    store.dispatch(documentLoaded({ document: site }));
    const before = selectDocument(store.getState());
    const theme = THEMES.find((t) => t.scale.base * t.scale.ratio ** 3 > 28) ?? THEMES[0];
    const themed = applyTheme(before, theme);
    const layout = roomForWords(before, themed, fontWidths);
    store.dispatch(themeApplied({ theme, layout }));
    expect(selectDocument(store.getState())).toEqual(withLayout(themed, layout));
    store.dispatch(undone());
    expect(selectCanUndo(store.getState())).toBe(false);
    expect(selectDocument(store.getState())).toBe(before);
  });
});
