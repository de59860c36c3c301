// The template library in Chromium: search, category, the address, hover and focus actions,
// the preview dialog, « Utiliser », loading and failure, the large virtual grid, and the
// template's html blocks against the editor elements templateToElements makes.
import assert from 'node:assert/strict';
import { createServer } from 'vite';
import { DESKTOP, PHONE, expectAccessible, test } from './harness.mjs';

const SEARCH = 'Rechercher un template...';
const NBSP = '\u00a0';

/** The template modules, loaded from source in Node (no build): the same code the app runs. */
async function withTemplateModules(fn) {
  const server = await createServer({
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, watch: null, hmr: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const load = (name) => server.ssrLoadModule(`/src/features/templates/${name}.ts`);
    return await fn({
      ...(await load('generateTemplates')),
      ...(await load('templateToElements')),
      ...(await load('layout')),
      ...(await load('renderTemplatePage')),
    });
  } finally {
    await server.close();
  }
}

const cards = (page) => page.getByRole('article');

async function openLibrary(page, path = '/templates', count = 50) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: 'Bibliothèque de Templates' }).waitFor();
  if (count) await waitForCount(page, count);
}

async function waitForCount(page, count) {
  await page.waitForFunction((n) => document.querySelectorAll('article').length === n, count, {
    timeout: 15000,
  });
}

async function cardNames(page) {
  return cards(page).locator('h2').allTextContents();
}

