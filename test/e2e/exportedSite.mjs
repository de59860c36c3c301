// The exported site as a person gets it, for the responsive browser test (responsive.e2e.mjs) and
// Lighthouse (test/lighthouse.mjs): « Modifier le contenu du template » then « Exporter » in the
// editor, the zip unzipped into a folder, the folder served over HTTP by a plain static server
// (what any host does: files by name, 404 for the rest, gzip when asked).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { strFromU8, unzipSync } from 'fflate';

const EDIT_TEMPLATE = 'Modifier le contenu du template';

/**
 * Clicks « Exporter » and returns the download. A site that still holds sample content (a
 * template's, a section's, a generated site's words) first says how much: « Exporter quand
 * même » answers, as a person who knows it does.
 */
export async function downloadExport(page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter', exact: true }).click();
  const question = page.getByRole('dialog', { name: 'Contenu d’exemple' });
  const asked = question.waitFor().then(
    () => true,
    () => false,
  );
  if (await Promise.race([download.then(() => false), asked])) {
    await question.getByRole('button', { name: 'Exporter quand même' }).click();
  }
  return download;
}

/**
 * Clicks « Exporter », returns the zip's files as text ({ name: text }) and as bytes
 * ({ name: Uint8Array }, for pictures and fonts), and closes the dialog.
 */
export async function exportedFiles(page) {
  const download = await downloadExport(page);
  const zip = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const files = Object.fromEntries(
    Object.entries(zip).map(([name, data]) => [name, strFromU8(data)]),
  );
  const dialog = page.getByRole('dialog', { name: 'Exporter la page' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return { files, bytes: zip, zipName: download.suggestedFilename() };
}

/**
 * In the open export dialog: `host` chosen (its French name, « Serveur nginx »), « Télécharger le
 * ZIP », the zip's files as bytes, by name.
 */
export async function zipForHost(page, host) {
  const dialog = page.getByRole('dialog', { name: 'Exporter la page' });
  await dialog.getByRole('radio', { name: host }).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Télécharger le ZIP' }).click(),
  ]);
  return unzipSync(new Uint8Array(readFileSync(await download.path())));
}

/**
 * Template `number` as a person exports it from its own address: /editor/<number>, « Modifier le
 * contenu du template », « Exporter ». `search` is added to the address (`?bench=1`: the store hook
 * of the build for tests, for `exportTemplateInOpenEditor` afterwards).
 */
export async function exportTemplateFromItsAddress(page, number, search = '') {
  await page.goto(`/editor/${number}${search}`);
  // The button waits for the templates, generated in a worker: slow on a loaded machine.
  const button = page.getByRole('button', { name: EDIT_TEMPLATE });
  try {
    await button.waitFor({ timeout: 90_000 });
  } catch (error) {
    const state = await page.evaluate(() => {
      const templates = window.__toileStore?.getState().templates;
      return templates && { status: templates.status, count: templates.ids.length };
    });
    throw new Error(`${error.message}\ntemplates: ${JSON.stringify(state)}`, { cause: error });
  }
  await button.click();
  await page.getByRole('button', { name: EDIT_TEMPLATE }).waitFor({ state: 'detached' });
  await page.locator('[data-element-type]').first().waitFor();
  return exportedFiles(page);
}

/**
 * Waits until no save of the editor's page is due or under way, and the address is the saved
 * project's: a change (« Modifier le contenu du template ») is saved a second later and the editor
 * then moves to /editor/projet/…, which must not happen while the next page is being opened (on
 * a busy machine an export takes that second). Needs the store hook (`?bench=1`).
 */
export async function saveSettled(page) {
  await page.waitForFunction(
    () => {
      const projects = window.__toileStore?.getState().projects;
      if (!projects) return true;
      if (projects.pending || projects.status === 'saving' || projects.status === 'dirty') {
        return false;
      }
      return (
        projects.status !== 'saved' || location.pathname === `/editor/projet/${projects.currentId}`
      );
    },
    null,
    { timeout: 30_000 },
  );
}

/**
 * The same in an editor already open with `?bench=1` (build for tests), without loading the app
 * again: the address moves to /editor/<number> as the browser's Back and Forward move it (the
 * router then opens that template, as for a person), then the same buttons are clicked. Returns
 * the files and the template's name; fails if the zip holds another page than the template's.
 */
