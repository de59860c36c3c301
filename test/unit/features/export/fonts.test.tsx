import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strFromU8, unzipSync } from 'fflate';
import { createElement } from '../../../../src/document/createElement';
import { siteFontFiles, type FontFileEntry } from '../../../../src/document/fonts/fontFiles';
import { renderSitePage } from '../../../../src/document/render/renderSite';
import { siteFileNames } from '../../../../src/document/render/siteFiles';
import { createPage, homePage, siteFromPageDocument } from '../../../../src/document/site';
import type {
  EditorElement,
  ElementProperties,
  SiteDocument,
} from '../../../../src/document/types';
import { documentLoaded } from '../../../../src/features/editor/editorSlice';
import { ExportButton } from '../../../../src/features/export/components/ExportButton';
import { PreviewButton } from '../../../../src/features/export/components/PreviewButton';
import {
  buildExportZip,
  buildExportZipWithFonts,
  exportFiles,
  exportNeedsFonts,
} from '../../../../src/features/export/exportZip';
import { renderWithProviders } from '../../../renderWithProviders';

// The app's font assets (a Vite glob, no `import.meta` in Jest): each file at /assets/<file>.
jest.mock('../../../../src/features/fonts/fontAssets', () => {
  const { readFileSync: read } = jest.requireActual('node:fs');
  const { resolve: path } = jest.requireActual('node:path');
  return {
    fontFileUrl: (file: string) => `/assets/${file}`,
    fontLicenceText: async (fontId: string) =>
      read(path(__dirname, '../../../../node_modules/@fontsource', fontId, 'LICENSE'), 'utf8'),
  };
});

const PACKAGES = resolve(__dirname, '../../../../node_modules/@fontsource');
/** Node's reader of the export's font files: the packages' own files. */
const readFromPackages = async (file: FontFileEntry) =>
  new Uint8Array(readFileSync(resolve(PACKAGES, file.fontId, file.source)));

const text = (id: string, content: string, y: number, properties: ElementProperties = {}) =>
  ({ ...createElement('text', id, { x: 40, y }), content, properties }) as EditorElement;

/** Two pages: the home page's heading (bold) in the heading font, a paragraph in Lora italic. */
function fontSite(): SiteDocument {
  const base = siteFromPageDocument({ templateId: null, name: 'Atelier Typo', elements: [] });
  const heading = text('h', 'Bienvenue', 0, { level: 'h1' });
  heading.styles = { ...heading.styles, fontWeight: 'bold' };
  const home = { ...base.pages[0], elements: [heading, text('p', 'Bonjour', 100)] };
  const about = createPage(
    'apropos',
    'À propos',
    [home.slug],
    [
      text('q', 'Notre histoire', 0, { font: 'lora', italic: true }),
      { ...createElement('image', 'i'), properties: { font: 'fraunces' } } as EditorElement,
    ],
  );
  return {
    ...base,
    pages: [home, about],
    theme: { headingFont: 'playfair-display', bodyFont: 'system' },
  };
}

describe('the font files of an export', () => {
  const site = fontSite();

  it('are only the used fonts, weights and styles, latin and latin-ext, and each font’s licence', () => {
    expect(siteFontFiles(site).map((f) => [f.name, f.kind, f.source])).toEqual([
      ['fonts/lora-latin-400-italic.woff2', 'font', 'files/lora-latin-400-italic.woff2'],
      ['fonts/lora-latin-ext-400-italic.woff2', 'font', 'files/lora-latin-ext-400-italic.woff2'],
      ['fonts/lora-LICENSE.txt', 'fontLicence', 'LICENSE'],
      [
        'fonts/playfair-display-latin-700-normal.woff2',
        'font',
        'files/playfair-display-latin-700-normal.woff2',
      ],
      [
        'fonts/playfair-display-latin-ext-700-normal.woff2',
        'font',
        'files/playfair-display-latin-ext-700-normal.woff2',
      ],
      ['fonts/playfair-display-LICENSE.txt', 'fontLicence', 'LICENSE'],
    ]);
    // The picture's « font » draws no letter: no Fraunces. The system-font paragraph: nothing.
    expect(siteFileNames(site).filter((n) => n.includes('fraunces'))).toEqual([]);
  });

  it('follow the pages’ files in the zip’s list, before the site’s own files', () => {
    expect(exportFiles(site)).toEqual([
      'index.html',
      'styles.css',
      'a-propos.html',
      'styles-a-propos.css',
      'site.css',
      ...siteFontFiles(site).map((f) => f.name),
      'favicon.svg',
      '404.html',
      'projet.json',
    ]);
    expect(exportNeedsFonts(site)).toBe(true);
    const plain = siteFromPageDocument({
      templateId: null,
      name: 'x',
      elements: [text('t', 'a', 0)],
    });
    expect(exportNeedsFonts(plain)).toBe(false);
  });

  it('are in the zip, the packages’ bytes and licence texts, with the site’s @font-face in site.css', async () => {
    const when = new Date('2026-11-22T10:00:00Z');
    const zip = unzipSync(await buildExportZipWithFonts(site, readFromPackages, when));
    expect(Object.keys(zip)).toEqual(exportFiles(site));
    for (const file of siteFontFiles(site)) {
      expect(zip[file.name]).toEqual(await readFromPackages(file));
    }
    expect(strFromU8(zip['fonts/lora-LICENSE.txt'])).toMatch(/SIL Open Font License/);
    // The faces every page uses, once, in the stylesheet they share; none in a page's own.
    const siteCss = strFromU8(zip['site.css']);
    expect(siteCss).toContain('src: url("fonts/playfair-display-latin-700-normal.woff2")');
    expect(siteCss).toContain('src: url("fonts/lora-latin-400-italic.woff2")');
    expect(siteCss.match(/@font-face/g)).toHaveLength(4);
    expect(strFromU8(zip['styles.css'])).not.toContain('@font-face');
    expect(strFromU8(zip['styles-a-propos.css'])).not.toContain('@font-face');
    // The page files are the renderer's, byte for byte.
    expect(strFromU8(zip['index.html'])).toBe(renderSitePage(site, homePage(site)).html);
    // Reproducible.
    expect(await buildExportZipWithFonts(site, readFromPackages, when)).toEqual(
      await buildExportZipWithFonts(site, readFromPackages, when),
    );
  });

  it('never ship a hole: without the bytes, or when a file cannot be read, there is no zip', async () => {
    expect(() => buildExportZip(site)).toThrow(/font file missing/);
    const failing = async (file: FontFileEntry) => {
      if (file.kind === 'fontLicence') throw new Error('404');
      return readFromPackages(file);
    };
    await expect(buildExportZipWithFonts(site, failing)).rejects.toThrow('404');
  });
});

