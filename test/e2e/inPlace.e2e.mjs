// Text edited in place on the canvas, in real Chromium with the real mouse and keyboard:
// double-click puts the caret where clicked, typing, Ctrl+Enter, the canvas and the export show
// the new words; Escape; a drag from inside the box moves nothing; a hostile paste stays text;
// a click outside commits; Tablette.
import assert from 'node:assert/strict';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { exportedFiles } from './exportedSite.mjs';
import { expectAccessible, test } from './harness.mjs';

async function openEditor(page) {
  await page.goto('/editor');
  await page.getByRole('region', { name: 'Zone de travail' }).waitFor();
  await page.getByRole('button', { name: '100 %', exact: true }).click();
}

const canvas = (page) => page.getByRole('region', { name: 'Zone de travail' });
const canvasElement = (page, name) => canvas(page).getByRole('group', { name, exact: true });
const editingBox = (page, type = 'Texte') =>
  page.getByRole('textbox', { name: `Modifier le texte\u00a0: ${type}`, exact: true });

/** The screen point just inside the left edge of character `index` of the element's words. */
async function pointBeforeCharacter(locator, index) {
  return locator.evaluate((box, i) => {
    const text = Array.from(box.childNodes).find((n) => n.nodeType === Node.TEXT_NODE);
    const range = document.createRange();
    range.setStart(text, i);
    range.setEnd(text, i + 1);
    const r = range.getBoundingClientRect();
    return { x: r.left + 1, y: r.top + r.height / 2 };
  }, index);
}

/** What the properties panel says of the selected element's place. */
async function position(page) {
  const read = async (label) => Number(await page.getByLabel(label, { exact: true }).inputValue());
  return { x: await read('Position X'), y: await read('Position Y') };
}

test('double-click a text, type, Ctrl+Enter: the canvas and the export show the new words', async ({
  page,
  shot,
}) => {
  await openEditor(page);
  await page.locator('[data-palette-type="text"]').click();
  const element = canvasElement(page, 'Texte\u00a0: Votre texte ici');
  await element.waitFor();

  // The words do not move when they become editable: the same pixels (the caret hidden).
  const clip = await element.boundingBox();
  const before = PNG.sync.read(await page.screenshot({ clip }));

  // The caret lands where the person double-clicked: before « texte ».
  const at = await pointBeforeCharacter(element, 'Votre '.length);
  await page.mouse.dblclick(at.x, at.y);
  const box = editingBox(page);
  await box.waitFor();
  assert.equal(await box.evaluate((b) => b === document.activeElement), true);
  assert.equal(await box.evaluate((b) => b.selectionStart), 'Votre '.length);
  // The words stand where they stood: same font, size and colour in the box.
  const look = await box.evaluate((b) => {
    const s = getComputedStyle(b);
    const p = getComputedStyle(b.parentElement);
    return [s.fontFamily === p.fontFamily, s.fontSize === p.fontSize, s.color === p.color];
  });
  assert.deepEqual(look, [true, true, true]);
  const during = PNG.sync.read(await page.screenshot({ clip }));
  const { width, height } = before;
  assert.equal(pixelmatch(before.data, during.data, null, width, height, { threshold: 0.1 }), 0);
  await expectAccessible(page, 'while editing in place');

  await page.keyboard.type('beau ');
  await shot('editing');
  await page.keyboard.press('Control+Enter');
  await editingBox(page).waitFor({ state: 'detached' });

  const edited = canvasElement(page, 'Texte\u00a0: Votre beau texte ici');
  await edited.waitFor();
  assert.equal(await edited.evaluate((e) => e === document.activeElement), true);
  assert.equal(await edited.getAttribute('aria-current'), 'true');
  await shot('committed');

  // One undo step: « Annuler » brings the old words back, « Rétablir » the new.
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  await canvasElement(page, 'Texte\u00a0: Votre texte ici').waitFor();
  await page.getByRole('button', { name: 'Rétablir', exact: true }).click();
  await edited.waitFor();

  const { files } = await exportedFiles(page);
  assert.match(files['index.html'], />Votre beau texte ici</);
});