export async function exportTemplateInOpenEditor(page, number) {
  await saveSettled(page);
  const name = await page.evaluate((id) => {
    const store = window.__toileStore;
    const template = store.getState().templates.entities[id];
    if (!template) throw new Error(`no template ${id}`);
    history.pushState(null, '', `/editor/${encodeURIComponent(id)}${location.search}`);
    dispatchEvent(new PopStateEvent('popstate'));
    return template.name;
  }, String(number));
  const button = page.getByRole('button', { name: EDIT_TEMPLATE });
  try {
    await button.waitFor({ timeout: 20_000 });
  } catch (error) {
    // Seen on a loaded machine: the editor went back to the previous page's project
    // (/editor/projet/…) instead of showing the template. Record what it held, then open the
    // template from its own address, as a person would.
    const state = await page.evaluate(() => {
      const { editor, projects } = window.__toileStore.getState();
      return {
        path: location.pathname,
        document: editor.document.name,
        project: projects.currentId,
        status: projects.status,
      };
    });
    console.log(`    template ${number} reopened from its address: ${JSON.stringify(state)}`);
    await page.goto(`/editor/${encodeURIComponent(String(number))}?bench=1`);
    await button.waitFor({ timeout: 90_000 }).catch((again) => {
      throw new Error(`${again.message}\n(first try: ${error.message})`, { cause: again });
    });
  }
  await button.click();
  await button.waitFor({ state: 'detached' });
  const exported = await exportedFiles(page);
  const { document } = JSON.parse(exported.files['projet.json']);
  if (document.name !== name) {
    throw new Error(`template ${number} « ${name} »: the zip holds « ${document.name} »`);
  }
  return { ...exported, name };
}

/**
 * A new empty page, from its address (/editor, with `?bench=1` for `saveSettled` afterwards),
 * where the palette's « Templates rapides » buttons `names` are clicked in order, then exported.
 */
export async function exportQuickTemplates(page, names) {
  await saveSettled(page);
  await page.goto('/editor?bench=1');
  await page.getByRole('region', { name: 'Zone de travail' }).waitFor();
  await page.locator('[data-element-type]').first().waitFor({ state: 'detached' });
  for (const name of names) {
    await page.getByRole('button', { name, exact: true }).click();
  }
  await page.locator('[data-element-type]').first().waitFor();
  return exportedFiles(page);
}

/**
 * A site « Créer avec l’IA » makes of `description`, its proposal `n` (1 to 3) opened in the
 * editor (from the editor's top bar), then exported. Its fonts come as bytes. Returns the files
 * and the site's name.
 */
export async function exportGeneratedSite(page, description, n) {
  await saveSettled(page);
  await openGeneratedProposal(page, description, n);
  const name = await page.evaluate(() => window.__toileStore.getState().editor.document.name);
  const { files, bytes } = await exportedFiles(page);
  for (const file of Object.keys(files)) {
    if (file.startsWith('fonts/')) files[file] = bytes[file];
  }
  return { files, name };
}

/**
 * « Créer avec l’IA » from the editor's top bar: proposal `n` of `description` opened in the
 * editor as a new project, its elements drawn. Nothing of the page before may be left to save
 * (`saveSettled`).
 */
export async function openGeneratedProposal(page, description, n = 1) {
  await page.getByRole('button', { name: 'Créer avec l’IA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer avec l’IA' });
  await dialog.getByLabel('Décrivez votre site').fill(description);
  await dialog.getByRole('button', { name: 'Générer' }).click();
  await dialog.getByTitle(`Miniature de la proposition ${n}`).waitFor();
  const previous = page.url();
  await dialog.getByRole('button', { name: `Ouvrir la proposition ${n} dans l’éditeur` }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.waitForURL(
    (url) => url.href !== previous && url.pathname.startsWith('/editor/projet/'),
  );
  await page.locator('[data-element-type]').first().waitFor();
}

/** Writes `files` ({ name: text or bytes }) into `dir`, in sub-folders as named (`images/…`). */
export function writeFiles(dir, files) {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the folder `root` as a static host does: a file by its path (a folder's index.html for a
 * path ending in /), 404 for anything else (no fallback page), gzip when the browser asks.
 * The server does not keep the process alive.
 */
export function serveFolder(root) {
  const server = createServer(async (req, res) => {
    let path;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(root + sep)) {
      res.writeHead(403).end();
      return;
    }
    let body;
    try {
      body = await readFile(file);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const headers = {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
    };
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      body = gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () => {
      server.unref();
      done({ server, url: `http://127.0.0.1:${server.address().port}` });
    });
  });
}

/** A 1,600 × 1,200 JPEG drawn by the page's canvas. */
async function photo(page) {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(1600, 1200);
    const g = canvas.getContext('2d');
    const gradient = g.createLinearGradient(0, 0, 1600, 1200);
    gradient.addColorStop(0, '#B45309');
    gradient.addColorStop(1, '#FDE68A');
    g.fillStyle = gradient;
    g.fillRect(0, 0, 1600, 1200);
    const bytes = new Uint8Array(
      await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer(),
    );
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/**
 * « Image » from the palette, then « Importer une image » with `photo`: resolves once the picture
 * is drawn on the canvas (stored and ready).
 */
export async function uploadPhoto(page) {
  await page.locator('[data-palette-type="image"]').click();
  const input = page.locator('input[data-field="upload"]');
  await input.waitFor({ state: 'attached' });
  await input.setInputFiles({
    name: 'pain.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(page),
  });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-element-type="image"] img')].some(
      (img) => img.dataset.assetState === 'ready',
    ),
  );
}
