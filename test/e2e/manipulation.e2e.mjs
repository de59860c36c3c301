// Direct manipulation, in real Chromium with the real mouse and keyboard: palette drag
// and drop, moving with the grid, Alt, smart guides and Escape, resizing, zoom, keyboard
// shortcuts, z-order, layers, quick templates, copy and paste between projects, a finger.
import assert from 'node:assert/strict';
import { expectAccessible, test } from './harness.mjs';

const CANVAS_WIDTH = 1152;

async function openEditor(page, path = '/editor') {
  await page.goto(path);
  await page.getByRole('region', { name: 'Zone de travail' }).waitFor();
}

/** The canvas on screen: its top-left corner and its scale. */
async function canvasFrame(page) {
  const box = await page.getByRole('region', { name: 'Zone de travail' }).boundingBox();
  return { x: box.x, y: box.y, scale: box.width / CANVAS_WIDTH };
}

/** The screen point of canvas point (x, y). */
async function screenPoint(page, x, y) {
  const c = await canvasFrame(page);
  return { x: c.x + x * c.scale, y: c.y + y * c.scale };
}

async function zoom(page, name) {
  await page.getByRole('button', { name, exact: true }).click();
  await page.waitForTimeout(100);
}

/** What the properties panel says of the selected element, as a person reads it. */
async function box(page) {
  const read = async (label) => Number(await page.getByLabel(label, { exact: true }).inputValue());
  return {
    x: await read('Position X'),
    y: await read('Position Y'),
    width: await read('Largeur'),
    height: await read('Hauteur'),
  };
}

const elements = (page) => page.locator('[data-element-id]');
const canvasElement = (page, name) =>
  page.getByRole('region', { name: 'Zone de travail' }).getByRole('group', { name });

async function addByClick(page, type) {
  await page.locator(`[data-palette-type="${type}"]`).click();
}

/** Presses at `from` (screen), moves to `to` in small steps, optionally holding keys, releases. */
async function mouseDrag(page, from, to, { steps = 12, before, beforeUp, after } = {}) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  if (before) await before();
  await page.mouse.move(to.x, to.y, { steps });
  if (beforeUp) await beforeUp();
  await page.mouse.up();
  if (after) await after();
}

async function elementCentre(locator) {
  const b = await locator.boundingBox();
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

const undoButton = (page) => page.getByRole('button', { name: 'Annuler', exact: true });

test('palette: drag and drop lands at the drop point on the grid; click and Enter add at 100, 100', async ({
  page,
  shot,
}) => {
  await openEditor(page);
  await zoom(page, '100 %');
  const source = await elementCentre(page.locator('[data-palette-type="text"]'));
  const target = await screenPoint(page, 333, 247);
  await mouseDrag(page, source, target, {
    steps: 15,
    beforeUp: () => shot('palette-drag-over-canvas'),
  });
  await elements(page).first().waitFor();
  assert.equal(await elements(page).count(), 1);
  assert.deepEqual(await box(page), { x: 340, y: 240, width: 200, height: 30 });

  // A click still adds at (100, 100); so does Enter on a focused palette item.
  await addByClick(page, 'image');
  assert.equal(await elements(page).count(), 2);
  assert.deepEqual((({ x, y }) => ({ x, y }))(await box(page)), { x: 100, y: 100 });
  await page.locator('[data-palette-type="button"]').focus();
  await page.keyboard.press('Enter');
  assert.equal(await elements(page).count(), 3);
  await page.locator('[data-palette-type="header"]').focus();
  await page.keyboard.press(' ');
  assert.equal(await elements(page).count(), 4);

  // Dropped outside the canvas, nothing is added.
  const outside = await elementCentre(page.getByRole('heading', { name: 'Éléments' }));
  await mouseDrag(page, source, { x: outside.x + 20, y: outside.y + 40 });
  assert.equal(await elements(page).count(), 4);
  await shot('palette-dropped');
});

test('move: snaps to the 20 px grid, Alt frees it, Escape puts it back, one undo step', async ({
  page,
  shot,
}) => {
  await openEditor(page);
  await zoom(page, '100 %');
  await addByClick(page, 'text');
  const element = canvasElement(page, /Texte/);
  const start = await elementCentre(element);

  await mouseDrag(page, start, { x: start.x + 47, y: start.y + 33 });
  assert.deepEqual((({ x, y }) => ({ x, y }))(await box(page)), { x: 140, y: 140 });
  await shot('moved-on-grid');

  // One history step for the whole drag.
  await undoButton(page).click();
  assert.deepEqual((({ x, y }) => ({ x, y }))(await box(page)), { x: 100, y: 100 });
  await page.getByRole('button', { name: 'Rétablir', exact: true }).click();
  assert.deepEqual((({ x, y }) => ({ x, y }))(await box(page)), { x: 140, y: 140 });

  // Alt: exactly where the pointer says.
  const again = await elementCentre(element);
  await mouseDrag(
    page,
    again,
    { x: again.x + 13, y: again.y + 7 },
    { before: () => page.keyboard.down('Alt'), after: () => page.keyboard.up('Alt') },
  );
  assert.deepEqual((({ x, y }) => ({ x, y }))(await box(page)), { x: 153, y: 147 });

  // Escape during the drag: back where it was, nothing recorded, still selected.
  const before = await box(page);
  const from = await elementCentre(element);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 200, from.y + 120, { steps: 10 });
  const moving = await element.boundingBox();
  assert.ok(moving.x > from.x + 100, 'the element follows the pointer during the drag');
  await page.keyboard.press('Escape');
  await page.mouse.move(from.x + 220, from.y + 140, { steps: 2 });
  await page.mouse.up();
  assert.deepEqual(await box(page), before);
  const after = await elementCentre(element);
  assert.ok(Math.abs(after.x - from.x) < 1 && Math.abs(after.y - from.y) < 1);
  await undoButton(page).click();
  assert.deepEqual((({ x, y }) => ({ x, y }))(await box(page)), { x: 140, y: 140 });
});

