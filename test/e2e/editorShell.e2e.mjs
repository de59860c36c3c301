// The editor's shell (dist/editor.html, vite.config.ts and src/entry-server.tsx): /editor and
// /editor/{templateId} paint the frame of an empty editor before any script runs, inert and
// showing nothing the app has yet to decide (the project's name, its save state, the zoom); the
// app then replaces it with the editor itself, with no blank and no loading screen between.
// Other addresses (/projets, a saved project, a share link, an unknown one) never show it.
import assert from 'node:assert/strict';
import {
  DESKTOP,
  PHONE,
  appSettled,
  expectAccessible,
  offlineAfterFirstVisit,
  test,
} from './harness.mjs';

const HINT = 'Commencez par ajouter des éléments';
const hint = (page) => page.getByText(HINT).filter({ visible: true });
const panelsBar = (page) => page.locator('nav[aria-label="Panneaux de l\'éditeur"]');
const palette = (page) => page.getByRole('region', { name: 'Éléments' });
const canvas = (page) => page.getByRole('region', { name: 'Zone de travail' });

/** Blocks every script: the page as it is before (or without) the app. */
const withoutScripts = (page) => page.route(/\.js$/, (route) => route.abort());

/** Holds the app's start-up code back a while, so that the page stays as served meanwhile. */
async function slowAppCode(page, ms = 1000) {
  await page.route(/\/assets\/bootstrap-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/**
 * Opens `path` and records, while the shell is on screen and from then on, whether the root was
 * ever empty or showed a loading screen, and whether the shell left.
 */
async function openWatchingRoot(page, path) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => {
    window.textRect = (element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const { x, y, width, height } = range.getBoundingClientRect();
      return { x, y, width, height };
    };
    const root = document.getElementById('root');
    const seen = { shell: root.querySelector('.toile-shell') !== null };
    // Where the shell draws the empty page's hint (its text), to compare with the app's.
    const shown = [...root.querySelectorAll('.toile-shell [data-canvas] > p')].find(
      (p) => p.getClientRects().length > 0,
    );
    if (shown) window.__toileShellHint = window.textRect(shown);
    Object.assign(seen, { blank: false, loading: false, shellGone: false });
    window.__toileShell = seen;
    new MutationObserver(() => {
      if (root.childElementCount === 0) seen.blank = true;
      if (root.querySelector('[role="status"] [role="progressbar"]')) seen.loading = true;
      if (!root.querySelector('.toile-shell')) seen.shellGone = true;
    }).observe(root, { childList: true, subtree: true });
  });
}

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
]) {
  test(
    `${label}: /editor and /editor/5 show the editor's frame before any script, and nothing false`,
    async ({ page, shot }) => {
      await withoutScripts(page);
      for (const path of ['/editor', '/editor/5']) {
        await page.goto(path);
        await hint(page).waitFor();
        assert.equal(await hint(page).count(), 1);
        assert.equal(await page.title(), 'Éditeur — Toile');
        assert.equal(await page.locator('#root').getAttribute('aria-busy'), 'true');
        // Its two layouts' `main` are plain blocks: a page holds one `main` at most (Nu checker).
        assert.equal(await page.locator('main').count(), 0, 'main');
        // The layout of this width: the panels' bar on a phone, the side panels on a desktop.
        const phone = viewport === PHONE;
        assert.equal(await panelsBar(page).filter({ visible: true }).count(), phone ? 1 : 0, 'bar');
        assert.equal(
          await page
            .locator('[aria-labelledby]', { hasText: 'Glissez et déposez' })
            .filter({ visible: true })
            .count(),
          phone ? 0 : 1,
          'palette',
        );
        // Nothing the app has yet to decide: no name, no save state, no zoom percentage.
        const shown = await page.locator('#root').innerText();
        for (const wrong of ['Nouveau Projet', 'Boutique Mode', 'Non sauvegardé']) {
          assert.ok(!shown.includes(wrong), `${path}: « ${wrong} » is shown`);
        }
        // The zoom's levels, not the scale in use.
        const percents = [...shown.matchAll(/(\d+)[\s\u00a0]%/g)].map((m) => m[1]);
        assert.deepEqual(percents, ['50', '75', '100']);
        const heading = page.locator('h1').filter({ visible: true });
        assert.equal((await heading.innerText()).trim(), '');
        // Inert: no control takes the focus nor a click.
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        assert.equal(
          await page.evaluate(() =>
            document.getElementById('root').contains(document.activeElement),
          ),
          false,
        );
        const exporter = page.locator('button', { hasText: 'Exporter' }).first();
        assert.equal(
          await exporter.evaluate((button) => {
            button.focus();
            return document.activeElement === button || !button.closest('[inert]');
          }),
          false,
          'inert',
        );
        await expectAccessible(page, `${path} shell`);
      }
      await shot(`editor-shell-${label}`);
    },
    { viewport, allowConsoleErrors: true },
  );

  test(
    `${label}: the app replaces the shell with the editor itself, which works`,
    async ({ page }) => {
      await slowAppCode(page);
      for (const [path, name] of [
        ['/editor', 'Nouveau Projet'],
        ['/editor/5', 'Boutique Mode'],
      ]) {
        await openWatchingRoot(page, path);
        await page.getByRole('heading', { level: 1, name }).waitFor();
        const seen = await page.evaluate(() => window.__toileShell);
        const expected = { shell: true, blank: false, loading: false, shellGone: true };
        assert.deepEqual(seen, expected, path);
        assert.equal(await page.locator('.toile-shell').count(), 0);
        assert.equal(await page.locator('#root').getAttribute('aria-busy'), null);
        assert.equal(await hint(page).count(), 1);
        if (path === '/editor') {
          // The shell drew the hint where the app draws it, the app's no larger (or it would be
          // the page's largest paint again, late): the shell's CSS follows the canvas's layout.
          const [before, after] = await page.evaluate(() => [
            window.__toileShellHint,
            window.textRect(document.querySelector('[data-canvas] > p')),
          ]);
          assert.ok(Math.abs(before.y - after.y) <= 4, `hint at ${before.y}, then ${after.y}`);
          assert.ok(Math.abs(before.x - after.x) <= 8, `hint at ${before.x}, then ${after.x}`);
          const ratio = (before.width * before.height) / (after.width * after.height);
          assert.ok(ratio >= 1 && ratio <= 1.1, `shell's hint ${ratio} × the app's`);
        }
      }
      // It works: an element is added (from the panels' bar on a phone).
      if (viewport === PHONE) {
        await page.getByRole('button', { name: 'Éléments', exact: true }).click();
      }
      await palette(page).getByRole('button', { name: 'Texte', exact: true }).click();
      await canvas(page)
        .getByRole('group', { name: /^Texte/ })
        .first()
        .waitFor();
      assert.equal(await hint(page).count(), 0);
      await expectAccessible(page, 'editor');
    },
    { viewport },
  );
}

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
]) {
  test(
    `${label}: from the shell, each of the editor's files is asked for once, and the page drawn once at its scale`,
    async ({ page }) => {
      const requested = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) requested.push(pathname);
      });
      await page.goto('/editor/5', { waitUntil: 'domcontentloaded' });
      // Every scale the canvas is drawn at, from its first render on.
      await page.evaluate(() => {
        window.__toileScales = [];
        const note = () => {
          const drawn = document.querySelector('#root > :not(.toile-shell) [data-canvas]');
          const scale = drawn?.getAttribute('data-scale');
          if (scale && window.__toileScales.at(-1) !== scale) window.__toileScales.push(scale);
        };
        new MutationObserver(note).observe(document.getElementById('root'), {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['data-scale'],
        });
      });
      await page.getByRole('heading', { level: 1, name: 'Boutique Mode' }).waitFor();
      // The template's faded page comes just after the editor, in a commit of its own.
      await page.locator('[data-template-backdrop]').waitFor({ state: 'attached' });
      // Every request made by the time the app is at rest.
      await appSettled(page);
      const twice = requested.filter((path, i) => requested.indexOf(path) !== i);
      assert.deepEqual(twice, [], 'files asked for twice');
      assert.ok(
        requested.some((path) => /\/EditorRoute-/.test(path)),
        requested.join(' '),
      );
      const scales = await page.evaluate(() => window.__toileScales);
      assert.equal(scales.length, 1, `drawn at ${scales.join(', then ')}`);
      const fitted = Number(scales[0]);
      assert.ok(fitted > 0 && fitted < 1, `scale ${fitted}`);
      // The scale is the one « Ajuster » measures: a new measure (another zoom, then « Ajuster »)
      // gives the same.
      await page.getByRole('button', { name: /^100\s%$/ }).click();
      await page.getByRole('button', { name: 'Ajuster', exact: true }).click();
      await page.locator(`[data-canvas][data-scale="${fitted}"]`).waitFor();
    },
    { viewport },
  );
}

