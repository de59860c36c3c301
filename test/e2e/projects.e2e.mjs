// Projects that last in real Chromium: save and reload, share link in a fresh browser,
// import, two tabs, storage faults (injected through the test-only localStorage flag
// `toile:test-storage-fault`, read only by the storage layer), « Mes projets », axe.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { dialogSettled, expectAccessible, test } from './harness.mjs';
import { lzBomb } from '../fixtures/lzBomb.js';

const FAULT_FLAG = 'toile:test-storage-fault';
const INVALID_FILE =
  "Ce fichier n'est pas un projet Toile valide. Votre page actuelle n'a pas été modifiée.";

const canvasOf = (page) => page.getByRole('region', { name: 'Zone de travail' });
const paletteOf = (page) => page.getByRole('region', { name: 'Éléments' });
const elementIds = (page) =>
  page.locator('[data-element-id]').evaluateAll((els) => els.map((e) => e.dataset.elementId));

async function waitForStatus(page, text) {
  await page
    .locator('[data-save-status]', { hasText: new RegExp(`^${text}$`) })
    .waitFor({ timeout: 10_000 });
}

/**
 * Keeps, in the page, every save status shown, in order: a state that lasts a second (« Modifications
 * non enregistrées » before the autosave) is not missed by a test polling on a loaded machine.
 */
