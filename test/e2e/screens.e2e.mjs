// The editor's screens in Chromium, as a new user would try them: open a
// template, make it editable, look at it on Mobile, hide one element there, enlarge a title, undo
// and redo, then the preview at « Mobile » width shows the same.
import assert from 'node:assert/strict';
import { expectAccessible, test } from './harness.mjs';

const switcherOf = (page) => page.getByRole('group', { name: 'Écran affiché' });
const flowCanvasOf = (page) => page.locator('[data-flow-canvas]');
const propertiesOf = (page) => page.getByRole('region', { name: 'Propriétés' });
const layersOf = (page) => page.getByRole('region', { name: 'Calques' });

/** The computed font size (px) and display of an element of the Tablette or Mobile canvas. */
const look = (page, id) =>
  page.locator(`[data-flow-canvas] [data-element-id="${id}"]`).evaluate((el) => {
    const style = getComputedStyle(el);
    return { fontSize: parseFloat(style.fontSize), display: style.display };
  });

test('Mobile: the page stacks at 390 px, an element hidden there only, a title enlarged, undo, preview', async ({
  page,
  shot,
}) => {
  await page.goto('/editor/2');
  await page.getByRole('region', { name: 'Zone de travail' }).first().waitFor();
  await page.getByRole('button', { name: 'Modifier le contenu du template' }).click();
  await page.locator('[data-canvas] [data-element-id]').first().waitFor();

  const mobile = switcherOf(page).getByRole('button', { name: 'Mobile', exact: true });
  assert.equal(
    await switcherOf(page).getByRole('button', { name: 'Ordinateur' }).getAttribute('aria-pressed'),
    'true',
  );
  await mobile.click();
  assert.equal(await mobile.getAttribute('aria-pressed'), 'true');
  const canvas = flowCanvasOf(page);
  await canvas.waitFor();
  assert.equal(await canvas.getAttribute('data-flow-canvas'), 'phone');

  // 390 px wide (at 1440 px the canvas area has room: no scaling) and everything stacks inside.
  const frame = await canvas.boundingBox();
  assert.equal(Math.round(frame.width), 390);
  const boxes = await canvas.locator('[data-element-id]').evaluateAll((nodes) =>
    nodes
      .map((el) => ({
        id: el.dataset.elementId,
        type: el.dataset.elementType,
        ...el.getBoundingClientRect().toJSON(),
        size: parseFloat(getComputedStyle(el).fontSize),
        text: el.textContent,
      }))
      .filter((b) => b.width > 0 && b.height > 0),
  );
  assert.ok(boxes.length > 5, `${boxes.length} elements shown`);
  for (const box of boxes) {
    assert.ok(
      box.left >= frame.x - 1 && box.right <= frame.x + frame.width + 1,
      `${box.id} (${box.type}) within the canvas: ${box.left}–${box.right}`,
    );
  }
  // The title: the text with the largest font; the element to hide: a button.
  const texts = boxes.filter((b) => b.type === 'text');
  const title = texts.reduce((a, b) => (b.size > a.size ? b : a));
  const button = boxes.find((b) => b.type === 'button');
  assert.ok(button, 'a button on the page');
  assert.ok(title.right - title.left <= 390, 'the title fits the phone');

  // Hide the button on Mobile.
  await canvas.locator(`[data-element-id="${button.id}"]`).click();
  const section = propertiesOf(page).getByRole('region', { name: "Sur l'écran Mobile" });
  await section.waitFor();
  await section.getByLabel('Masquer sur cet écran').check();
  assert.equal((await look(page, button.id)).display, 'none');
  await section.getByText('Modifié sur cet écran').waitFor();
  await layersOf(page).getByText('Masqué sur cet écran').first().waitFor({ state: 'attached' });

  // Ordinateur still shows it.
  await switcherOf(page).getByRole('button', { name: 'Ordinateur' }).click();
  await page.locator(`[data-canvas] [data-element-id="${button.id}"]`).waitFor();
  assert.ok(await page.locator(`[data-canvas] [data-element-id="${button.id}"]`).isVisible());
  await mobile.click();
  await canvas.waitFor();
  assert.equal((await look(page, button.id)).display, 'none');

  // Enlarge the title on Mobile, then undo and redo.
  const before = (await look(page, title.id)).fontSize;
  await canvas.locator(`[data-element-id="${title.id}"]`).click();
  const fontSize = propertiesOf(page).getByRole('spinbutton', { name: 'Taille de police' });
  await fontSize.fill('48');
  await fontSize.blur();
  assert.equal((await look(page, title.id)).fontSize, 48);
  await propertiesOf(page).getByRole('button', { name: 'Rétablir la taille de police' }).waitFor();
  await page.keyboard.press('Control+z');
  assert.equal((await look(page, title.id)).fontSize, before);
  await page.keyboard.press('Control+Shift+z');
  assert.equal((await look(page, title.id)).fontSize, 48);
  const titleBox = await canvas.locator(`[data-element-id="${title.id}"]`).boundingBox();
  assert.ok(titleBox.x + titleBox.width <= frame.x + frame.width + 1, 'the enlarged title fits');

  await canvas.locator(`[data-element-id="${title.id}"]`).scrollIntoViewIfNeeded();
  await shot('editor-mobile');
  await expectAccessible(page, 'editor on Mobile');

  // The preview at « Mobile » width: the same page, the button hidden, the title enlarged.
  await page.getByRole('button', { name: 'Aperçu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aperçu', exact: true });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Mobile', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('iframe')?.clientWidth === 390);
  const preview = page.frameLocator('iframe');
  await preview.locator('.page').waitFor();
  const shown = await preview.locator('.el').evaluateAll((nodes) =>
    nodes.map((el) => ({
      tag: el.tagName.toLowerCase(),
      text: el.textContent,
      display: getComputedStyle(el).display,
      size: parseFloat(getComputedStyle(el).fontSize),
    })),
  );
  const hidden = shown.filter((e) => e.tag === 'button' && e.text === button.text);
  assert.ok(hidden.length >= 1, 'the button is in the exported page');
  assert.ok(
    hidden.some((e) => e.display === 'none'),
    'the button is hidden at 390 px',
  );
  assert.ok(
    shown.some((e) => e.text === title.text && e.size === 48),
    'the title is 48 px at 390 px',
  );
  await shot('preview-mobile');
  await dialog.getByRole('button', { name: 'Ordinateur', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('iframe')?.clientWidth === 1440);
  const desktop = await preview
    .locator('button.el')
    .evaluateAll(
      (nodes, text) =>
        nodes.filter((el) => el.textContent === text).map((el) => getComputedStyle(el).display),
      button.text,
    );
  assert.ok(desktop.length > 0 && desktop.every((d) => d !== 'none'), 'shown on Ordinateur');
});