test('smart guides: an edge lining up with another element snaps and shows a guide line', async ({
  page,
  shot,
}) => {
  await openEditor(page);
  await zoom(page, '100 %');
  await addByClick(page, 'image'); // (100, 100), 200 x 150
  await addByClick(page, 'button'); // (100, 100) too, on top
  const button = canvasElement(page, /Bouton/);
  const from = await elementCentre(button);
  // Move the button far right and down: x = 100 + 417 = 517, not on the grid, y below the image.
  await mouseDrag(page, from, { x: from.x + 417, y: from.y + 300 });
  assert.deepEqual((({ x, y }) => ({ x, y }))(await box(page)), { x: 520, y: 400 });
  // Now bring its left edge 4 px from the image's right edge (x = 300): it snaps to 300.
  const at = await elementCentre(button);
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await page.mouse.move(at.x - 216, at.y + 3, { steps: 10 });
  const guides = page.locator('[data-guide="x"]');
  assert.ok((await guides.count()) >= 1, 'a vertical guide line is drawn');
  await shot('guide-line');
  await page.mouse.up();
  assert.equal((await box(page)).x, 300);
  assert.equal(await page.locator('[data-guide]').count(), 0, 'guides disappear on release');
});

test('resize: eight named handles, grid snapping, 20 x 20 minimum, one undo step', async ({
  page,
  shot,
}) => {
  await openEditor(page);
  await zoom(page, '100 %');
  await addByClick(page, 'text'); // (100, 100), 200 x 30
  const names = [
    'Redimensionner depuis le coin supérieur gauche',
    'Redimensionner depuis le bord supérieur',
    'Redimensionner depuis le coin supérieur droit',
    'Redimensionner depuis le bord droit',
    'Redimensionner depuis le coin inférieur droit',
    'Redimensionner depuis le bord inférieur',
    'Redimensionner depuis le coin inférieur gauche',
    'Redimensionner depuis le bord gauche',
  ];
  for (const name of names) {
    assert.equal(await page.getByRole('button', { name, exact: true }).count(), 1, name);
  }
  await shot('handles');
  const se = await elementCentre(
    page.getByRole('button', { name: 'Redimensionner depuis le coin inférieur droit' }),
  );
  await mouseDrag(page, se, { x: se.x + 63, y: se.y + 27 });
  assert.deepEqual(await box(page), { x: 100, y: 100, width: 260, height: 60 });

  const nw = await elementCentre(
    page.getByRole('button', { name: 'Redimensionner depuis le coin supérieur gauche' }),
  );
  await mouseDrag(page, nw, { x: nw.x + 500, y: nw.y + 400 });
  assert.deepEqual(await box(page), { x: 340, y: 140, width: 20, height: 20 });
  await shot('resized-to-minimum');

  await undoButton(page).click();
  assert.deepEqual(await box(page), { x: 100, y: 100, width: 260, height: 60 });
  await undoButton(page).click();
  assert.deepEqual(await box(page), { x: 100, y: 100, width: 200, height: 30 });

  const w = await elementCentre(
    page.getByRole('button', { name: 'Redimensionner depuis le bord gauche' }),
  );
  await mouseDrag(
    page,
    w,
    { x: w.x - 31, y: w.y + 50 },
    { before: () => page.keyboard.down('Alt'), after: () => page.keyboard.up('Alt') },
  );
  assert.deepEqual(await box(page), { x: 69, y: 100, width: 231, height: 30 });
});