test('Enter edits a focused button, Escape cancels, a drag inside the box moves nothing', async ({
  page,
}) => {
  await openEditor(page);
  await page.locator('[data-palette-type="button"]').click();
  const element = canvasElement(page, 'Bouton\u00a0: Cliquez ici');
  await element.waitFor();
  await element.focus();
  const clip = await element.boundingBox();
  const shown = PNG.sync.read(await page.screenshot({ clip }));
  await page.keyboard.press('Enter');
  const box = editingBox(page, 'Bouton');
  await box.waitFor();
  // A button's words stay centred in its box.
  const editable = PNG.sync.read(await page.screenshot({ clip }));
  const { width, height } = shown;
  assert.equal(pixelmatch(shown.data, editable.data, null, width, height, { threshold: 0.1 }), 0);
  assert.equal(await box.evaluate((b) => b.selectionStart), 'Cliquez ici'.length);

  const before = await position(page);
  const r = await box.boundingBox();
  await page.mouse.move(r.x + 4, r.y + r.height / 2);
  await page.mouse.down();
  await page.mouse.move(r.x + 80, r.y + 60, { steps: 8 });
  await page.mouse.up();
  assert.deepEqual(await position(page), before);
  assert.equal(await box.evaluate((b) => b === document.activeElement), true);

  await page.keyboard.type(' vite');
  await page.keyboard.press('Escape');
  await box.waitFor({ state: 'detached' });
  assert.equal(await element.evaluate((e) => e === document.activeElement), true);
  assert.equal(await element.count(), 1);
  // Escape again, now outside the box, is the editor's: it deselects.
  await page.keyboard.press('Escape');
  assert.equal(await element.getAttribute('aria-current'), null);
});

test('a hostile HTML paste in the box stays text, on the canvas and in the export', async ({
  page,
}) => {
  await openEditor(page);
  await page.locator('[data-palette-type="text"]').click();
  const element = canvasElement(page, 'Texte\u00a0: Votre texte ici');
  await element.dblclick();
  const box = editingBox(page);
  await box.waitFor();
  await page.keyboard.press('Control+A');
  const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
  await box.evaluate((b, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    data.setData('text/html', `<b>${text}</b>`);
    b.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  }, hostile);
  assert.equal(await box.inputValue(), hostile);
  await page.keyboard.press('Control+Enter');
  await box.waitFor({ state: 'detached' });
  // The element's name shows the start of its words (60 characters at most).
  const edited = canvas(page).getByRole('group', { name: /^Texte\s: <img src=x onerror=/ });
  assert.equal(await edited.textContent(), hostile);
  assert.equal(await canvas(page).locator('img, script, b').count(), 0);
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  const { files } = await exportedFiles(page);
  assert.ok(files['index.html'].includes('&lt;img src=x onerror='));
  assert.ok(!files['index.html'].includes('<img src=x'));
});

test('on Tablette, a text is edited in place too, its words in place', async ({ page }) => {
  await openEditor(page);
  await page.locator('[data-palette-type="text"]').click();
  await canvasElement(page, 'Texte\u00a0: Votre texte ici').waitFor();
  await page.getByRole('button', { name: 'Tablette', exact: true }).click();
  const element = page.getByRole('group', { name: 'Texte\u00a0: Votre texte ici', exact: true });
  await element.waitFor();
  await element.click();
  const clip = await element.boundingBox();
  const shown = PNG.sync.read(await page.screenshot({ clip }));
  await element.dblclick();
  const box = editingBox(page);
  await box.waitFor();
  const editable = PNG.sync.read(await page.screenshot({ clip }));
  const { width, height } = shown;
  assert.equal(pixelmatch(shown.data, editable.data, null, width, height, { threshold: 0.1 }), 0);
  await page.keyboard.press('End');
  await page.keyboard.type(' sur tablette');
  await page.keyboard.press('Control+Enter');
  await page
    .getByRole('group', { name: 'Texte\u00a0: Votre texte ici sur tablette', exact: true })
    .waitFor();
});

test('a click outside the box commits; another window taking the focus does not', async ({
  page,
}) => {
  await openEditor(page);
  await page.locator('[data-palette-type="text"]').click();
  const element = canvasElement(page, 'Texte\u00a0: Votre texte ici');
  await element.dblclick();
  const box = editingBox(page);
  await box.waitFor();
  await page.keyboard.press('End');
  await page.keyboard.type(', vraiment');
  // The tab loses the focus (another window): the box keeps it, and the editing goes on.
  await page.evaluate(() => window.dispatchEvent(new FocusEvent('blur')));
  await box.evaluate((b) => b.dispatchEvent(new FocusEvent('blur')));
  assert.equal(await box.count(), 1);
  // A click on the empty canvas, far from the element.
  const area = await canvas(page).boundingBox();
  await page.mouse.click(area.x + 700, area.y + 500);
  await box.waitFor({ state: 'detached' });
  await canvasElement(page, 'Texte\u00a0: Votre texte ici, vraiment').waitFor();
});
