// The template library in Chromium: search, category, the address, hover and focus actions,
// the preview dialog, « Utiliser », loading and failure, the large virtual grid; and the template's
// page, drawn by the export's renderer: « Aperçu », the page behind the canvas and the elements
// « Modifier le contenu du template » makes are the same picture (pixelmatch).
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { loadModules } from '../appModules.mjs';
import { DESKTOP, PHONE, expectAccessible, test } from './harness.mjs';

const SEARCH = 'Rechercher un template...';
const NBSP = '\u00a0';

/** The template and document modules, loaded from source in Node (no build): the app's code. */
async function withTemplateModules(fn) {
  return fn(
    await loadModules([
      '/src/features/templates/generateTemplates.ts',
      '/src/features/templates/templatePage.ts',
      '/src/features/templates/templatePages.ts',
      '/src/document/render/renderSite.ts',
      '/src/document/site.ts',
    ]),
  );
}

/**
 * The template's page as the document renderer draws its elements, in Node: the template's site
 * as the library makes it (its home page built, the other pages there by their names, so the
 * shared stylesheet holds what the home page needs), rendered inline (`renderSitePageInline`),
 * and those elements.
 */
function renderedTemplate(m, t) {
  const site = m.templateSite(t, m.templatePages(t, m.counter(), 1));
  return {
    ...t,
    elements: site.pages[0].elements,
    srcDoc: m.renderSitePageInline(site, m.homePage(site), { fitToWindow: false }),
  };
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

/** The category's select is the browser's own (its list is the system's): chosen by its label. */
async function chooseCategory(page, option) {
  await page.getByRole('combobox', { name: 'Catégorie' }).selectOption({ label: option });
}

/** The option the category's select shows. */
const shownCategory = (page) =>
  page
    .getByRole('combobox', { name: 'Catégorie' })
    .evaluate((select) => select.selectedOptions[0].textContent);

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
  const options = page.getByRole('combobox', { name: 'Catégorie' }).getByRole('option');
  assert.deepEqual(await options.allTextContents(), [
    'Tous les templates (50)',
    'Business (8)',
    'Portfolio (7)',
    'Landing Page (7)',
    'Blog (7)',
    'E-commerce (7)',
    'Médical (7)',
    'Éducation (7)',
  ]);
  assert.equal(await shownCategory(page), 'Tous les templates (50)');

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
  assert.equal(await shownCategory(page), 'Portfolio (7)');
  await page.goBack();
  await waitForCount(page, 50);
  assert.equal(await shownCategory(page), 'Tous les templates (50)');
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
  const template = await withTemplateModules((m) => renderedTemplate(m, m.generateTemplates(1)[0]));
  await openLibrary(page);
  const first = cards(page).first();
  await first.hover();
  await first.getByRole('button', { name: 'Aperçu' }).click();
  const dialog = page.getByRole('dialog', { name: `Aperçu${NBSP}: Business Élégant` });
  await dialog.waitFor();
  const frame = dialog.locator('iframe');
  assert.equal(await frame.getAttribute('sandbox'), '');
  // The browser shows the page the export's renderer makes of the template's elements in Node:
  // same seed, same template, same renderer.
  assert.equal(await frame.getAttribute('srcdoc'), template.srcDoc);
  const inner = page.frameLocator('[role="dialog"] iframe');
  const hero = template.recipe.pages[0].sections.find((s) => s.id.startsWith('hero.')).content;
  const heroTitle = inner.locator('.page h1').filter({ hasText: hero.title });
  const frameInfo = await inner.locator('body').evaluate(() => ({
    scripts: document.scripts.length,
    origin: window.origin,
    width: document.documentElement.clientWidth,
  }));
  assert.deepEqual(frameInfo, { scripts: 0, origin: 'null', width: 1152 });
  // Inside the frame, the hero title sits at its element's box.
  const box = await heroTitle.evaluate((el) => el.getBoundingClientRect().toJSON());
  assert.ok(box.width > 0);
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

test('library: the preview dialog loads on first use; from the keyboard, focus goes in and comes back', async ({
  page,
}) => {
  const dialogCode = [];
  page.on('request', (request) => {
    if (/TemplatePreviewDialog-[\w-]+\.js$/.test(request.url())) dialogCode.push(request.url());
  });
  await openLibrary(page);
  assert.deepEqual(dialogCode, [], 'the dialog is not loaded with the library');
  await page.getByPlaceholder(SEARCH).focus();
  for (let tabs = 0; tabs < 8; tabs += 1) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Aperçu') break;
  }
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Aperçu');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Aperçu${NBSP}: Business Élégant` });
  await dialog.waitFor();
  assert.equal(dialogCode.length, 1, "the dialog's code is fetched once, on first use");
  await page.waitForFunction(() =>
    document.querySelector('[role="dialog"]')?.contains(document.activeElement),
  );
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Aperçu');
  // The second time, it opens from what is loaded.
  await page.keyboard.press('Enter');
  await dialog.waitFor();
  assert.equal(dialogCode.length, 1);
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
  await page.route(/(generateTemplates|templatesWorker)-[\w-]+\.js$/, async (route) => {
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
    await page.route(/(generateTemplates|templatesWorker)-[\w-]+\.js$/, (route) =>
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
  // The large grid's code loads when a grid first needs it.
  await cards(page).first().waitFor();
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

test('library: in the 50 template pages each element sits at its box and its text fits', async ({
  page,
}) => {
  const pages = await withTemplateModules((m) =>
    m.generateTemplates(50).map((t) => {
      const { srcDoc, elements } = renderedTemplate(m, t);
      return { id: t.id, srcDoc, elements };
    }),
  );
  await page.setViewportSize({ width: 1152, height: 900 });
  const problems = [];
  for (const p of pages) {
    await page.setContent(p.srcDoc);
    // Every element of the page, by its class (`text-3`: the third text in z-order), wherever the
    // reading order puts it in the markup.
    const measured = await page.evaluate(() =>
      [...document.querySelectorAll('.page .el')].map((el) => {
        const r = el.getBoundingClientRect();
        return {
          // Its class of type and rank (`text-3`), among `el` and others (`link-holder`).
          name: [...el.classList].find((c) => /^[a-z]+-\d+$/.test(c)),
          box: [r.x + window.scrollX, r.y + window.scrollY, r.width, r.height],
          overflow: el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1,
        };
      }),
    );
    assert.equal(measured.length, p.elements.length, `template ${p.id}: one box per element`);
    const counts = new Map();
    const byName = new Map(
      p.elements.map((element) => {
        counts.set(element.type, (counts.get(element.type) ?? 0) + 1);
        return [`${element.type}-${counts.get(element.type)}`, element];
      }),
    );
    measured.forEach(({ name, box, overflow }) => {
      const { position, size } = byName.get(name).styles;
      const expected = [position.x, position.y, size.width, size.height];
      if (box.some((v, j) => Math.abs(v - expected[j]) > 1)) {
        problems.push(`template ${p.id}, ${name}: drawn at ${box}, element at ${expected}`);
      }
      if (overflow) problems.push(`template ${p.id}, ${name}: text overflows its box`);
    });
  }
  assert.deepEqual(problems, []);
});

/** Decodes a PNG screenshot. */
const png = (buffer) => PNG.sync.read(buffer);

/**
 * The share of pixels of `a` and `b` that differ (pixelmatch). When it is 1 % or more, writes both
 * pictures and their difference to test/e2e/screenshots/ for a reader.
 */
function differingShare(a, b, name) {
  const { width, height } = a;
  const diff = new PNG({ width, height });
  const share =
    pixelmatch(a.data, b.data, diff.data, width, height, { threshold: 0.1 }) / (width * height);
  if (share >= 0.01) {
    for (const [suffix, picture] of [
      ['a', a],
      ['b', b],
      ['diff', diff],
    ]) {
      writeFileSync(`test/e2e/screenshots/${name}--${suffix}.png`, PNG.sync.write(picture));
    }
  }
  return share;
}

/** The share of pixels that are not (nearly) white: the picture is not blank. */
function drawnShare({ data, width, height }) {
  let drawn = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i] + data[i + 1] + data[i + 2] < 3 * 250) drawn += 1;
  }
  return drawn / (width * height);
}

test(
  'library → editor: « Aperçu », the page behind the canvas and « Modifier le contenu du template » are one picture',
  async ({ page, context }) => {
    // One template of each category and of each page structure (variant = index ÷ 7 mod 7).
    const ids = ['1', '9', '17', '25', '33', '41', '49'];
    const templates = await withTemplateModules((m) =>
      m
        .generateTemplates(49)
        .filter((t) => ids.includes(t.id))
        .map((t) => renderedTemplate(m, t)),
    );
    const preview = await context.newPage();
    const canvas = page.getByRole('region', { name: 'Zone de travail' });
    for (const t of templates) {
      // « Aperçu »: the template's page (the dialog shows this srcdoc, as the test above checks).
      const height = t.elements.reduce(
        (bottom, e) => Math.max(bottom, e.styles.position.y + e.styles.size.height),
        0,
      );
      await preview.setViewportSize({ width: 1152, height });
      await preview.setContent(t.srcDoc);
      await preview.waitForFunction(() => [...document.images].every((img) => img.complete));
      const fromPreview = png(
        await preview.screenshot({ clip: { x: 0, y: 0, width: 1152, height } }),
      );

      // The page behind the canvas, at full opacity, the canvas at scale 1 without its chrome,
      // in a window tall enough to show the whole page (templates of 5 to 9 sections are long).
      await page.setViewportSize({ width: 1800, height: Math.max(2400, height + 400) });
      await page.goto(`/editor/${t.id}?bench=1`);
      const backdrop = canvas.locator('iframe[data-template-backdrop]');
      await backdrop.waitFor();
      assert.equal(await backdrop.getAttribute('srcdoc'), t.srcDoc, `template ${t.id}`);
      assert.equal(await canvas.getAttribute('data-scale'), '1');
      await page.addStyleTag({
        content: `[data-canvas] { background-image: none !important; box-shadow: none !important; }
        [data-canvas] > p { visibility: hidden; }
        [data-template-backdrop] { opacity: 1 !important; }
        [data-element-id] > [role="group"] { outline: none !important; cursor: default !important; }`,
      });
      await backdrop.evaluate(
        (frame) =>
          new Promise((resolve) => {
            const done = () =>
              [...(frame.contentDocument?.images ?? [])].every((img) => img.complete)
                ? resolve()
                : requestAnimationFrame(done);
            done();
          }),
      );
      // The canvas at its place (it moves up once « Modifier le contenu du template » is gone).
      const clip = async () => {
        const box = await canvas.boundingBox();
        return { x: box.x, y: box.y, width: 1152, height };
      };
      const fromBackdrop = png(await page.screenshot({ clip: await clip() }));

      // « Modifier le contenu du template »: the elements on the canvas.
      await page.getByRole('button', { name: 'Modifier le contenu du template' }).click();
      await backdrop.waitFor({ state: 'detached' });
      assert.equal(await page.locator('[data-element-id]').count(), t.elements.length);
      await page.evaluate(() =>
        window.__toileStore.dispatch({ type: 'editor/elementSelected', payload: null }),
      );
      await page.mouse.move(0, 0);
      await page.waitForFunction(() => [...document.images].every((img) => img.complete));
      const fromCanvas = png(await page.screenshot({ clip: await clip() }));

      assert.ok(drawnShare(fromPreview) > 0.15, `template ${t.id}: the page is drawn`);
      const behind = differingShare(fromPreview, fromBackdrop, `template-${t.id}-preview-backdrop`);
      const edited = differingShare(fromPreview, fromCanvas, `template-${t.id}-preview-canvas`);
      const percent = (share) => `${(share * 100).toFixed(3)} %`;
      console.log(
        `    template ${t.id}: behind the canvas ${percent(behind)}, edited ${percent(edited)} of pixels differ`,
      );
      assert.ok(behind < 0.01, `template ${t.id}: ${percent(behind)} differ behind the canvas`);
      assert.ok(edited < 0.01, `template ${t.id}: ${percent(edited)} differ once edited`);
    }
  },
  { viewport: { width: 1800, height: 2400 }, timeout: 420_000 },
);
