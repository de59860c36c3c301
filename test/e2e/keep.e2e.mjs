// Keeping projects safe, in real Chromium: the browser asked to keep the data once, at the first
// save, and its answer on « Mes projets » (both answers); the reminders to copy a project into a
// file (30 minutes of work never copied, a copy a week behind) and « Plus tard »; the space
// running short in the editor and on « Mes projets »; a save refused for space; Safari's notice,
// once. `navigator.storage`, the clock and the user agent are faked by init scripts.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { PHONE, expectAccessible, test } from './harness.mjs';

const nbsp = '\u00a0';
const MINUTE = 60_000;
const DAY = 86_400_000;
const FAULT_FLAG = 'toile:test-storage-fault';
const PROTECTED = 'Stockage protégé par le navigateur';
const UNPROTECTED = `Ce navigateur peut effacer vos projets${nbsp}: gardez-en une copie dans un fichier`;
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/**
 * Init script: `navigator.storage.persist()` answers `answer` and counts its calls (in
 * localStorage, across reloads), `persisted()` says what it answered, and `estimate()` gives
 * `estimate` when one is given.
 */
function fakeStorage({ answer, estimate }) {
  const proto = StorageManager.prototype;
  const calls = () => Number(localStorage.getItem('e2e:persist-calls') ?? 0);
  Object.defineProperty(proto, 'persist', {
    configurable: true,
    value: async () => {
      localStorage.setItem('e2e:persist-calls', String(calls() + 1));
      localStorage.setItem('e2e:persisted', String(answer));
      return answer;
    },
  });
  Object.defineProperty(proto, 'persisted', {
    configurable: true,
    value: async () => localStorage.getItem('e2e:persisted') === 'true',
  });
  if (estimate)
    Object.defineProperty(proto, 'estimate', { configurable: true, value: async () => estimate });
}

/** Init script: the page's clock runs `localStorage['e2e:clock']` ms ahead (moved by `later`). */
function fakeClock() {
  const RealDate = Date;
  let offset;
  try {
    offset = Number(localStorage.getItem('e2e:clock') ?? 0);
  } catch {
    return; // A frame without storage (about:blank) keeps the real clock.
  }
  globalThis.__e2eOffset = offset;
  class FakeDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + globalThis.__e2eOffset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + globalThis.__e2eOffset;
    }
  }
  globalThis.Date = FakeDate;
}

/** Init script: no File System Access API, so « Enregistrer dans un fichier » downloads. */
function withoutFilePickers() {
  delete window.showSaveFilePicker;
  delete window.showOpenFilePicker;
}

/** Moves the page's clock `ms` ahead, for good (reloads keep it). */
async function later(page, ms) {
  await page.evaluate((ms) => {
    globalThis.__e2eOffset += ms;
    localStorage.setItem('e2e:clock', String(globalThis.__e2eOffset));
  }, ms);
}

const canvasOf = (page) => page.getByRole('region', { name: 'Zone de travail' });
const persistCalls = (page) =>
  page.evaluate(() => Number(localStorage.getItem('e2e:persist-calls') ?? 0));

async function waitForStatus(page, text) {
  await page
    .locator('[data-save-status]', { hasText: new RegExp(`^${text}$`) })
    .waitFor({ timeout: 10_000 });
}

async function add(page, name) {
  await page
    .getByRole('region', { name: 'Éléments' })
    .getByRole('button', { name, exact: true })
    .click();
}

/** A new page with a text, saved by the autosave. */
async function savedPage(page) {
  await page.goto('/editor');
  await canvasOf(page).waitFor();
  await waitForStatus(page, 'Non sauvegardé');
  await add(page, 'Texte');
  await waitForStatus(page, 'Sauvegardé');
  await page.waitForURL(/\/editor\/projet\/[\w-]+$/);
}

const reminderOf = (page) =>
  page.getByRole('status').filter({ hasText: 'Gardez une copie de ce projet' });
const spaceOf = (page) =>
  page.getByRole('status').filter({ hasText: 'Espace de stockage presque plein' });
const safariOf = (page) =>
  page.getByRole('status').filter({ hasText: 'Safari peut effacer vos projets' });

/** Gives the lazy banners time to appear, then says whether `locator` shows. */
async function showsAfterAWhile(page, locator) {
  await page.waitForTimeout(500);
  return (await locator.count()) > 0;
}

