// Multiple selection, in real Chromium with the real mouse and keyboard: Shift + click, the
// selection rectangle, Ctrl+A; moving, aligning, distributing, nudging, deleting together, each one
// undo step; « Mixte » in Propriétés; what screen readers hear; axe on the panel.
import assert from 'node:assert/strict';
import { expectAccessible, test } from './harness.mjs';
import { announced, canvas, openWithTexts } from './textsOnCanvas.mjs';

const CANVAS_WIDTH = 1152;
const properties = (page) => page.getByRole('region', { name: 'Propriétés' });

/** The screen point of canvas point (x, y). */
async function screenPoint(page, x, y) {
  const box = await canvas(page).boundingBox();
  const scale = box.width / CANVAS_WIDTH;
  return { x: box.x + x * scale, y: box.y + y * scale };
}

/** Three texts at known places. */
const openWithThree = (page) =>
  openWithTexts(page, [
    { x: 100, y: 100 },
    { x: 500, y: 160 },
    { x: 260, y: 420 },
  ]);

const positions = (page) =>
  page.evaluate(() =>
    window.__toileStore
      .getState()
      .editor.document.pages[0].elements.map((e) => ({ ...e.styles.position })),
  );
const selection = (page) => page.evaluate(() => window.__toileStore.getState().editor.selection);

test('Shift + click and the rectangle select several; they move, align and distribute together, one undo step each', async ({
  page,
  shot,
}) => {
  await openWithThree(page);
  const texts = canvas(page).getByRole('group', { name: /^Texte/ });
  assert.equal(await texts.count(), 3);

  // Shift + click: the first and the second.
  await texts.nth(0).click();
  await texts.nth(1).click({ modifiers: ['Shift'] });
  assert.equal((await selection(page)).length, 2);
  await properties(page)
    .getByText(/^2\s*éléments sélectionnés$/)
    .waitFor();
  assert.match(await announced(page), /^2\s*éléments sélectionnés/);
  // Their colours are the same, their positions differ: the shared fields, no « Position X ».
  assert.equal(await properties(page).getByLabel('Position X').count(), 0);

  // Dragging one moves both, by the same amount, in one step.
  const before = await positions(page);
  const from = await texts.nth(1).boundingBox();
  await page.mouse.move(from.x + 20, from.y + 10);
  await page.mouse.down();
  await page.mouse.move(from.x + 60, from.y + 50, { steps: 8 });
  await shot('selection-drag');
  await page.mouse.up();
  const after = await positions(page);
  const dx = after[0].x - before[0].x;
  const dy = after[0].y - before[0].y;
  assert.ok(dx > 0 && dy > 0, `moved by ${dx}, ${dy}`);
  assert.deepEqual(after[1], { x: before[1].x + dx, y: before[1].y + dy });
  assert.deepEqual(after[2], before[2]);
  await page.keyboard.press('Control+z');
  assert.deepEqual(await positions(page), before);

  // The rectangle on the empty canvas: all three wholly inside it.
  const start = await screenPoint(page, 60, 60);
  const end = await screenPoint(page, 900, 560);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 10 });
  await shot('selection-rectangle');
  await page.mouse.up();
  assert.equal((await selection(page)).length, 3);
  await properties(page)
    .getByText(/^3\s*éléments sélectionnés$/)
    .waitFor();
  await expectAccessible(page, 'three elements selected');

  // « Aligner à gauche »: all on the leftmost edge, one step; said to screen readers.
  await properties(page).getByRole('button', { name: 'Aligner à gauche' }).click();
  assert.deepEqual(
    (await positions(page)).map((p) => p.x),
    [100, 100, 100],
  );
  assert.equal(await announced(page), 'Alignés à gauche');
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  assert.deepEqual(await positions(page), before);

  // « Répartir verticalement »: equal gaps between the three.
  await properties(page).getByRole('button', { name: 'Répartir verticalement' }).click();
  const spread = (await positions(page)).map((p) => p.y);
  assert.equal(spread[1] - spread[0], spread[2] - spread[1]);

  // Arrows nudge them all; Delete removes them all, one step.
  await canvas(page)
    .getByRole('group', { name: /^Texte/ })
    .first()
    .focus();
  const beforeNudge = await positions(page);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.deepEqual(
    (await positions(page)).map((p) => p.x),
    beforeNudge.map((p) => p.x + 2),
  );
  await page.keyboard.press('Delete');
  assert.equal(await texts.count(), 0);
  await page.keyboard.press('Control+z');
  assert.equal(await texts.count(), 3);
  await shot('selection-after-undo');
});

