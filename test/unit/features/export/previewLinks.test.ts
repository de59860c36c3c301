import { createElement } from '../../../../src/document/createElement';
import {
  brokenLinkReason,
  linkHref,
  parseEmailAddress,
  parsePhoneNumber,
  parseWebAddress,
} from '../../../../src/document/links';
import { renderSitePage, renderSitePageInline } from '../../../../src/document/render/renderSite';
import { previewHtml, previewNavigation } from '../../../../src/features/export/previewLinks';
import { siteSchema } from '../../../../src/document/schema/documentSchema';
import { createPage, createSite } from '../../../../src/document/site';
import type { EditorElement, Link, SiteDocument } from '../../../../src/document/types';

/** Links and menus in the exported site: real `<a>` elements, only to safe places. */

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

const withLink = (element: EditorElement, link: Link): EditorElement => ({
  ...element,
  properties: { ...element.properties, link },
});

/** Accueil (home), À propos, Contact; the home page holds `elements`. */
function threePages(elements: EditorElement[], contact: EditorElement[] = []): SiteDocument {
  const site = createSite({ name: 'Le Fournil', homePageId: 'accueil', elements });
  const about = createPage('a-propos', 'À propos', ['accueil']);
  const contactPage = createPage('contact', 'Contact', ['accueil', 'a-propos'], contact);
  return { ...site, pages: [...site.pages, about, contactPage] };
}

const pageHtml = (site: SiteDocument, pageId: string) =>
  parse(
    renderSitePage(
      site,
      site.pages.find((p) => p.id === pageId)!,
    ).html,
  );

describe('links in the export', () => {
  const form = { ...createElement('container', 'form'), properties: { anchor: 'formulaire' } };
  const site = threePages(
    [
      withLink(createElement('button', 'b'), { kind: 'page', pageId: 'contact' }),
      withLink(createElement('image', 'i'), {
        kind: 'url',
        href: 'https://www.exemple.fr/',
        newTab: true,
      }),
      withLink(
        { ...createElement('text', 't'), properties: { level: 'h2' } },
        {
          kind: 'anchor',
          pageId: 'contact',
          anchor: 'formulaire',
        },
      ),
      withLink(createElement('text', 'mail'), { kind: 'email', address: 'bonjour@fournil.fr' }),
      withLink(createElement('text', 'tel'), { kind: 'phone', number: '+33 1 23 45 67 89' }),
      { ...createElement('text', 'plain'), properties: { anchor: 'haut' } },
      withLink(createElement('button', 'here'), {
        kind: 'anchor',
        pageId: 'accueil',
        anchor: 'haut',
      }),
    ],
    [form],
  );
  const doc = pageHtml(site, 'accueil');

  it('writes a linked button as an <a> with its class, leading to the page file', () => {
    const button = doc.querySelector('.button-1')!;
    expect(button.tagName).toBe('A');
    expect(button.getAttribute('href')).toBe('contact.html');
    expect(button.textContent).toBe('Cliquez ici');
    expect(button.hasAttribute('target')).toBe(false);
  });

  it('opens an outside address in a new tab with rel="noopener noreferrer"', () => {
    const image = doc.querySelector('.image-1')!;
    expect(image.tagName).toBe('A');
    expect(image.getAttribute('href')).toBe('https://www.exemple.fr/');
    expect(image.getAttribute('target')).toBe('_blank');
    expect(image.getAttribute('rel')).toBe('noopener noreferrer');
    // A picture with no alternative text: the link is named by where it leads.
    expect(image.getAttribute('aria-label')).toBe('www.exemple.fr');
    expect(image.querySelector('img')).not.toBeNull();
  });

  it('keeps a linked text its level, its words the link, to a section of another page', () => {
    const heading = doc.querySelector('.text-1')!;
    expect(heading.tagName).toBe('H2');
    const a = heading.querySelector('a')!;
    expect(a.getAttribute('href')).toBe('contact.html#formulaire');
    expect(a.textContent).toBe('Votre texte ici');
    expect(pageHtml(site, 'contact').getElementById('formulaire')?.className).toBe(
      'el container-1',
    );
  });

  it('writes e-mail and phone links as mailto: and tel:', () => {
    expect(doc.querySelector('.text-2 a')?.getAttribute('href')).toBe('mailto:bonjour@fournil.fr');
    expect(doc.querySelector('.text-3 a')?.getAttribute('href')).toBe('tel:+33123456789');
  });

  it('links to a section of the same page by #anchor, the section carrying the id', () => {
    expect(doc.querySelector('.button-2')?.getAttribute('href')).toBe('#haut');
    expect(doc.getElementById('haut')?.className).toBe('el text-4');
  });

  it('styles text links as links (underlined), in the shared stylesheet of a site that has them', () => {
    const { siteCss } = renderSitePage(site, site.pages[0]);
    expect(siteCss).toContain('.el > a.text-link {');
    const none = { ...site, pages: [site.pages[1]], homePageId: site.pages[1].id };
    expect(renderSitePage(none, none.pages[0]).siteCss).not.toContain('text-link');
  });

  it('writes no link to a deleted page or anchor, and no unsafe address even if a file holds one', () => {
    const broken = threePages([
      withLink(createElement('button', 'gone'), { kind: 'page', pageId: 'supprimee' }),
      withLink(createElement('text', 'anchor'), {
        kind: 'anchor',
        pageId: 'contact',
        anchor: 'nulle-part',
      }),
      withLink(createElement('button', 'js'), { kind: 'url', href: 'javascript:alert(1)' }),
      withLink(createElement('image', 'data'), { kind: 'url', href: 'data:text/html,x' }),
    ]);
    const html = renderSitePage(broken, broken.pages[0]).html;
    const page = parse(html);
    expect(page.querySelectorAll('.page a')).toHaveLength(0);
    expect(page.querySelector('.button-1')?.tagName).toBe('BUTTON');
    expect(html).not.toMatch(/javascript:|data:text/);
    expect(brokenLinkReason({ kind: 'page', pageId: 'supprimee' }, broken)).toBe('missingPage');
    expect(linkHref({ kind: 'url', href: 'javascript:alert(1)' }, broken)).toBeNull();
  });

  it('refuses, in a saved site, an unsafe address and two equal anchors on one page', () => {
    const bad = threePages([
      withLink(createElement('button', 'js'), { kind: 'url', href: 'javascript:alert(1)' }),
    ]);
    expect(siteSchema.safeParse(bad).success).toBe(false);
    const twice = threePages([
      { ...createElement('text', 'a'), properties: { anchor: 'haut' } },
      { ...createElement('text', 'b'), properties: { anchor: 'haut' } },
    ]);
    expect(siteSchema.safeParse(twice).success).toBe(false);
    expect(siteSchema.safeParse(site).success).toBe(true);
  });

  it('escapes hostile addresses and anchors', () => {
    const hostile = threePages([
      withLink(createElement('button', 'q'), {
        kind: 'url',
        href: 'https://exemple.fr/?q="><script>alert(1)</script>',
      }),
      { ...createElement('text', 'id'), properties: { anchor: '"><script>' } },
    ]);
    const html = renderSitePage(hostile, hostile.pages[0]).html;
    expect(html).not.toContain('<script>');
    const page = parse(html);
    expect(page.querySelectorAll('script')).toHaveLength(0);
    // An anchor that is no slug is not written.
    expect(page.querySelector('.text-1')?.hasAttribute('id')).toBe(false);
  });
});