test('zoom: fits by default; at 50 % dropping, moving and resizing stay exact', async ({
  page,
  shot,
}) => {
  await openEditor(page);
  const fit = await canvasFrame(page);
  assert.ok(fit.scale < 1 && fit.scale > 0.5, `fitted scale ${fit.scale}`);
  const area = await page.locator('[data-canvas-area]').boundingBox();
  assert.ok(fit.x + CANVAS_WIDTH * fit.scale <= area.x + area.width, 'the canvas fits the width');
  assert.equal(
    await page.getByRole('button', { name: 'Ajuster', exact: true }).getAttribute('aria-pressed'),
    'true',
  );

  await zoom(page, '50 %');
  const half = await canvasFrame(page);
  assert.ok(Math.abs(half.scale - 0.5) < 0.001, `scale ${half.scale}`);
  const source = await elementCentre(page.locator('[data-palette-type="button"]'));
  await mouseDrag(page, source, await screenPoint(page, 608, 412), { steps: 10 });
  assert.deepEqual(await box(page), { x: 600, y: 420, width: 200, height: 40 });

  const element = canvasElement(page, /Bouton/);
  const from = await elementCentre(element);
  await mouseDrag(page, from, { x: from.x + 50, y: from.y + 40 });
  assert.deepEqual(await box(page), { x: 700, y: 500, width: 200, height: 40 });

  const se = await elementCentre(
    page.getByRole('button', { name: 'Redimensionner depuis le coin inférieur droit' }),
  );
  await mouseDrag(page, se, { x: se.x + 30, y: se.y + 10 });
  assert.deepEqual(await box(page), { x: 700, y: 500, width: 260, height: 60 });
  await shot('zoom-50');

  await zoom(page, '75 %');
  assert.ok(Math.abs((await canvasFrame(page)).scale - 0.75) < 0.001);
  await zoom(page, 'Ajuster');
  assert.ok(Math.abs((await canvasFrame(page)).scale - fit.scale) < 0.001);
});

test('keyboard: arrows, Shift+arrows, Ctrl+D, Tab, « ? », and nothing while typing', async ({
  page,
  shot,
}) => {
  await openEditor(page);
  await addByClick(page, 'text');
  await canvasElement(page, /Texte/).click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  assert.deepEqual((({ x, y }) => ({ x, y }))(await box(page)), { x: 102, y: 99 });
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowLeft');
  assert.deepEqual((({ x, y }) => ({ x, y }))(await box(page)), { x: 82, y: 119 });

  await page.keyboard.press('Control+d');
  assert.equal(await elements(page).count(), 2);
  assert.deepEqual((({ x, y }) => ({ x, y }))(await box(page)), { x: 102, y: 139 });

  // Tab walks the selection through the elements, Shift+Tab back.
  const selectedName = () =>
    page.locator('[data-element-id] [role="group"][aria-current="true"]').count();
  await canvasElement(page, /Texte/).first().click();
  const firstId = await page.locator('[data-element-id]').first().getAttribute('data-element-id');
  const secondId = await page.locator('[data-element-id]').nth(1).getAttribute('data-element-id');
  await page.locator(`[data-element-id="${firstId}"] [role="group"]`).click();
  await page.keyboard.press('Tab');
  assert.equal(
    await page
      .locator(`[data-element-id="${secondId}"] [role="group"]`)
      .getAttribute('aria-current'),
    'true',
  );
  assert.equal(await selectedName(), 1);
  await page.keyboard.press('Shift+Tab');
  assert.equal(
    await page
      .locator(`[data-element-id="${firstId}"] [role="group"]`)
      .getAttribute('aria-current'),
    'true',
  );

  // Typing in a field: the arrows and Ctrl+D belong to the field.
  const field = page.getByLabel('Position X', { exact: true });
  await field.click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Control+d');
  await page.keyboard.press('?');
  assert.equal(await elements(page).count(), 2);
  assert.equal(await page.getByRole('dialog').count(), 0);

  // « ? » lists every shortcut in a French dialog.
  await canvasElement(page, /Texte/).first().click();
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Raccourcis clavier' });
  await dialog.waitFor();
  for (const text of ['Ctrl + D', 'Ctrl + C', 'Ctrl + V', 'Maj + flèches', 'Premier plan']) {
    assert.ok(await dialog.getByText(text, { exact: true }).first().isVisible(), text);
  }
  await expectAccessible(page, 'shortcuts dialog');
  await shot('shortcuts-dialog');
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Raccourcis clavier' }).click();
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
});