test(
  "the top bar's icon buttons show their hint on hover and keyboard focus",
  async ({ page }) => {
    await page.goto('/editor');
    const undo = page.getByRole('button', { name: 'Annuler', exact: true });
    await undo.waitFor();
    await page.getByRole('button', { name: 'Aperçu', exact: true }).hover();
    assert.equal(await page.getByRole('tooltip').textContent(), 'Aperçu');
    await page.mouse.move(0, 600);
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    // A disabled button (nothing to undo yet) has its hint too: it gets no pointer events, its
    // hint's span does.
    await undo.locator('xpath=..').hover();
    assert.equal(await page.getByRole('tooltip').textContent(), 'Annuler (Ctrl+Z)');
    await page.keyboard.press('Escape');
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    // The keyboard's focus shows it too (after a key, the browser shows where the focus is).
    await page.mouse.move(0, 600);
    await page.getByRole('button', { name: 'Aperçu', exact: true }).focus();
    assert.equal(await page.getByRole('tooltip').textContent(), 'Aperçu');
    await page.keyboard.press('Escape');
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
  },
  { viewport: PHONE },
);

test(
  'no other address shows the editor shell: /projets, a saved project, a share link, an unknown one',
  async ({ page }) => {
    await withoutScripts(page);
    for (const path of ['/projets', '/editor/projet/abc', '/editor/partage', '/inconnue', '/']) {
      await page.goto(path);
      assert.equal(await page.locator('.toile-shell').count(), 0, path);
      assert.equal(await page.getByText(HINT).count(), 0, path);
    }
  },
  { allowConsoleErrors: true },
);

