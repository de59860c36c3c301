import { pageLayout } from '../../../../src/document/layout/flowLayout';
import { screenStyles } from '../../../../src/document/layout/screenStyles';
import { phoneTargetSize } from '../../../../src/document/check/tapTarget';
import { TEXT_LINK_REACH } from '../../../../src/document/render/linkMarkup';
import { createElement } from '../../../../src/document/createElement';
import {
  blend,
  contrastRatio,
  parseColour,
  requiredContrast,
  shownRatio,
  toHex,
} from '../../../../src/document/check/contrast';
import { checkSite, type SiteProblem } from '../../../../src/document/check/siteCheck';
import { defaultSiteStyles } from '../../../../src/document/siteStyles/siteStyles';
import {
  HEADER_FOOTER_BACKGROUND,
  SITE_SCHEMA_VERSION,
  type EditorElement,
  type ElementStyles,
  type ElementType,
  type Page,
  type SiteDocument,
} from '../../../../src/document/types';

/** An element of `type` at (x, y), w × h, with styles and properties changed as told. */
function el(
  id: string,
  type: ElementType,
  box: [number, number, number, number],
  styles: Partial<ElementStyles> = {},
  more: Partial<EditorElement> = {},
): EditorElement {
  const base = createElement(type, id, { x: box[0], y: box[1] });
  return {
    ...base,
    content: type === 'image' || type === 'container' ? base.content : `Texte ${id}`,
    styles: { ...base.styles, size: { width: box[2], height: box[3] }, ...styles },
    ...more,
  };
}

/** A heading that satisfies the page's level-1 rule, out of the way of the other elements. */
const h1 = (id = 'h1') =>
  el(id, 'text', [0, 5000, 600, 60], { fontSize: 40 }, { properties: { level: 'h1' } });

function page(id: string, elements: EditorElement[], seo: Partial<Page['seo']> = {}): Page {
  return {
    id,
    name: id === 'accueil' ? 'Accueil' : id[0].toUpperCase() + id.slice(1),
    slug: id,
    seo: { title: 'Un titre', description: 'Une description', noindex: false, ...seo },
    elements,
  };
}

function site(...pages: Page[]): SiteDocument {
  return {
    schemaVersion: SITE_SCHEMA_VERSION,
    name: 'Site',
    templateId: null,
    homePageId: pages[0].id,
    pages,
    theme: { headingFont: 'system', bodyFont: 'system' },
    styles: defaultSiteStyles(),
    settings: { language: 'fr' },
  };
}

/** The problems of a one-page site holding `elements` (and a level-1 heading). */
const problemsOf = (...elements: EditorElement[]) =>
  checkSite(site(page('accueil', [...elements, h1()])));
const kinds = (problems: SiteProblem[]) =>
  problems.map((p) => `${p.kind}${'elementId' in p ? `:${p.elementId}` : ''}`);
const only = <K extends SiteProblem['kind']>(problems: SiteProblem[], kind: K) =>
  problems.filter((p): p is Extract<SiteProblem, { kind: K }> => p.kind === kind);

