import { strFromU8, unzipSync } from 'fflate';
import { createElement } from '../../../../src/document/createElement';
import { addCollection, saveItem } from '../../../../src/document/collections/edits';
import { newCollection } from '../../../../src/document/collections/newCollection';
import { createPage, siteFromPageDocument } from '../../../../src/document/site';
import type { EditorElement, SiteDocument } from '../../../../src/document/types';
import { buildExportZip, exportFiles } from '../../../../src/features/export/exportZip';
import {
  contentSecurityPolicy,
  hostAddressProblem,
  hostFiles,
} from '../../../../src/features/export/hosts';
import { HASHED_NAME } from '../../../../src/document/render/fingerprint';
import {
  DEFAULT_HOST,
  EXPORT_HOSTS,
  hostAddresses,
  rememberHost,
  rememberedHost,
} from '../../../../src/features/export/hostChoice';

const base = siteFromPageDocument({ templateId: null, name: 'Boulangerie Martin', elements: [] });

/** A menu and a button linking to « Contact » and to an anchor of « À propos ». */
const linked = (id: string, link: EditorElement['properties']['link']): EditorElement => ({
  ...createElement('button', id),
  content: 'Aller',
  properties: { link },
});
const home = createPage('p-home', 'Accueil', [], [createElement('menu', 'm1')]);
const about = createPage(
  'p-about',
  'À propos',
  ['accueil'],
  [
    {
      ...createElement('text', 'a1'),
      content: 'Notre histoire',
      properties: { anchor: 'histoire' },
    },
  ],
);
const contact = createPage(
  'p-contact',
  'Contact',
  ['accueil', 'a-propos'],
  [
    linked('c1', { kind: 'page', pageId: 'p-home' }),
    linked('c2', { kind: 'anchor', pageId: 'p-about', anchor: 'histoire' }),
  ],
);
const site: SiteDocument = {
  ...base,
  homePageId: home.id,
  pages: [home, about, contact],
  settings: { ...base.settings, siteUrl: 'https://boulangerie-martin.fr' },
};

const zipFor = (host: (typeof EXPORT_HOSTS)[number]) => {
  const zip = unzipSync(
    buildExportZip(site, new Date('2026-11-29T10:00:00Z'), undefined, undefined, host),
  );
  return { names: Object.keys(zip), text: (name: string) => strFromU8(zip[name]) };
};