async function recordStatuses(page) {
  await page.evaluate(() => {
    window.__statusesSeen = [];
    const record = () => {
      const text = document.querySelector('[data-save-status]')?.textContent;
      if (text && window.__statusesSeen.at(-1) !== text) window.__statusesSeen.push(text);
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    record();
  });
}

async function statusSeen(page, text) {
  await page.waitForFunction((t) => window.__statusesSeen.includes(t), text, { timeout: 20_000 });
}

async function openNewEditor(page) {
  await page.goto('/editor');
  await canvasOf(page).waitFor();
  await waitForStatus(page, 'Non sauvegardé');
}

async function add(page, name) {
  await paletteOf(page).getByRole('button', { name, exact: true }).click();
}

/** Types `value` into the properties field `label`, then leaves it. */
async function fill(page, label, value) {
  const field = page.getByRole('region', { name: 'Propriétés' }).getByLabel(label, { exact: true });
  await field.fill(value);
  await field.blur();
}

/** A page with a header, a text saying `words` and a button; saved with « Sauvegarder ». */
async function makeSavedPage(page, words = 'Bonjour depuis Toile') {
  await openNewEditor(page);
  await add(page, 'En-tête');
  await add(page, 'Texte');
  await fill(page, 'Contenu', words);
  await fill(page, 'Position Y', '240');
  await add(page, 'Bouton');
  await page.getByRole('button', { name: 'Sauvegarder', exact: true }).click();
  await waitForStatus(page, 'Sauvegardé');
  await page.waitForURL(/\/editor\/projet\/[\w-]+$/);
  return new URL(page.url()).pathname;
}

test('projects: « Sauvegarder » → reload → the same page, and the status follows the machine', async ({
  page,
  shot,
}) => {
  const path = await makeSavedPage(page);
  const before = await elementIds(page);
  assert.equal(before.length, 3);
  await shot('saved');

  await page.reload();
  await canvasOf(page).waitFor();
  assert.equal(new URL(page.url()).pathname, path);
  await waitForStatus(page, 'Sauvegardé');
  assert.deepEqual(await elementIds(page), before);
  assert.ok(
    await canvasOf(page)
      .getByRole('group', { name: 'Texte\u00a0: Bonjour depuis Toile' })
      .isVisible(),
  );

  // A change: « Modifications non enregistrées », then the autosave about a second later.
  await recordStatuses(page);
  await add(page, 'Image');
  await statusSeen(page, 'Modifications non enregistrées');
  await waitForStatus(page, 'Sauvegardé');
  await page.reload();
  await canvasOf(page).waitFor();
  assert.equal((await elementIds(page)).length, 4);

  // Ctrl+S saves at once, without the browser's own « save page » dialog.
  await add(page, 'Container');
  await page.keyboard.press('Control+s');
  await waitForStatus(page, 'Sauvegardé');

  // Hiding the page saves a pending change at once, without waiting for the autosave (that it
  // does not wait is proven by the closed tab's test below; here, on a loaded machine, the
  // autosave may come first).
  await add(page, 'Texte');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await waitForStatus(page, 'Sauvegardé');
  await page.reload();
  await canvasOf(page).waitFor();
  assert.equal((await elementIds(page)).length, 6);
});

test('projects: a tab closed just after an edit reopens with the edit; a crash keeps the last autosave', async ({
  context,
  page,
  shot,
}) => {
  const path = await makeSavedPage(page);
  const saved = await elementIds(page);

  // An edit, and the tab closed at once: before the autosave's second has passed (the test fails
  // without the save on pagehide, unless a loaded machine lets the autosave come first).
  await add(page, 'Image');
  await page.locator('[data-element-id]').nth(saved.length).waitFor();
  const edited = await elementIds(page);
  assert.equal(edited.length, saved.length + 1);
  // The tab is gone before it is opened again, as when a person closes it.
  const closed = page.waitForEvent('close');
  await page.close({ runBeforeUnload: true });
  await closed;

  const again = await context.newPage();
  await again.goto(path);
  await canvasOf(again).waitFor();
  await waitForStatus(again, 'Sauvegardé');
  assert.deepEqual(await elementIds(again), edited);
  await shot('reopened-after-close', again);

  // A crash runs nothing: the tab reopens with what the last autosave wrote, whole.
  await add(again, 'Bouton');
  await waitForStatus(again, 'Sauvegardé');
  const autosaved = await elementIds(again);
  await add(again, 'Texte');
  await again.locator('[data-element-id]').nth(autosaved.length).waitFor();
  const withText = await elementIds(again);
  const cdp = await context.newCDPSession(again);
  const crashed = again.waitForEvent('crash', { timeout: 10_000 });
  // The answer never comes: the page is gone.
  void cdp.send('Page.crash').catch(() => {});
  await crashed;
  await again.close();

  const third = await context.newPage();
  await third.goto(path);
  await canvasOf(third).waitFor();
  await waitForStatus(third, 'Sauvegardé');
  // The text's autosave had not come yet (or, on a loaded machine, it had): either way, whole.
  const reopened = await elementIds(third);
  assert.ok(
    [autosaved, withText].some((ids) => ids.join() === reopened.join()),
    `reopened with ${reopened.join()}`,
  );
  await third.close();
});

test('projects: a tab closed in the middle of a save reopens whole, as it was before that save', async ({
  context,
  page,
}) => {
  await openNewEditor(page);
  await page.locator('input[type="file"]').setInputFiles('test/fixtures/project-200-elements.json');
  await page
    .getByRole('heading', { level: 1, name: 'Boulangerie Lumière — 200 éléments' })
    .waitFor();
  await page.getByRole('button', { name: 'Sauvegarder', exact: true }).click();
  await waitForStatus(page, 'Sauvegardé');
  await page.waitForURL(/\/editor\/projet\/[\w-]+$/);
  const path = new URL(page.url()).pathname;
  const before = await elementIds(page);

  // The next save is held between its read and its write (the browser's IndexedDB transaction
  // stays open), and the tab is closed while it is held.
  await page.evaluate(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function held(...args) {
      window.__toileSaveHeld = true;
      // Keep the transaction busy: reads chained forever, the write never issued.
      const store = this;
      const spin = () => {
        store.count().onsuccess = spin;
      };
      spin();
      void put;
      void args;
      return { set onsuccess(_) {}, set onerror(_) {} };
    };
  });
  await add(page, 'Bouton');
  await page.keyboard.press('Control+s');
  await page.waitForFunction(() => window.__toileSaveHeld === true, null, { timeout: 10_000 });
  await page.close();

  const again = await context.newPage();
  await again.goto(path);
  await canvasOf(again).waitFor();
  await waitForStatus(again, 'Sauvegardé');
  assert.deepEqual(await elementIds(again), before);
  await again
    .getByRole('heading', { level: 1, name: 'Boulangerie Lumière — 200 éléments' })
    .waitFor();
});

test('projects: the top bar name is editable and the rename is saved', async ({ page }) => {
  await makeSavedPage(page);
  await page.getByRole('button', { name: 'Renommer le projet' }).click();
  const field = page.getByRole('textbox', { name: 'Nom du projet' });
  await field.fill('Boulangerie du Port');
  await field.press('Enter');
  await waitForStatus(page, 'Sauvegardé');
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Boulangerie du Port' }).waitFor();
});

