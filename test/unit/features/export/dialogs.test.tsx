import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strFromU8, unzipSync } from 'fflate';
import { documentLoaded, selectSiteCheckOpen } from '../../../../src/features/editor/editorSlice';
import { ExportButton } from '../../../../src/features/export/components/ExportButton';
import { PreviewButton } from '../../../../src/features/export/components/PreviewButton';
import { createElement } from '../../../../src/document/createElement';
import { createPage, homePage, siteFromPageDocument } from '../../../../src/document/site';
import type { SiteDocument } from '../../../../src/document/types';
import { ExportDialog } from '../../../../src/features/export/components/ExportDialog';
import { PreviewDialog } from '../../../../src/features/export/components/PreviewDialog';
import { renderSitePage, renderSitePageInline } from '../../../../src/document/render/renderSite';
import { renderWithProviders } from '../../../renderWithProviders';
import { useState } from 'react';
import type { ExportHost } from '../../../../src/features/export/hostChoice';

const document: SiteDocument = siteFromPageDocument({
  templateId: null,
  name: 'Atelier Lumière',
  elements: [
    { ...createElement('header', 'h'), content: 'Atelier <Lumière>' },
    createElement('button', 'b', { x: 40, y: 80 }),
  ],
});
const home = homePage(document);

/** The same site with a second page « À propos » (a-propos.html). */
const about = createPage(
  'p-about',
  'À propos',
  ['accueil'],
  [{ ...createElement('text', 'a1', { x: 40, y: 40 }), content: 'Notre histoire' }],
);
const twoPages: SiteDocument = { ...document, pages: [...document.pages, about] };

/** index.html and styles.css of the one-page site. */
const renderStandalone = (site: SiteDocument) => renderSitePage(site, homePage(site));

/** jsdom's Blob has no arrayBuffer(): read it the older way. */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

function setClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('ExportDialog', () => {
  const noop = () => {};

  it('says the download started and what the zip holds', () => {
    renderWithProviders(
      <ExportDialog
        open
        document={document}
        fileName="Atelier Lumière.zip"
        onDownload={noop}
        onClose={noop}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Exporter la page' });
    expect(dialog).toHaveTextContent('Le téléchargement de « Atelier Lumière.zip » a commencé.');
    expect(within(dialog).getByText(/^Le fichier ZIP contient/).textContent).toBe(
      'Le fichier ZIP contient 6\u00a0fichiers\u00a0:',
    );
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.split(' — ')[0])).toEqual([
      'index.html',
      'styles.css',
      'site.css',
      'favicon.svg',
      '404.html',
      'projet.json',
    ]);
    expect(screen.queryByRole('combobox', { name: 'Page' })).toBeNull();
  });

  it('lists every file of a site of several pages, each page by its name', () => {
    renderWithProviders(
      <ExportDialog open document={twoPages} fileName="x.zip" onDownload={noop} onClose={noop} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Exporter la page' });
    expect(within(dialog).getByText(/^Le fichier ZIP contient/).textContent).toBe(
      'Le fichier ZIP contient 8\u00a0fichiers\u00a0:',
    );
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "index.html — la page d'accueil, «\u00a0Accueil\u00a0»",
      'styles.css — sa mise en forme',
      'a-propos.html — la page «\u00a0À propos\u00a0»',
      'styles-a-propos.css — sa mise en forme',
      'site.css — la mise en forme commune à toutes les pages (couleurs du site, styles de texte)',
      "favicon.svg — l'icône du site, dans l'onglet du navigateur",
      '404.html — la page «\u00a0Page introuvable\u00a0», pour les adresses inconnues',
      'projet.json — le projet, à rouvrir dans Toile avec «\u00a0Importer\u00a0»',
    ]);
  });

  it('lists the site’s own files: its icon, sharing pictures, 404, sitemap and robots.txt', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const withSeo: SiteDocument = {
      ...twoPages,
      settings: { language: 'fr', siteUrl: 'https://atelier.exemple.fr', favicon: png },
      pages: twoPages.pages.map((p) => ({ ...p, seo: { ...p.seo, image: png } })),
    };
    renderWithProviders(
      <ExportDialog open document={withSeo} fileName="x.zip" onDownload={noop} onClose={noop} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Exporter la page' });
    expect(within(dialog).getByText(/^Le fichier ZIP contient/).textContent).toBe(
      'Le fichier ZIP contient 12\u00a0fichiers\u00a0:',
    );
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .slice(5, -1)
        .map((item) => item.textContent),
    ).toEqual([
      "favicon.png — l'icône du site, dans l'onglet du navigateur",
      "partage-accueil.png — l'image de partage de la page «\u00a0Accueil\u00a0»",
      "partage-a-propos.png — l'image de partage de la page «\u00a0À propos\u00a0»",
      '404.html — la page «\u00a0Page introuvable\u00a0», pour les adresses inconnues',
      'sitemap.xml — le plan du site, pour les moteurs de recherche',
      'robots.txt — les consignes aux moteurs de recherche',
    ]);
  });

  it('« Où sera publié le site ? »: five hosts; another chosen lists its files, says to download again, and « Voir le code » links clean addresses', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    const withMenu: SiteDocument = {
      ...twoPages,
      pages: [{ ...home, elements: [...home.elements, createElement('menu', 'm')] }, about],
    };
    /** The dialog as the export shows it: the zip downloaded for « Dossier local ». */
    function Chooser() {
      const [host, setHost] = useState<ExportHost>('local');
      return (
        <ExportDialog
          open
          document={withMenu}
          fileName="x.zip"
          host={host}
          downloadedFor="local"
          onHostChange={(next) => {
            chosen.push(next);
            setHost(next);
          }}
          onDownload={noop}
          onClose={noop}
        />
      );
    }
    renderWithProviders(<Chooser />);
    const group = screen.getByRole('radiogroup', { name: 'Où sera publié le site ?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Hébergement classique (Apache, FTP)',
      'Netlify',
      'GitHub Pages',
      'Serveur nginx',
      'Dossier local',
    ]);
    expect(within(group).getByRole('radio', { name: 'Dossier local' })).toBeChecked();
    expect(screen.queryByText(/^Téléchargez à nouveau le ZIP/)).toBeNull();
    await user.click(within(group).getByRole('radio', { name: 'Serveur nginx' }));
    expect(chosen).toEqual(['nginx']);
    const dialog = screen.getByRole('dialog', { name: 'Exporter la page' });
    expect(dialog).toHaveTextContent(
      'toile-nginx.conf — pour l’hébergeur (adresses, cache, sécurité)',
    );
    expect(within(dialog).getByText(/^Le fichier ZIP contient/).textContent).toBe(
      'Le fichier ZIP contient 9\u00a0fichiers\u00a0:',
    );
    expect(screen.getByText(/^Téléchargez à nouveau le ZIP/)).toHaveTextContent(
      /^Téléchargez à nouveau le ZIP pour « Serveur nginx »\.$/,
    );
    await user.click(screen.getByRole('button', { name: 'Voir le code' }));
    const code = screen.getByRole('dialog', { name: 'Code de la page' });
    const html = within(code).getByLabelText('Code HTML').textContent ?? '';
    expect(html).toContain('href="a-propos"');
    expect(html).not.toContain('href="a-propos.html"');
  });

  it('a zip named by content: the list and « Voir le code » show its names; GitHub Pages asks for the site address', async () => {
    const user = userEvent.setup();
    const renamed = new Map([
      ['styles.css', 'styles.0123456789.css'],
      ['site.css', 'site.abcdef0123.css'],
    ]);
    /** The dialog after a zip for `host` of `site`, its files named by content as `renamed`. */
    const after = (host: ExportHost, site: SiteDocument) => {
      cleanup();
      renderWithProviders(
        <ExportDialog
          open
          document={site}
          fileName="x.zip"
          host={host}
          renamed={renamed}
          onDownload={noop}
          onClose={noop}
        />,
      );
    };
    after('apache', twoPages);
    const dialog = screen.getByRole('dialog', { name: 'Exporter la page' });
    expect(dialog).toHaveTextContent('styles.0123456789.css');
    expect(dialog).toHaveTextContent('site.abcdef0123.css');
    expect(screen.queryByText(/Paramètres du site/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Voir le code' }));
    const code = screen.getByRole('dialog', { name: 'Code de la page' });
    const html = within(code).getByLabelText('Code HTML').textContent ?? '';
    expect(html).toContain('href="site.abcdef0123.css"');
    expect(html).toContain('href="styles.0123456789.css"');
    expect(code).toHaveTextContent('CSS (site.abcdef0123.css)');
    await user.click(screen.getByRole('button', { name: 'Retour' }));

    // GitHub Pages: a site without an address, then with another form of address.
    after('github', twoPages);
    expect(screen.getByText(/Paramètres du site/)).toHaveTextContent(
      /^Indiquez l’adresse du site \(https:\/\/nom\.github\.io\/depot\) dans « Paramètres du site »/,
    );
    const at = (siteUrl: string) => ({ ...twoPages, settings: { ...twoPages.settings, siteUrl } });
    after('github', at('https://www.boulangerie.fr'));
    expect(screen.getByText(/Paramètres du site/)).toHaveTextContent(
      'https://www.boulangerie.fr n’est pas une adresse GitHub Pages',
    );
    after('github', at('https://marie-dupont.github.io/boulangerie/'));
    expect(screen.queryByText(/Paramètres du site/)).toBeNull();
  });

  it('« Voir le code » of a site of several pages shows the page chosen in « Page »', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ExportDialog open document={twoPages} fileName="x.zip" onDownload={noop} onClose={noop} />,
    );
    await user.click(screen.getByRole('button', { name: 'Voir le code' }));
    const dialog = screen.getByRole('dialog', { name: 'Code de la page' });
    const page = within(dialog).getByRole('combobox', { name: 'Page' });
    expect(page).toHaveTextContent('Accueil');
    expect(within(dialog).getByRole('heading', { name: 'HTML (index.html)' })).toBeVisible();
    expect(within(dialog).getByRole('region', { name: 'Code HTML' }).textContent).toBe(
      renderSitePage(twoPages, homePage(twoPages)).html,
    );

    await user.click(page);
    await user.click(screen.getByRole('option', { name: 'À propos' }));
    const { html, css } = renderSitePage(twoPages, about);
    expect(within(dialog).getByRole('heading', { name: 'HTML (a-propos.html)' })).toBeVisible();
    expect(
      within(dialog).getByRole('heading', { name: 'CSS (styles-a-propos.css)' }),
    ).toBeVisible();
    expect(within(dialog).getByRole('region', { name: 'Code HTML' }).textContent).toBe(html);
    expect(within(dialog).getByRole('region', { name: 'Code CSS' }).textContent).toBe(css);
    expect(html).toContain('<link rel="stylesheet" href="styles-a-propos.css">');
  });

  it('shows the error, not the confirmation, when the zip could not be made', () => {
    renderWithProviders(
      <ExportDialog
        open
        failed
        document={document}
        fileName="x.zip"
        onDownload={noop}
        onClose={noop}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent("L'export n'a pas pu être préparé");
    expect(screen.queryByText(/a commencé/)).toBeNull();
  });

  it('« Voir le code » shows the exported HTML and CSS, and copies each', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    renderWithProviders(
      <ExportDialog open document={document} fileName="x.zip" onDownload={noop} onClose={noop} />,
    );
    setClipboard(writeText);
    await user.click(screen.getByRole('button', { name: 'Voir le code' }));
    const dialog = screen.getByRole('dialog', { name: 'Code de la page' });
    const { html, css } = renderStandalone(document);
    expect(within(dialog).getByRole('region', { name: 'Code HTML' }).textContent).toBe(html);
    expect(within(dialog).getByRole('region', { name: 'Code CSS' }).textContent).toBe(css);

    await user.click(screen.getByRole('button', { name: 'Copier le code HTML' }));
    expect(writeText).toHaveBeenLastCalledWith(html);
    expect(screen.getByRole('status')).toHaveTextContent('Code HTML copié dans le presse-papiers.');
    await user.click(screen.getByRole('button', { name: 'Copier le code CSS' }));
    expect(writeText).toHaveBeenLastCalledWith(css);
    expect(screen.getByRole('status')).toHaveTextContent('Code CSS copié dans le presse-papiers.');

    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(screen.getByRole('dialog', { name: 'Exporter la page' })).toBeVisible();
  });

  it('selects the code and says how to copy it when the clipboard refuses', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ExportDialog
        open
        initialView="code"
        document={document}
        fileName="x.zip"
        onDownload={noop}
        onClose={noop}
      />,
    );
    setClipboard(() => Promise.reject(new Error('refusé')));
    await user.click(screen.getByRole('button', { name: 'Copier le code CSS' }));
    expect(screen.getByRole('status')).toHaveTextContent('Copie impossible');
    expect(window.getSelection()?.toString()).toBe(renderStandalone(document).css);
  });
});