describe('the menu in the export', () => {
  const menu = createElement('menu', 'menu', { x: 600, y: 20 });
  const site = threePages([menu], [{ ...menu, id: 'menu-2' }]);

  it('lists the site pages in order, as links to their files, the current page marked', () => {
    const doc = pageHtml(site, 'contact');
    const nav = doc.querySelector('nav.menu-1')!;
    expect(nav.getAttribute('aria-label')).toBe('Menu principal');
    const bar = [...nav.querySelectorAll('.menu-bar a')];
    expect(bar.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Accueil', 'index.html'],
      ['À propos', 'a-propos.html'],
      ['Contact', 'contact.html'],
    ]);
    expect(bar.map((a) => a.getAttribute('aria-current'))).toEqual([null, null, 'page']);
  });

  it('folds into a « Menu » button without script on phones (details and summary)', () => {
    const doc = pageHtml(site, 'accueil');
    const fold = doc.querySelector('nav.menu-1 details.menu-fold')!;
    expect(fold.querySelector('summary')?.textContent).toBe('Menu');
    expect([...fold.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Accueil',
      'À propos',
      'Contact',
    ]);
    const { siteCss: css } = renderSitePage(site, site.pages[0]);
    const phone = css.slice(css.indexOf('@media (max-width: 599'));
    expect(phone).toMatch(/\.menu-bar \{\n\s+display: none;/);
    expect(phone).toMatch(/\.menu-fold \{\n\s+display: block;/);
    // Elsewhere the bar shows and the fold does not.
    expect(css.slice(0, css.indexOf('@media'))).toMatch(/\.menu-fold \{\n\s+display: none;/);
  });

  it('follows the pages: renamed, reordered, deleted', () => {
    const renamed = {
      ...site,
      pages: [site.pages[0], site.pages[2], { ...site.pages[1], name: 'Notre histoire' }],
    };
    const names = (s: SiteDocument) =>
      [...pageHtml(s, 'accueil').querySelectorAll('.menu-bar a')].map((a) => a.textContent);
    expect(names(renamed)).toEqual(['Accueil', 'Contact', 'Notre histoire']);
    expect(names({ ...site, pages: site.pages.slice(0, 2) })).toEqual(['Accueil', 'À propos']);
  });

  it('escapes hostile page names', () => {
    const hostile = {
      ...site,
      pages: [site.pages[0], { ...site.pages[1], name: '<img src=x onerror=alert(1)>' }],
    };
    const doc = pageHtml(hostile, 'accueil');
    expect(doc.querySelectorAll('.page img')).toHaveLength(0);
    expect(doc.querySelector('.menu-bar li:nth-child(2) a')?.textContent).toBe(
      '<img src=x onerror=alert(1)>',
    );
  });
});

describe('what a person types as a link address', () => {
  it.each([
    ['https://www.exemple.fr', 'https://www.exemple.fr/'],
    ['http://exemple.fr/contact?x=1', 'http://exemple.fr/contact?x=1'],
    ['www.exemple.fr', 'https://www.exemple.fr/'],
    ['exemple.fr/tarifs', 'https://exemple.fr/tarifs'],
    ['  HTTPS://Exemple.FR  ', 'https://exemple.fr/'],
  ])('accepts %s as %s', (input, href) => {
    expect(parseWebAddress(input)).toEqual({ ok: true, value: href });
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://exemple.fr',
    'mailto:a@b.fr',
    'exemple',
    'mon site',
    '',
  ])('refuses %s', (input) => {
    expect(parseWebAddress(input)).toEqual({ ok: false });
  });

  it('reads e-mail addresses and phone numbers, with or without their scheme', () => {
    expect(parseEmailAddress('mailto:bonjour@fournil.fr')).toEqual({
      ok: true,
      value: 'bonjour@fournil.fr',
    });
    expect(parseEmailAddress('bonjour@')).toEqual({ ok: false });
    expect(parseEmailAddress('a b@c.fr')).toEqual({ ok: false });
    expect(parsePhoneNumber('tel:01 23 45 67 89')).toEqual({ ok: true, value: '01 23 45 67 89' });
    expect(parsePhoneNumber('appelez-nous')).toEqual({ ok: false });
    expect(parsePhoneNumber('javascript:1')).toEqual({ ok: false });
  });
});

describe('links in « Aperçu » (features/export/previewLinks.ts)', () => {
  const site = threePages([
    withLink(createElement('button', 'b'), { kind: 'page', pageId: 'contact', newTab: true }),
    withLink(createElement('text', 't'), { kind: 'url', href: 'https://exemple.fr/?a=1&b=2' }),
    { ...createElement('text', 'h'), properties: { anchor: 'haut' } },
    withLink(createElement('text', 'up'), { kind: 'anchor', pageId: 'accueil', anchor: 'haut' }),
    withLink(createElement('text', 'm'), { kind: 'email', address: 'a@b.fr' }),
  ]);
  const html = previewHtml(renderSitePageInline(site, site.pages[0]), site);
  const doc = parse(html);

  it('sends the links between pages and outside to about:blank, and opens no new tab', () => {
    const button = doc.querySelector('.button-1')!;
    expect(button.getAttribute('href')).toBe('about:blank#toile-page:contact.html');
    expect(button.hasAttribute('target')).toBe(false);
    expect(previewNavigation(button.getAttribute('href')!)).toEqual({
      kind: 'page',
      file: 'contact.html',
      section: null,
    });
    const outside = doc.querySelector('.text-1 a')!.getAttribute('href')!;
    expect(previewNavigation(outside)).toEqual({
      kind: 'outside',
      href: 'https://exemple.fr/?a=1&b=2',
    });
  });

  it('leaves a section of the same page, e-mail and phone links as they are', () => {
    expect(doc.querySelector('.text-3 a')?.getAttribute('href')).toBe('#haut');
    expect(doc.querySelector('.text-4 a')?.getAttribute('href')).toBe('mailto:a@b.fr');
    expect(previewNavigation('about:srcdoc')).toBeNull();
    expect(previewNavigation('about:blank#toile-lien:javascript%3Aalert(1)')).toBeNull();
    expect(previewNavigation('about:blank#toile-page:contact.html%23horaires')).toEqual({
      kind: 'page',
      file: 'contact.html',
      section: 'horaires',
    });
  });
});
