// accessibility on every route and dialog, a privacy tour of every screen, and the whole
// journey (landing → template → elements → save → export) with the keyboard only.
import assert from 'node:assert/strict';
import { PHONE, appSettled, expectAccessible, test } from './harness.mjs';

const ROUTES = ['/', '/templates', '/editor', '/editor/7', '/projets', '/nulle-part'];

async function settled(page) {
  await page.getByRole('link', { name: 'Toile, accueil' }).waitFor();
  await appSettled(page);
  await page
    .locator('[role="progressbar"]')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => {});
}

for (const viewport of [undefined, PHONE]) {
  test(
    `axe finds no serious violation on any route${viewport ? ' (phone)' : ''}`,
    async ({ page }) => {
      for (const path of ROUTES) {
        await page.goto(path);
        await settled(page);
        await expectAccessible(page, path);
      }
    },
    viewport ? { viewport } : {},
  );
}

test('axe finds no serious violation in the editor dialogs (export, code, preview)', async ({
  page,
  shot,
}) => {
  await page.goto('/editor');
  await page.getByRole('button', { name: 'Texte', exact: true }).click();
  await page.getByRole('button', { name: 'Exporter' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Exporter la page' });
  await exportDialog.waitFor();
  await expectAccessible(page, 'export dialog');
  await exportDialog.getByRole('button', { name: 'Voir le code' }).click();
  await page.getByRole('dialog', { name: 'Code de la page' }).waitFor();
  await expectAccessible(page, 'code dialog');
  await shot('code-dialog');
  await page.keyboard.press('Escape');
  await page
    .getByRole('dialog')
    .first()
    .waitFor({ state: 'hidden' })
    .catch(() => {});
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Aperçu', exact: true }).click();
  await page.getByRole('dialog', { name: 'Aperçu' }).waitFor();
  await expectAccessible(page, 'preview dialog');
});

test('privacy: a tour of every screen asks nothing of another host', async ({ page, context }) => {
  const requests = [];
  context.on('request', (request) => requests.push(request.url()));
  for (const path of ROUTES) {
    await page.goto(path);
    await settled(page);
  }
  // Open a template, preview it, export and preview a page: the heaviest screens.
  await page.goto('/templates');
  await page
    .getByRole('button', { name: /^Aperçu/ })
    .first()
    .click({ force: true });
  await page.getByRole('dialog').waitFor();
  await page.keyboard.press('Escape');
  await page.goto('/editor/3');
  await settled(page);
  await page.getByRole('button', { name: 'Image', exact: true }).click();
  await page.getByRole('button', { name: 'Aperçu', exact: true }).click();
  await page.getByRole('dialog', { name: 'Aperçu' }).waitFor();
  const origin = new URL(page.url()).origin;
  const http = requests.filter((url) => /^https?:/.test(url));
  assert.ok(http.length > 10, `the tour made requests (${http.length})`);
  const foreign = http.filter((url) => new URL(url).origin !== origin);
  assert.deepEqual(foreign, []);
});

test('keyboard only: landing → template → add and edit elements → save → export', async ({
  page,
  shot,
}) => {
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      return `${el?.tagName} ${el?.getAttribute('aria-label') ?? ''} ${el?.textContent?.trim().slice(0, 40) ?? ''}`;
    });
  /** Presses Tab until the focused element matches `name` (accessible name or text). */
  async function tabTo(name, max = 80) {
    for (let i = 0; i < max; i += 1) {
      await page.keyboard.press('Tab');
      const matches = await page.evaluate((wanted) => {
        const el = document.activeElement;
        const clean = (t) => (t ?? '').replace(/\s+/g, ' ').trim();
        const names = [
          el?.getAttribute('aria-label'),
          ...[...(el?.labels ?? [])].map((l) => l.textContent),
          ...(el?.getAttribute('aria-labelledby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent),
          el?.textContent,
        ].map(clean);
        return names.includes(wanted);
      }, name);
      if (matches) return;
    }
    throw new Error(`Tab never reached « ${name} » (focus on ${await focused()})`);
  }

  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await tabTo('Commencer gratuitement');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/templates');
  await page.getByRole('heading', { name: 'Bibliothèque de Templates' }).waitFor();
  await page
    .getByRole('link', { name: /Utiliser/ })
    .first()
    .waitFor();
  await tabTo('Utiliser');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/editor\/\d+$/);
  await page.getByRole('region', { name: 'Zone de travail' }).waitFor();

  // Add a text element from the palette, then edit its content and font size.
  await tabTo('Texte');
  await page.keyboard.press('Enter');
  const content = page.getByRole('textbox', { name: 'Contenu' });
  await content.waitFor();
  await tabTo('Contenu');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Bonjour au clavier');
  await tabTo('Taille de police');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('28');
  await page.keyboard.press('Tab');
  await page
    .getByRole('region', { name: 'Zone de travail' })
    .getByText('Bonjour au clavier')
    .waitFor();
  assert.equal(
    await page
      .getByRole('region', { name: 'Zone de travail' })
      .getByText('Bonjour au clavier')
      .evaluate((el) => getComputedStyle(el).fontSize),
    '28px',
  );

  // Save with the keyboard.
  await tabTo('Sauvegarder');
  await page.keyboard.press('Enter');
  await page.getByText('Sauvegardé', { exact: true }).waitFor();

  // Export: the zip downloads.
  await tabTo('Exporter');
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const file = await download;
  assert.match(file.suggestedFilename(), /\.zip$/);
  await shot('keyboard-exported');
});
