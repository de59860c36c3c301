// In Chromium: an element bound to the site's styles (« Couleurs du site », « Style de texte »).
// A text bound to « Titre 2 » follows a change of « Titre 2 »'s size; a size of its own shows
// « Modifié »; « Revenir au style » gives it the style's back. A text colour bound to « Principale »
// follows « Principale ». The changes of the site's styles are dispatched through the store the
// test build exposes (`?bench=1`): the dialog « Styles du site » is not what this file tests.
import assert from 'node:assert/strict';
import { test } from './harness.mjs';

const TEXT = {
  id: 'pains',
  type: 'text',
  content: 'Nos pains du jour',
  styles: {
    position: { x: 40, y: 40 },
    size: { width: 700, height: 80 },
    color: '#111827',
    backgroundColor: 'transparent',
    fontSize: 16,
    fontWeight: 'normal',
    textAlign: 'left',
    borderRadius: 0,
    padding: 0,
    margin: 0,
  },
  properties: {},
};

/** The editor with a new site (its default styles) holding the text above. */
async function openWithText(page) {
  await page.goto('/editor?bench=1');
  await page.getByRole('heading', { level: 1, name: 'Nouveau Projet' }).waitFor();
  await page.waitForFunction(() => Boolean(window.__toileStore));
  await page.evaluate((text) => {
    const store = window.__toileStore;
    const site = store.getState().editor.document;
    const pages = site.pages.map((p, i) => (i === 0 ? { ...p, elements: [text] } : p));
    store.dispatch({ type: 'editor/documentLoaded', payload: { document: { ...site, pages } } });
  }, TEXT);
  const box = page.locator(`[data-element-id="${TEXT.id}"] > [role="group"]`);
  await box.waitFor();
  return box;
}

const styleOf = (page, id) =>
  page.evaluate(
    (styleId) => window.__toileStore.getState().editor.document.styles.text[styleId],
    id,
  );

/** Waits until the canvas draws `box` at `px` (its computed font size). */
async function sizeShown(box, px) {
  await box
    .page()
    .waitForFunction(
      ([node, size]) => getComputedStyle(node).fontSize === `${size}px`,
      [await box.elementHandle(), px],
    );
}

test('a text bound to « Titre 2 » follows the style; its own size shows « Modifié »; « Revenir au style » restores it', async ({
  page,
  shot,
}) => {
  const box = await openWithText(page);
  await box.click();
  const panel = page.getByRole('region', { name: 'Propriétés' });
  const styleSelect = panel.getByRole('combobox', { name: 'Style de texte' });
  await styleSelect.selectOption({ label: 'Titre 2' });
  const h2 = await styleOf(page, 'h2');
  await sizeShown(box, h2.sizes.desktop);
  assert.equal(await panel.getByText('Modifié', { exact: true }).count(), 0);

  // « Titre 2 » changes (as « Styles du site » changes it): the text follows.
  const bigger = h2.sizes.desktop + 12;
  await page.evaluate(
    ({ style, desktop }) =>
      window.__toileStore.dispatch({
        type: 'editor/textStyleChanged',
        payload: { id: 'h2', style: { ...style, sizes: { ...style.sizes, desktop } } },
      }),
    { style: h2, desktop: bigger },
  );
  await sizeShown(box, bigger);
  await panel
    .getByRole('spinbutton', { name: 'Taille de police' })
    .and(page.locator(`[value="${bigger}"]`))
    .waitFor();

  // The text's own size: « Modifié », and « Revenir au style ».
  const size = panel.getByRole('spinbutton', { name: 'Taille de police' });
  await size.fill('20');
  await size.press('Tab');
  await sizeShown(box, 20);
  await panel.locator('[data-style-mark]').getByText('Modifié', { exact: true }).waitFor();
  await panel.getByText(/taille sur Ordinateur/).waitFor();
  await styleSelect.scrollIntoViewIfNeeded();
  await shot('modified');
  await panel.getByRole('button', { name: 'Revenir au style' }).click();
  await sizeShown(box, bigger);
  await panel.getByRole('button', { name: 'Revenir au style' }).waitFor({ state: 'detached' });
  assert.equal(await panel.locator('[data-style-mark]').count(), 0);
  // The focus went back to the style, the button gone.
  await page.waitForFunction(
    () => document.activeElement?.getAttribute('data-field') === 'textStyle',
  );
});

test('a text colour bound to « Principale » follows « Principale »; a colour of its own leaves it', async ({
  page,
  shot,
}) => {
  const box = await openWithText(page);
  await box.click();
  const panel = page.getByRole('region', { name: 'Propriétés' });
  const swatches = panel.getByRole('group', { name: 'Couleur du texte\u00a0: couleurs du site' });
  const principale = swatches.getByRole('button', { name: 'Principale', exact: true });
  await principale.click();
  await page.waitForFunction(
    ([node]) => getComputedStyle(node).color === 'rgb(59, 130, 246)',
    [await box.elementHandle()],
  );
  assert.equal(await principale.getAttribute('aria-pressed'), 'true');
  await panel.locator('[data-bound-color="primary"]').getByText('Principale').waitFor();
  await shot('principale', panel);

  await page.evaluate(() =>
    window.__toileStore.dispatch({
      type: 'editor/siteColorChanged',
      payload: { id: 'primary', value: '#0E7490' },
    }),
  );
  await page.waitForFunction(
    ([node]) => getComputedStyle(node).color === 'rgb(14, 116, 144)',
    [await box.elementHandle()],
  );

  // The keyboard: the arrows move among the swatches, Entrée chooses.
  await principale.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await swatches
    .getByRole('button', { name: 'Secondaire', exact: true })
    .and(page.locator('[aria-pressed="true"]'))
    .waitFor();

  // « Personnalisée »: a hex of its own; no swatch pressed, the colour no longer follows.
  const hex = panel.getByRole('textbox', { name: 'Hex du texte' });
  await hex.fill('#7C2D12');
  await hex.press('Tab');
  await swatches.locator('[aria-pressed="true"]').waitFor({ state: 'detached' });
  await page.evaluate(() =>
    window.__toileStore.dispatch({
      type: 'editor/siteColorChanged',
      payload: { id: 'secondary', value: '#111111' },
    }),
  );
  assert.equal(await box.evaluate((node) => getComputedStyle(node).color), 'rgb(124, 45, 18)');
});
