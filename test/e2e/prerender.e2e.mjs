// The library (/templates) arrives prerendered (vite.config.ts, src/entry-server.tsx): its cards
// are in the page before any script runs, the app then hydrates them in place, and what a person
// does before that (click, list box, typing, keyboard) is held and handed over (src/app/earlyInput.ts).
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, expectAccessible, test } from './harness.mjs';

const TITLE = 'Bibliothèque de Templates';
const NBSP = '\u00a0';
const cards = (page) => page.getByRole('article');

/** Holds the app's code back, so that the prerendered page stays unhydrated for a while. */
async function slowAppCode(page, ms = 1500) {
  await page.route(/\/assets\/bootstrap-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Resolves once React owns the page (its root container carries React's key). */
async function waitForHydration(page) {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
    },
    null,
    { timeout: 15000 },
  );
}

test(
  'the library is in the page before any script runs: title, search, filter and 50 cards',
  async ({ page, shot }) => {
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto('/templates');
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    assert.equal(await page.title(), 'Bibliothèque de Templates — Toile');
    assert.equal(await cards(page).count(), 50);
    assert.equal(await cards(page).first().locator('h2').textContent(), 'Business Élégant');
    assert.ok(await page.getByRole('textbox', { name: 'Rechercher un template' }).isVisible());
    assert.ok(await page.getByRole('combobox', { name: 'Catégorie' }).isVisible());
    assert.equal(await page.getByRole('status').first().textContent(), `50${NBSP}templates`);
    // Thumbnails are part of the page (data: URLs), nothing to fetch.
    const src = await cards(page).first().getByRole('img').getAttribute('src');
    assert.match(src, /^data:image\/svg\+xml/);
    // The links work without the app: « Utiliser » is a real link to the editor.
    assert.equal(
      await cards(page).first().getByRole('link', { name: 'Utiliser' }).getAttribute('href'),
      '/editor/1',
    );
    await shot('library-before-scripts');
  },
  { allowConsoleErrors: true },
);

test('the prerendered library is hydrated in place: the same elements, every label holds', async ({
  page,
}) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      window.__firstCard = document.querySelector('article');
    });
  });
  await page.goto('/templates');
  await waitForHydration(page);
  assert.ok(await page.evaluate(() => window.__firstCard === document.querySelector('article')));
  // Every card is named by its own title, and the page reads the same as before hydration.
  const unnamed = await page.evaluate(
    () =>
      [...document.querySelectorAll('article')].filter((card) => {
        const title = document.getElementById(card.getAttribute('aria-labelledby') ?? '');
        return !title || !card.contains(title);
      }).length,
  );
  assert.equal(unnamed, 0);
  await page.getByRole('textbox', { name: 'Rechercher un template' }).fill('portfolio');
  await page.waitForFunction(() => document.querySelectorAll('article').length === 4);
  await expectAccessible(page, 'library after hydration');
});

for (const viewport of [DESKTOP, PHONE]) {
  test(
    `a click on « Aperçu » before the library is hydrated opens the preview (${viewport.width}px)`,
    async ({ page }) => {
      await slowAppCode(page);
      await page.goto('/templates', { waitUntil: 'domcontentloaded' });
      const first = cards(page).first();
      await first.hover();
      await first.getByRole('button', { name: 'Aperçu' }).click();
      await page.getByRole('dialog').waitFor();
      assert.match(await page.getByRole('dialog').textContent(), /Business Élégant/);
    },
    { viewport },
  );
}

test('a choice of category before the library is hydrated is not lost', async ({ page }) => {
  await slowAppCode(page);
  await page.goto('/templates', { waitUntil: 'domcontentloaded' });
  // The select is the browser's own: it opens and takes the choice without the app.
  await page.getByRole('combobox', { name: 'Catégorie' }).selectOption({ label: 'Portfolio (7)' });
  await page.waitForFunction(() => document.querySelectorAll('article').length === 7);
  await page.waitForURL((url) => url.searchParams.get('categorie') === 'portfolio');
});

test('text typed into the search before the library is hydrated filters it once ready', async ({
  page,
}) => {
  await slowAppCode(page);
  await page.goto('/templates', { waitUntil: 'domcontentloaded' });
  const search = page.getByRole('textbox', { name: 'Rechercher un template' });
  await search.fill('portfolio');
  await waitForHydration(page);
  await page.waitForFunction(() => document.querySelectorAll('article').length === 4);
  assert.equal(await search.inputValue(), 'portfolio');
  await page.waitForURL((url) => url.searchParams.get('q') === 'portfolio');
});

test('keyboard only, before hydration: Tab to « Aperçu », Enter opens the preview', async ({
  page,
}) => {
  await slowAppCode(page);
  await page.goto('/templates', { waitUntil: 'domcontentloaded' });
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => document.activeElement?.textContent?.trim());
    if (name === 'Aperçu') break;
  }
  assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Aperçu');
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').waitFor();
});

test('an address with a search is rendered afresh with its filters', async ({ page }) => {
  await page.goto('/templates?categorie=portfolio');
  await page.waitForFunction(() => document.querySelectorAll('article').length === 7);
  assert.match(
    await page
      .getByRole('combobox', { name: 'Catégorie' })
      .evaluate((select) => select.selectedOptions[0].textContent),
    /^Portfolio/,
  );
  await page.goto('/templates/');
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  await waitForHydration(page);
  assert.equal(await cards(page).count(), 50);
});

test(
  'when generation fails, the prerendered cards give way to the French message',
  async ({ page }) => {
    await page.route(/(generateTemplates|templatesWorker)-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/templates');
    await page.getByText("Les templates n'ont pas pu être préparés").waitFor();
    assert.equal(await cards(page).count(), 0);
  },
  { allowConsoleErrors: true },
);

test('each screen names the browser tab, on arrival and as the address changes', async ({
  page,
}) => {
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await page.goto('/');
  assert.equal(await page.title(), 'Toile — Créez des sites web en quelques minutes');
  await nav.getByRole('link', { name: 'Templates' }).click();
  await page.waitForFunction(() => document.title === 'Bibliothèque de Templates — Toile');
  await nav.getByRole('link', { name: 'Éditeur' }).click();
  await page.waitForFunction(() => document.title === 'Éditeur — Toile');
  await nav.getByRole('link', { name: 'Mes projets' }).click();
  await page.waitForFunction(() => document.title === 'Mes projets — Toile');
  await page.goto('/nulle-part');
  await page.waitForFunction(() => document.title === 'Page introuvable — Toile');
});