test('Ctrl+A selects the page; a colour typed for all replaces « Mixte »; Escape deselects', async ({
  page,
}) => {
  await openWithThree(page);
  const texts = canvas(page).getByRole('group', { name: /^Texte/ });
  await texts.nth(2).click();
  // One of them in red, then all selected: « Mixte » where they differ.
  await page.evaluate(() => {
    const store = window.__toileStore;
    const id = store.getState().editor.selectedId;
    store.dispatch({
      type: 'editor/elementUpdated',
      payload: { id, changes: { styles: { color: '#DC2626' } }, at: Date.now() },
    });
  });
  await texts.nth(0).click();
  await page.keyboard.press('Control+a');
  assert.equal((await selection(page)).length, 3);
  const colour = properties(page).getByRole('textbox', { name: 'Couleur du texte' });
  assert.equal(await colour.inputValue(), '');
  assert.equal(await colour.getAttribute('placeholder'), 'Mixte');
  await colour.fill('#1D4ED8');
  await colour.press('Tab');
  const colours = await page.evaluate(() =>
    window.__toileStore.getState().editor.document.pages[0].elements.map((e) => e.styles.color),
  );
  assert.deepEqual(colours, ['#1D4ED8', '#1D4ED8', '#1D4ED8']);
  // A colour that is not one: refused, said, nothing changed.
  await colour.fill('rouge');
  await colour.press('Tab');
  await properties(page)
    .getByText(/Couleur non reconnue/)
    .waitFor();
  await canvas(page)
    .getByRole('group', { name: /^Texte/ })
    .first()
    .focus();
  await page.keyboard.press('Escape');
  assert.equal((await selection(page)).length, 0);
});

test('« Verrouiller » and « Masquer » in « Calques »: a locked text does not move and says why; a hidden one is not drawn', async ({
  page,
  shot,
}) => {
  await openWithThree(page);
  const layers = page.getByRole('list', { name: 'Calques' });
  const rows = layers.getByRole('listitem');
  assert.equal(await rows.count(), 3);
  // The top layer is the last text added (the third, at 260, 420).
  const lock = rows.nth(0).getByRole('button', { name: 'Verrouiller', exact: true });
  await lock.click();
  assert.equal(await lock.getAttribute('aria-pressed'), 'true');
  assert.equal(await announced(page), 'Verrouillé');
  const locked = canvas(page).getByRole('group', { name: /verrouillé$/ });
  await locked.waitFor();
  const before = await positions(page);
  const from = await locked.boundingBox();
  await page.mouse.move(from.x + 10, from.y + 10);
  await page.mouse.down();
  await page.mouse.move(from.x + 120, from.y + 90, { steps: 8 });
  await page.mouse.up();
  assert.deepEqual(await positions(page), before);
  assert.match(await announced(page), /^Élément verrouillé/);
  // No handles nor delete button on it; Delete says why and removes nothing.
  assert.equal(await page.getByRole('button', { name: "Supprimer l'élément" }).count(), 0);
  await locked.focus();
  await page.keyboard.press('Delete');
  assert.equal(
    await canvas(page)
      .getByRole('group', { name: /^Texte/ })
      .count(),
    3,
  );
  await properties(page).getByRole('note').waitFor();
  assert.equal(await properties(page).getByLabel('Position X').isDisabled(), true);

  // « Masquer » the second layer: gone from the canvas, still listed, back with one undo.
  const hide = rows.nth(1).getByRole('button', { name: 'Masquer', exact: true });
  await hide.click();
  assert.equal(await hide.getAttribute('aria-pressed'), 'true');
  assert.equal(
    await canvas(page)
      .getByRole('group', { name: /^Texte/ })
      .count(),
    2,
  );
  assert.equal(await rows.count(), 3);
  await shot('layers-locked-and-hidden');
  await expectAccessible(page, 'a locked and a hidden layer');
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  assert.equal(
    await canvas(page)
      .getByRole('group', { name: /^Texte/ })
      .count(),
    3,
  );
});