describe('the hosts an export is made for', () => {
  it('links pages by file name for « Dossier local », the default, and by clean address elsewhere', () => {
    expect(DEFAULT_HOST).toBe('local');
    expect(EXPORT_HOSTS.map(hostAddresses)).toEqual(['clean', 'clean', 'clean', 'clean', 'files']);
  });

  it('« Dossier local »: the zip of today, pages linked by their files', () => {
    const { names, text } = zipFor('local');
    expect(names).toEqual(exportFiles(site));
    expect(names).not.toContain('.htaccess');
    // Opened from the disk, nothing is cached: the names stay as they are.
    expect(names.some((name) => HASHED_NAME.test(name))).toBe(false);
    const index = text('index.html');
    expect(index).toContain('href="a-propos.html"');
    expect(index).toContain('href="contact.html"');
    expect(text('contact.html')).toContain('href="index.html"');
    expect(text('contact.html')).toContain('href="a-propos.html#histoire"');
    expect(text('sitemap.xml')).toContain('<loc>https://boulangerie-martin.fr/a-propos.html</loc>');
  });

  it('Apache: clean links, canonical and sitemap agree, and a .htaccess', () => {
    const { names, text } = zipFor('apache');
    // The same files, the stylesheets and the icon named after their content.
    const hashed = (name: string) => name.replace(/\.[0-9a-f]{10}(\.[a-z]+)$/, '$1');
    expect(names.map(hashed)).toEqual(exportFiles(site, 'apache'));
    expect(names.filter((name) => HASHED_NAME.test(name))).toEqual([
      expect.stringMatching(/^styles\.[0-9a-f]{10}\.css$/),
      expect.stringMatching(/^styles-a-propos\.[0-9a-f]{10}\.css$/),
      expect.stringMatching(/^styles-contact\.[0-9a-f]{10}\.css$/),
      expect.stringMatching(/^site\.[0-9a-f]{10}\.css$/),
      expect.stringMatching(/^favicon\.[0-9a-f]{10}\.svg$/),
    ]);
    const [homeCss, , , siteCss, icon] = names.filter((name) => HASHED_NAME.test(name));
    expect(text('index.html')).toContain(`<link rel="stylesheet" href="${siteCss}">`);
    expect(text('index.html')).toContain(`<link rel="stylesheet" href="${homeCss}">`);
    expect(text('index.html')).toContain(`<link rel="icon" href="${icon}"`);
    expect(text('404.html')).toContain(`href="https://boulangerie-martin.fr/${icon}"`);
    expect(names).toContain('.htaccess');
    const index = text('index.html');
    expect(index).toContain('href="a-propos"');
    expect(index).toContain('href="contact"');
    expect(index).not.toMatch(/href="[^"]*\.html/);
    expect(text('contact.html')).toContain('href="./"');
    expect(text('contact.html')).toContain('href="a-propos#histoire"');
    expect(text('a-propos.html')).toContain(
      '<link rel="canonical" href="https://boulangerie-martin.fr/a-propos">',
    );
    expect(text('index.html')).toContain(
      '<link rel="canonical" href="https://boulangerie-martin.fr/">',
    );
    const sitemap = text('sitemap.xml');
    expect(sitemap).toContain('<loc>https://boulangerie-martin.fr/a-propos</loc>');
    expect(sitemap).not.toContain('.html');
    const htaccess = text('.htaccess');
    expect(htaccess).toContain('ErrorDocument 404 /404.html');
    expect(htaccess).toContain('RewriteCond %{REQUEST_FILENAME}.html -f');
    expect(htaccess).toContain('Header always set X-Content-Type-Options "nosniff"');
    expect(htaccess).toContain('max-age=31536000, immutable');
    expect(htaccess).toContain(`Content-Security-Policy "${contentSecurityPolicy(site)}"`);
  });

  it('Netlify: _headers and _redirects, one redirect per page', () => {
    const { names, text } = zipFor('netlify');
    expect(names).toEqual(expect.arrayContaining(['_headers', '_redirects']));
    expect(text('_redirects')).toBe(
      '/index.html / 301!\n/a-propos.html /a-propos 301!\n/contact.html /contact 301!\n',
    );
    expect(text('_headers')).toMatch(/^\/\*\n {2}X-Content-Type-Options: nosniff\n/);
    const headers = text('_headers');
    expect(headers).toContain('/fonts/*\n  Cache-Control: public, max-age=31536000');
    // Each file named after its content, by its path; nothing else is given a Cache-Control,
    // which Netlify would join to the year's.
    for (const name of names.filter((n) => HASHED_NAME.test(n))) {
      expect(headers).toContain(`/${name}\n  Cache-Control: public, max-age=31536000, immutable`);
    }
    expect(headers.match(/Cache-Control/g)).toHaveLength(2 + 5);
  });

  it('Netlify: a redirect for each item’s page too, and the policy lets a model page’s form send', () => {
    let site = base;
    const made = newCollection(site, 'articles', 'Articles');
    const form = createElement('form', 'formulaire', { x: 40, y: 900 });
    form.properties.form = {
      ...form.properties.form!,
      destination: { kind: 'web', url: 'https://formspree.io/f/abc' },
    };
    site = addCollection(site, made.collection, { ...made.page, elements: [form] });
    site = saveItem(site, made.collection.id, { id: 'a1', slug: 'ouverture', title: 'Ouverture' });
    const redirects = hostFiles('netlify', site).find((f) => f.name === '_redirects')!.text;
    expect(redirects).toBe(
      '/index.html / 301!\n/articles/ouverture.html /articles/ouverture 301!\n',
    );
    expect(contentSecurityPolicy(site)).toContain('form-action https://formspree.io');
  });

  it('GitHub Pages: .nojekyll, relative clean links that work under a sub-path', () => {
    const { names, text } = zipFor('github');
    expect(names).toContain('.nojekyll');
    expect(text('.nojekyll')).toBe('');
    const from = new URL('https://nom.github.io/site/contact');
    expect(new URL('./', from).href).toBe('https://nom.github.io/site/');
    expect(text('index.html')).toContain('href="contact"');
  });

  it('nginx: a server block with clean addresses, the 404 page, redirects and headers', () => {
    const conf = zipFor('nginx').text('toile-nginx.conf');
    expect(conf).toContain('try_files $uri $uri.html $uri/ =404;');
    expect(conf).toContain('error_page 404 /404.html;');
    expect(conf).toContain('return 301 /$1;');
    expect(conf).toContain('add_header X-Content-Type-Options "nosniff" always;');
    // Every location that adds a header repeats the security headers (nginx does not inherit them).
    const locations = conf.split('location ').slice(1);
    expect(locations).toHaveLength(3);
    for (const block of locations) expect(block).toContain('Referrer-Policy');
    // The lasting files, by their names: a year; the rest asked again.
    const lasting = new RegExp(/location ~\* "([^"]+)"/.exec(conf)![1], 'i');
    expect(lasting.test('/styles.3f9a1c07be.css')).toBe(true);
    expect(lasting.test('/fonts/inter-latin-400-normal.3f9a1c07be.woff2')).toBe(true);
    expect(lasting.test(`/images/${'a'.repeat(43)}-mobile.webp`)).toBe(true);
    expect(lasting.test('/favicon.svg')).toBe(false);
    expect(lasting.test('/styles.css')).toBe(false);
    expect(lasting.test('/contact.html')).toBe(false);
  });

  it('the policy lets forms send to their services only', () => {
    expect(contentSecurityPolicy(site)).toBe(
      "script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
    );
    expect(hostFiles('local', site)).toEqual([]);
  });

  it('asks GitHub Pages for an address of its form, and no other host', () => {
    const at = (siteUrl?: string): SiteDocument => ({
      ...site,
      settings: { ...site.settings, siteUrl },
    });
    expect(hostAddressProblem('github', at(undefined))).toEqual({ kind: 'missing' });
    expect(hostAddressProblem('github', at('https://boulangerie-martin.fr'))).toEqual({
      kind: 'mismatch',
      address: 'https://boulangerie-martin.fr',
    });
    expect(hostAddressProblem('github', at('http://nom.github.io/site'))).toEqual({
      kind: 'mismatch',
      address: 'http://nom.github.io/site',
    });
    expect(hostAddressProblem('github', at('https://nom.github.io/site/a/b'))?.kind).toBe(
      'mismatch',
    );
    expect(hostAddressProblem('github', at('https://nom.github.io/site/'))).toBeNull();
    expect(hostAddressProblem('github', at('https://nom.github.io'))).toBeNull();
    for (const host of ['apache', 'netlify', 'nginx', 'local'] as const) {
      expect(hostAddressProblem(host, at(undefined))).toBeNull();
    }
  });

  it('remembers the host chosen for each project, and falls back on the default', () => {
    localStorage.clear();
    expect(rememberedHost('projet-1')).toBe('local');
    rememberHost('projet-1', 'nginx');
    expect(rememberedHost('projet-1')).toBe('nginx');
    expect(rememberedHost('projet-2')).toBe('local');
    localStorage.setItem('toile:hébergement:projet-3', 'ftp');
    expect(rememberedHost('projet-3')).toBe('local');
  });
});
