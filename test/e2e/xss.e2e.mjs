// XSS payloads from public cheat sheets (test/fixtures/xss-payloads.json) go into
// every field; the canvas, the preview and the exported page then open in Chromium, and a canary
// proves that nothing ran: alert/confirm/prompt/print and `window.__xss` record any call, CSP
// violations (an injected script or handler that reached the page) are recorded too, and no dialog
// ever opens. The DOM is checked as well: every payload reads back as text, and no element other
// than the page's own exists.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { test } from './harness.mjs';
import { siteOf } from '../siteOf.mjs';
import { downloadExport } from './exportedSite.mjs';

const { payloads } = JSON.parse(readFileSync('test/fixtures/xss-payloads.json', 'utf8'));
const TYPES = ['text', 'image', 'button', 'container', 'header', 'footer'];

/** Installed in every page and frame that may run script, before any of its own scripts. */
function canary() {
  const hits = [];
  const record = (what) => {
    try {
      (window.top.__xssHits ?? hits).push(String(what));
    } catch {
      hits.push(String(what));
    }
  };
  window.__xssHits = hits;
  for (const name of ['alert', 'confirm', 'prompt', 'print']) {
    window[name] = (...args) => record(`${name}(${args.join(',')})`);
  }
  let value;
  Object.defineProperty(window, '__xss', {
    get: () => value,
    set: (v) => {
      value = v;
      record(`__xss=${v}`);
    },
  });
  document.addEventListener(
    'securitypolicyviolation',
    (e) => {
      // zod probes `new Function` once, from the app's own bundle, and copes with the refusal:
      // that is the CSP doing its job, not a payload. Anything else counts.
      const ownProbe =
        e.blockedURI === 'eval' && e.sourceFile.startsWith(`${location.origin}/assets/`);
      if (!ownProbe)
        record(`csp ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile} ${e.sample}`);
    },
    true,
  );
}

/** Arms the canary and the dialog recorder for every page of the context. */
async function arm(context, page) {
  await context.addInitScript(canary);
  const dialogs = [];
  const watch = (p) =>
    p.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      dialog.dismiss().catch(() => {});
    });
  watch(page);
  context.on('page', watch);
  return dialogs;
}

async function expectNothingRan(page, dialogs, where) {
  const hits = await page.evaluate(() => window.__xssHits);
  assert.ok(Array.isArray(hits), `${where}: the canary is armed`);
  assert.deepEqual(hits, [], `${where}: script ran`);
  assert.deepEqual(dialogs, [], `${where}: a dialog opened`);
}

/** Moves the mouse over the whole area, clicks nowhere: hover and focus handlers would fire. */
async function sweep(page, box) {
  for (let y = box.y + 5; y < box.y + Math.min(box.height, 900); y += 40) {
    await page.mouse.move(box.x + 5, y);
    await page.mouse.move(box.x + Math.min(box.width, 1400) - 5, y, { steps: 4 });
  }
}

/** « Exporter », then serves the zip's files under /__export/ (the app's origin) and returns them. */
async function exportFiles(page, context, baseURL) {
  const download = await downloadExport(page);
  const files = Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(readFileSync(await download.path())))).map(
      ([name, data]) => [name, strFromU8(data)],
    ),
  );
  await context.route(`${baseURL}/__export/**`, (route) => {
    const name = new URL(route.request().url()).pathname.replace('/__export/', '');
    if (!(name in files)) return route.fulfill({ status: 404, body: '' });
    const type = name.endsWith('.css') ? 'text/css' : 'text/html; charset=utf-8';
    return route.fulfill({ status: 200, contentType: type, body: files[name] });
  });
  await page.keyboard.press('Escape');
  return files;
}

async function openEditor(page) {
  await page.goto('/editor?bench=1');
  await page.getByRole('heading', { name: 'Nouveau Projet' }).waitFor();
  await page.waitForFunction(() => Boolean(window.__toileStore));
}

/**
 * A hostile document, as an imported file or a share link could carry it: for each payload, one
 * element of each type with the payload as content and as EVERY style value (numbers, colours,
 * weight, alignment), laid on a grid; plus a text element whose position is the payload too.
 */
function hostileDocument() {
  const elements = [];
  payloads.forEach((payload, i) => {
    const styles = (x, y) => ({
      position: { x, y },
      size: { width: payload, height: payload },
      color: payload,
      backgroundColor: payload,
      fontSize: payload,
      fontWeight: payload,
      textAlign: payload,
      borderRadius: payload,
      padding: payload,
      margin: payload,
    });
    TYPES.forEach((type, j) => {
      const x = 10 + (i % 5) * 220;
      const y = 10 + Math.floor(i / 5) * 60 + j * 8;
      elements.push({ id: `x${i}-${type}`, type, content: payload, styles: styles(x, y) });
    });
    elements.push({
      id: `x${i}-pos`,
      type: 'text',
      content: payload,
      styles: styles(payload, payload),
    });
  });
  for (const element of elements) element.properties = {};
  return { templateId: null, name: payloads.join(' '), elements };
}

