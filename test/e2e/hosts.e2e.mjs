// An exported site on real hosts: a site « Créer avec l’IA » made, with a picture of one's own and
// the site's fonts, exported for « Hébergement classique (Apache, FTP) » and for « Serveur nginx »
// (the choice in the export dialog, remembered for the project), each zip served by the real
// server with its own files (.htaccess, toile-nginx.conf: realHosts.mjs). For each: every page
// answers 200 at its clean address, an unknown address 404 with the site's page, the `.html`
// address redirects to the clean one, fonts and pictures are cached for a year, the security
// headers are there, and in Chromium every page draws its picture and fonts, follows its menu,
// and trips no policy.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import {
  downloadExport,
  openGeneratedProposal,
  saveSettled,
  uploadPhoto,
  writeFiles,
  zipForHost,
} from './exportedSite.mjs';
import { test } from './harness.mjs';
import { formatNuErrors, nuErrors } from '../nu.mjs';
import { startApache, startNginx } from './realHosts.mjs';

const APACHE = 'Hébergement classique (Apache, FTP)';
const NGINX = 'Serveur nginx';

/** « Créer avec l’IA » in the editor: proposal 1 of a bakery opened as a project. */
async function generatedSite(page) {
  await page.goto('/editor?bench=1');
  await page.getByRole('region', { name: 'Zone de travail' }).waitFor();
  await saveSettled(page);
  await openGeneratedProposal(page, 'Une boulangerie bio à Lyon qui s’appelle Le Fournil');
}

/** A picture of one's own on the home page, with its text alternative. */
async function addPicture(page) {
  await uploadPhoto(page);
  const alt = page.getByRole('region', { name: 'Propriétés' }).getByRole('textbox', {
    name: 'Texte alternatif',
  });
  await alt.fill('Une miche de pain');
  await alt.blur();
}

/**
 * The generated site with a picture of one's own, exported (« Exporter »: the zip for the host
 * last chosen); its export dialog, open.
 */
async function exportDialogOfSite(page) {
  await generatedSite(page);
  await addPicture(page);
  await downloadExport(page);
  const dialog = page.getByRole('dialog', { name: 'Exporter la page' });
  // Its code loads with the first export: slow beside the other browser tests.
  await dialog.waitFor({ timeout: 90_000 });
  return dialog;
}

/** The site's pages by their clean address (`/`, `/a-propos`…), from the zip's HTML files. */
const cleanPaths = (files) =>
  Object.keys(files)
    .filter((name) => name.endsWith('.html') && name !== '404.html')
    .map((name) => (name === 'index.html' ? '/' : `/${name.slice(0, -'.html'.length)}`));

/** The name of a font licence in the zip (`inter-LICENSE.txt`). */
const fontLicence = (files) =>
  Object.keys(files)
    .find((name) => /^fonts\/.+\.txt$/.test(name))
    .slice('fonts/'.length);

/** What every answer of the site's server must carry. */
function assertSecurityHeaders(response, what) {
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff', what);
  assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', what);
  assert.match(response.headers.get('content-security-policy') ?? '', /script-src 'none'/, what);
}

