import { strFromU8, unzipSync } from 'fflate';
import { createElement } from '../../../../src/document/createElement';
import { createPage, siteFromPageDocument } from '../../../../src/document/site';
import type { EditorElement, SiteDocument } from '../../../../src/document/types';
import { buildExportZip, exportFiles } from '../../../../src/features/export/exportZip';
import { contentSecurityPolicy, hostFiles } from '../../../../src/features/export/hosts';
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
    const index = text('index.html');
    expect(index).toContain('href="a-propos.html"');
    expect(index).toContain('href="contact.html"');
    expect(text('contact.html')).toContain('href="index.html"');
    expect(text('contact.html')).toContain('href="a-propos.html#histoire"');
    expect(text('sitemap.xml')).toContain('<loc>https://boulangerie-martin.fr/a-propos.html</loc>');
  });

  it('Apache: clean links, canonical and sitemap agree, and a .htaccess', () => {
    const { names, text } = zipFor('apache');
    expect(names).toEqual(exportFiles(site, 'apache'));
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
    expect(text('_headers')).toContain('/fonts/*\n  Cache-Control: public, max-age=31536000');
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
  });

  it('the policy lets forms send to their services only', () => {
    expect(contentSecurityPolicy(site)).toBe(
      "script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
    );
    expect(hostFiles('local', site)).toEqual([]);
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