test('copy and paste: Ctrl+C / Ctrl+V in a project and into another project', async ({ page }) => {
  await openEditor(page);
  await addByClick(page, 'button');
  await page.getByLabel('Position X', { exact: true }).fill('260');
  await page.getByLabel('Position X', { exact: true }).press('Enter');
  await canvasElement(page, /Bouton/).click();
  await page.keyboard.press('Control+c');
  // A paste lands a task later (a picture in the system clipboard would win): wait for it.
  await page.keyboard.press('Control+v');
  await elements(page).nth(1).waitFor();
  assert.equal(await elements(page).count(), 2);
  assert.deepEqual((({ x, y }) => ({ x, y }))(await box(page)), { x: 280, y: 120 });
  await page.keyboard.press('Control+v');
  await elements(page).nth(2).waitFor();
  assert.deepEqual((({ x, y }) => ({ x, y }))(await box(page)), { x: 300, y: 140 });
  await undoButton(page).click();
  assert.equal(await elements(page).count(), 2);

  // Another project in the same browser: the copied button comes along, at its place.
  await openEditor(page, '/editor/3');
  const before = await elements(page).count();
  await page
    .getByRole('region', { name: 'Zone de travail' })
    .click({ position: { x: 700, y: 600 } });
  await page.keyboard.press('Control+v');
  await elements(page).nth(before).waitFor();
  assert.equal(await elements(page).count(), before + 1);
  assert.deepEqual((({ x, y }) => ({ x, y }))(await box(page)), { x: 260, y: 100 });
  assert.equal(await canvasElement(page, /Bouton : Cliquez ici/).count(), 1);
});

test('z-order and layers: buttons, shortcuts, « Calques » selects and reorders', async ({
  page,
  shot,
}) => {
  await openEditor(page);
  await addByClick(page, 'text');
  await addByClick(page, 'image');
  await addByClick(page, 'button');
  const layers = page.getByRole('list', { name: 'Calques' });
  const french = { text: 'Texte', image: 'Image', button: 'Bouton' };
  const order = async () =>
    (
      await layers
        .getByRole('listitem')
        .evaluateAll((items) => items.map((i) => i.dataset.layerType))
    ).map((type) => french[type]);
  assert.deepEqual(await order(), ['Bouton', 'Image', 'Texte']);

  // Select the text from the layers: the canvas follows.
  await layers.getByRole('button', { name: /^Texte/ }).click();
  assert.equal(await canvasElement(page, /Texte/).getAttribute('aria-current'), 'true');
  await page.getByRole('button', { name: 'Premier plan', exact: true }).click();
  assert.deepEqual(await order(), ['Texte', 'Bouton', 'Image']);
  assert.ok(await page.getByRole('button', { name: 'Avancer', exact: true }).isDisabled());
  await page.getByRole('button', { name: 'Reculer', exact: true }).click();
  assert.deepEqual(await order(), ['Bouton', 'Texte', 'Image']);
  await page.getByRole('button', { name: 'Arrière-plan', exact: true }).click();
  assert.deepEqual(await order(), ['Bouton', 'Image', 'Texte']);
  await page.getByRole('button', { name: 'Avancer', exact: true }).click();
  assert.deepEqual(await order(), ['Bouton', 'Texte', 'Image']);

  // Shortcuts: Ctrl+Shift+↑ to the front, Ctrl+↓ one step back.
  await canvasElement(page, /Image/).click({ position: { x: 20, y: 100 } });
  await page.keyboard.press('Control+Shift+ArrowUp');
  assert.deepEqual(await order(), ['Image', 'Bouton', 'Texte']);
  await page.keyboard.press('Control+ArrowDown');
  assert.deepEqual(await order(), ['Bouton', 'Image', 'Texte']);

  // A layer's arrows and dragging a layer.
  await layers.getByRole('button', { name: /^Monter le calque Texte/ }).click();
  assert.deepEqual(await order(), ['Bouton', 'Texte', 'Image']);
  const rows = await layers.getByRole('listitem').all();
  const from = await elementCentre(rows[2]);
  const to = await elementCentre(rows[0]);
  await mouseDrag(page, { x: from.x - 80, y: from.y }, { x: to.x - 80, y: to.y - 15 });
  assert.deepEqual(await order(), ['Image', 'Bouton', 'Texte']);
  assert.equal(await canvasElement(page, /Image/).getAttribute('aria-current'), 'true');
  await shot('layers');
  await undoButton(page).click();
  assert.deepEqual(await order(), ['Bouton', 'Texte', 'Image']);
  await expectAccessible(page, 'editor with layers');
});