describe('PreviewDialog', () => {
  it('renders the page with the same renderer in a frame that may run no script', () => {
    renderWithProviders(<PreviewDialog open document={document} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Aperçu' });
    const frame = within(dialog).getByTitle('Aperçu de la page « Atelier Lumière »');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
    expect(frame.getAttribute('srcdoc')).toBe(renderSitePageInline(document, home));
  });

  it('opens on the page it is given, and « Page » shows another page of the site', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <PreviewDialog open document={twoPages} initialPageId={home.id} onClose={() => {}} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Aperçu' });
    expect(dialog).toHaveTextContent('Aperçu — Atelier Lumière');
    const frame = () => within(dialog).getByTitle(/^Aperçu de la page/);
    expect(frame().getAttribute('srcdoc')).toBe(renderSitePageInline(twoPages, home));
    expect(frame()).toHaveAttribute('title', 'Aperçu de la page «\u00a0Atelier Lumière\u00a0»');

    await user.click(within(dialog).getByRole('combobox', { name: 'Page' }));
    await user.click(screen.getByRole('option', { name: 'À propos' }));
    expect(frame().getAttribute('srcdoc')).toBe(renderSitePageInline(twoPages, about));
    expect(frame().getAttribute('srcdoc')).toContain('Notre histoire');
    expect(frame()).toHaveAttribute(
      'title',
      'Aperçu de la page «\u00a0À propos — Atelier Lumière\u00a0»',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Page' })).toHaveTextContent('À propos');
    // The screen width and the title stay.
    expect(frame()).toHaveAttribute('width', '1440');
    expect(dialog).toHaveTextContent('Aperçu — Atelier Lumière');
  });

  it('starts again from the given page at each opening', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(
      <PreviewDialog open document={twoPages} initialPageId={about.id} onClose={() => {}} />,
    );
    const frame = () => screen.getByTitle(/^Aperçu de la page/);
    expect(frame().getAttribute('srcdoc')).toBe(renderSitePageInline(twoPages, about));
    await user.click(screen.getByRole('combobox', { name: 'Page' }));
    await user.click(screen.getByRole('option', { name: 'Accueil' }));
    expect(frame().getAttribute('srcdoc')).toBe(renderSitePageInline(twoPages, home));
    rerender(
      <PreviewDialog
        open={false}
        document={twoPages}
        initialPageId={about.id}
        onClose={() => {}}
      />,
    );
    rerender(
      <PreviewDialog open document={twoPages} initialPageId={about.id} onClose={() => {}} />,
    );
    expect(frame().getAttribute('srcdoc')).toBe(renderSitePageInline(twoPages, about));
  });

  it('shows the home page when the given page is not in the site, and no « Page » for one page', () => {
    renderWithProviders(
      <PreviewDialog open document={document} initialPageId="disparue" onClose={() => {}} />,
    );
    expect(screen.getByTitle(/^Aperçu de la page/).getAttribute('srcdoc')).toBe(
      renderSitePageInline(document, home),
    );
    expect(screen.queryByRole('combobox', { name: 'Page' })).toBeNull();
  });

  it('switches between Ordinateur, Tablette and Mobile widths', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PreviewDialog open document={document} onClose={() => {}} />);
    const frame = () => screen.getByTitle(/^Aperçu de la page/);
    expect(screen.getByRole('button', { name: 'Ordinateur' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(frame()).toHaveAttribute('width', '1440');
    await user.click(screen.getByRole('button', { name: 'Tablette' }));
    expect(frame()).toHaveAttribute('width', '768');
    await user.click(screen.getByRole('button', { name: 'Mobile' }));
    expect(frame()).toHaveAttribute('width', '390');
    expect(screen.getByRole('button', { name: 'Mobile' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Ordinateur' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('goes back to the editor with its button and with Escape', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithProviders(<PreviewDialog open document={document} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: "Retour à l'éditeur" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('top bar: « Exporter » and « Aperçu »', () => {
  let clicked: HTMLAnchorElement[];
  let blobs: Blob[];

  beforeEach(() => {
    clicked = [];
    blobs = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:toile/${blobs.length}`;
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('« Exporter » downloads <name>.zip of the current document and opens the dialog', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<ExportButton />);
    act(() => {
      store.dispatch(documentLoaded({ document }));
    });
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('Atelier Lumière.zip');
    expect(clicked[0].href).toBe('blob:toile/1');
    expect(blobs[0].type).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await bytesOf(blobs[0])));
    expect(strFromU8(files['index.html'])).toBe(renderStandalone(document).html);
    // The dialog's code loads with the first export.
    expect(await screen.findByRole('dialog', { name: 'Exporter la page' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Télécharger le ZIP' }));
    expect(clicked).toHaveLength(2);
  });

  it('« Aperçu » opens the preview of the current document', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<PreviewButton />);
    act(() => {
      store.dispatch(documentLoaded({ document }));
    });
    await user.click(screen.getByRole('button', { name: 'Aperçu' }));
    const frame = await screen.findByTitle('Aperçu de la page « Atelier Lumière »');
    expect(frame.getAttribute('srcdoc')).toBe(renderSitePageInline(document, home));
    await user.click(screen.getByRole('button', { name: "Retour à l'éditeur" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('« Exporter » of a site of two pages downloads both pages’ files', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<ExportButton />);
    act(() => {
      store.dispatch(documentLoaded({ document: twoPages, pageSlug: 'a-propos' }));
    });
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    const files = unzipSync(new Uint8Array(await bytesOf(blobs[0])));
    expect(Object.keys(files)).toEqual([
      'index.html',
      'styles.css',
      'a-propos.html',
      'styles-a-propos.css',
      'site.css',
      'favicon.svg',
      '404.html',
      'projet.json',
    ]);
    expect(strFromU8(files['a-propos.html'])).toBe(renderSitePage(twoPages, about).html);
  });

  /** `site` with its texts and picture marked as sample content, as a template leaves them. */
  const withSamples = (site: SiteDocument, count: number): SiteDocument => {
    let left = count;
    return {
      ...site,
      pages: site.pages.map((p) => ({
        ...p,
        elements: p.elements.map((e) =>
          left > 0 && ['text', 'button'].includes(e.type) && left-- > 0
            ? { ...e, properties: { ...e.properties, sample: true } }
            : e,
        ),
      })),
    };
  };

  it('« Exporter » says how many sample contents remain, and downloads only when told', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<ExportButton />);
    act(() => {
      store.dispatch(documentLoaded({ document: withSamples(twoPages, 2) }));
    });
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    let question = await screen.findByRole('dialog', { name: 'Contenu d’exemple' });
    expect(question.textContent).toContain('2\u00a0contenus d’exemple restent à remplacer');
    expect(clicked).toHaveLength(0);
    // « Annuler »: nothing downloaded.
    await user.click(within(question).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(clicked).toHaveLength(0);
    // « Voir dans « Vérifier le site » »: the editor opens the check, nothing downloaded.
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    question = await screen.findByRole('dialog', { name: 'Contenu d’exemple' });
    await user.click(
      within(question).getByRole('button', {
        name: 'Voir dans «\u00a0Vérifier le site\u00a0»',
      }),
    );
    expect(selectSiteCheckOpen(store.getState())).toBe(true);
    expect(clicked).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // « Exporter quand même »: the zip, then the export's own dialog.
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    question = await screen.findByRole('dialog', { name: 'Contenu d’exemple' });
    await user.click(within(question).getByRole('button', { name: 'Exporter quand même' }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('Atelier Lumière.zip');
    expect(await screen.findByRole('dialog', { name: 'Exporter la page' })).toBeVisible();
  });

  it('« Exporter » says « 1 contenu d’exemple reste à remplacer » for one', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<ExportButton />);
    act(() => {
      store.dispatch(documentLoaded({ document: withSamples(twoPages, 1) }));
    });
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    const question = await screen.findByRole('dialog', { name: 'Contenu d’exemple' });
    expect(question.textContent).toContain('1\u00a0contenu d’exemple reste à remplacer');
  });

  it('« Aperçu » opens on the page the canvas shows, then shows another', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<PreviewButton />);
    act(() => {
      store.dispatch(documentLoaded({ document: twoPages, pageSlug: 'a-propos' }));
    });
    await user.click(screen.getByRole('button', { name: 'Aperçu' }));
    const frame = () => screen.getByTitle(/^Aperçu de la page/);
    await waitFor(() =>
      expect(frame().getAttribute('srcdoc')).toBe(renderSitePageInline(twoPages, about)),
    );
    await user.click(screen.getByRole('combobox', { name: 'Page' }));
    await user.click(screen.getByRole('option', { name: 'Accueil' }));
    expect(frame().getAttribute('srcdoc')).toBe(renderSitePageInline(twoPages, home));
  });
});