test('projects: a share link opens the same page in a fresh browser, as a new copy', async ({
  page,
  browser,
  baseURL,
  shot,
}) => {
  await makeSavedPage(page, 'Page partagée');
  const before = await elementIds(page);
  await page.getByRole('button', { name: 'Partager', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Partager ce projet' });
  await dialog.waitFor();
  const link = await dialog.getByRole('textbox', { name: 'Lien de partage' }).inputValue();
  assert.match(link, /^http:\/\/[^/]+\/editor\/partage#[A-Za-z0-9+\-$]+$/);
  assert.match(await dialog.textContent(), /Le lien contient la page elle-même/);
  await dialogSettled(page);
  await expectAccessible(page, 'share dialog');
  await shot('share-dialog');
  await dialog.getByRole('button', { name: 'Copier le lien' }).click();
  await dialog.getByText(/Lien copié|Copie impossible/).waitFor();
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  const context = await browser.newContext({
    baseURL,
    locale: 'fr-FR',
    viewport: { width: 1440, height: 900 },
  });
  try {
    const other = await context.newPage();
    const errors = [];
    other.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await other.goto(link);
    await canvasOf(other).waitFor();
    assert.deepEqual(await elementIds(other), before);
    assert.ok(
      await canvasOf(other).getByRole('group', { name: 'Texte\u00a0: Page partagée' }).isVisible(),
    );
    await other.getByText(/C'est une nouvelle copie/).waitFor();
    await waitForStatus(other, 'Non sauvegardé');
    await shot('opened-in-fresh-browser', other);
    // The copy is the other person's own: once changed, it is saved in their browser only.
    await add(other, 'Bouton');
    await waitForStatus(other, 'Sauvegardé');
    await other.waitForURL(/\/editor\/projet\//);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }

  // The sender's project is untouched.
  await page.reload();
  await canvasOf(page).waitFor();
  assert.deepEqual(await elementIds(page), before);

  // A damaged link says so in French and opens nothing.
  await page.goto(`/editor/partage#${link.split('#')[1].slice(0, 40)}`);
  await page.getByRole('heading', { name: 'Lien de partage illisible' }).waitFor();
  assert.ok(await page.getByRole('link', { name: 'Voir mes projets' }).isVisible());
});

test('projects: a share link that decompresses to gigabytes is refused, the tab stays alive', async ({
  page,
}) => {
  // 1,5 MB of link, under the 2 MB a link may have; lz-string alone would exhaust the memory.
  const bomb = lzBomb(600_000);
  await page.goto('/editor');
  await page.getByRole('heading', { name: 'Nouveau Projet' }).waitFor();
  // The page's load may wait for the link's reading: the French message is what is waited for.
  await page.goto(`/editor/partage#${bomb}`, { waitUntil: 'commit' });
  await page
    .getByRole('heading', { name: 'Lien de partage illisible' })
    .waitFor({ timeout: 120_000 });
  await page.getByRole('link', { name: 'Voir mes projets' }).click();
  await page.waitForURL((url) => url.pathname === '/projets');
});

test('projects: a bad import is refused with a message and the page is unchanged', async ({
  page,
  shot,
}) => {
  await makeSavedPage(page);
  const before = await elementIds(page);
  const name = await page.getByRole('heading', { level: 1 }).textContent();
  const input = page.locator('input[type="file"]');

  await input.setInputFiles({
    name: 'faux.toile.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":"autre"}'),
  });
  await page.getByText(INVALID_FILE).waitFor();
  await shot('bad-import');
  assert.deepEqual(await elementIds(page), before);
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), name);
  await page.getByRole('button', { name: 'Fermer' }).click();

  const newer = await readFile('test/fixtures/project-v99-file.json');
  await input.setInputFiles({
    name: 'futur.toile.json',
    mimeType: 'application/json',
    buffer: newer,
  });
  await page.getByText(/version plus récente de Toile/).waitFor();
  assert.deepEqual(await elementIds(page), before);
  await page.getByRole('button', { name: 'Fermer' }).click();

  // A good file (an older version, migrated) opens as a new project; the old one stays.
  const older = await readFile('test/fixtures/project-v1-file.json');
  const pathBefore = new URL(page.url()).pathname;
  await input.setInputFiles({
    name: 'atelier.toile.json',
    mimeType: 'application/json',
    buffer: older,
  });
  await page.getByRole('heading', { level: 1, name: 'Atelier céramique' }).waitFor();
  await waitForStatus(page, 'Sauvegardé');
  await page.waitForURL((url) => url.pathname !== pathBefore);
  await page.goto(pathBefore);
  await canvasOf(page).waitFor();
  assert.deepEqual(await elementIds(page), before);
});

test('projects: two tabs never overwrite each other silently', async ({ page, context, shot }) => {
  const path = await makeSavedPage(page, 'Version de départ');
  const second = await context.newPage();
  await second.goto(path);
  await canvasOf(second).waitFor();
  await waitForStatus(second, 'Sauvegardé');

  // Tab 1 saves a change; tab 2 is told at once, and nothing of its own is lost.
  await page.bringToFront();
  await add(page, 'Image');
  await page.getByRole('button', { name: 'Sauvegarder', exact: true }).click();
  await waitForStatus(page, 'Sauvegardé');
  const banner = second
    .getByRole('alert')
    .filter({ hasText: 'Ce projet a changé dans un autre onglet' });
  await banner.waitFor();
  await shot('second-tab-told', second);

  // Tab 2 changes anyway and asks to save: nothing is written, the person chooses.
  await second.bringToFront();
  await add(second, 'Pied de page');
  await second.getByRole('button', { name: 'Sauvegarder', exact: true }).click();
  const dialog = second.getByRole('dialog', { name: 'Ce projet a changé dans un autre onglet' });
  await dialog.waitFor();
  await dialogSettled(second);
  await expectAccessible(second, 'conflict dialog');
  await shot('conflict-dialog', second);
  await dialog.getByRole('button', { name: 'Garder cette version' }).click();
  await waitForStatus(second, 'Sauvegardé');

  // Tab 1 now hears of tab 2's newer save and takes it.
  const back = page
    .getByRole('alert')
    .filter({ hasText: 'Ce projet a changé dans un autre onglet' });
  await back.waitFor();
  await back.getByRole('button', { name: 'Reprendre l’autre version' }).click();
  await waitForStatus(page, 'Sauvegardé');
  assert.deepEqual(await elementIds(page), await elementIds(second));
  assert.equal((await elementIds(page)).length, 4);
});

test('projects: a full disk keeps the page, offers the file, and the retry saves it', async ({
  page,
  shot,
}) => {
  await makeSavedPage(page);
  await page.evaluate((key) => localStorage.setItem(key, 'quota'), FAULT_FLAG);
  await add(page, 'Bouton');
  await waitForStatus(page, "Échec de l'enregistrement");
  const alert = page.getByRole('alert').filter({ hasText: 'espace de stockage' });
  await alert.waitFor();
  assert.match(await alert.textContent(), /Elle reste ouverte ici/);
  assert.equal((await elementIds(page)).length, 4);
  await shot('quota-error');
  await expectAccessible(page, 'save error');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    alert.getByRole('button', { name: 'Télécharger une copie' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /\.toile\.json$/);
  const file = JSON.parse(await readFile(await download.path(), 'utf8'));
  assert.equal(file.format, 'toile-project');
  assert.equal(file.document.pages[0].elements.length, 4);

  await page.evaluate((key) => localStorage.removeItem(key), FAULT_FLAG);
  await alert.getByRole('button', { name: 'Réessayer' }).click();
  await waitForStatus(page, 'Sauvegardé');
  await page.reload();
  await canvasOf(page).waitFor();
  assert.equal((await elementIds(page)).length, 4);
});

test('projects: IndexedDB unavailable and a damaged record get French messages', async ({
  page,
}) => {
  const path = await makeSavedPage(page);
  await page.evaluate((key) => localStorage.setItem(key, 'unavailable'), FAULT_FLAG);
  await add(page, 'Texte');
  await waitForStatus(page, "Échec de l'enregistrement");
  await page.getByRole('alert').filter({ hasText: 'navigation privée' }).waitFor();
  assert.equal((await elementIds(page)).length, 4);

  await page.evaluate((key) => localStorage.setItem(key, 'corrupted'), FAULT_FLAG);
  await page.getByRole('button', { name: 'Réessayer' }).click();
  const damaged = page.getByRole('alert').filter({ hasText: 'endommagé' });
  await damaged.waitFor();
  assert.equal((await elementIds(page)).length, 4);
  await page.goto('/projets');
  await page.getByText('Un projet enregistré est illisible').waitFor();
  await page.goto(path);
  await page.getByRole('heading', { name: 'Projet illisible' }).waitFor();
  await page.evaluate((key) => localStorage.removeItem(key), FAULT_FLAG);
});

test('projects: « Mes projets » lists, renames, duplicates, deletes with « Annuler »', async ({
  page,
  shot,
}) => {
  await page.goto('/projets');
  await page.getByRole('heading', { level: 1, name: 'Mes projets' }).waitFor();
  await page.getByText('Aucun projet enregistré pour l’instant').waitFor();
  await expectAccessible(page, 'projects, empty');

  await makeSavedPage(page, 'Premier');
  await page.getByRole('link', { name: 'Mes projets' }).click();
  await page.waitForURL('**/projets');
  const card = page.getByRole('article', { name: 'Nouveau Projet' });
  await card.waitFor();
  assert.match(await card.textContent(), /modifié à l’instant/);
  assert.ok(await card.getByRole('img', { name: 'Miniature de Nouveau Projet' }).isVisible());
  assert.equal(
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .locator('a[aria-current="page"]')
      .textContent(),
    'Mes projets',
  );

  // Rename.
  await card.getByRole('button', { name: 'Renommer' }).click();
  const rename = page.getByRole('dialog', { name: 'Renommer le projet' });
  await dialogSettled(page);
  await expectAccessible(page, 'rename dialog');
  await rename.getByRole('textbox', { name: 'Nom du projet' }).fill('Portfolio de Léa');
  await rename.getByRole('button', { name: 'Renommer' }).click();
  const renamed = page.getByRole('article', { name: 'Portfolio de Léa' });
  await renamed.waitFor();

  // Duplicate.
  await renamed.getByRole('button', { name: 'Dupliquer' }).click();
  await page.getByRole('article', { name: 'Portfolio de Léa (copie)' }).waitFor();
  assert.equal(await page.getByRole('article').count(), 2);
  await shot('projects-list');
  await page.mouse.move(1, 1);
  await page.getByRole('tooltip').waitFor({ state: 'detached' });
  await expectAccessible(page, 'projects, two');

  // Delete, confirmed, then « Annuler ».
  await page
    .getByRole('article', { name: 'Portfolio de Léa (copie)' })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer ce projet\u00a0?' });
  await dialogSettled(page);
  await expectAccessible(page, 'delete dialog');
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByText('«\u00a0Portfolio de Léa (copie)\u00a0» a été supprimé.').waitFor();
  assert.equal(await page.getByRole('article').count(), 1);
  await shot('deleted-snackbar');
  await page.getByRole('button', { name: 'Annuler' }).click();
  await page.getByRole('article', { name: 'Portfolio de Léa (copie)' }).waitFor();
  await page.reload();
  await page.getByRole('article', { name: 'Portfolio de Léa (copie)' }).waitFor();
  assert.equal(await page.getByRole('article').count(), 2);

  // Open one.
  await page
    .getByRole('article', { name: 'Portfolio de Léa', exact: true })
    .getByRole('link', { name: 'Ouvrir' })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Portfolio de Léa' }).waitFor();
  await page.waitForURL(/\/editor\/projet\//);
  assert.equal(
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .locator('a[aria-current="page"]')
      .textContent(),
    'Éditeur',
  );

  // « Nouveau projet »: a blank page; the previous one is kept.
  await add(page, 'Bouton');
  await page.getByRole('link', { name: 'Mes projets' }).click();
  await page.getByRole('button', { name: 'Nouveau projet' }).click();
  await page.waitForURL((url) => url.pathname === '/editor');
  await page.getByRole('heading', { level: 1, name: 'Nouveau Projet' }).waitFor();
  assert.equal((await elementIds(page)).length, 0);
  await page.goto('/projets');
  const kept = page.getByRole('article', { name: 'Portfolio de Léa', exact: true });
  await kept.waitFor();
  assert.match(await kept.textContent(), /4\u00a0éléments/);
});

test('projects: an unknown project id says so and leads to the list', async ({ page, shot }) => {
  await page.goto('/editor/projet/inconnu');
  await page.getByRole('heading', { level: 1, name: 'Projet introuvable' }).waitFor();
  await expectAccessible(page, 'unknown project');
  await shot('unknown-project');
  await page.getByRole('link', { name: 'Voir mes projets' }).click();
  await page.waitForURL('**/projets');
});

test('projects: a page of 200 elements still makes a working link', async ({
  page,
  browser,
  baseURL,
}) => {
  await openNewEditor(page);
  await page.locator('input[type="file"]').setInputFiles('test/fixtures/project-200-elements.json');
  await page
    .getByRole('heading', { level: 1, name: 'Boulangerie Lumière — 200 éléments' })
    .waitFor();
  assert.equal((await elementIds(page)).length, 200);
  await page.getByRole('button', { name: 'Partager', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Partager ce projet' });
  const link = await dialog.getByRole('textbox', { name: 'Lien de partage' }).inputValue();
  assert.ok(link.length < 2 * 1024 * 1024, `${link.length} characters`);

  const context = await browser.newContext({ baseURL, locale: 'fr-FR' });
  try {
    const other = await context.newPage();
    await other.goto(link);
    await other
      .getByRole('heading', { level: 1, name: 'Boulangerie Lumière — 200 éléments' })
      .waitFor();
    assert.deepEqual(await elementIds(other), await elementIds(page));
  } finally {
    await context.close();
  }
});