/**
 * Every element of the rendered page reads back as its payload, with no markup inside. Runs in
 * `page` on its own document, or on `srcdoc` parsed as the sandboxed frame parses it (no script
 * may run inside that frame, not even the test's).
 */
async function expectInertPage(page, srcdoc, document, where) {
  const report = await page.evaluate((source) => {
    const node =
      source === null ? window.document : new DOMParser().parseFromString(source, 'text/html');
    const page = node.querySelector('.page');
    // Every element of the page (nested in reading order, in groups), with its own text and
    // markup: what it holds besides the elements drawn inside it.
    const own = (el) =>
      [...el.childNodes].filter(
        (c) => !c.classList?.contains('el') && !c.classList?.contains('group'),
      );
    return {
      children: [...page.querySelectorAll('.el')].map((el) => ({
        name: el.className.replace(/^el /, ''),
        tag: el.tagName.toLowerCase(),
        // Its content comes first; after its first child, only the markup's indentation.
        text: [...el.childNodes]
          .slice(0, [...el.childNodes].findIndex((c) => c.nodeType === 1) >>> 0)
          .map((c) => c.textContent)
          .join(''),
        inner: own(el)
          .filter((c) => c.nodeType === 1)
          .flatMap((c) => [c, ...c.querySelectorAll('*')])
          .map((c) => c.tagName.toLowerCase()),
        attributes: el.getAttributeNames(),
      })),
      groups: [...page.querySelectorAll('.group')].map((el) => el.getAttributeNames()),
      dangerous: node.querySelectorAll(
        'script, iframe, object, embed, frame, frameset, svg, math, form, input, link:not([href="styles.css"]):not([href="site.css"]):not([rel="icon"][href="favicon.svg"]):not([rel="icon"][href^="data:image/svg+xml,"]), meta[http-equiv="refresh"], base, style:not(head > style)',
      ).length,
      handlers: [...node.querySelectorAll('*')].flatMap((el) =>
        el.getAttributeNames().filter((name) => name.startsWith('on')),
      ),
      sources: [...page.querySelectorAll('img')].map((img) => img.getAttribute('src')),
    };
  }, srcdoc);
  assert.equal(report.dangerous, 0, `${where}: an injected element exists`);
  assert.deepEqual(report.handlers, [], `${where}: an event handler attribute exists`);
  assert.equal(report.children.length, document.elements.length, `${where}: element count`);
  for (const attributes of report.groups)
    assert.deepEqual(attributes, ['class'], `${where}: group`);
  // `text-3` is the third text of the list (z-order), wherever the reading order puts it.
  const counts = new Map();
  const byName = new Map(
    document.elements.map((element, i) => {
      counts.set(element.type, (counts.get(element.type) ?? 0) + 1);
      return [`${element.type}-${counts.get(element.type)}`, i];
    }),
  );
  report.children.forEach((child) => {
    const i = byName.get(child.name);
    const element = document.elements[i];
    if (element.type === 'image') {
      assert.deepEqual(child.inner, ['img'], `${where}: image ${i}`);
    } else {
      assert.equal(child.text, element.content, `${where}: text of element ${i}`);
      assert.deepEqual(child.inner, [], `${where}: markup inside element ${i}`);
    }
    const allowed = child.tag === 'button' ? ['class', 'type'] : ['class'];
    assert.deepEqual(child.attributes, allowed, `${where}: attributes of element ${i}`);
  });
  for (const src of report.sources) {
    assert.match(src, /^data:image\//, `${where}: image source ${src.slice(0, 60)}`);
  }
}

test(
  'XSS payloads typed into every text field of the editor run nothing',
  async ({ page, context, baseURL }) => {
    const dialogs = await arm(context, page);
    await openEditor(page);
    for (const type of TYPES) {
      const label = {
        text: 'Texte',
        image: 'Image',
        button: 'Bouton',
        container: 'Container',
        header: 'En-tête',
        footer: 'Pied de page',
      }[type];
      await page.getByRole('button', { name: label, exact: true }).click();
      const field = page.getByRole('textbox', {
        name: type === 'image' ? "URL de l'image" : 'Contenu',
      });
      for (const payload of payloads) await field.fill(payload);
      await field.blur();
      for (const name of ['Code hexadécimal du texte', 'Code hexadécimal du fond']) {
        const hex = page.getByRole('textbox', { name });
        if (!(await hex.count())) continue;
        for (const payload of payloads) await hex.fill(payload);
        await hex.blur();
      }
    }
    // The project's name, payload after payload.
    for (const payload of payloads) {
      await page.getByRole('button', { name: 'Renommer le projet' }).click();
      const name = page.getByRole('textbox', { name: 'Nom du projet' });
      await name.fill(payload);
      await name.press('Enter');
    }
    const canvas = page.getByRole('region', { name: 'Zone de travail' });
    await sweep(page, await canvas.boundingBox());
    await expectNothingRan(page, dialogs, 'canvas (typed)');
    // The last payload shows as text on the canvas.
    const last = payloads.at(-1);
    assert.equal(await canvas.locator('[data-element-type="text"]').first().textContent(), last);

    await page.getByRole('button', { name: 'Aperçu' }).click();
    // Sandboxed without allow-scripts: nothing in it may run.
    const frame = page.frameLocator('iframe[sandbox="allow-same-origin"]');
    await frame.locator('.page').waitFor({ state: 'attached' });
    await sweep(page, await page.locator('iframe').boundingBox());
    await expectNothingRan(page, dialogs, 'preview (typed)');
    await page.keyboard.press('Escape');

    await exportFiles(page, context, baseURL);
    const exported = await context.newPage();
    await exported.goto('/__export/index.html');
    await exported.locator('.page').waitFor();
    assert.equal(await exported.locator('title').textContent(), payloads.at(-1).trim());
    await sweep(exported, { x: 0, y: 0, width: 1280, height: 720 });
    await expectNothingRan(exported, dialogs, 'export (typed)');
  },
  { viewport: { width: 1600, height: 1000 } },
);

test(
  'a hostile document (payloads in content, name and every style) runs nothing in canvas, preview and export',
  async ({ page, context, baseURL }) => {
    const dialogs = await arm(context, page);
    const document = hostileDocument();
    assert.ok(payloads.length >= 50, `${payloads.length} payloads`);
    await openEditor(page);
    await page.evaluate(
      (doc) =>
        window.__toileStore.dispatch({ type: 'editor/documentLoaded', payload: { document: doc } }),
      siteOf(document),
    );

    // The canvas.
    const canvas = page.getByRole('region', { name: 'Zone de travail' });
    await canvas
      .locator('[data-element-id]')
      .nth(document.elements.length - 1)
      .waitFor();
    assert.equal(await canvas.locator('[data-element-id]').count(), document.elements.length);
    const texts = await canvas
      .locator('[data-element-id] > [role="group"]')
      .evaluateAll((nodes) => nodes.map((n) => (n.querySelector('img') ? null : n.textContent)));
    texts.forEach((text, i) => {
      if (text !== null) assert.equal(text, document.elements[i].content, `canvas text ${i}`);
    });
    await sweep(page, await canvas.boundingBox());
    await expectNothingRan(page, dialogs, 'canvas');

    // The preview: the same renderer in a sandboxed frame.
    await page.getByRole('button', { name: 'Aperçu' }).click();
    const frameElement = page.locator('iframe');
    // No allow-scripts: nothing in the frame runs (same origin only so that the dialog can read
    // where a followed link led, docs/decisions.md 12).
    assert.equal(await frameElement.getAttribute('sandbox'), 'allow-same-origin');
    const frame = page.frameLocator('iframe');
    await frame.locator('.page').waitFor({ state: 'attached' });
    await expectInertPage(page, await frameElement.getAttribute('srcdoc'), document, 'preview');
    // And the live frame holds just that.
    assert.equal(await frame.locator('.page .el').count(), document.elements.length);
    assert.equal(await frame.locator('script, iframe, object, embed, svg, form, input').count(), 0);
    await sweep(page, await frameElement.boundingBox());
    await page.waitForTimeout(300);
    await expectNothingRan(page, dialogs, 'preview');
    await page.keyboard.press('Escape');

    // The export, opened as a real page (scripts allowed by the browser, none present).
    const files = await exportFiles(page, context, baseURL);
    assert.doesNotMatch(files['styles.css'], /<|javascript|expression|url\(/i);
    assert.doesNotMatch(files['site.css'], /<|javascript|expression|url\(/i);

    // Control: the canary does catch a payload that reaches a page unescaped.
    files['control.html'] = `<!doctype html><title>contrôle</title>${payloads.find((p) =>
      p.startsWith('<img src=x onerror=alert(1)>'),
    )}`;
    files.x = 'pas une image'; // what the control's <img src=x> loads (no 404 in the console)
    const control = await context.newPage();
    await control.goto('/__export/control.html');
    await control.waitForFunction(() => window.__xssHits.length > 0);
    assert.deepEqual(await control.evaluate(() => window.__xssHits), ['alert(1)']);
    await control.close();

    const exported = await context.newPage();
    await exported.setViewportSize({ width: 1400, height: 1000 });
    await exported.goto('/__export/index.html');
    await exported.locator('.page').waitFor();
    // The title element holds the name as text, exactly (document.title collapses spaces).
    assert.equal(await exported.locator('title').textContent(), document.name.trim());
    await expectInertPage(exported, null, document, 'export');
    await sweep(exported, { x: 0, y: 0, width: 1400, height: 1000 });
    for (let i = 0; i < 5; i += 1) await exported.keyboard.press('Tab');
    await exported.waitForTimeout(300);
    await expectNothingRan(exported, dialogs, 'export');
    await expectNothingRan(page, dialogs, 'editor after export');
  },
  { viewport: { width: 1600, height: 1000 } },
);