test('keep: persist() is asked once, at the first save; « Mes projets » says it is kept', async ({
  page,
  shot,
}) => {
  await page.addInitScript(fakeStorage, { answer: true });
  await page.goto('/projets');
  await page.getByText('Aucun projet enregistré pour l’instant').waitFor();
  // Nothing to keep yet: nothing said, nothing asked.
  assert.equal(await page.getByText(PROTECTED).count(), 0);

  await page.goto('/editor');
  await canvasOf(page).waitFor();
  await waitForStatus(page, 'Non sauvegardé');
  await page.waitForTimeout(1500);
  assert.equal(await persistCalls(page), 0, 'not asked at load');

  await add(page, 'Texte');
  await waitForStatus(page, 'Sauvegardé');
  await page.waitForFunction(() => localStorage.getItem('e2e:persist-calls') === '1');
  await add(page, 'Bouton');
  await waitForStatus(page, 'Sauvegardé');
  await page.reload();
  await canvasOf(page).waitFor();
  await add(page, 'Image');
  await waitForStatus(page, 'Sauvegardé');
  await page.getByRole('button', { name: 'Sauvegarder', exact: true }).click();

  await page.getByRole('link', { name: 'Mes projets' }).click();
  await page.waitForURL('**/projets');
  await page.getByText(PROTECTED).waitFor();
  assert.equal(await page.getByText(UNPROTECTED).count(), 0);
  assert.equal(await persistCalls(page), 1, 'asked once');
  await expectAccessible(page, 'projects, storage protected');
  await shot('protected');
});

test('keep: a browser that says no: « Mes projets » says it may erase them', async ({
  page,
  shot,
}) => {
  await page.addInitScript(fakeStorage, { answer: false });
  await page.goto('/editor');
  await canvasOf(page).waitFor();
  await add(page, 'Bouton');
  await page.getByRole('button', { name: 'Sauvegarder', exact: true }).click();
  await waitForStatus(page, 'Sauvegardé');
  await page.waitForFunction(() => localStorage.getItem('e2e:persist-calls') === '1');

  await page.goto('/projets');
  await page.getByText(UNPROTECTED).waitFor();
  assert.equal(await page.getByText(PROTECTED).count(), 0);
  // Chromium is not Safari: no seven-day notice.
  assert.equal(await showsAfterAWhile(page, safariOf(page)), false);
  await page.reload();
  await page.getByText(UNPROTECTED).waitFor();
  assert.equal(await persistCalls(page), 1, 'asked once, never again');
  await expectAccessible(page, 'projects, storage not protected');
  await shot('not-protected');
});

test('keep: 30 minutes of work never copied, then a copy a week old, remind; « Plus tard » waits a week', async ({
  page,
  shot,
}) => {
  await page.addInitScript(fakeClock);
  await page.addInitScript(fakeStorage, { answer: false });
  await page.addInitScript(withoutFilePickers);
  await savedPage(page);
  assert.equal(await page.evaluate(() => 'showSaveFilePicker' in window), false);

  // The first minute was the page's first change; 28 more minutes, each with a change.
  for (let minute = 2; minute <= 29; minute += 1) {
    await later(page, MINUTE);
    await add(page, 'Texte');
  }
  await waitForStatus(page, 'Sauvegardé');
  assert.equal(await showsAfterAWhile(page, reminderOf(page)), false, 'not before 30 minutes');
  // A pause of an hour is no work.
  await later(page, 60 * MINUTE);
  await page.reload();
  await canvasOf(page).waitFor();
  assert.equal(await showsAfterAWhile(page, reminderOf(page)), false, 'a pause is no work');

  await later(page, MINUTE);
  await add(page, 'Bouton');
  const reminder = reminderOf(page);
  await reminder.waitFor();
  assert.match(await reminder.textContent(), /n’existe que dans ce navigateur/);
  assert.ok(
    await reminder.getByRole('button', { name: 'Enregistrer dans un fichier' }).isVisible(),
  );
  await expectAccessible(page, 'reminder');
  await shot('reminder');

  // « Plus tard »: not again for seven days, reloads included.
  await reminder.getByRole('button', { name: 'Plus tard' }).click();
  await reminder.waitFor({ state: 'detached' });
  await later(page, 6 * DAY);
  await page.reload();
  await canvasOf(page).waitFor();
  await add(page, 'Texte');
  assert.equal(await showsAfterAWhile(page, reminderOf(page)), false, 'held for seven days');
  await later(page, DAY);
  await add(page, 'Texte');
  await reminderOf(page).waitFor();

  // « Enregistrer dans un fichier »: without the File System Access API, a download.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    reminderOf(page).getByRole('button', { name: 'Enregistrer dans un fichier' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /\.toile\.json$/);
  const file = JSON.parse(await readFile(await download.path(), 'utf8'));
  assert.equal(file.format, 'toile-project');
  await reminderOf(page).waitFor({ state: 'detached' });
  await add(page, 'Texte');
  await waitForStatus(page, 'Sauvegardé');
  assert.equal(await showsAfterAWhile(page, reminderOf(page)), false, 'a fresh copy');

  // Changed since a copy now a week old: reminded again, with the copy's date.
  await later(page, 8 * DAY);
  await page.reload();
  await canvasOf(page).waitFor();
  await reminderOf(page).waitFor();
  assert.match(
    await reminderOf(page).textContent(),
    /a changé depuis sa dernière copie dans un fichier, le \d{1,2} \S+ \d{4}\./,
  );
  await shot('reminder-stale');
});