test('with its app, a saved project and a share link never flash the editor shell', async ({
  page,
}) => {
  await slowAppCode(page);
  await openWatchingRoot(page, '/editor/partage#ceci-nest-pas-un-lien');
  await page.getByRole('heading', { name: 'Lien de partage illisible' }).waitFor();
  assert.equal((await page.evaluate(() => window.__toileShell)).shell, false);
  await page.goto('/projets');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  assert.equal(await page.getByText(HINT).count(), 0);
});

test('offline, the service worker serves the shell for /editor/5, then the editor with its template', async ({
  page,
  context,
}) => {
  await offlineAfterFirstVisit(page, context);
  // What the worker answered (its requests escape page.route: the app is not held back here).
  const served = () => page.evaluate(() => document.getElementById('root').dataset.prerendered);
  try {
    await page.goto('/editor/5');
    assert.equal(await served(), '/editor');
    await page.getByRole('heading', { level: 1, name: 'Boutique Mode' }).waitFor();
    assert.equal(await page.locator('.toile-shell').count(), 0);
    // A saved project's address offline: the unrendered page, never the shell.
    await page.goto('/editor/projet/inconnu', { waitUntil: 'domcontentloaded' });
    assert.equal(await served(), undefined);
  } finally {
    await context.setOffline(false);
  }
});
