// HTML validity, by the W3C Nu checker (test/nu.mjs, one Java process per test), of the pages Toile
// makes for people: the sample page of every template as « Aperçu » shows it in the library (with
// the prerendered library, whose cards show the templates' thumbnails), and every page of an
// exported site.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { formatNuErrors, nuErrors } from '../nu.mjs';
import { defaultSiteStyles, siteOf } from '../siteOf.mjs';
import { test } from './harness.mjs';
import { exportThreePageSite } from './threePageSite.mjs';
import { downloadExport } from './exportedSite.mjs';

const NBSP = '\u00a0';

function assertValid(errors, what) {
  assert.equal(errors.length, 0, `${what}: the Nu checker found\n${formatNuErrors(errors)}`);
}

test(
  'the sample page of every template (« Aperçu » in the library) is valid HTML',
  async ({ page }) => {
    // The prerendered library as a host serves it, before any script runs.
    const prerendered = await (await page.request.get('/templates')).text();
    assert.match(prerendered, /data-prerendered="\/templates"/);
    const documents = [{ name: 'templates.html (prerendered library)', html: prerendered }];

    await page.goto('/templates');
    await page.getByRole('heading', { level: 1, name: 'Bibliothèque de Templates' }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('article').length === 50);
    const cards = page.getByRole('article');
    for (let index = 0; index < 50; index++) {
      const card = cards.nth(index);
      const name = await card.getByRole('heading').textContent();
      await card.getByRole('button', { name: 'Aperçu' }).click();
      const dialog = page.getByRole('dialog', { name: `Aperçu${NBSP}: ${name}` });
      const frame = dialog.getByTitle(`Page d'exemple du template ${name}`);
      const html = await frame.getAttribute('srcdoc');
      assert.ok(/^<!doctype html>/i.test(html ?? ''), `${name}: no page in the preview`);
      documents.push({ name: `template ${index + 1} (${name}).html`, html });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    assertValid(await nuErrors(documents), 'library');
    // Fifty dialogs opened and closed, then a Java process for 51 pages: minutes on a loaded machine.
  },
  { timeout: 300_000 },
);

const paletteOf = (page) => page.getByRole('region', { name: 'Éléments' });
const pagesOf = (page) => page.getByRole('region', { name: 'Pages' });

/** Adds an element from the palette; a text-bearing one gets `content`. */
async function addElement(page, type, content) {
  await paletteOf(page).getByRole('button', { name: type, exact: true }).click();
  if (content === undefined) return;
  const field = page
    .getByRole('region', { name: 'Propriétés' })
    .getByLabel('Contenu', { exact: true });
  await field.fill(content);
  await field.blur();
}

test('every page of an exported site is valid HTML', async ({ page }) => {
  // A template made editable (its pictures are drawn as data URLs), then one element of each type
  // with text that must be escaped, and a second page.
  await page.goto('/editor/3');
  await page.getByRole('button', { name: 'Modifier le contenu du template' }).click();
  await page.locator('[data-element-type="image"]').first().waitFor();
  await addElement(page, 'Texte', 'Café & thé <ouvert> « 7j/7 » — "entrez" 🙂');
  await addElement(page, 'Bouton', 'Réserver & payer');
  await addElement(page, 'Image');
  await addElement(page, 'Container');
  await addElement(page, 'En-tête', 'Chez Léa <b>');
  await addElement(page, 'Pied de page', '© 2025 Léa & Cie');
  // A form with the button's text to escape (its fields and honeypot are checked too).
  await addElement(page, 'Formulaire', 'Envoyer & « recevoir »');

  await pagesOf(page).getByRole('button', { name: 'Ajouter une page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter une page' });
  await dialog.getByRole('textbox', { name: 'Nom de la page' }).fill('À propos & contact');
  await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await addElement(page, 'Texte', 'Écrivez-nous : lea@exemple.fr');
  await addElement(page, 'Image');

  const download = await downloadExport(page);
  const zip = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const pages = Object.entries(zip)
    .filter(([name]) => name.endsWith('.html'))
    .map(([name, data]) => ({ name, html: strFromU8(data) }));
  assert.ok(pages.length >= 2, `one HTML file per page: ${Object.keys(zip).join(', ')}`);
  assert.ok(pages[0].html.includes('src="data:image/svg+xml'), "the template's pictures");
  assertValid(await nuErrors(pages), 'export');
});

/** A 1×1 PNG as a `data:` URL: a sharing picture and an icon the export writes as files. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const HOSTILE = '"><script>alert(1)</script> & « été »';

/** An element of the site below, at (x, y). */
const seoElement = (id, type, content, x, y, backgroundColor = 'transparent') => ({
  id,
  type,
  content,
  styles: {
    position: { x, y },
    size: { width: type === 'header' ? 1152 : 300, height: type === 'image' ? 150 : 60 },
    color: '#111827',
    backgroundColor,
    fontSize: 18,
    fontWeight: 'normal',
    textAlign: 'left',
    borderRadius: type === 'button' ? 8 : 0,
    padding: type === 'button' ? 12 : 0,
    margin: 0,
  },
  properties: {},
});

/**
 * A site of three pages with every SEO setting (docs/decisions.md, « SEO export »): an address
 * with a trailing slash, descriptions, a sharing picture as a `data:` URL and one by address, a
 * page kept out of search engines, hostile text everywhere; `settings` overrides the settings.
 */
function seoSite(settings = {}) {
  const page = (id, name, slug, seo, elements) => ({ id, name, slug, seo, elements });
  return {
    schemaVersion: 5,
    name: `Boulangerie ${HOSTILE}`,
    templateId: null,
    homePageId: 'accueil',
    pages: [
      page(
        'accueil',
        'Accueil',
        'accueil',
        {
          title: `Accueil ${HOSTILE}`,
          description: `Pain au levain ${HOSTILE}`,
          image: PNG,
          noindex: false,
        },
        [
          seoElement('h', 'header', 'Boulangerie', 0, 0, '#7C2D12'),
          seoElement('t', 'text', `Bienvenue ${HOSTILE}`, 40, 120),
          seoElement('b', 'button', 'Commander', 40, 200, '#C2410C'),
        ],
      ),
      page(
        'a-propos',
        'À propos',
        'a-propos',
        {
          title: '',
          description: 'Notre histoire',
          image: 'https://images.exemple.fr/four.jpg',
          noindex: false,
        },
        [seoElement('a', 'text', 'Depuis 1987', 40, 40)],
      ),
      page(
        'mentions',
        'Mentions légales',
        'mentions-legales',
        { title: '', description: '', noindex: true },
        [seoElement('m', 'text', 'Éditeur du site', 40, 40)],
      ),
    ],
    theme: { headingFont: 'system', bodyFont: 'system' },
    styles: defaultSiteStyles(),
    // A setting given as undefined is left out.
    settings: Object.fromEntries(
      Object.entries({
        language: 'fr',
        siteUrl: 'https://exemple.fr/boulangerie/',
        ...settings,
      }).filter(([, value]) => value !== undefined),
    ),
  };
}

/** Loads `site` through the store hook, clicks « Exporter » and returns the zip's files. */
async function exportSite(page, site) {
  await page.evaluate((document) => {
    window.__toileStore.dispatch({ type: 'editor/documentLoaded', payload: { document } });
  }, siteOf(site));
  const download = await downloadExport(page);
  const zip = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const dialog = page.getByRole('dialog', { name: 'Exporter la page' });
  // Escape as a person presses it: on the dialog they see, once it has the focus (the first export
  // loads the dialog's code and the zip's: the download may come first).
  await dialog.waitFor();
  await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]'));
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  return zip;
}

