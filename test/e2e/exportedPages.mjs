// Every site a person can export, exported once for the browser tests that check them
// (responsive.e2e.mjs, textFit.e2e.mjs): each of the 50 templates, made editable by « Modifier le
// contenu du template » and exported by « Exporter » (in a few editors at once: each editor's first
// template from its own address, /editor/1 in the first, the next ones in the same editor, the
// address moved to theirs as Back and Forward move it), the three « Templates rapides » (each alone on a new page, /editor, and the three
// together), and sites « Créer avec l’IA » makes; unzipped into a folder served by a plain static
// server.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  exportGeneratedSite,
  exportQuickTemplates,
  exportTemplateFromItsAddress,
  exportTemplateInOpenEditor,
  serveFolder,
  writeFiles,
} from './exportedSite.mjs';
import { DESKTOP } from './harness.mjs';

export const TEMPLATES = 50;
export const QUICK = [
  ['quick-hero', 'Hero Section', ['Hero Section']],
  ['quick-cards', 'Cards Grid', ['Cards Grid']],
  ['quick-contact', 'Contact Form', ['Contact Form']],
  [
    'quick-all',
    'Hero Section + Cards Grid + Contact Form',
    ['Hero Section', 'Cards Grid', 'Contact Form'],
  ],
];
/** Sites « Créer avec l’IA » makes (folder, description, proposal), exported whole, checked alike. */
export const GENERATED = [
  ['generated-restaurant', 'Restaurant italien « La Piazza » à Nantes, ambiance chaleureuse', 1],
  ['generated-avocat', 'Cabinet d’avocats en droit de la famille à Bordeaux, ton sobre', 2],
  ['generated-photographe', 'Photographe de mariage à Annecy, style élégant', 3],
  ['generated-ecole', 'école de langues pour adultes à Toulouse', 1],
  ['generated-association', 'association de quartier à Saint-Étienne, bénévoles bienvenus', 2],
  ['generated-boutique', 'Boutique de vêtements vintage à Lille, couleurs rose et noir', 3],
  ['generated-kine', 'Je suis kiné à Rennes', 1],
  // Two trades none of the activities is: their families' sites, with the description's details.
  [
    'generated-escalade',
    'salle d’escalade de bloc à Grenoble, nom : Vertical Grotte. Ambiance conviviale, ouvert tard le soir',
    2,
  ],
  [
    'generated-librairie',
    'Librairie jeunesse à Nantes, livres pour enfants et ados, lectures le mercredi',
    3,
  ],
];

/**
 * The exported sites, made once for the whole run (the browser tests that check them share them;
 * each may run alone with a filter). Returns { url, sites: [{ dir, label, name, path, file?,
 * slug? }] }: a site's home page, then each of its other pages (`file`, `slug`).
 */
let exported = null;
export const exportedSites = (browser, baseURL) => (exported ??= exportAll(browser, baseURL));

/** How many editors export at once, each in its own browser context (its own storage). */
const EDITORS = Number(process.env.E2E_EXPORT_EDITORS) || 2;

/**
 * What is exported, in order: each job runs in an editor (a page) whose app is `loaded` or not yet,
 * and returns { files, name }. A template is opened from its own address in an editor that has not
 * loaded the app yet (template 1 always: the first job), in the open editor otherwise.
 */
function exportJobs() {
  const jobs = [];
  for (let n = 1; n <= TEMPLATES; n++) {
    jobs.push({
      dir: `template-${String(n).padStart(2, '0')}`,
      label: (name) => `template ${n} « ${name} »`,
      run: async (page, loaded) => {
        if (loaded) return exportTemplateInOpenEditor(page, n);
        const { files, zipName } = await exportTemplateFromItsAddress(page, n, '?bench=1');
        const name = zipName.replace(/\.zip$/, '');
        assert.equal(JSON.parse(files['projet.json']).document.name, name, `template ${n}`);
        return { files, name };
      },
    });
  }
  for (const [dir, name, buttons] of QUICK) {
    jobs.push({
      dir,
      label: () => `quick template « ${name} »`,
      run: async (page) => ({ ...(await exportQuickTemplates(page, buttons)), name }),
    });
  }
  for (const [dir, description, n] of GENERATED) {
    jobs.push({
      dir,
      label: (name) => `generated site « ${name} »`,
      run: async (page, loaded) => {
        if (!loaded) await page.goto('/editor?bench=1');
        return exportGeneratedSite(page, description, n);
      },
    });
  }
  return jobs;
}

/**
 * Exports every template, the quick templates and the generated sites, EDITORS at a time, checks
 * each zip, writes each site to its own folder and serves them all. Returns { url, sites: [{ dir,
 * label, name }] }, in the jobs' order.
 */
async function exportAll(browser, baseURL) {
  const root = mkdtempSync(join(tmpdir(), 'toile-responsive-'));
  const errors = [];
  const sites = [];
  const keep = (dir, label, name, files) => {
    const pages = Object.keys(files).filter(
      (f) => f.endsWith('.html') && f !== 'index.html' && f !== '404.html',
    );
    assert.deepEqual(
      Object.keys(files)
        .filter(
          (f) =>
            !f.startsWith('fonts/') &&
            // A blog's feed of its articles (articles/flux.xml).
            !f.endsWith('/flux.xml') &&
            !pages.includes(f) &&
            !pages.includes(f.replace(/^(.*\/)?styles-(.+)\.css$/, '$1$2.html')),
        )
        .sort(),
      ['404.html', 'favicon.svg', 'index.html', 'projet.json', 'site.css', 'styles.css'],
      `${label}: the files of the zip`,
    );
    for (const file of ['index.html', ...pages]) {
      assert.doesNotMatch(files[file], /<script/i, `${label}: no script in ${file}`);
    }
    writeFiles(join(root, dir), files);
    sites.push({ dir, label, name, path: join(root, dir) });
    // A template's other pages (« À propos », « Contact ») are checked like its home page.
    for (const file of pages.sort()) {
      const slug = file.replace(/\.html$/, '');
      sites.push({ dir, file, slug, label: `${label}, page ${file}`, name, path: join(root, dir) });
    }
  };
  const jobs = exportJobs();
  const done = new Array(jobs.length);
  let next = 0;
  /** One editor: takes the next job until none is left. */
  const editor = async () => {
    const context = await browser.newContext({
      viewport: DESKTOP,
      locale: 'fr-FR',
      baseURL,
      acceptDownloads: true,
    });
    try {
      const page = await context.newPage();
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      let loaded = false;
      while (next < jobs.length) {
        const i = next++;
        done[i] = await jobs[i].run(page, loaded);
        loaded = true;
      }
    } catch (error) {
      next = jobs.length; // the other editors stop after their current job
      throw error;
    } finally {
      await context.close();
    }
  };
  await Promise.all(Array.from({ length: Math.min(EDITORS, jobs.length) }, editor));
  assert.deepEqual(errors, [], 'console errors in the editor while exporting');
  jobs.forEach((job, i) => {
    const { files, name } = done[i];
    keep(job.dir, job.label(name), name, files);
  });
  const { url } = await serveFolder(root);
  return { url, sites };
}