async function chooseCategory(page, option) {
  await page.getByRole('combobox', { name: 'Catégorie' }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Waits until the card's actions reach `opacity` (they fade in 150 ms). */
async function waitForActions(card, opacity) {
  const button = await card.getByRole('button', { name: 'Aperçu' }).elementHandle();
  await button.evaluate(
    (b, o) =>
      new Promise((resolve) => {
        const check = () =>
          getComputedStyle(b.parentElement).opacity === o
            ? resolve()
            : requestAnimationFrame(check);
        check();
      }),
    opacity,
  );
}

const actionsOpacity = (card) =>
  card
    .getByRole('button', { name: 'Aperçu' })
    .evaluate((button) => getComputedStyle(button.parentElement).opacity);

async function noHorizontalScroll(page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  assert.ok(overflow <= 0, `horizontal overflow of ${overflow}px`);
}

test('library: search, category, the address, Back and a bookmark', async ({ page, shot }) => {
  await openLibrary(page);
  assert.match(
    await page.locator('main').locator('p').first().textContent(),
    /^Plus de 900\u00a0templates professionnels/,
  );
  assert.equal(await page.getByRole('status').textContent(), `50${NBSP}templates`);
  await expectAccessible(page, '/templates');
  await noHorizontalScroll(page);
  await shot('desktop');

  // The category options and their counts.
  await page.getByRole('combobox', { name: 'Catégorie' }).click();
  assert.deepEqual(await page.getByRole('option').allTextContents(), [
    'Tous les templates (50)',
    'Business (8)',
    'Portfolio (7)',
    'Landing Page (7)',
    'Blog (7)',
    'E-commerce (7)',
    'Médical (7)',
    'Éducation (7)',
  ]);
  await page.keyboard.press('Escape');

  // Accent-insensitive search, written in the address.
  await page.getByPlaceholder(SEARCH).fill('medical');
  await page.waitForFunction(() => document.querySelectorAll('article').length < 50);
  const medical = await cards(page).allTextContents();
  assert.ok(medical.length >= 7, `${medical.length} results`);
  for (const text of medical) assert.match(text, /[Mm]édical/);
  await page.waitForURL((u) => u.searchParams.get('q') === 'medical');

  // Search and category together: nothing, then « Effacer les filtres ».
  await chooseCategory(page, 'Business (8)');
  await page.getByRole('heading', { name: 'Aucun template trouvé' }).waitFor();
  assert.ok(
    await page
      .getByText('Essayez de modifier vos critères de recherche ou de filtrage')
      .isVisible(),
  );
  assert.equal(new URL(page.url()).searchParams.get('categorie'), 'business');
  await shot('empty');
  await page.getByRole('button', { name: 'Effacer les filtres' }).click();
  await waitForCount(page, 50);
  assert.equal(new URL(page.url()).search, '');
  assert.equal(await page.getByPlaceholder(SEARCH).inputValue(), '');

  // A category, then a search inside it.
  await chooseCategory(page, 'Portfolio (7)');
  await waitForCount(page, 7);
  for (const text of await cards(page).allTextContents()) assert.match(text, /Portfolio/);
  await page.getByPlaceholder(SEARCH).pressSequentially('studio');
  await waitForCount(page, 1);
  assert.deepEqual(await cardNames(page), ['Studio Créatif']);
  await page.waitForURL((u) => u.search === '?categorie=portfolio&q=studio');

  // Back restores the previous filter, not the previous keystroke.
  await page.goBack();
  await waitForCount(page, 7);
  assert.equal(await page.getByPlaceholder(SEARCH).inputValue(), '');
  assert.match(
    await page.getByRole('combobox', { name: 'Catégorie' }).textContent(),
    /Portfolio \(7\)/,
  );
  await page.goBack();
  await waitForCount(page, 50);
  assert.match(
    await page.getByRole('combobox', { name: 'Catégorie' }).textContent(),
    /Tous les templates \(50\)/,
  );
  await page.goForward();
  await waitForCount(page, 7);

  // A bookmarked filtered view.
  await openLibrary(page, '/templates?q=voyage&categorie=blog', 1);
  assert.deepEqual(await cardNames(page), ['Blog Voyage']);
  assert.equal(await page.getByPlaceholder(SEARCH).inputValue(), 'voyage');
});

test('library: « Aperçu » and « Utiliser » appear on hover and on keyboard focus', async ({
  page,
  shot,
}) => {
  await openLibrary(page);
  const first = cards(page).first();
  assert.equal(await actionsOpacity(first), '0');
  await first.hover();
  await waitForActions(first, '1');
  assert.equal(await actionsOpacity(cards(page).nth(1)), '0');
  await shot('hover');
  await page.getByRole('heading', { level: 1 }).hover();
  await waitForActions(first, '0');

  // Keyboard: from the search field, Tab reaches the first card's actions, which show.
  await page.getByPlaceholder(SEARCH).focus();
  let tabs = 0;
  while (tabs < 8) {
    await page.keyboard.press('Tab');
    tabs += 1;
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    if (focused === 'Aperçu') break;
  }
  assert.ok(tabs < 8, 'Tab never reached « Aperçu »');
  await waitForActions(first, '1');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Utiliser');
  assert.equal(await actionsOpacity(first), '1');
  await shot('focus');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/editor/1');
});

test(
  'library: phone layout keeps the actions visible, one column, no horizontal scroll',
  async ({ page, shot }) => {
    await openLibrary(page);
    await noHorizontalScroll(page);
    assert.equal(await actionsOpacity(cards(page).first()), '1');
    const [a, b] = await cards(page).evaluateAll((els) =>
      els.slice(0, 2).map((el) => el.getBoundingClientRect().toJSON()),
    );
    assert.equal(a.x, b.x, 'one column');
    assert.ok(b.y > a.y + a.height - 1);
    await expectAccessible(page, '/templates (phone)');
    await shot('phone');
    await cards(page).first().getByRole('button', { name: 'Aperçu' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: 'Utiliser ce template' }).waitFor();
    await page.waitForTimeout(300);
    await noHorizontalScroll(page);
    const chip = await dialog.getByText('Business', { exact: true }).boundingBox();
    assert.ok(chip.x + chip.width <= PHONE.width, 'the category chip fits');
    await shot('phone-dialog');
  },
  { viewport: PHONE },
);

test(
  'library: on a touch screen the actions stay visible',
  async ({ page }) => {
    await openLibrary(page);
    assert.equal(await page.evaluate(() => matchMedia('(hover: none)').matches), true);
    assert.equal(await actionsOpacity(cards(page).nth(5)), '1');
  },
  { viewport: DESKTOP, contextOptions: { hasTouch: true, isMobile: true } },
);

test('library: columns follow the screen width (1, 2, 3, 4)', async ({ page }) => {
  await openLibrary(page);
  for (const [width, columns] of [
    [1440, 4],
    [1000, 3],
    [700, 2],
    [390, 1],
  ]) {
    await page.setViewportSize({ width, height: 900 });
    const xs = await cards(page).evaluateAll((els) =>
      els.slice(0, 8).map((el) => Math.round(el.getBoundingClientRect().x)),
    );
    assert.equal(new Set(xs).size, columns, `${width}px: ${xs}`);
  }
});

test('library: the preview dialog shows the template page in a sandboxed frame', async ({
  page,
  shot,
}) => {
  const template = await withTemplateModules((m) => {
    const t = m.generateTemplates(1)[0];
    return { ...t, srcDoc: m.templateSrcDoc(t), elements: m.templateToElements(t, String) };
  });
  await openLibrary(page);
  const first = cards(page).first();
  await first.hover();
  await first.getByRole('button', { name: 'Aperçu' }).click();
  const dialog = page.getByRole('dialog', { name: `Aperçu${NBSP}: Business Élégant` });
  await dialog.waitFor();
  const frame = dialog.locator('iframe');
  assert.equal(await frame.getAttribute('sandbox'), '');
  // The browser shows the very page the generator makes in Node: same seed, same template.
  assert.equal(await frame.getAttribute('srcdoc'), template.srcDoc);
  const inner = page.frameLocator('[role="dialog"] iframe');
  const hero = template.sections.find((s) => s.kind === 'hero');
  assert.equal(await inner.locator('h1').textContent(), hero.title);
  const frameInfo = await inner.locator('body').evaluate(() => ({
    scripts: document.scripts.length,
    origin: window.origin,
    width: document.documentElement.clientWidth,
  }));
  assert.deepEqual(frameInfo, { scripts: 0, origin: 'null', width: 1152 });
  // Inside the frame the blocks sit where the editor elements will.
  const h1 = await inner.locator('h1').boundingBox();
  const box = await inner.locator('h1').evaluate((el) => el.getBoundingClientRect().toJSON());
  assert.ok(h1.width > 0);
  const title = template.elements.find((e) => e.content === hero.title);
  assert.deepEqual([box.x, box.y, box.width, box.height].map(Math.round), [
    title.styles.position.x,
    title.styles.position.y,
    title.styles.size.width,
    title.styles.size.height,
  ]);
  assert.equal(
    await dialog.getByRole('link', { name: 'Utiliser ce template' }).getAttribute('href'),
    '/editor/1',
  );
  await page.waitForTimeout(300);
  await expectAccessible(page, 'preview dialog');
  await shot('dialog');

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await first.getByRole('button', { name: 'Aperçu' }).click();
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await dialog.waitFor({ state: 'hidden' });
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Aperçu');

  await first.getByRole('button', { name: 'Aperçu' }).click();
  await dialog.getByRole('link', { name: 'Utiliser ce template' }).click();
  await page.waitForURL((url) => url.pathname === '/editor/1');
});

test('library: « Utiliser » opens the editor on that template', async ({ page }) => {
  await openLibrary(page);
  const seventh = cards(page).nth(6);
  assert.equal(await seventh.locator('h2').textContent(), 'École de Langues');
  await seventh.hover();
  await seventh.getByRole('link', { name: 'Utiliser' }).click();
  await page.waitForURL((url) => url.pathname === '/editor/7');
});

// A direct visit shows the prerendered cards (prerender.e2e.mjs); skeletons are for the library
// reached inside the app before generation is over.
test('library: skeleton cards while generating', async ({ page }) => {
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(/generateTemplates-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/projets');
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Templates' })
    .click();
  await page.getByTestId('template-skeletons').waitFor();
  assert.equal(await page.getByTestId('template-skeletons').locator('> *').count(), 8);
  assert.equal(await page.getByRole('status').textContent(), 'Chargement des templates…');
  release();
  await waitForCount(page, 50);
  assert.equal(await page.getByTestId('template-skeletons').count(), 0);
});

test(
  'library: a failed generation says so in French, and « Réessayer » recovers',
  async ({ page, shot }) => {
    let fail = true;
    await page.route(/generateTemplates-[\w-]+\.js$/, (route) =>
      fail ? route.abort() : route.continue(),
    );
    await page.goto('/templates');
    await page.getByText("Les templates n'ont pas pu être préparés").waitFor();
    assert.ok(await page.getByText(/Vos projets ne sont pas touchés/).isVisible());
    await shot('failed');
    fail = false;
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await waitForCount(page, 50);
  },
  { allowConsoleErrors: true },
);

test('library: a large library (bench setting ?nombre=) renders only what is on screen', async ({
  page,
}) => {
  const count = page.getByText(/^\d[\d\s\u00a0\u202f]*\u00a0templates?$/);
  await page.goto('/templates?nombre=600');
  await count.filter({ hasText: `600${NBSP}templates` }).waitFor({ timeout: 20000 });
  const rendered = await cards(page).count();
  assert.ok(rendered > 0 && rendered < 80, `${rendered} cards in the DOM`);
  assert.equal(
    await page
      .getByRole('list', { name: 'Templates' })
      .getByRole('listitem')
      .first()
      .getAttribute('aria-setsize'),
    '600',
  );
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.locator('a[href="/editor/600"]').waitFor({ state: 'attached' });
  assert.ok((await cards(page).count()) < 80);
  await noHorizontalScroll(page);
  // Search still goes through all of them (« Blog Voyage » is every 49th template from id 4),
  // and the address keeps the setting.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByPlaceholder(SEARCH).fill('voyage');
  await page.waitForURL((u) => u.searchParams.get('q') === 'voyage');
  const expected = Array.from({ length: 600 }, (_, i) => i).filter((i) => i % 49 === 3).length;
  await count.filter({ hasText: `${expected}${NBSP}templates` }).waitFor();
  assert.equal(await cards(page).count(), expected);
  assert.equal(new URL(page.url()).searchParams.get('nombre'), '600');
});

test('library: html blocks sit exactly where templateToElements puts the elements', async ({
  page,
}) => {
  const pages = await withTemplateModules((m) =>
    m.generateTemplates(50).map((t, index) => {
      const blocks = m
        .flattenBlocks(m.layoutTemplate(t.sections, t.palette).sections)
        .filter((b) => b.type);
      return {
        index,
        srcDoc: m.templateSrcDoc(t),
        keys: blocks.map((b) => b.key),
        elements: m.templateToElements(t, (i) => `e${i}`),
      };
    }),
  );
  await page.setViewportSize({ width: 1152, height: 900 });
  const problems = [];
  for (const p of pages) {
    await page.setContent(p.srcDoc);
    const measured = await page.evaluate((keys) => {
      return keys.map((key) => {
        const el = document.querySelector(`.tpl-${key}`);
        const r = el.getBoundingClientRect();
        return {
          key,
          box: [r.x + window.scrollX, r.y + window.scrollY, r.width, r.height],
          overflow: el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1,
        };
      });
    }, p.keys);
    measured.forEach(({ key, box, overflow }, i) => {
      const { position, size } = p.elements[i].styles;
      const expected = [position.x, position.y, size.width, size.height];
      if (box.some((v, j) => Math.abs(v - expected[j]) > 1)) {
        problems.push(`template ${p.index + 1}, ${key}: html ${box} vs element ${expected}`);
      }
      if (overflow) problems.push(`template ${p.index + 1}, ${key}: text overflows its box`);
    });
  }
  assert.deepEqual(problems, []);
});
