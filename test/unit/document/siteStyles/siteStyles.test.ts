import { createElement } from '../../../../src/document/createElement';
import { siteSchema } from '../../../../src/document/schema/documentSchema';
import { createPage, createSite } from '../../../../src/document/site';
import {
  addSiteColor,
  applyTheme,
  cleanHexColor,
  colorNameProblem,
  colorUses,
  customColorCount,
  defaultSiteStyles,
  findColor,
  removeSiteColor,
  renameSiteColor,
  setSiteColor,
  setTextStyle,
  textStylesFromScale,
  withColorBinding,
  withTextStyleBinding,
  type Theme,
} from '../../../../src/document/siteStyles/siteStyles';
import { modifiedFields, textValues } from '../../../../src/document/siteStyles/textValues';
import {
  COLOR_ROLES,
  MAX_CUSTOM_COLORS,
  type ColorRole,
  type EditorElement,
  type SiteDocument,
} from '../../../../src/document/types';
import { fr } from '../../../../src/i18n/fr';

const styles = defaultSiteStyles();
const color = (id: string) => findColor(styles, id)!;

/** A button following « Principale » (background) and « Fond » (its words). */
function button(id: string): EditorElement {
  let element = createElement('button', id);
  element = withColorBinding(element, 'backgroundColor', color('primary'));
  return withColorBinding(element, 'color', color('background'));
}

/** A title bound to « Titre 2 », its words following « Texte ». */
function title(id: string): EditorElement {
  const element = { ...createElement('text', id), properties: { level: 'h2' as const } };
  return withColorBinding(withTextStyleBinding(element, 'h2', styles), 'color', color('text'));
}

/**
 * Three pages: Accueil (a button, a title), Services (a button, a text of its own colours),
 * Contact (a picture, a text of its own colours: nothing there follows the site's colours).
 */
function site(): SiteDocument {
  const own = createElement('text', 'own');
  own.styles.color = '#123456';
  const base = createSite({
    name: 'Boulangerie Martin',
    homePageId: 'accueil',
    elements: [button('b1'), title('t1')],
  });
  const services = createPage('services', 'Services', ['accueil'], [button('b2'), own]);
  const contact = createPage(
    'contact',
    'Contact',
    ['accueil', 'services'],
    [createElement('image', 'img'), { ...own, id: 'own2' }],
  );
  return { ...base, pages: [...base.pages, services, contact] };
}

const elementOf = (s: SiteDocument, id: string) =>
  s.pages.flatMap((page) => page.elements).find((element) => element.id === id)!;

const THEME: Theme = {
  id: 'foret',
  name: 'Forêt',
  colors: {
    primary: '#166534',
    secondary: '#14532D',
    accent: '#CA8A04',
    background: '#FAFAF9',
    backgroundAlt: '#ECFCCB',
    text: '#1C1917',
    textMuted: '#57534E',
  },
  fonts: { heading: 'playfair-display', body: 'inter' },
  scale: { base: 18, ratio: 1.333 },
};