/** The answers of the server at `url` for the site whose zip is `files`. */
async function checkAnswers(url, files, label) {
  const paths = cleanPaths(files);
  assert.ok(paths.length >= 4, `${label}: ${paths.join(', ')}`);
  for (const path of paths) {
    const response = await fetch(url + path, { redirect: 'manual' });
    assert.equal(response.status, 200, `${label} ${path}`);
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/, `${label} ${path}`);
    assertSecurityHeaders(response, `${label} ${path}`);
    const html = await response.text();
    assert.doesNotMatch(html, /<script/i, `${label} ${path}`);
    // Links between pages are clean addresses too.
    assert.doesNotMatch(html, /href="[^":#]*\.html/, `${label} ${path}`);
  }
  const missing = await fetch(`${url}/nimporte-quoi`, { redirect: 'manual' });
  assert.equal(missing.status, 404, `${label} /nimporte-quoi`);
  assert.match(await missing.text(), /Page introuvable/, `${label}: the site's 404 page`);
  const other = paths.find((path) => path !== '/');
  const old = await fetch(`${url}${other}.html`, { redirect: 'manual' });
  assert.equal(old.status, 301, `${label} ${other}.html`);
  assert.equal(new URL(old.headers.get('location'), url).pathname, other, `${label} redirect`);
  const home = await fetch(`${url}/index.html`, { redirect: 'manual' });
  assert.equal(home.status, 301, `${label} /index.html`);
  assert.equal(new URL(home.headers.get('location'), url).pathname, '/');
  // Named after their content: the stylesheets, fonts and icon by a hash, pictures by their id.
  const lasting = Object.keys(files).filter(
    (name) => /\.[0-9a-f]{10}\.(css|woff2|svg)$/.test(name) || /^images\/.+\.webp$/.test(name),
  );
  assert.ok(
    lasting.some((name) => /^site\.[0-9a-f]{10}\.css$/.test(name)),
    `${label}: the site's stylesheet named after its content: ${lasting.join(', ')}`,
  );
  assert.equal(files['styles.css'], undefined, `${label}: no stylesheet under a lasting name`);
  assert.ok(
    lasting.some((name) => name.startsWith('fonts/')),
    `${label}: fonts in the zip`,
  );
  assert.ok(
    lasting.some((name) => name.startsWith('images/')),
    `${label}: a picture in the zip`,
  );
  for (const name of lasting) {
    const response = await fetch(`${url}/${name}`, { redirect: 'manual' });
    assert.equal(response.status, 200, `${label} ${name}`);
    assert.match(response.headers.get('cache-control') ?? '', /max-age=31536000/, name);
    assertSecurityHeaders(response, `${label} ${name}`);
  }
  // What keeps its name is asked again each time.
  for (const name of ['/', `/fonts/${fontLicence(files)}`]) {
    const response = await fetch(url + name, { redirect: 'manual' });
    assert.equal(response.status, 200, `${label} ${name}`);
    assert.equal(response.headers.get('cache-control'), 'no-cache', `${label} ${name}`);
  }
  return paths;
}

/**
 * Each page in Chromium, from the server: drawn with its picture and fonts, no console error, no
 * policy violation, nothing asked of another host; the menu leads to another page by its clean
 * address.
 */
async function checkInChromium(browser, url, paths, label) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const problems = [];
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP: ${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  context.on('console', (msg) => msg.type() === 'error' && problems.push(msg.text()));
  context.on('request', (request) => {
    if (new URL(request.url()).origin !== url) problems.push(`request: ${request.url()}`);
  });
  const page = await context.newPage();
  try {
    for (const path of paths) {
      const response = await page.goto(url + path);
      assert.equal(response.status(), 200, `${label} ${path}`);
      await page.evaluate(() => document.fonts.ready);
      const drawn = await page.evaluate(() => ({
        fonts: [...document.fonts].filter((f) => f.status === 'loaded').length,
        broken: [...document.images].filter((img) => img.complete && img.naturalWidth === 0).length,
      }));
      assert.ok(drawn.fonts > 0, `${label} ${path}: the site's fonts loaded`);
      assert.equal(drawn.broken, 0, `${label} ${path}: every picture drawn`);
    }
    await page.goto(`${url}/`);
    assert.ok(
      await page.evaluate(() =>
        [...document.images].some(
          (img) => img.currentSrc.includes('/images/') && img.naturalWidth > 0,
        ),
      ),
      `${label}: the picture of one's own is drawn`,
    );
    const nav = page.getByRole('navigation').first();
    const link = nav.getByRole('link').filter({ hasNotText: 'Accueil' }).first();
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL((at) => at.pathname === `/${href}`);
    assert.equal((await page.title()).length > 0, true);
    assert.deepEqual(problems, [], `${label}: ${problems.join('\n')}`);
  } finally {
    await context.close();
  }
}

