// The canvas's context menu in real Chromium: a right click on an element and on the empty canvas,
// Shift+F10 on the focused element, the keyboard through the menu, actions on a multiple selection
// (one undo step each), the focus back on the element, what screen readers hear; axe with it open.
import assert from 'node:assert/strict';
import { expectAccessible, test } from './harness.mjs';
import { announced, canvas, openWithTexts } from './textsOnCanvas.mjs';

const menu = (page) => page.getByRole('menu');
const item = (page, name) => page.getByRole('menuitem', { name: new RegExp(`^${name}`) });

/** Two texts at known places. */
const openWithTwo = (page) =>
  openWithTexts(page, [
    { x: 100, y: 100 },
    { x: 500, y: 160 },
  ]);

const editor = (page) =>
  page.evaluate(() => {
    const { document, selection, history } = window.__toileStore.getState().editor;
    return { count: document.pages[0].elements.length, selection, steps: history.past.length };
  });
const focusedName = (page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

test('right click and Shift+F10 open the actions; they act on the selection, one undo step each', async ({
  page,
  shot,
}) => {
  await openWithTwo(page);
  const texts = canvas(page).getByRole('group', { name: /^Texte/ });

  // A right click on an element not selected: it becomes the selection, the menu opens at the pointer.
  const first = await texts.nth(0).boundingBox();
  await page.mouse.click(first.x + 30, first.y + 10, { button: 'right' });
  await menu(page).waitFor();
  assert.equal((await editor(page)).selection.length, 1);
  const names = await page
    .getByRole('menuitem')
    .evaluateAll((items) =>
      items.map((i) => i.querySelector('.MuiListItemText-primary')?.textContent),
    );
  assert.deepEqual(names, [
    'Modifier le texte',
    'Copier',
    'Coller',
    'Dupliquer',
    'Supprimer',
    'Premier plan',
    'Arrière-plan',
    'Aligner',
    'Verrouiller',
    'Masquer',
  ]);
  const paper = await page.locator('.MuiMenu-paper').boundingBox();
  assert.ok(Math.abs(paper.x - (first.x + 30)) < 4 && Math.abs(paper.y - (first.y + 10)) < 4);
  // The first entry has the focus.
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'menuitem');
  // axe first: it waits for the menu's fade-in, so the picture shows it whole.
  await expectAccessible(page, 'context menu open');
  await shot('context-menu');

  // Escape: closed, the focus back on the element.
  await page.keyboard.press('Escape');
  await menu(page).waitFor({ state: 'detached' });
  assert.match(String(await focusedName(page)), /^Texte/);

  // Shift+F10 on the focused element, then the keyboard: « Dupliquer » (past « Coller », which
  // says why it cannot paste and stays reachable).
  const before = await editor(page);
  await page.keyboard.press('Shift+F10');
  await menu(page).waitFor();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  assert.match(
    String(await page.evaluate(() => document.activeElement?.textContent)),
    /^Dupliquer/,
  );
  await page.keyboard.press('Enter');
  await menu(page).waitFor({ state: 'detached' });
  let now = await editor(page);
  assert.equal(now.count, 3);
  assert.equal(now.steps, before.steps + 1);

  // Several selected: a right click on one keeps them; « Supprimer » removes both in one step.
  await texts.nth(0).click();
  await texts.nth(1).click({ modifiers: ['Shift'] });
  assert.equal((await editor(page)).selection.length, 2);
  const second = await texts.nth(1).boundingBox();
  await page.mouse.click(second.x + 20, second.y + 10, { button: 'right' });
  await menu(page).waitFor();
  assert.equal((await editor(page)).selection.length, 2);
  await page.getByRole('menu', { name: 'Actions des 2\u00a0éléments sélectionnés' }).waitFor();
  const beforeDelete = await editor(page);
  await item(page, 'Supprimer').click();
  now = await editor(page);
  assert.equal(now.count, 1);
  assert.equal(now.steps, beforeDelete.steps + 1);
  await page.waitForFunction(
    () => document.querySelector('[data-announcer]')?.textContent === '2\u00a0éléments supprimés.',
  );
  await page.keyboard.press('Control+z');
  assert.equal((await editor(page)).count, 3);

  // Right away (the menu still fading out lets the pointer through), the empty canvas: « Coller » (nothing copied yet, so disabled) and « Tout sélectionner ».
  const area = await canvas(page).boundingBox();
  await page.mouse.click(area.x + 700, area.y + 500, { button: 'right' });
  await page.getByRole('menu', { name: 'Actions de la zone de travail' }).waitFor();
  await item(page, 'Tout sélectionner').click();
  assert.equal((await editor(page)).selection.length, 3);
  assert.match(await announced(page), /^3\s*éléments sélectionnés/);
});

test('« Modifier le texte » from the menu edits the words in place; « Aligner » opens its own menu', async ({
  page,
  shot,
}) => {
  await openWithTwo(page);
  const texts = canvas(page).getByRole('group', { name: /^Texte/ });
  await texts.nth(0).click({ button: 'right' });
  await item(page, 'Modifier le texte').click();
  const box = page.getByRole('textbox', { name: /^Modifier le texte/ });
  await box.waitFor();
  assert.equal(await box.evaluate((node) => node === document.activeElement), true);
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Bonjour');
  await page.keyboard.press('Control+Enter');
  await canvas(page).getByRole('group', { name: 'Texte\u00a0: Bonjour' }).waitFor();

  // Two selected, the submenu with the keyboard: ArrowRight opens it, an alignment is one step.
  await texts.nth(0).click();
  await texts.nth(1).click({ modifiers: ['Shift'] });
  await page.keyboard.press('Shift+F10');
  await menu(page).first().waitFor();
  await item(page, 'Aligner').focus();
  await page.keyboard.press('ArrowRight');
  const sub = page.getByRole('menu', { name: 'Aligner' });
  await sub.waitFor();
  await expectAccessible(page, 'align submenu open');
  await shot('context-menu-align');
  const before = await editor(page);
  await sub.getByRole('menuitem', { name: 'Aligner en haut' }).click();
  await page.getByRole('menu').first().waitFor({ state: 'detached' });
  const tops = await page.evaluate(() =>
    window.__toileStore
      .getState()
      .editor.document.pages[0].elements.map((e) => e.styles.position.y),
  );
  assert.deepEqual(tops, [100, 100]);
  assert.equal((await editor(page)).steps, before.steps + 1);
  assert.match(String(await focusedName(page)), /^Texte/);

  // « Grouper » from the menu (both still selected): the group becomes the selection.
  await page.keyboard.press('Shift+F10');
  await item(page, 'Grouper').click();
  await page.getByRole('menu').first().waitFor({ state: 'detached' });
  const grouped = await editor(page);
  assert.equal(grouped.selection.length, 1);
  assert.equal(grouped.steps, before.steps + 2);
  assert.equal(await announced(page), 'Éléments groupés');
});