test('Ctrl+G groups two texts: a press on one moves both; Ctrl+Maj+G undoes the group', async ({
  page,
  shot,
}) => {
  await openWithThree(page);
  const texts = canvas(page).getByRole('group', { name: /^Texte/ });
  await texts.nth(0).click();
  await texts.nth(1).click({ modifiers: ['Shift'] });
  await page.keyboard.press('Control+g');
  assert.equal(await announced(page), 'Éléments groupés');
  await properties(page).getByRole('button', { name: 'Dissocier' }).waitFor();
  const before = await positions(page);
  // Dragging the first text drags the group: both texts (and the group's box) move by as much.
  const from = await texts.nth(0).boundingBox();
  await page.mouse.move(from.x + 10, from.y + 10);
  await page.mouse.down();
  await page.mouse.move(from.x + 50, from.y + 50, { steps: 8 });
  await shot('group-drag');
  await page.mouse.up();
  const after = await positions(page);
  const dx = after[1].x - before[1].x;
  const dy = after[1].y - before[1].y;
  assert.ok(dx > 0 && dy > 0, `moved by ${dx}, ${dy}`);
  assert.deepEqual(after[2], { x: before[2].x + dx, y: before[2].y + dy });
  assert.deepEqual(after[3], before[3]);
  await page.keyboard.press('Control+Shift+g');
  assert.equal(await announced(page), 'Groupe dissocié');
  assert.equal((await positions(page)).length, 3);
  assert.equal((await selection(page)).length, 2);
});

test('keyboard only: Maj + Entrée on layers in « Calques » makes a selection of several, then Aligner', async ({
  page,
}) => {
  await openWithThree(page);
  const rows = page.getByRole('list', { name: 'Calques' }).getByRole('listitem');
  const layerButton = (i) => rows.nth(i).getByRole('button').first();
  await layerButton(0).focus();
  await page.keyboard.press('Enter');
  assert.equal((await selection(page)).length, 1);
  await layerButton(2).focus();
  await page.keyboard.press('Shift+Enter');
  assert.equal((await selection(page)).length, 2);
  await properties(page)
    .getByText(/^2\s*éléments sélectionnés$/)
    .waitFor();
  const align = properties(page).getByRole('button', { name: 'Aligner en haut' });
  await align.focus();
  await page.keyboard.press('Enter');
  const ys = (await positions(page)).map((p) => p.y);
  // The first and the third texts (top of the list: the last added) share their top.
  assert.equal(ys[0], ys[2]);
  await page.keyboard.press('Shift+Tab');
  await layerButton(2).focus();
  await page.keyboard.press('Shift+Enter');
  assert.equal((await selection(page)).length, 1);
});

