import { createElement } from '../../../../src/document/createElement';
import { createSite } from '../../../../src/document/site';
import { renderSitePage } from '../../../../src/document/render/renderSite';
import { siteFiles } from '../../../../src/document/render/siteFiles';
import { colorProperty, SITE_STYLESHEET } from '../../../../src/document/render/siteStylesheet';
import {
  withColorBinding,
  withTextStyleBinding,
} from '../../../../src/document/siteStyles/siteStyles';
import type { WordMeasure } from '../../../../src/document/fonts/fitWords';
import type { EditorElement, SiteDocument } from '../../../../src/document/types';

/** The rule of `selector` in `css` (the first one, or the one inside `@media` when `media`). */
function ruleOf(css: string, selector: string, media?: string): Record<string, string> {
  let from = 0;
  if (media) {
    from = css.indexOf(`@media ${media} {`);
    if (from === -1) throw new Error(`no @media ${media}`);
  }
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const head = new RegExp(`(?:\\n\\n|\\{\\n|\\*/\\n) *${escaped} \\{\\n`, 'g');
  head.lastIndex = from;
  const found = head.exec(css);
  if (!found) throw new Error(`no rule ${selector}`);
  const start = found.index + found[0].length;
  const body = css.slice(start, css.indexOf('}', start)).replace(/\/\*[^]*?\*\//g, '');
  return Object.fromEntries(
    body
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()]),
  );
}

const TABLET = '(min-width: 600px) and (max-width: 991.98px)';
const PHONE = '(max-width: 599.98px)';

function siteOf(elements: EditorElement[]): SiteDocument {
  return createSite({ name: 'Essai', homePageId: 'accueil', elements });
}

const colorOf = (site: SiteDocument, id: string) => site.styles.colors.find((c) => c.id === id)!;

function render(site: SiteDocument, options = {}) {
  return renderSitePage(site, site.pages[0], options);
}

