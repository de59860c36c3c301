import { strFromU8, unzipSync } from 'fflate';
import { createElement } from '../../../../src/document/createElement';
import { createPage, homePage, siteFromPageDocument } from '../../../../src/document/site';
import type { SiteDocument } from '../../../../src/document/types';
import {
  buildExportZip,
  exportFiles,
  zipFileName,
} from '../../../../src/features/export/exportZip';
import { renderSitePage } from '../../../../src/document/render/renderSite';
import { parseProjectFile } from '../../../../src/document/projectFile';

const site: SiteDocument = siteFromPageDocument({
  templateId: '7',
  name: 'Boulangerie Martin',
  elements: [createElement('header', 'h1'), createElement('text', 't1', { x: 40, y: 80 })],
});

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('buildExportZip of a one-page site', () => {
  const when = new Date('2026-11-22T10:00:00Z');
  const files = unzipSync(buildExportZip(site, when));

  it('holds index.html, styles.css, favicon.svg, 404.html and projet.json, and nothing else', () => {
    expect(exportFiles(site)).toEqual([
      'index.html',
      'styles.css',
      'site.css',
      'favicon.svg',
      '404.html',
      'projet.json',
    ]);
    expect(Object.keys(files)).toEqual(exportFiles(site));
  });

  it('holds the renderer’s page, byte for byte', () => {
    const { html, css } = renderSitePage(site, homePage(site));
    expect(strFromU8(files['index.html'])).toBe(html);
    expect(strFromU8(files['styles.css'])).toBe(css);
  });

  it('holds the project file of the site, which Toile imports back', () => {
    const text = strFromU8(files['projet.json']);
    expect(parseProjectFile(text)).toEqual({
      ok: true,
      project: { document: site, migratedFrom: null },
    });
    expect(JSON.parse(text)).toEqual({
      format: 'toile-project',
      schemaVersion: 5,
      exportedAt: '2026-11-22T10:00:00.000Z',
      document: site,
    });
  });

  it('is reproducible for the same site and date', () => {
    expect(buildExportZip(site, when)).toEqual(buildExportZip(site, when));
  });
});

describe('buildExportZip of a site of three pages', () => {
  const home = createPage(
    'p-home',
    'Accueil',
    [],
    [{ ...createElement('text', 'h1'), content: 'Bienvenue' }],
  );
  const about = createPage(
    'p-about',
    'À propos',
    ['accueil'],
    [{ ...createElement('text', 'a1'), content: 'Notre histoire' }],
  );
  const contact = createPage(
    'p-contact',
    'Contact',
    ['accueil', 'a-propos'],
    [{ ...createElement('button', 'c1'), content: 'Écrire' }],
  );
  // The home page is not the first page: its files still come first.
  const three: SiteDocument = { ...site, homePageId: home.id, pages: [about, home, contact] };
  const zip = unzipSync(buildExportZip(three, new Date('2026-11-22T10:00:00Z')));
  const text = (name: string) => strFromU8(zip[name]);

  it('holds each page’s HTML and CSS, the home page first, then the site’s files and projet.json', () => {
    expect(Object.keys(zip)).toEqual([
      'index.html',
      'styles.css',
      'a-propos.html',
      'styles-a-propos.css',
      'contact.html',
      'styles-contact.css',
      'site.css',
      'favicon.svg',
      '404.html',
      'projet.json',
    ]);
    expect(exportFiles(three)).toEqual(Object.keys(zip));
  });

  it('titles each page and links each page to site.css then its own stylesheet', () => {
    const pages = [
      ['index.html', 'Boulangerie Martin', 'styles.css', 'Bienvenue'],
      ['a-propos.html', 'À propos — Boulangerie Martin', 'styles-a-propos.css', 'Notre histoire'],
      ['contact.html', 'Contact — Boulangerie Martin', 'styles-contact.css', 'Écrire'],
    ];
    for (const [file, title, stylesheet, words] of pages) {
      const doc = parse(text(file));
      expect([file, doc.title]).toEqual([file, title]);
      const links = [...doc.querySelectorAll('link[rel="stylesheet"]')];
      expect(links.map((link) => link.getAttribute('href'))).toEqual(['site.css', stylesheet]);
      expect(text(stylesheet)).toMatch(/^\.(text|button)-1 \{$/m);
      expect(doc.querySelector('.page > *')?.textContent).toBe(words);
    }
  });

  it('holds the project file of the whole site, which reopens as the same site', () => {
    const parsed = parseProjectFile(text('projet.json'));
    expect(parsed).toEqual({ ok: true, project: { document: three, migratedFrom: null } });
  });
});

describe('zipFileName', () => {
  it.each([
    ['Boulangerie Martin', 'Boulangerie Martin.zip'],
    ['Été à Noël — ça marche', 'Été à Noël — ça marche.zip'],
    ['a/b\\c:d*e?f"g<h>i|j', 'a b c d e f g h i j.zip'],
    ['  ..cachée  ', 'cachée.zip'],
    ['', 'Page Toile.zip'],
    ['///', 'Page Toile.zip'],
    ['x'.repeat(300), `${'x'.repeat(100)}.zip`],
  ])('%j → %j', (name, expected) => {
    expect(zipFileName(name)).toBe(expected);
  });
});