test('keep: space running short: the editor and « Mes projets » say so and offer a way out', async ({
  page,
  shot,
}) => {
  const MEBIBYTE = 1024 * 1024;
  await page.addInitScript(fakeStorage, {
    answer: false,
    estimate: { usage: 990 * MEBIBYTE, quota: 1024 * MEBIBYTE },
  });
  await page.addInitScript(withoutFilePickers);
  await savedPage(page);
  const warning = spaceOf(page);
  await warning.waitFor();
  assert.match(await warning.textContent(), /Il ne reste que 34\u00a0Mo libres/);
  assert.ok(await warning.getByRole('button', { name: 'Enregistrer dans un fichier' }).isVisible());
  await expectAccessible(page, 'space warning, editor');
  await shot('space-editor');
  await warning.getByRole('button', { name: 'Supprimer les anciennes versions' }).click();
  await warning
    .getByText(/Aucune ancienne version à supprimer|ancienne(s)? version(s)? (a|ont) été supprimée/)
    .waitFor();

  await page.goto('/projets');
  const onList = spaceOf(page);
  await onList.waitFor();
  assert.match(await onList.textContent(), /Télécharger le fichier/);
  assert.ok(
    await onList.getByRole('button', { name: 'Supprimer les anciennes versions' }).isVisible(),
  );
  await expectAccessible(page, 'space warning, projects');
  await shot('space-projects');
  await onList.getByRole('button', { name: 'Fermer' }).click();
  await onList.waitFor({ state: 'detached' });
});

test('keep: a save refused for space keeps the version before whole and offers the file', async ({
  page,
  context,
  shot,
}) => {
  await page.addInitScript(withoutFilePickers);
  await savedPage(page);
  const path = new URL(page.url()).pathname;
  await page.evaluate((key) => localStorage.setItem(key, 'quota'), FAULT_FLAG);
  await add(page, 'Bouton');
  await waitForStatus(page, "Échec de l'enregistrement");
  const alert = page.getByRole('alert').filter({ hasText: 'espace de stockage' });
  await alert.waitFor();
  assert.match(await alert.textContent(), /la version enregistrée précédente est intacte/);
  await shot('quota');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    alert.getByRole('button', { name: 'Enregistrer dans un fichier' }).click(),
  ]);
  const file = JSON.parse(await readFile(await download.path(), 'utf8'));
  assert.equal(file.document.pages[0].elements.length, 2, 'the file holds the change');

  // The version saved before is whole: another tab opens it as it was.
  const other = await context.newPage();
  await other.goto(path);
  await canvasOf(other).waitFor();
  await waitForStatus(other, 'Sauvegardé');
  assert.equal(await other.locator('[data-element-id]').count(), 1);
  await other.close();
  await page.evaluate((key) => localStorage.removeItem(key), FAULT_FLAG);
});

test(
  'keep: Safari on a Mac: the seven-day notice, once',
  async ({ page, shot }) => {
    await savedPage(page);
    const notice = safariOf(page);
    await notice.waitFor();
    assert.match(await notice.textContent(), /sept jours/);
    assert.match(await notice.textContent(), /Ajouter au Dock/);
    await expectAccessible(page, 'Safari notice');
    await shot('safari-mac');
    await notice.getByRole('button', { name: 'J’ai compris' }).click();
    await notice.waitFor({ state: 'detached' });

    await page.reload();
    await canvasOf(page).waitFor();
    assert.equal(await showsAfterAWhile(page, safariOf(page)), false);
    await page.goto('/projets');
    await page.getByRole('article').first().waitFor();
    assert.equal(await showsAfterAWhile(page, safariOf(page)), false);
  },
  { contextOptions: { userAgent: SAFARI_MAC } },
);

test(
  'keep: Safari on an iPhone: the home screen, told once, even unread',
  async ({ page, shot }) => {
    await page.goto('/projets');
    await page.getByText('Aucun projet enregistré pour l’instant').waitFor();
    assert.equal(await showsAfterAWhile(page, safariOf(page)), false, 'nothing to keep yet');

    // A project imported from « Mes projets » is saved, then opens in the editor.
    await page
      .getByTestId('project-file-input')
      .first()
      .setInputFiles('test/fixtures/project-v1-file.json');
    await page.waitForURL(/\/editor\/projet\//);
    await canvasOf(page).waitFor();
    // Told on « Mes projets » as the project was saved, it stays with the editor.
    const notice = safariOf(page);
    await notice.waitFor();
    await page.waitForTimeout(500);
    assert.ok(await notice.isVisible());
    assert.match(await notice.textContent(), /Sur l’écran d’accueil/);
    await expectAccessible(page, 'Safari notice, iPhone');
    await shot('safari-iphone');

    await page.reload();
    await canvasOf(page).waitFor();
    assert.equal(await showsAfterAWhile(page, safariOf(page)), false);
    await page.goto('/projets');
    await page.getByRole('article').first().waitFor();
    assert.equal(await showsAfterAWhile(page, safariOf(page)), false);
  },
  { contextOptions: { userAgent: SAFARI_IPHONE }, viewport: PHONE },
);