describe('document/siteStyles: colours', () => {
  it('cleans a typed colour, and refuses what is not one', () => {
    expect(cleanHexColor('#0e7490')).toBe('#0E7490');
    expect(cleanHexColor(' 0E7490 ')).toBe('#0E7490');
    expect(cleanHexColor('#abc')).toBe('#AABBCC');
    for (const typed of ['rouge', '#12', '#1234', '#12345G', '', '#0E7490;', 'rgb(0, 0, 0)']) {
      expect(cleanHexColor(typed)).toBeNull();
    }
  });

  it('gives a new site every role’s colour once, and a valid document', () => {
    expect(styles.colors.map((c) => c.id)).toEqual([...COLOR_ROLES]);
    expect(styles.page).toEqual({ background: '#FFFFFF', bound: 'background' });
    expect(siteSchema.safeParse(site()).success).toBe(true);
  });

  it('changes a colour on every page at once, and leaves the pages that do not use it the same', () => {
    const before = site();
    const after = setSiteColor(before, 'primary', '#0e7490');
    expect(findColor(after.styles, 'primary')!.value).toBe('#0E7490');
    expect(elementOf(after, 'b1').styles.backgroundColor).toBe('#0E7490');
    expect(elementOf(after, 'b2').styles.backgroundColor).toBe('#0E7490');
    // What follows another colour, or none, is the same object.
    expect(elementOf(after, 't1')).toBe(elementOf(before, 't1'));
    expect(elementOf(after, 'own')).toBe(elementOf(before, 'own'));
    expect(after.pages[2]).toBe(before.pages[2]);
    expect(after.pages[0]).not.toBe(before.pages[0]);
    // The old site is untouched.
    expect(elementOf(before, 'b1').styles.backgroundColor).toBe('#3B82F6');
    expect(siteSchema.safeParse(after).success).toBe(true);
  });

  it('changes the page background with « Fond », and what follows it', () => {
    const after = setSiteColor(site(), 'background', '#FFFBEB');
    expect(after.styles.page).toEqual({ background: '#FFFBEB', bound: 'background' });
    // The buttons’ words follow « Fond ».
    expect(elementOf(after, 'b1').styles.color).toBe('#FFFBEB');
  });

  it('changes nothing for a colour that is not one, an unknown id, or the same value', () => {
    const before = site();
    expect(setSiteColor(before, 'primary', 'rouge')).toBe(before);
    expect(setSiteColor(before, 'primary', '#12')).toBe(before);
    expect(setSiteColor(before, 'inconnue', '#0E7490')).toBe(before);
    expect(setSiteColor(before, 'primary', '#3b82f6')).toBe(before);
  });

  it('adds named colours, 12 at most', () => {
    let current = site();
    for (let i = 1; i <= MAX_CUSTOM_COLORS; i += 1) {
      const added = addSiteColor(current, ` Couleur ${i} `, '#00000' + (i % 10));
      expect(added).not.toBeNull();
      expect(added!.id).toBe(`c${i}`);
      current = added!.site;
    }
    expect(customColorCount(current.styles)).toBe(12);
    expect(findColor(current.styles, 'c1')).toEqual({
      id: 'c1',
      name: 'Couleur 1',
      value: '#000001',
    });
    expect(siteSchema.safeParse(current).success).toBe(true);
    expect(addSiteColor(current, 'Une de trop', '#FFFFFF')).toBeNull();
    expect(addSiteColor(site(), 'Brique', 'rouge')).toBeNull();
  });

  it('names an added colour once, and never a role’s name again', () => {
    const added = addSiteColor(site(), 'Brique', '#B91C1C')!;
    const roles = fr.siteStyles.roles as Record<ColorRole, string>;
    expect(colorNameProblem(added.site.styles, 'brique', roles)).toBe('taken');
    expect(colorNameProblem(added.site.styles, 'brique', roles, added.id)).toBeNull();
    expect(colorNameProblem(added.site.styles, roles.primary.toUpperCase(), roles)).toBe('taken');
    expect(colorNameProblem(added.site.styles, '  ', roles)).toBe('empty');
    expect(colorNameProblem(added.site.styles, 'x'.repeat(41), roles)).toBe('tooLong');
    const renamed = renameSiteColor(added.site, added.id, 'Terre cuite');
    expect(findColor(renamed.styles, added.id)!.name).toBe('Terre cuite');
    // A role is Toile's to name.
    expect(renameSiteColor(added.site, 'primary', 'Bleu')).toBe(added.site);
  });

  it('removes an added colour: what followed it follows the replacement, and takes its value', () => {
    const added = addSiteColor(site(), 'Brique', '#B91C1C')!;
    const brick = findColor(added.site.styles, added.id)!;
    let used = added.site;
    used = {
      ...used,
      pages: used.pages.map((page, p) =>
        p === 1
          ? {
              ...page,
              elements: page.elements.map((e) =>
                e.id === 'own' ? withColorBinding(e, 'backgroundColor', brick) : e,
              ),
            }
          : page,
      ),
      styles: { ...used.styles, page: { background: brick.value, bound: brick.id } },
    };
    expect(colorUses(used, added.id)).toBe(2);

    const removed = removeSiteColor(used, added.id, 'secondary');
    expect(findColor(removed.styles, added.id)).toBeUndefined();
    const own = elementOf(removed, 'own');
    expect(own.properties.colors).toEqual({ backgroundColor: 'secondary' });
    expect(own.styles.backgroundColor).toBe('#1E3A8A');
    expect(removed.styles.page).toEqual({ background: '#1E3A8A', bound: 'secondary' });
    expect(colorUses(removed, 'secondary')).toBe(2);
    expect(siteSchema.safeParse(removed).success).toBe(true);

    // Never a role, never without a replacement that exists.
    expect(removeSiteColor(used, 'primary', 'secondary')).toBe(used);
    expect(removeSiteColor(used, added.id, 'inconnue')).toBe(used);
    expect(removeSiteColor(used, added.id, added.id)).toBe(used);
  });
});

