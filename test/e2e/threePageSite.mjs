// A small real site of three pages (Accueil, Notre histoire, Contact), as a person makes it with
// Toile: a header with the site's name and a « Menu » on every page, one h1 per page, a picture
// with its alternative text, links between pages and to a section (« Horaires »), e-mail and
// phone links, each page's title and description, the site's address. For the browser test of
// the exported site (site.e2e.mjs) and Lighthouse on it (test/lighthouse.mjs).
import { downloadExport, exportedFiles, zipForHost } from './exportedSite.mjs';
import { defaultSiteStyles } from '../siteOf.mjs';

const STYLE = {
  color: '#111827',
  backgroundColor: 'transparent',
  fontSize: 18,
  fontWeight: 'normal',
  textAlign: 'left',
  borderRadius: 0,
  padding: 0,
  margin: 0,
};

/** An element: `[x, y, width, height]` on the 1,152 px canvas, then styles and properties. */
function el(id, type, content, [x, y, width, height], styles = {}, properties = {}) {
  return {
    id,
    type,
    content,
    styles: { ...STYLE, position: { x, y }, size: { width, height }, ...styles },
    properties,
  };
}

/** What every page shares: the header with the name and the menu, the footer. */
function frame(prefix, footerY) {
  return {
    top: [
      el(`${prefix}-header`, 'header', '', [0, 0, 1152, 80], { backgroundColor: '#FFF7ED' }),
      el(`${prefix}-brand`, 'text', 'Le Fournil', [32, 22, 220, 36], {
        fontSize: 24,
        fontWeight: 'bold',
        color: '#7C2D12',
      }),
      el(`${prefix}-menu`, 'menu', '', [560, 16, 560, 48], { textAlign: 'right' }),
    ],
    bottom: [
      el(
        `${prefix}-footer`,
        'footer',
        '© Le Fournil, boulangerie bio à Lyon',
        [0, footerY, 1152, 80],
        {
          fontSize: 16,
          color: '#374151',
        },
      ),
    ],
  };
}

const BUTTON = {
  backgroundColor: '#1D4ED8',
  color: '#FFFFFF',
  fontWeight: 'bold',
  textAlign: 'center',
  borderRadius: 8,
  padding: 12,
};

const home = frame('home', 760);
const story = frame('story', 520);
const contact = frame('contact', 640);

