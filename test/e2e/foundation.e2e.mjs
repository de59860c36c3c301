import assert from 'node:assert/strict';
import { DESKTOP, PHONE, appSettled, expectAccessible, test } from './harness.mjs';

const ROUTES = [
  { path: '/', current: 'Accueil', slug: 'accueil' },
  { path: '/templates', current: 'Templates', slug: 'templates' },
  { path: '/editor', current: 'Éditeur', slug: 'editeur' },
  { path: '/editor/7', current: 'Éditeur', slug: 'editeur-7' },
  { path: '/projets', current: 'Mes projets', slug: 'projets' },
  { path: '/nulle-part', current: null, slug: '404' },
];

async function currentLinks(page) {
  return page
    .getByRole('navigation', { name: 'Navigation principale' })
    .locator('a[aria-current="page"]')
    .allTextContents();
}

for (const route of ROUTES) {
  test(`desktop ${route.path}: header, highlight and no horizontal scroll`, async ({
    page,
    shot,
  }) => {
    await page.goto(route.path);
    await page.getByRole('link', { name: 'Toile, accueil' }).waitFor();
    await appSettled(page);
    assert.deepEqual(await currentLinks(page), route.current ? [route.current] : []);
    assert.ok(await page.getByRole('button', { name: 'Se connecter' }).isVisible());
    assert.ok(await page.getByRole('link', { name: 'Commencer', exact: true }).isVisible());
    // The site's header has no « Menu » button (the editor's palette has a « Menu » element).
    assert.equal(
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).isVisible(),
      false,
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    assert.ok(overflow <= 0, `horizontal overflow of ${overflow}px`);
    await shot(`desktop-${route.slug}`);
  });

  test(
    `phone ${route.path}: menu instead of links, no horizontal scroll`,
    async ({ page, shot }) => {
      await page.goto(route.path);
      const menuButton = page.getByRole('button', { name: 'Menu' });
      await menuButton.waitFor();
      await appSettled(page);
      assert.equal(
        await page.getByRole('navigation', { name: 'Navigation principale' }).isVisible(),
        false,
      );
      assert.equal(await page.getByRole('button', { name: 'Se connecter' }).isVisible(), false);
      assert.ok(await page.getByRole('link', { name: 'Commencer', exact: true }).isVisible());
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      assert.ok(overflow <= 0, `horizontal overflow of ${overflow}px`);
      await shot(`phone-${route.slug}`);
      await menuButton.click();
      const items = page.getByRole('menuitem');
      // The menu's code loads on the first tap (SiteMenu, its own chunk).
      await items.first().waitFor();
      assert.deepEqual(await items.allTextContents(), [
        'Accueil',
        'Templates',
        'Éditeur',
        'Mes projets',
      ]);
      if (route.current) {
        assert.equal(
          await page.getByRole('menuitem', { name: route.current }).getAttribute('aria-current'),
          'page',
        );
      }
      await shot(`phone-${route.slug}-menu`);
    },
    { viewport: PHONE },
  );
}

test('landing page links lead where they say', async ({ page }) => {
  for (const [name, target] of [
    ['Commencer gratuitement', '/templates'],
    ['Voir la démo', '/editor'],
    ['Commencer maintenant', '/templates'],
    ['Commencer', '/templates'],
  ]) {
    await page.goto('/');
    await page.getByRole('link', { name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === target);
  }
  await page.goto('/templates');
  await page.getByRole('link', { name: 'Toile, accueil' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page
    .getByRole('heading', { level: 1, name: 'Créez des sites web en quelques minutes' })
    .waitFor();
});

test('the landing page is interactive without the store, which comes with the first screen that uses it', async ({
  page,
}) => {
  const scripts = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.push(pathname);
  });
  const storeLoaded = () => scripts.some((path) => /\/startStore-[\w-]+\.js$/.test(path));
  await page.goto('/');
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
  await appSettled(page);
  assert.equal(storeLoaded(), false, `the landing page loaded the store: ${scripts.join(', ')}`);
  // Its first use, from the landing page: the library with its templates.
  await page.getByRole('link', { name: 'Commencer gratuitement', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Bibliothèque de Templates' }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('article').length === 50, null, {
    timeout: 60_000,
  });
  assert.ok(storeLoaded());
  // And back: the landing page again, then the editor, which uses the same store.
  await page.goBack();
  await page.getByRole('link', { name: 'Voir la démo', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/editor');
  await page.getByRole('button', { name: 'Exporter', exact: true }).waitFor();
});

test('landing page sections, French numbers and full-page screenshot', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  const stats = (
    await page.getByRole('region', { name: 'Toile en chiffres' }).textContent()
  ).replace(/[\u00a0\u202f]/g, ' ');
  for (const value of ['900+', '50 000+', '99,9 %', '4,9/5'])
    assert.ok(stats.includes(value), value);
  assert.equal(await page.getByRole('img', { name: /5.étoiles sur 5/ }).count(), 2);
  await page.screenshot({ path: 'test/e2e/screenshots/landing-full-desktop.png', fullPage: true });
});

test(
  'phone menu navigates to every page',
  async ({ page }) => {
    await page.goto('/');
    for (const [name, target] of [
      ['Templates', '/templates'],
      ['Éditeur', '/editor'],
      ['Accueil', '/'],
    ]) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('menuitem', { name }).click();
      await page.waitForURL((url) => url.pathname === target);
    }
  },
  { viewport: PHONE },
);

test('« Se connecter » explains that no account is needed', async ({ page, shot }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pas besoin de compte' });
  await dialog.waitFor();
  assert.match(await dialog.textContent(), /restent dans ce navigateur/);
  await shot('signin-dialog');
  await expectAccessible(page, 'dialog Se connecter');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
});

test('404 page has a way home', async ({ page }) => {
  await page.goto('/une/adresse/inconnue');
  await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

for (const viewport of [DESKTOP, PHONE]) {
  test(
    `landing page has no serious accessibility violation at ${viewport.width}px`,
    async ({ page }) => {
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectAccessible(page, 'landing');
    },
    { viewport },
  );
}

// The landing page is prerendered and hydrated after the app's code arrives: a click on a button
// before that must not be lost. The app's code is held back here to make the window wide.
async function slowAppCode(page) {
  await page.route(/\/assets\/bootstrap-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
}

test('a click on « Se connecter » before the page is hydrated still opens the dialog', async ({
  page,
}) => {
  await slowAppCode(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('dialog', { name: 'Pas besoin de compte' }).waitFor();
});

test(
  'a tap on « Menu » before the page is hydrated still opens the menu',
  async ({ page }) => {
    await slowAppCode(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Templates' }).waitFor();
  },
  { viewport: PHONE },
);