test(
  'an export for Apache and for nginx, served by the real servers: clean addresses, the 404 page, redirects, a year of caching for fonts and pictures, the security headers',
  async ({ page, browser, shot }) => {
    const dialog = await exportDialogOfSite(page);
    await dialog.getByRole('radiogroup', { name: 'Où sera publié le site ?' }).waitFor();
    // « Dossier local » until another is chosen: pages named by their files.
    assert.equal(await dialog.getByRole('radio', { name: 'Dossier local' }).isChecked(), true);
    // Chosen after the download: the dialog says the zip was for the other, until downloaded again.
    await dialog.getByRole('radio', { name: APACHE }).check();
    const again = dialog.getByText('Téléchargez à nouveau le ZIP pour', { exact: false });
    await again.waitFor();
    const apache = await zipForHost(page, APACHE);
    await again.waitFor({ state: 'hidden' });
    assert.ok(apache['.htaccess'], Object.keys(apache).join(', '));
    await dialog.getByText('.htaccess — pour l’hébergeur', { exact: false }).waitFor();
    await shot('apache-chosen');
    const nginx = await zipForHost(page, NGINX);
    assert.ok(nginx['toile-nginx.conf'], Object.keys(nginx).join(', '));
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Remembered for the project: the next « Exporter » is for nginx.
    const nextDownload = await downloadExport(page);
    const next = unzipSync(new Uint8Array(readFileSync(await nextDownload.path())));
    assert.ok(next['toile-nginx.conf'], Object.keys(next).join(', '));
    assert.equal(await dialog.getByRole('radio', { name: NGINX }).isChecked(), true);

    // Every page of both zips valid HTML: clean links, names by content.
    const pages = [
      ['Apache', apache],
      ['nginx', nginx],
    ].flatMap(([label, files]) =>
      Object.keys(files)
        .filter((name) => name.endsWith('.html'))
        .map((name) => ({ name: `${label}/${name}`, html: new TextDecoder().decode(files[name]) })),
    );
    const errors = await nuErrors(pages);
    assert.equal(errors.length, 0, `the Nu checker found\n${formatNuErrors(errors)}`);

    const servers = [];
    try {
      const apacheRoot = mkdtempSync(join(tmpdir(), 'toile-apache-site-'));
      writeFiles(apacheRoot, apache);
      const nginxRoot = mkdtempSync(join(tmpdir(), 'toile-nginx-site-'));
      writeFiles(nginxRoot, nginx);
      servers.push(await startApache(apacheRoot));
      servers.push(
        await startNginx(nginxRoot, new TextDecoder().decode(nginx['toile-nginx.conf'])),
      );
      const [onApache, onNginx] = servers;
      const apachePaths = await checkAnswers(onApache.url, apache, 'Apache');
      const nginxPaths = await checkAnswers(onNginx.url, nginx, 'nginx');
      await checkInChromium(browser, onApache.url, apachePaths, 'Apache');
      await checkInChromium(browser, onNginx.url, nginxPaths, 'nginx');
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  },
  { timeout: 240_000 },
);

/**
 * GitHub Pages as it serves a project (`https://nom.github.io/site/`): the zip under `/site/` of
 * an nginx that, as GitHub does, serves `contact.html` at `/site/contact`, and the site's 404
 * page for any other address.
 */
const GITHUB_LIKE = `server {
    listen 80;
    server_name exemple.fr;
    root /var/www/exemple.fr;
    location / {
        try_files $uri $uri.html $uri/ =404;
    }
    error_page 404 /site/404.html;
}
`;

/**
 * The pages of `paths` (under `url`) in Chromium: each drawn with its fonts and pictures, nothing
 * asked outside `within` (a sub-path, a folder), no console error; the menu's links stay there.
 */
async function checkPagesWithin(browser, url, paths, within, label) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const problems = [];
  context.on('console', (msg) => msg.type() === 'error' && problems.push(msg.text()));
  context.on('request', (request) => {
    if (!request.url().startsWith(within)) problems.push(`request: ${request.url()}`);
  });
  const page = await context.newPage();
  try {
    for (const path of paths) {
      await page.goto(url + path);
      await page.evaluate(() => document.fonts.ready);
      const drawn = await page.evaluate(() => ({
        fonts: [...document.fonts].filter((f) => f.status === 'loaded').length,
        pictures: [...document.images].filter((img) => img.naturalWidth > 0).length,
        broken: [...document.images].filter((img) => img.complete && img.naturalWidth === 0).length,
        links: [...document.querySelectorAll('nav a[href]')].map((a) => a.href),
        sheets: document.styleSheets.length,
      }));
      assert.ok(drawn.fonts > 0, `${label} ${path}: the site's fonts loaded`);
      assert.equal(drawn.broken, 0, `${label} ${path}: every picture drawn`);
      assert.ok(drawn.sheets >= 2, `${label} ${path}: its stylesheets`);
      assert.ok(drawn.links.length > 0, `${label} ${path}: a menu`);
      for (const link of drawn.links) {
        assert.ok(link.startsWith(within), `${label} ${path}: ${link} stays in ${within}`);
      }
    }
    await page.goto(url + paths[0]);
    assert.ok(
      await page.evaluate(() =>
        [...document.images].some((img) => img.src.includes('/images/') && img.naturalWidth > 0),
      ),
      `${label}: the picture of one's own is drawn`,
    );
    const link = page.getByRole('navigation').first().getByRole('link').nth(1);
    const href = await link.evaluate((a) => a.href);
    await link.click();
    await page.waitForURL(href);
    assert.ok(
      await page.evaluate(() => document.fonts.ready.then(() => document.styleSheets.length >= 2)),
      `${label}: ${href} drawn with its stylesheets`,
    );
    assert.deepEqual(problems, [], `${label}: ${problems.join('\n')}`);
  } finally {
    await context.close();
  }
}