test('quick templates: each inserts its group below the lowest element, one undo step', async ({
  page,
  shot,
}) => {
  await openEditor(page);
  await addByClick(page, 'text');
  await page.getByRole('button', { name: 'Hero Section' }).click();
  assert.equal(await elements(page).count(), 5);
  assert.equal((await box(page)).y, 180); // the text ends at 130: 40 lower, up to the grid
  await page.getByRole('button', { name: 'Cards Grid' }).click();
  assert.equal(await elements(page).count(), 17);
  await page.getByRole('button', { name: 'Contact Form' }).click();
  assert.equal(await elements(page).count(), 27);
  assert.equal(await canvasElement(page, /Bouton : Envoyer/).count(), 1);
  await page.getByRole('region', { name: 'Zone de travail' }).click({ position: { x: 5, y: 5 } });
  await zoom(page, '50 %');
  await shot('quick-templates');
  await undoButton(page).click();
  assert.equal(await elements(page).count(), 17);
  await undoButton(page).click();
  await undoButton(page).click();
  assert.equal(await elements(page).count(), 1);
});

test(
  'a finger moves an element (touch pointer events)',
  async ({ page, context }) => {
    await openEditor(page);
    await zoom(page, '100 %');
    await addByClick(page, 'text');
    const from = await elementCentre(canvasElement(page, /Texte/));
    const cdp = await context.newCDPSession(page);
    const touch = (type, x, y) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }],
      });
    await touch('touchStart', from.x, from.y);
    for (let i = 1; i <= 10; i += 1) await touch('touchMove', from.x + i * 8, from.y + i * 6);
    await touch('touchEnd');
    assert.deepEqual((({ x, y }) => ({ x, y }))(await box(page)), { x: 180, y: 160 });
  },
  { contextOptions: { hasTouch: true } },
);

test('dragging near the bottom edge scrolls the canvas, and the element follows', async ({
  page,
}) => {
  await openEditor(page);
  await zoom(page, '100 %');
  await page.getByRole('button', { name: 'Cards Grid' }).click();
  await page.getByRole('button', { name: 'Contact Form' }).click();
  await addByClick(page, 'text');
  const area = page.locator('[data-canvas-area]');
  await area.evaluate((node) => node.scrollTo(0, 0));
  const from = await elementCentre(canvasElement(page, /Votre texte ici/));
  const bottom = (await area.boundingBox()).y + (await area.boundingBox()).height;
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, bottom - 6, { steps: 10 });
  await page.waitForTimeout(700);
  await page.mouse.up();
  const scrolled = await area.evaluate((node) => node.scrollTop);
  assert.ok(scrolled > 100, `the area scrolled by ${scrolled}px`);
  const { y } = await box(page);
  // Without scrolling the element would have moved by the pointer's distance only.
  assert.ok(y > 100 + (bottom - 6 - from.y) + 80, `y = ${y}`);
  const centre = await elementCentre(canvasElement(page, /Votre texte ici/));
  assert.ok(Math.abs(centre.y - (bottom - 6)) < 40, 'the element is still under the pointer');
});