test('every page of a site exported with every SEO setting, its 404 page and its icon are valid', async ({
  page,
}) => {
  await page.goto('/editor?bench=1');
  await page.waitForFunction(() => Boolean(window.__toileStore));
  const documents = [];
  const variants = [
    ['with an address, generated icon', seoSite()],
    ['no address, own icon', seoSite({ siteUrl: undefined, favicon: PNG })],
  ];
  for (const [label, site] of variants) {
    const zip = await exportSite(page, site);
    const names = Object.keys(zip);
    for (const name of ['index.html', 'a-propos.html', 'mentions-legales.html', '404.html']) {
      assert.ok(names.includes(name), `${label}: ${name} in ${names.join(', ')}`);
    }
    for (const name of names.filter((n) => n.endsWith('.html'))) {
      documents.push({ name: `${label}: ${name}`, html: strFromU8(zip[name]) });
    }
    if (zip['favicon.svg']) {
      // The Nu checker reads SVG inside HTML against the SVG schema.
      documents.push({
        name: `${label}: favicon.svg`,
        html: `<!doctype html><html lang="fr"><head><title>Icône</title></head><body>${strFromU8(zip['favicon.svg'])}</body></html>`,
      });
    }
  }
  const index = documents[0].html;
  assert.match(index, /<link rel="canonical" href="https:\/\/exemple.fr\/boulangerie\/">/);
  assert.match(
    index,
    /<meta property="og:image" content="https:\/\/exemple.fr\/boulangerie\/partage-accueil.png">/,
  );
  assert.ok(
    documents.some((d) => d.name.endsWith('favicon.svg')),
    'the generated icon',
  );
  assertValid(await nuErrors(documents), 'export with SEO settings');
});

test('every page of a site with a menu, links of every kind and anchors is valid', async ({
  page,
}) => {
  const { files } = await exportThreePageSite(page);
  const documents = Object.entries(files)
    .filter(([name]) => name.endsWith('.html'))
    .map(([name, html]) => ({ name: `three pages: ${name}`, html }));
  assert.equal(documents.length, 4);
  const contact = files['contact.html'];
  assert.match(contact, /<nav class="el (?:h-)?menu-1" aria-label="Menu principal">/);
  assert.match(contact, /href="mailto:bonjour@lefournil.fr"/);
  assert.match(contact, / id="horaires"/);
  assertValid(await nuErrors(documents), 'three-page site');
});