describe('document/siteStyles: text styles and themes', () => {
  it('makes the six styles of a scale, within the sizes a document may hold', () => {
    const scale = textStylesFromScale({ base: 16, ratio: 1.25 });
    expect(Object.values(scale).map((style) => style.sizes.desktop)).toEqual([
      49, 31, 25, 16, 14, 16,
    ]);
    // A page whose paragraph is huge: its titles stop at 1,000 px.
    const huge = textStylesFromScale({ base: 328, ratio: 1.25 });
    expect(huge.h1.sizes.desktop).toBe(1000);
    expect(huge.p.sizes.desktop).toBe(328);
    const tiny = textStylesFromScale({ base: 1, ratio: 0.5 });
    expect(Math.min(...Object.values(tiny).map((style) => style.sizes.desktop))).toBe(1);
  });

  it('moves the texts that follow a style, and keeps their own values', () => {
    const before = site();
    const h2 = before.styles.text.h2;
    const after = setTextStyle(before, 'h2', { ...h2, sizes: { ...h2.sizes, desktop: 40 } });
    expect(elementOf(after, 't1').styles.fontSize).toBe(40);
    expect(modifiedFields(elementOf(after, 't1'), after.styles.text.h2)).toEqual([]);
    expect(after.pages[1]).toBe(before.pages[1]);
    expect(setTextStyle(before, 'h2', { ...h2 })).toBe(before);
  });

  it('applies a theme: the roles’ colours, the fonts and the sizes, the added colours kept', () => {
    const added = addSiteColor(site(), 'Brique', '#B91C1C')!;
    const themed = applyTheme(added.site, THEME);
    for (const role of COLOR_ROLES) {
      expect(findColor(themed.styles, role)!.value).toBe(THEME.colors[role]);
    }
    expect(findColor(themed.styles, added.id)).toEqual(findColor(added.site.styles, added.id));
    expect(themed.theme).toEqual({ headingFont: 'playfair-display', bodyFont: 'inter' });
    const scaled = textStylesFromScale(THEME.scale);
    for (const id of ['h1', 'h2', 'h3', 'p', 'small', 'button'] as const) {
      expect(themed.styles.text[id].sizes).toEqual(scaled[id].sizes);
    }
    expect(themed.styles.page).toEqual({ background: '#FAFAF9', bound: 'background' });
    // Every bound element follows.
    expect(elementOf(themed, 'b2').styles.backgroundColor).toBe('#166534');
    expect(elementOf(themed, 'b2').styles.color).toBe('#FAFAF9');
    expect(elementOf(themed, 't1').styles.color).toBe('#1C1917');
    expect(textValues(elementOf(themed, 't1')).sizes).toEqual(scaled.h2.sizes);
    // What has colours of its own keeps them.
    expect(elementOf(themed, 'own').styles.color).toBe('#123456');
    expect(siteSchema.safeParse(themed).success).toBe(true);
  });
});