test(
  'an export for GitHub Pages works under a sub-path, and one for « Dossier local » opened from the disk',
  async ({ page, browser, shot }) => {
    const dialog = await exportDialogOfSite(page);
    const local = await zipForHost(page, 'Dossier local');
    const github = await zipForHost(page, 'GitHub Pages');
    assert.ok(github['.nojekyll'], Object.keys(github).join(', '));
    // The site has no address yet: GitHub Pages asks for one.
    await dialog
      .getByText(
        'Indiquez l’adresse du site (https://nom.github.io/depot) dans « Paramètres du site »',
        { exact: false },
      )
      .waitFor();
    await shot('github-pages-chosen');

    const root = mkdtempSync(join(tmpdir(), 'toile-github-'));
    writeFiles(join(root, 'site'), github);
    const server = await startNginx(root, GITHUB_LIKE);
    try {
      const paths = cleanPaths(github).map((path) => `/site${path}`);
      assert.ok(paths.length >= 4, paths.join(', '));
      for (const path of paths) {
        const response = await fetch(server.url + path, { redirect: 'manual' });
        assert.equal(response.status, 200, `GitHub Pages ${path}`);
      }
      const missing = await fetch(`${server.url}/site/nimporte-quoi`);
      assert.equal(missing.status, 404);
      assert.match(await missing.text(), /Page introuvable/);
      await checkPagesWithin(browser, server.url, paths, `${server.url}/site/`, 'GitHub Pages');
    } finally {
      await server.stop();
    }

    const folder = mkdtempSync(join(tmpdir(), 'toile-dossier-'));
    writeFiles(folder, local);
    const files = Object.keys(local)
      .filter((name) => /^[^/]+\.html$/.test(name) && name !== '404.html')
      .map((name) => `/${name}`);
    assert.ok(files.length >= 4, files.join(', '));
    await checkPagesWithin(
      browser,
      `file://${folder}`,
      files,
      `file://${folder}/`,
      'Dossier local',
    );
  },
  { timeout: 240_000 },
);