export const THREE_PAGE_SITE = {
  schemaVersion: 5,
  name: 'Le Fournil',
  templateId: null,
  homePageId: 'accueil',
  pages: [
    {
      id: 'accueil',
      name: 'Accueil',
      slug: 'accueil',
      seo: {
        title: 'Le Fournil — boulangerie bio à Lyon',
        description:
          'Pains au levain, viennoiseries et gâteaux bio, cuits chaque matin au Fournil, à Lyon 7e.',
        noindex: false,
      },
      elements: [
        ...home.top,
        el(
          'home-title',
          'text',
          'Boulangerie bio à Lyon',
          [32, 140, 800, 56],
          {
            fontSize: 44,
            fontWeight: 'bold',
          },
          { level: 'h1' },
        ),
        el(
          'home-intro',
          'text',
          'Du pain au levain cuit chaque matin, avec des farines de la région.',
          [32, 220, 640, 60],
        ),
        el(
          'home-picture',
          'image',
          '',
          [32, 300, 480, 300],
          {},
          {
            alt: 'Des pains au levain sur une table en bois',
          },
        ),
        el('home-contact', 'button', 'Commander un pain', [32, 640, 260, 56], BUTTON, {
          link: { kind: 'page', pageId: 'contact' },
        }),
        el(
          'home-hours',
          'text',
          'Voir nos horaires',
          [340, 652, 240, 32],
          { color: '#1D4ED8' },
          {
            link: { kind: 'anchor', pageId: 'contact', anchor: 'horaires' },
          },
        ),
        ...home.bottom,
      ],
    },
    {
      id: 'histoire',
      name: 'Notre histoire',
      slug: 'notre-histoire',
      seo: {
        title: 'Notre histoire — Le Fournil',
        description:
          'Depuis 2012, deux boulangers lyonnais pétrissent à la main des pains bio et de saison.',
        noindex: false,
      },
      elements: [
        ...story.top,
        el(
          'story-title',
          'text',
          'Notre histoire',
          [32, 140, 800, 56],
          {
            fontSize: 44,
            fontWeight: 'bold',
          },
          { level: 'h1' },
        ),
        el(
          'story-text',
          'text',
          'Le Fournil est né en 2012 de deux amis boulangers. Ils pétrissent à la main et cuisent au feu de bois.',
          [32, 220, 700, 90],
        ),
        el('story-back', 'button', "Retour à l'accueil", [32, 360, 260, 56], BUTTON, {
          link: { kind: 'page', pageId: 'accueil' },
        }),
        ...story.bottom,
      ],
    },
    {
      id: 'contact',
      name: 'Contact',
      slug: 'contact',
      seo: {
        title: 'Contact — Le Fournil',
        description: 'Écrivez-nous ou appelez le Fournil, 12 rue de la Thibaudière, Lyon 7e.',
        noindex: false,
      },
      elements: [
        ...contact.top,
        el(
          'contact-title',
          'text',
          'Nous contacter',
          [32, 140, 800, 56],
          {
            fontSize: 44,
            fontWeight: 'bold',
          },
          { level: 'h1' },
        ),
        el(
          'contact-mail',
          'text',
          'bonjour@lefournil.fr',
          [32, 220, 400, 32],
          {},
          {
            link: { kind: 'email', address: 'bonjour@lefournil.fr' },
          },
        ),
        el(
          'contact-phone',
          'text',
          '04 78 00 00 00',
          [32, 270, 400, 32],
          {},
          {
            link: { kind: 'phone', number: '04 78 00 00 00' },
          },
        ),
        el(
          'contact-hours',
          'container',
          '',
          [32, 340, 560, 240],
          {
            backgroundColor: '#F3F4F6',
            borderRadius: 12,
            padding: 24,
          },
          { anchor: 'horaires' },
        ),
        el(
          'contact-hours-title',
          'text',
          'Horaires',
          [56, 364, 300, 36],
          {
            fontSize: 26,
            fontWeight: 'bold',
          },
          { level: 'h2' },
        ),
        el(
          'contact-hours-text',
          'text',
          'Du mardi au samedi, de 7 h à 19 h 30.\nLe dimanche, de 7 h à 13 h.',
          [56, 412, 500, 60],
        ),
        ...contact.bottom,
      ],
    },
  ],
  theme: { headingFont: 'system', bodyFont: 'system' },
  styles: defaultSiteStyles(),
  settings: { language: 'fr', siteUrl: 'https://www.lefournil.fr' },
};

/** The site's pages in its menu, with their files. */
export const MENU = [
  ['Accueil', 'index.html'],
  ['Notre histoire', 'notre-histoire.html'],
  ['Contact', 'contact.html'],
];

/**
 * Opens the editor and imports `site` as a project file (.toile.json) through « Importer un
 * projet », as a person does: no test hook.
 */
export async function importSite(page, site) {
  await page.goto('/editor');
  await page.getByRole('heading', { name: 'Nouveau Projet' }).waitFor();
  const file = {
    format: 'toile-project',
    // A file says which schema its site was written in: a site of schema 3 comes in migrated.
    schemaVersion: site.schemaVersion,
    exportedAt: new Date(),
    document: site,
  };
  await page
    .getByLabel('Importer un projet', { exact: true })
    .first()
    .setInputFiles({
      name: 'site.toile.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(file)),
    });
  await page.getByRole('heading', { level: 1, name: site.name }).waitFor();
}

/** The three-page site imported in the editor then exported by « Exporter »: its files. */
export async function exportThreePageSite(page) {
  await importSite(page, THREE_PAGE_SITE);
  return exportedFiles(page);
}

/**
 * The same site exported for `host` (« Serveur nginx »…: chosen in the export dialog, then
 * « Télécharger le ZIP »): its files as bytes, by name.
 */
export async function exportThreePageSiteFor(page, host) {
  await importSite(page, THREE_PAGE_SITE);
  await downloadExport(page);
  const dialog = page.getByRole('dialog', { name: 'Exporter la page' });
  await dialog.waitFor();
  return zipForHost(page, host);
}