describe('site.css, the stylesheet every page shares', () => {
  const base = siteOf([]);
  const site: SiteDocument = {
    ...base,
    styles: {
      ...base.styles,
      colors: [...base.styles.colors, { id: 'c1', name: 'Couleur 1', value: '#0E7490' }],
    },
  };
  const { siteCss } = render(site);

  it('defines each colour of the site as a custom property on :root, named from its id', () => {
    expect(ruleOf(siteCss, ':root')).toEqual({
      '--color-primary': '#3B82F6',
      '--color-secondary': '#1E3A8A',
      '--color-accent': '#F59E0B',
      '--color-background': '#FFFFFF',
      '--color-background-alt': '#F3F4F6',
      '--color-text': '#000000',
      '--color-text-muted': '#4B5563',
      '--color-c1': '#0E7490',
    });
    expect(colorProperty('backgroundAlt')).toBe('--color-background-alt');
    // A person's name for a colour never reaches the CSS; a role's French name is a comment.
    expect(siteCss).not.toContain('Couleur 1');
    expect(siteCss).toContain('--color-primary: #3B82F6; /* Principale */');
  });

  it('paints the page with its background colour, by name when it follows one', () => {
    expect(ruleOf(siteCss, 'body').background).toBe('var(--color-background)');
    const own = { ...site, styles: { ...site.styles, page: { background: '#FAF7F2' } } };
    expect(ruleOf(render(own).siteCss, 'body').background).toBe('#FAF7F2');
  });

  it('writes the six text styles as classes, their tablet and phone sizes in the screens’ blocks', () => {
    expect(ruleOf(siteCss, '.ts-h1')).toEqual({ 'font-size': '49px', 'font-weight': '700' });
    expect(ruleOf(siteCss, '.ts-p')).toEqual({ 'font-size': '16px', 'font-weight': '400' });
    expect(ruleOf(siteCss, '.ts-h1', TABLET)).toEqual({ 'font-size': '42px' });
    expect(ruleOf(siteCss, '.ts-h1', PHONE)).toEqual({ 'font-size': '36px' });
    for (const id of ['h1', 'h2', 'h3', 'p', 'small', 'button']) {
      expect(siteCss).toContain(`.ts-${id} {`);
    }
    // A style's own font, spacing and capitals are in its class.
    const styled = {
      ...site,
      theme: { headingFont: 'lora', bodyFont: 'inter' },
      styles: {
        ...site.styles,
        text: {
          ...site.styles.text,
          h2: { ...site.styles.text.h2, letterSpacing: 1.5, uppercase: true, lineHeight: 1.1 },
        },
      },
    };
    expect(ruleOf(render(styled).siteCss, '.ts-h2')).toEqual({
      'font-family': '"Lora", Georgia, Cambria, "Times New Roman", serif',
      'font-size': '31px',
      'font-weight': '700',
      'line-height': '1.1',
      'letter-spacing': '1.5px',
      'text-transform': 'uppercase',
    });
  });

  it('holds the rules every page shares, and each page keeps only its height and its elements', () => {
    const { css } = render(siteOf([createElement('text', 't')]));
    expect(ruleOf(siteCss, '.el').position).toBe('absolute');
    expect(ruleOf(siteCss, '.page .el', TABLET)).toEqual({ position: 'static', 'z-index': 'auto' });
    expect(css).not.toMatch(/^\.el \{|^\.page \{|^body \{|^:root/m);
    expect(ruleOf(css, '.page-frame')).toEqual({ '--page-height': '130px' });
  });

  it('is one file of the export, the same for every page', () => {
    const files = siteFiles(site);
    const shared = files.find((file) => file.name === SITE_STYLESHEET);
    expect(shared && 'text' in shared && shared.text).toBe(siteCss);
  });
});

describe('a page’s own stylesheet with elements bound to the site’s styles', () => {
  it('writes a bound colour by its custom property, a colour of its own as it is', () => {
    const empty = siteOf([]);
    const header = withColorBinding(
      withColorBinding(
        createElement('header', 'h', { x: 0, y: 0 }),
        'backgroundColor',
        colorOf(empty, 'primary'),
      ),
      'color',
      colorOf(empty, 'background'),
    );
    const own = { ...createElement('text', 't', { x: 40, y: 200 }) };
    own.styles = { ...own.styles, color: '#123456' };
    const { css } = render(
      siteOf([{ ...header, styles: { ...header.styles, size: { width: 1152, height: 80 } } }, own]),
    );
    expect(ruleOf(css, '.header-1')).toMatchObject({
      color: 'var(--color-background)',
      'background-color': 'var(--color-primary)',
      'box-shadow': '0 0 0 100vmax var(--color-primary)',
    });
    expect(ruleOf(css, '.text-1').color).toBe('#123456');
  });

  it('writes a colour whose value is not its colour’s (a file edited by hand) as it is', () => {
    const empty = siteOf([]);
    const text = withColorBinding(createElement('text', 't'), 'color', colorOf(empty, 'primary'));
    const edited = { ...text, styles: { ...text.styles, color: '#222222' } };
    expect(ruleOf(render(siteOf([edited])).css, '.text-1').color).toBe('#222222');
  });

  it('names a form’s accent by its colour', () => {
    const empty = siteOf([]);
    const form = withColorBinding(
      createElement('form', 'f'),
      'accent',
      colorOf(empty, 'secondary'),
    );
    expect(ruleOf(render(siteOf([form])).css, '.form-1 .form-submit')).toEqual({
      background: 'var(--color-secondary)',
      color: '#FFFFFF',
    });
  });

  it('gives a text that follows a style its class, and leaves out what the class gives', () => {
    const empty = siteOf([]);
    const title = withTextStyleBinding(
      { ...createElement('text', 't'), properties: { level: 'h2' } },
      'h2',
      empty.styles,
    );
    const { html, css } = render(siteOf([title]));
    expect(html).toContain('<h2 class="el text-1 ts-h2">');
    const rule = ruleOf(css, '.text-1');
    for (const property of ['font-size', 'font-weight', 'font-family', 'line-height']) {
      expect(rule).not.toHaveProperty(property);
    }
    expect(ruleOf(css, '.text-1', TABLET)).not.toHaveProperty('font-size');
    expect(ruleOf(css, '.text-1', PHONE)).not.toHaveProperty('font-size');
  });

  it('writes a bound text’s own size on every screen when it differs from its style’s on one', () => {
    const empty = siteOf([]);
    const title = withTextStyleBinding(
      { ...createElement('text', 't'), properties: { level: 'h2' } },
      'h2',
      empty.styles,
    );
    const ownPhone = { ...title, overrides: { phone: { fontSize: 20 } } };
    const { css } = render(siteOf([ownPhone]));
    expect(ruleOf(css, '.text-1')['font-size']).toBe('31px');
    expect(ruleOf(css, '.text-1', TABLET)['font-size']).toBe('28px');
    expect(ruleOf(css, '.text-1', PHONE)['font-size']).toBe('20px');
    // Its weight is still the style's: the class gives it.
    expect(ruleOf(css, '.text-1')).not.toHaveProperty('font-weight');
  });

  it('writes a value of the element’s own even where it is what every element has (.el)', () => {
    const empty = siteOf([]);
    const styles = {
      ...empty.styles,
      text: { ...empty.styles.text, p: { ...empty.styles.text.p, lineHeight: 1.5 } },
    };
    const text = withTextStyleBinding(createElement('text', 't'), 'p', styles);
    const own = { ...text, properties: { ...text.properties, lineHeight: 1.2 } };
    const { css } = render({ ...siteOf([own]), styles });
    expect(ruleOf(css, '.text-1')['line-height']).toBe('1.2');
  });

  it('keeps a size fitted to a too long word as the text’s own', () => {
    const empty = siteOf([]);
    const text = withTextStyleBinding(
      { ...createElement('text', 't'), content: 'Anticonstitutionnellement' },
      'p',
      empty.styles,
    );
    // Every letter 1 em wide: the word needs 25 em, the box is 200 px.
    const measure: WordMeasure = (element, size) => element.content.length * size;
    const { css } = render(siteOf([text]), { wordMeasure: measure });
    expect(ruleOf(css, '.text-1')['font-size']).toBe('8px');
  });
});