test('the box around several: its corner handle resizes them in proportion, one undo step', async ({
  page,
  shot,
}) => {
  await openWithThree(page);
  await canvas(page)
    .getByRole('group', { name: /^Texte/ })
    .first()
    .click();
  await page.keyboard.press('Control+a');
  const box = page.locator('[data-selection-box]');
  await box.waitFor();
  const sizes = () =>
    page.evaluate(() =>
      window.__toileStore
        .getState()
        .editor.document.pages[0].elements.map((e) => ({ ...e.styles.position, ...e.styles.size })),
    );
  const before = await sizes();
  const handle = box.getByRole('button', { name: 'Redimensionner depuis le coin inférieur droit' });
  const h = await handle.boundingBox();
  const frame = await box.boundingBox();
  // Half as large again: the corner dragged by half the box's size (the pointer stays clear of
  // the area's edges, where a drag scrolls it).
  await page.mouse.move(h.x + h.width / 2, h.y + h.height / 2);
  await page.mouse.down();
  await page.mouse.move(
    h.x + h.width / 2 + frame.width / 2,
    h.y + h.height / 2 + frame.height / 2,
    {
      steps: 10,
    },
  );
  await shot('selection-resize');
  await page.mouse.up();
  const after = await sizes();
  const bounds = (boxes) => {
    const x = Math.min(...boxes.map((b) => b.x));
    const y = Math.min(...boxes.map((b) => b.y));
    const right = Math.max(...boxes.map((b) => b.x + b.width));
    const bottom = Math.max(...boxes.map((b) => b.y + b.height));
    return { x, y, width: right - x, height: bottom - y };
  };
  const from = bounds(before);
  const to = bounds(after);
  const kx = to.width / from.width;
  const ky = to.height / from.height;
  assert.ok(kx > 1.3 && ky > 1.3, `scaled by ${kx}, ${ky}`);
  // Each one scaled with the box around them: its place in it and its size, to the pixel.
  after.forEach((a, i) => {
    const b = before[i];
    assert.ok(Math.abs(a.width - b.width * kx) <= 1, `width ${a.width} for ${b.width} × ${kx}`);
    assert.ok(Math.abs(a.height - b.height * ky) <= 1, `height ${a.height} for ${b.height}`);
    assert.ok(Math.abs(a.x - (to.x + (b.x - from.x) * kx)) <= 1, `x ${a.x} for ${b.x}`);
    assert.ok(Math.abs(a.y - (to.y + (b.y - from.y) * ky)) <= 1, `y ${a.y} for ${b.y}`);
  });
  await page.keyboard.press('Control+z');
  assert.deepEqual(await sizes(), before);
});

test('the rectangle held at the bottom edge of the canvas area scrolls it, and selects what it reaches', async ({
  page,
  shot,
}) => {
  // Two texts in a column, the second far below the window; a third to the right of the column.
  await openWithTexts(page, [
    { x: 100, y: 100 },
    { x: 100, y: 1500 },
    { x: 700, y: 300 },
  ]);
  const area = page.locator('[data-canvas-area]');
  const below = canvas(page)
    .getByRole('group', { name: /^Texte/ })
    .nth(1);
  const areaBox = await area.boundingBox();
  assert.ok(
    (await below.boundingBox()).y > areaBox.y + areaBox.height,
    'the second text starts out of sight',
  );
  assert.equal(await area.evaluate((a) => a.scrollTop), 0);

  // The rectangle from the empty corner, down to the area's bottom edge, held there.
  const start = await screenPoint(page, 60, 60);
  const right = (await screenPoint(page, 500, 0)).x;
  const edge = areaBox.y + areaBox.height - 6;
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(right, edge, { steps: 12 });
  // The area scrolls by itself until the second text is in sight above the pointer.
  await page.waitForFunction(
    (y) => {
      const text = document.querySelectorAll(
        '[data-canvas] [role="group"][aria-label^="Texte"]',
      )[1];
      return text.getBoundingClientRect().bottom < y - 60;
    },
    edge,
    { timeout: 15000 },
  );
  assert.ok((await area.evaluate((a) => a.scrollTop)) > 0, 'the area scrolled');
  // Out of the edge band (scrolling stops), still below the second text, then released.
  const textBox = await below.boundingBox();
  await page.mouse.move(right, textBox.y + textBox.height + 20, { steps: 4 });
  await shot('selection-rectangle-scrolled');
  await page.mouse.up();

  // The two texts of the column, not the one beside it.
  const ids = await page.evaluate(() =>
    window.__toileStore.getState().editor.document.pages[0].elements.map((e) => e.id),
  );
  assert.deepEqual([...(await selection(page))].sort(), [ids[0], ids[1]].sort());
  await properties(page)
    .getByText(/^2\s*éléments sélectionnés$/)
    .waitFor();
});