describe('site check: contrast maths (WCAG 2)', () => {
  const ratio = (a: string, b: string) => contrastRatio(parseColour(a)!, parseColour(b)!);

  it('measures known pairs', () => {
    expect(ratio('#777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(shownRatio(ratio('#777777', 'white'), 4.5)).toBe(4.48);
    expect(ratio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(ratio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(ratio('#3B82F6', '#3B82F6')).toBe(1);
    expect(ratio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(ratio('#FFFFFF', '#3B82F6')).toBeCloseTo(3.68, 2);
  });

  it('reads every colour Toile accepts', () => {
    expect(parseColour('#abc')).toEqual({ r: 170, g: 187, b: 204, a: 1 });
    expect(parseColour(' #AABBCC80 ')).toEqual({ r: 170, g: 187, b: 204, a: 128 / 255 });
    expect(parseColour('#0008')).toEqual({ r: 0, g: 0, b: 0, a: 136 / 255 });
    expect(parseColour('rgb(255, 0, 10)')).toEqual({ r: 255, g: 0, b: 10, a: 1 });
    expect(parseColour('RGBA(0,0,0,.5)')).toEqual({ r: 0, g: 0, b: 0, a: 0.5 });
    expect(parseColour('RebeccaPurple')).toEqual({ r: 0x66, g: 0x33, b: 0x99, a: 1 });
    expect(parseColour('transparent')).toEqual({ r: 0, g: 0, b: 0, a: 0 });
    expect(parseColour('notacolour')).toBeNull();
    expect(parseColour('#12')).toBeNull();
    expect(parseColour('rgb(1, 2)')).toBeNull();
  });

  it('blends a translucent colour onto the one below', () => {
    const white = parseColour('#FFFFFF')!;
    expect(toHex(blend(parseColour('rgba(0, 0, 0, 0.5)')!, white))).toBe('#808080');
    expect(toHex(blend(parseColour('#FF000000')!, white))).toBe('#FFFFFF');
    expect(toHex(blend(parseColour('red')!, white))).toBe('#FF0000');
  });

  it('asks 3:1 of large text (24 px, or 18,67 px bold), 4.5:1 of the rest', () => {
    expect(requiredContrast(24, false)).toBe(3);
    expect(requiredContrast(23, false)).toBe(4.5);
    expect(requiredContrast(19, true)).toBe(3);
    expect(requiredContrast(18, true)).toBe(4.5);
  });

  it('never shows a ratio under the threshold as reaching it', () => {
    expect(shownRatio(4.4962, 4.5)).toBe(4.49);
    expect(shownRatio(2.104, 4.5)).toBe(2.1);
    expect(shownRatio(4.504, 4.5)).toBe(4.5);
  });
});

describe('site check: links', () => {
  const other = page('contact', [
    h1('c-h1'),
    el('form', 'container', [0, 0, 400, 400], {}, { properties: { anchor: 'formulaire' } }),
  ]);
  const linked = (id: string, link: NonNullable<EditorElement['properties']['link']>) =>
    el(id, 'text', [0, 0, 300, 40], { padding: 8 }, { properties: { link } });
  const linkProblems = (...elements: EditorElement[]) =>
    only(checkSite(site(page('accueil', [h1(), ...elements]), other)), 'brokenLink');

  it('finds a link to a deleted page, a missing anchor and bad addresses', () => {
    const problems = linkProblems(
      linked('a', { kind: 'page', pageId: 'supprimee' }),
      linked('b', { kind: 'anchor', pageId: 'contact', anchor: 'absente' }),
      linked('c', { kind: 'anchor', pageId: 'supprimee', anchor: 'formulaire' }),
      linked('d', { kind: 'url', href: 'javascript:alert(1)' }),
      linked('e', { kind: 'email', address: 'pas une adresse' }),
      linked('f', { kind: 'phone', number: 'x' }),
    );
    expect(problems.map((p) => [p.elementId, p.reason])).toEqual([
      ['a', 'missingPage'],
      ['b', 'missingAnchor'],
      ['c', 'missingPage'],
      ['d', 'badAddress'],
      ['e', 'badAddress'],
      ['f', 'badAddress'],
    ]);
    expect(problems[1].targetPageName).toBe('Contact');
    expect(problems[0].pageId).toBe('accueil');
  });

  it('lets good links through', () => {
    expect(
      linkProblems(
        linked('a', { kind: 'page', pageId: 'contact' }),
        linked('b', { kind: 'anchor', pageId: 'contact', anchor: 'formulaire' }),
        linked('c', { kind: 'url', href: 'https://exemple.fr/a' }),
        linked('d', { kind: 'email', address: 'contact@boulangerie.fr' }),
        linked('e', { kind: 'phone', number: '+33 1 23 45 67 89' }),
      ),
    ).toEqual([]);
  });

  it('never calls a menu’s links broken (they follow the pages)', () => {
    const menu = {
      ...linked('m', { kind: 'page', pageId: 'supprimee' }),
      type: 'menu',
    } as unknown as EditorElement;
    expect(linkProblems(menu)).toEqual([]);
  });

  it('ignores a link the exported page does not write (on a container, from an odd file)', () => {
    const box = el(
      'box',
      'container',
      [0, 0, 300, 300],
      {},
      { properties: { link: { kind: 'page', pageId: 'supprimee' } } },
    );
    expect(linkProblems(box)).toEqual([]);
  });
});

describe('site check: pages for search engines and level-1 headings', () => {
  it('finds a page without title or description, each once', () => {
    const problems = checkSite(
      site(
        page('accueil', [h1()], { title: '  ', description: '' }),
        page('contact', [h1()], { description: '' }),
        page('blog', [h1()]),
      ),
    );
    expect(problems.map((p) => `${p.pageId} ${p.kind}`)).toEqual([
      'accueil missingTitle',
      'accueil missingDescription',
      'contact missingDescription',
    ]);
    expect(problems[0]).toMatchObject({ pageName: 'Accueil' });
  });

  it('asks no title nor description of a « Modèle de page » (its items give them), only its h1', () => {
    const model = { ...page('modele', [], { title: '', description: '' }), collection: 'c1' };
    expect(kinds(checkSite(site(page('accueil', [h1()]), model)))).toEqual(['noH1']);
  });

  it('finds a page without h1, and one with several (the second selected)', () => {
    const heading = (id: string, level: 'h1' | 'h2' | 'p' | undefined, y: number) =>
      el(id, 'text', [0, y, 600, 60], {}, { properties: level ? { level } : {} });
    const problems = checkSite(
      site(
        page('accueil', [heading('a', 'h2', 0), heading('b', undefined, 100)]),
        page('contact', [heading('c', 'h1', 0), heading('d', 'h2', 100), heading('e', 'h1', 200)]),
        page('blog', [heading('f', 'h1', 0)]),
        page('vide', []),
      ),
    );
    expect(problems.map((p) => `${p.pageId} ${p.kind}`)).toEqual([
      'accueil noH1',
      'contact manyH1',
      'vide noH1',
    ]);
    expect(problems[1]).toMatchObject({ elementId: 'e', count: 2, pageName: 'Contact' });
  });

  it('counts only texts as headings (a button’s level is not exported)', () => {
    const button = el('b', 'button', [0, 0, 200, 48], {}, { properties: { level: 'h1' } as never });
    expect(kinds(checkSite(site(page('accueil', [button]))))).toContain('noH1');
  });
});

describe('site check: pictures’ alternative text', () => {
  it('finds an image without one; an empty one (« Image décorative ») is fine', () => {
    const problems = problemsOf(
      el('a', 'image', [0, 0, 300, 200]),
      el('b', 'image', [0, 300, 300, 200], {}, { properties: { alt: '' } }),
      el('c', 'image', [0, 600, 300, 200], {}, { properties: { alt: 'Notre boutique' } }),
    );
    expect(kinds(problems)).toEqual(['missingAlt:a']);
  });
});

describe('site check: contrast of texts on their background', () => {
  const contrast = (...elements: EditorElement[]) => only(problemsOf(...elements), 'lowContrast');

  it('measures a text on the page’s white', () => {
    const [problem, ...rest] = contrast(
      el('grey', 'text', [0, 0, 300, 40], { color: '#777777' }),
      el('dark', 'text', [0, 100, 300, 40], { color: '#767676' }),
    );
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({
      elementId: 'grey',
      required: 4.5,
      color: '#777777',
      background: '#FFFFFF',
      screens: ['desktop', 'tablet', 'phone'],
    });
    expect(problem.ratio).toBeCloseTo(4.48, 2);
  });

  it('asks 3:1 of large text, and measures it at its size on each screen', () => {
    // 24 px on Ordinateur is large; on Tablette (22 px) and Mobile (21 px) it is not.
    const [problem] = contrast(
      el('title', 'text', [0, 0, 600, 40], { color: '#949494', fontSize: 24 }),
    );
    expect(problem).toMatchObject({ required: 4.5, screens: ['tablet', 'phone'] });
    expect(
      contrast(el('title', 'text', [0, 0, 600, 40], { color: '#949494', fontSize: 40 })),
    ).toEqual([]);
    // Hidden on both smaller screens: measured on Ordinateur only, where it passes.
    const hidden = el(
      'title',
      'text',
      [0, 0, 600, 40],
      { color: '#949494', fontSize: 24 },
      { overrides: { tablet: { hidden: true }, phone: { hidden: true } } },
    );
    expect(contrast(hidden)).toEqual([]);
    // Bold at 19 px is large on Ordinateur.
    const bold = el('b', 'text', [0, 0, 600, 40], {
      color: '#949494',
      fontSize: 19,
      fontWeight: 'bold',
    });
    expect(contrast(bold)[0]).toMatchObject({ screens: ['tablet', 'phone'] });
  });

  it('uses the element’s own background when it is not transparent', () => {
    const button = el('btn', 'button', [0, 0, 200, 48], {
      color: '#FFFFFF',
      backgroundColor: '#3B82F6',
    });
    const [problem] = contrast(button);
    expect(problem).toMatchObject({ elementId: 'btn', background: '#3B82F6', required: 4.5 });
    expect(problem.ratio).toBeCloseTo(3.68, 2);
    expect(
      contrast({ ...button, styles: { ...button.styles, backgroundColor: '#1D4ED8' } }),
    ).toEqual([]);
  });

  it('else the smallest painted element under it that holds its box, else the page', () => {
    const dark = el('dark', 'container', [0, 0, 1152, 600], { backgroundColor: '#111827' });
    const light = el('light', 'container', [100, 100, 500, 300], { backgroundColor: '#F8FAFC' });
    const clear = el('clear', 'container', [120, 120, 400, 200]);
    const inLight = el('t1', 'text', [140, 140, 200, 40], { color: '#FFFFFF' });
    const inDark = el('t2', 'text', [700, 100, 200, 40], { color: '#333333' });
    // Overlaps the dark band without being inside it: on the page's white.
    const across = el('t3', 'text', [700, 580, 200, 40], { color: '#FFFFFF' });
    const problems = contrast(dark, light, clear, inLight, inDark, across);
    expect(problems.map((p) => [p.elementId, p.background])).toEqual([
      ['t1', '#F8FAFC'],
      ['t2', '#111827'],
      ['t3', '#FFFFFF'],
    ]);
    // An element drawn above the text is not under it: #333 on the page's white reads well.
    expect(contrast(inDark, dark)).toEqual([]);
  });

  it('blends translucent colours onto what is below', () => {
    const translucentText = el('a', 'text', [0, 0, 300, 40], { color: 'rgba(0, 0, 0, 0.5)' });
    const [a] = contrast(translucentText);
    expect(a).toMatchObject({ color: '#808080', background: '#FFFFFF' });
    // Composited as a browser does, 8 bits a channel: #808080, 3,95:1.
    expect(a.ratio).toBeCloseTo(3.95, 2);
    const veil = el('veil', 'container', [0, 0, 600, 300], { backgroundColor: '#00000080' });
    const onVeil = el('b', 'text', [20, 20, 300, 40], { color: '#FFFFFF' });
    const [b] = contrast(veil, onVeil);
    expect(b).toMatchObject({ elementId: 'b', background: '#7F7F7F' });
    // The same veil over a dark band: white on it reads well.
    const band = el('band', 'container', [0, 0, 1152, 400], { backgroundColor: 'black' });
    expect(contrast(band, veil, onVeil)).toEqual([]);
  });

  it('gives headers their grey, reads named colours, and skips texts on a picture (Ordinateur)', () => {
    const header = el('header', 'header', [0, 0, 1152, 80], { color: 'silver' });
    expect(contrast(header)[0]).toMatchObject({
      background: HEADER_FOOTER_BACKGROUND,
      color: '#C0C0C0',
    });
    // On a picture, Ordinateur cannot be measured; on Tablette and Mobile the text is under it.
    const picture = el('pic', 'image', [0, 0, 600, 400], {}, { properties: { alt: '' } });
    const caption = el('cap', 'text', [20, 20, 300, 40], { color: 'white' });
    expect(contrast(picture, caption).map((p) => [p.elementId, p.screens])).toEqual([
      ['cap', ['tablet', 'phone']],
    ]);
  });

  it('on Tablette and Mobile, measures on what holds the text in the reading tree', () => {
    // A badge drawn under a white text on Ordinateur: on phones they stack, the text on the white page.
    const badge = el(
      'badge',
      'text',
      [0, 0, 200, 200],
      { backgroundColor: '#111827' },
      { content: '' },
    );
    const label = el('label', 'text', [20, 20, 100, 40], { color: '#FFFFFF' });
    expect(contrast(badge, label).map((p) => [p.elementId, p.screens])).toEqual([
      ['label', ['tablet', 'phone']],
    ]);
    // Inside a dark container, the text is on the container everywhere.
    const box = el('box', 'container', [0, 0, 400, 300], { backgroundColor: '#111827' });
    expect(contrast(box, label)).toEqual([]);
  });

  it('checks buttons, headers, footers and containers with words, not empty ones', () => {
    const empty = el('e', 'container', [0, 0, 300, 100], { color: '#FFFFFF' }, { content: '' });
    const words = el('w', 'footer', [0, 200, 1152, 100], { color: '#FFFFFF' });
    const blankText = el('t', 'text', [0, 400, 300, 40], { color: '#FFFFFF' }, { content: '  ' });
    expect(kinds(contrast(empty, words, blankText))).toEqual(['lowContrast:w']);
  });
});

describe('site check: tap targets on Mobile (24 × 24 px)', () => {
  const link = { kind: 'url', href: 'https://exemple.fr' } as const;
  const targets = (...elements: EditorElement[]) => only(problemsOf(...elements), 'smallTarget');

  it('never finds a linked text too small: its link reaches 12 px beyond its words on touch screens', () => {
    const problems = targets(
      el('a', 'text', [0, 0, 300, 24], {}, { properties: { link } }),
      // The text's padding is around the link, not part of it.
      el('b', 'text', [0, 100, 300, 24], { padding: 12 }, { properties: { link } }),
      // 1 px on Mobile (an override): still 1,2 + 24 px high.
      el(
        'c',
        'text',
        [0, 300, 300, 24],
        {},
        { properties: { link }, overrides: { phone: { fontSize: 1 } } },
      ),
    );
    expect(problems).toEqual([]);
  });

  it('reads a linked picture’s width, and its height from its ratio', () => {
    const problems = targets(
      el('icon', 'image', [0, 0, 20, 20], {}, { properties: { link, alt: 'Accueil' } }),
      el('strip', 'image', [0, 100, 100, 20], {}, { properties: { link, alt: 'Bandeau' } }),
      el('photo', 'image', [0, 200, 300, 200], {}, { properties: { link, alt: 'Photo' } }),
      // Across the phone (288 px on the narrowest), 1:10: 28,8 px high.
      el('wide', 'image', [0, 500, 600, 60], {}, { properties: { link, alt: 'Bannière' } }),
    );
    expect(problems.map((p) => [p.elementId, p.width, p.height])).toEqual([
      ['icon', 20, 20],
      ['strip', 100, 20],
    ]);
  });

  it('never finds a button too small (the phone layout makes it 44 px), even a tiny one', () => {
    expect(
      targets(el('b', 'button', [0, 0, 10, 10], { padding: 0, fontSize: 8 }, { content: 'x' })),
    ).toEqual([]);
  });

  it('skips what is hidden on phones, or inside something hidden there', () => {
    const hidden = { phone: { hidden: true } };
    expect(
      targets(
        el('a', 'image', [0, 0, 20, 20], {}, { properties: { link, alt: 'a' }, overrides: hidden }),
        el('box', 'container', [0, 100, 600, 300], {}, { overrides: hidden }),
        el('b', 'image', [20, 120, 20, 20], {}, { properties: { link, alt: 'b' } }),
      ),
    ).toEqual([]);
    // Hidden on Tablette only: still a target on Mobile.
    expect(
      kinds(
        targets(
          el(
            'a',
            'image',
            [0, 0, 20, 20],
            {},
            { properties: { link, alt: 'a' }, overrides: { tablet: { hidden: true } } },
          ),
        ),
      ),
    ).toEqual(['smallTarget:a']);
  });
});

describe('site check: order, purity, speed of a second check', () => {
  it('lists page by page, the page’s own problems first, then elements in z-order', () => {
    const link = { kind: 'page', pageId: 'supprimee' } as const;
    const first = page(
      'accueil',
      [
        el('img', 'image', [0, 0, 300, 200]),
        el('txt', 'text', [0, 300, 300, 24], { color: '#AAAAAA' }, { properties: { link } }),
        el('icon', 'image', [0, 400, 20, 20], {}, { properties: { link, alt: 'Accueil' } }),
      ],
      { title: '' },
    );
    const second = page('contact', [el('grey', 'text', [0, 0, 300, 40], { color: '#BBBBBB' })], {
      description: '',
    });
    const problems = checkSite(site(first, second));
    expect(problems.map((p) => `${p.pageId} ${kinds([p])[0]}`)).toEqual([
      'accueil missingTitle',
      'accueil noH1',
      'accueil missingAlt:img',
      'accueil brokenLink:txt',
      'accueil lowContrast:txt',
      'accueil brokenLink:icon',
      'accueil smallTarget:icon',
      'contact missingDescription',
      'contact noH1',
      'contact lowContrast:grey',
    ]);
  });

  it('is pure: the same site gives the same list, and the site is not changed', () => {
    const freeze = <T>(value: T): T => {
      if (value && typeof value === 'object') {
        Object.values(value).forEach(freeze);
        Object.freeze(value);
      }
      return value;
    };
    const make = () =>
      site(
        page('accueil', [
          el('a', 'image', [0, 0, 300, 200]),
          el('b', 'text', [0, 300, 300, 24], { color: '#999' }),
        ]),
      );
    const frozen = freeze(make());
    expect(checkSite(frozen)).toEqual(checkSite(make()));
    expect(checkSite(frozen)).toEqual(checkSite(frozen));
  });

  it('names the right page when two pages share one element list', () => {
    const shared = [h1(), el('img', 'image', [0, 0, 300, 200])];
    const problems = checkSite(site(page('accueil', shared), page('contact', shared)));
    expect(problems.map((p) => `${p.pageId} ${kinds([p])[0]}`)).toEqual([
      'accueil missingAlt:img',
      'contact missingAlt:img',
    ]);
  });

  it('sees an edit of a page (a new element list) and a page deleted', () => {
    const before = site(
      page('accueil', [h1(), el('a', 'text', [0, 0, 300, 40], { color: '#999' })]),
      page('contact', [h1()]),
    );
    expect(kinds(checkSite(before))).toEqual(['lowContrast:a']);
    const [home, contact] = before.pages;
    const fixed = { ...home, elements: [home.elements[0], el('a', 'text', [0, 0, 300, 40])] };
    expect(checkSite({ ...before, pages: [fixed, contact] })).toEqual([]);
    const linking = {
      ...home,
      elements: [
        ...home.elements,
        el(
          'l',
          'button',
          [0, 100, 200, 48],
          {},
          { properties: { link: { kind: 'page', pageId: 'contact' } } },
        ),
      ],
    };
    expect(checkSite({ ...before, pages: [linking, contact] }).map((p) => p.kind)).toEqual([
      'lowContrast',
    ]);
    // The same page's elements, the linked page deleted: the link is broken now.
    expect(kinds(checkSite({ ...before, pages: [linking] }))).toEqual([
      'lowContrast:a',
      'brokenLink:l',
    ]);
  });
});

describe('site check: tap targets read the text’s « Interligne »', () => {
  it('a linked text 16 px high at an Interligne of 3 is 48 px of words, 76 px with its reach', () => {
    const link = { kind: 'url', href: 'https://exemple.fr' } as const;
    const text = el('t', 'text', [0, 0, 300, 48], {}, { properties: { link, lineHeight: 3 } });
    const root = pageLayout([text]);
    const node = root.children[0];
    const style = screenStyles(root, 'phone').get(node);
    expect(phoneTargetSize(node, style, 'words')).toEqual({
      width: null,
      height: 48 + 2 * TEXT_LINK_REACH,
    });
    const plain = el('p', 'text', [0, 0, 300, 24], {}, { properties: { link } });
    const plainRoot = pageLayout([plain]);
    const plainNode = plainRoot.children[0];
    const height = phoneTargetSize(
      plainNode,
      screenStyles(plainRoot, 'phone').get(plainNode),
      'words',
    )!.height;
    expect(height).toBeCloseTo(16 * 1.2 + 2 * TEXT_LINK_REACH, 5);
  });
});