describe('« Exporter » and « Aperçu » of a site with fonts, in the app', () => {
  let blobs: Blob[];
  const fetched: string[] = [];

  beforeEach(() => {
    blobs = [];
    fetched.length = 0;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:toile/${blobs.length}`;
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    // The app's own origin: the assets as the packages hold them.
    global.fetch = jest.fn(async (url: string) => {
      fetched.push(url);
      const file = String(url).replace('/assets/', '');
      const fontId = file.replace(/-latin(-ext)?-\d{3}-(normal|italic)\.woff2$/, '');
      const bytes = readFileSync(resolve(PACKAGES, fontId, 'files', file));
      return { ok: true, status: 200, arrayBuffer: async () => new Uint8Array(bytes).buffer };
    }) as unknown as typeof fetch;
  });
  afterEach(() => jest.restoreAllMocks());

  /** jsdom's Blob has no arrayBuffer(). */
  const bytesOf = (blob: Blob) =>
    new Promise<ArrayBuffer>((done) => {
      const reader = new FileReader();
      reader.onload = () => done(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(blob);
    });

  it('fetches the used font files from the app’s assets, says it prepares the zip, then lists the fonts', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<ExportButton />);
    act(() => {
      store.dispatch(documentLoaded({ document: fontSite() }));
    });
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    // The first export loads the sample content's count first (useExportAction.tsx).
    const dialog = await screen.findByRole('dialog', { name: 'Exporter la page' });
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(fetched.sort()).toEqual(
      siteFontFiles(fontSite())
        .filter((f) => f.kind === 'font')
        .map((f) => f.name.replace('fonts/', '/assets/'))
        .sort(),
    );
    const zip = unzipSync(new Uint8Array(await bytesOf(blobs[0])));
    expect(Object.keys(zip)).toEqual(exportFiles(fontSite()));
    // (Testing Library reads no-break spaces as spaces.)
    await screen.findByText('Le téléchargement de « Atelier Typo.zip » a commencé.');
    expect(dialog).toHaveTextContent('fonts/lora-*.woff2 (2 fichiers) — la police Lora');
    expect(dialog).toHaveTextContent('fonts/lora-LICENSE.txt — la licence de la police Lora');
    expect(dialog).toHaveTextContent('Le fichier ZIP contient 14 fichiers');
    expect(exportFiles(fontSite())).toHaveLength(14);
    expect(dialog).toHaveTextContent('avec le dossier fonts');
  });

  it('says it prepares the zip while the font files come, « Télécharger le ZIP » waiting', async () => {
    const served = global.fetch;
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    global.fetch = jest.fn(async (url: string) => {
      await held;
      return served(url);
    }) as unknown as typeof fetch;
    const user = userEvent.setup();
    const { store } = renderWithProviders(<ExportButton />);
    act(() => {
      store.dispatch(documentLoaded({ document: fontSite() }));
    });
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    expect(await screen.findByText('Préparation du fichier ZIP avec ses polices…')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Télécharger le ZIP' })).toBeDisabled();
    expect(blobs).toHaveLength(0);
    release();
    await screen.findByText('Le téléchargement de « Atelier Typo.zip » a commencé.');
    expect(blobs).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Télécharger le ZIP' })).toBeEnabled();
  });

  it('says the export failed when a font file cannot be fetched, and makes no zip', async () => {
    global.fetch = jest.fn(async () => ({ ok: false, status: 404 })) as unknown as typeof fetch;
    const user = userEvent.setup();
    const { store } = renderWithProviders(<ExportButton />);
    act(() => {
      store.dispatch(documentLoaded({ document: fontSite() }));
    });
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    await screen.findByText(/L'export n'a pas pu être préparé/);
    expect(blobs).toHaveLength(0);
  });

  it('« Aperçu » writes the app’s asset addresses in the frame’s @font-face rules', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<PreviewButton />);
    act(() => {
      store.dispatch(documentLoaded({ document: fontSite() }));
    });
    await user.click(screen.getByRole('button', { name: 'Aperçu' }));
    const frame = await screen.findByTitle(/^Aperçu de la page/);
    const srcdoc = frame.getAttribute('srcdoc') ?? '';
    expect(srcdoc).toContain('src: url("/assets/playfair-display-latin-700-normal.woff2")');
    expect(srcdoc).not.toContain('url("fonts/');
  });
});
