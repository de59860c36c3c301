// The editor core in real Chromium: the whole flow of item 12, screenshots, axe.
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, expectAccessible, test } from './harness.mjs';

const TYPES = ['Texte', 'Image', 'Bouton', 'Container', 'En-tête', 'Pied de page'];

const canvasOf = (page) => page.getByRole('region', { name: 'Zone de travail' });
const propertiesOf = (page) => page.getByRole('region', { name: 'Propriétés' });
const paletteOf = (page) => page.getByRole('region', { name: 'Éléments' });

/** The inline style of the visible box of the element `id` (the focusable child of its root). */
function boxStyle(page, id) {
  return page.locator(`[data-element-id="${id}"] > [role="group"]`).evaluate((el) => {
    const cs = getComputedStyle(el);
    const root = el.parentElement;
    return {
      left: root.style.left,
      top: root.style.top,
      width: root.style.width,
      height: root.style.height,
      color: cs.color,
      backgroundColor: cs.backgroundColor,
      fontSize: cs.fontSize,
      fontWeight: cs.fontWeight,
      textAlign: cs.textAlign,
      justifyContent: cs.justifyContent,
      borderRadius: cs.borderTopLeftRadius,
      padding: cs.paddingTop,
      outline: `${cs.outlineStyle} ${cs.outlineColor}`,
      text: el.textContent,
    };
  });
}

async function fill(page, label, value) {
  const field = propertiesOf(page).getByLabel(label, { exact: true });
  await field.fill(value);
  await field.blur();
}

async function selectedId(page) {
  return page
    .locator('[data-element-id]')
    .filter({ has: page.getByRole('button', { name: "Supprimer l'élément" }) })
    .getAttribute('data-element-id');
}

test('editor: add each type, select, edit every property, delete, undo, redo', async ({
  page,
  shot,
}) => {
  await page.goto('/editor');
  await page.getByRole('heading', { level: 1, name: 'Nouveau Projet' }).waitFor();
  assert.ok(await page.getByText('Non sauvegardé', { exact: true }).isVisible());
  const undo = page.getByRole('button', { name: 'Annuler' });
  const redo = page.getByRole('button', { name: 'Rétablir' });
  assert.ok(await undo.isDisabled());
  assert.ok(await redo.isDisabled());
  for (const name of ['Aperçu', 'Sauvegarder', 'Partager', 'Exporter']) {
    assert.ok(await page.getByRole('button', { name, exact: true }).isVisible(), name);
  }
  const canvas = canvasOf(page);
  assert.ok(await canvas.getByText('Commencez par ajouter des éléments').isVisible());
  const props = propertiesOf(page);
  assert.ok(
    await props.getByText('Sélectionnez un élément pour modifier ses propriétés').isVisible(),
  );
  // Canvas: 1152 design px, 72rem at most, a dot every 20 px.
  const canvasCss = await canvas.evaluate((el) => {
    const cs = getComputedStyle(el);
    return { width: cs.width, maxWidth: cs.maxWidth, size: cs.backgroundSize };
  });
  assert.deepEqual(canvasCss, { width: '1152px', maxWidth: '1152px', size: '20px 20px' });
  await expectAccessible(page, 'editor, nothing selected');
  await shot('desktop-empty');

  // Add each type; each lands at (100, 100) and is selected. Spread them out with X / Y.
  const ids = [];
  for (const [index, name] of TYPES.entries()) {
    await paletteOf(page).getByRole('button', { name, exact: true }).click();
    const id = await selectedId(page);
    ids.push(id);
    const style = await boxStyle(page, id);
    assert.equal(style.left, '100px', name);
    assert.equal(style.top, '100px', name);
    assert.match(style.outline, /solid rgb\(59, 130, 246\)/, `${name} selected: blue border`);
    await fill(page, 'Position X', String(40 + (index % 3) * 360));
    await fill(page, 'Position Y', String(200 + Math.floor(index / 3) * 220));
  }
  assert.equal(await page.locator('[data-element-id]').count(), 6);
  assert.equal(await canvas.getByText('Commencez par ajouter des éléments').count(), 0);
  const [textId, imageId, buttonId, containerId, headerId, footerId] = ids;

  // Each type as the spec draws it.
  assert.equal(await (await boxStyle(page, textId)).text, 'Votre texte ici');
  assert.equal(await (await boxStyle(page, buttonId)).backgroundColor, 'rgb(59, 130, 246)');
  assert.equal(await (await boxStyle(page, headerId)).backgroundColor, 'rgb(243, 244, 246)');
  assert.equal(await (await boxStyle(page, footerId)).text, 'Footer');
  const image = page.locator(`[data-element-id="${imageId}"] img`);
  assert.ok((await image.getAttribute('alt')).length > 0);
  assert.match(await image.getAttribute('src'), /^data:image\/svg\+xml/);
  const containerBox = await page.locator(`[data-element-id="${containerId}"]`).evaluate((el) => ({
    h: el.getBoundingClientRect().height,
    outline: el.firstElementChild.style.outline,
  }));
  assert.match(containerBox.outline, /dashed/);
  const scale = Number(await canvas.getAttribute('data-scale'));
  assert.ok(Math.abs(containerBox.h - 100 * scale) < 1, 'container at least 100 high');

  // Clicking the empty canvas deselects; clicking an element selects it.
  await canvas.click({ position: { x: 700, y: 30 } });
  assert.equal(await page.getByRole('button', { name: "Supprimer l'élément" }).count(), 0);
  assert.ok(
    await props.getByText('Sélectionnez un élément pour modifier ses propriétés').isVisible(),
  );
  await expectAccessible(page, 'editor, six elements, nothing selected');
  await canvas.getByRole('group', { name: 'Texte\u00a0: Votre texte ici' }).click();
  assert.equal(await selectedId(page), textId);
  assert.ok(await page.getByRole('button', { name: "Supprimer l'élément" }).isVisible());

  // Edit every property of the text and see it on the canvas.
  await fill(page, 'Contenu', '<b>Bienvenue</b> chez nous');
  await fill(page, 'Position X', '60');
  await fill(page, 'Position Y', '40');
  await fill(page, 'Largeur', '420');
  await fill(page, 'Hauteur', 'abc'.replace(/\D/g, '') || '');
  await fill(page, 'Taille de police', '32');
  await props.getByLabel('Graisse').selectOption({ label: 'Gras' });
  await props.getByRole('button', { name: 'Centre', exact: true }).click();
  await props.getByLabel('Couleur du texte', { exact: true }).fill('#dc2626');
  await fill(page, 'Hex du fond', '#FEF3C7');
  await fill(page, 'Coins arrondis', '12');
  await fill(page, 'Marge intérieure', '8');
  let style = await boxStyle(page, textId);
  assert.deepEqual(
    { ...style, outline: undefined },
    {
      left: '60px',
      top: '40px',
      width: '420px',
      height: '0px',
      color: 'rgb(220, 38, 38)',
      backgroundColor: 'rgb(254, 243, 199)',
      fontSize: '32px',
      fontWeight: '700',
      textAlign: 'center',
      justifyContent: 'normal',
      borderRadius: '12px',
      padding: '8px',
      outline: undefined,
      text: '<b>Bienvenue</b> chez nous',
    },
  );
  assert.equal(await page.locator(`[data-element-id="${textId}"] b`).count(), 0);
  assert.equal(await props.getByLabel('Hauteur').inputValue(), '0', 'empty number → 0');
  await fill(page, 'Hauteur', '80');
  await fill(page, 'Taille de police', '');
  assert.equal((await boxStyle(page, textId)).fontSize, '16px', 'font size falls back to 16');
  await fill(page, 'Taille de police', '32');

  // The button has typography too (decision 1); the image has a URL field with validation.
  await canvas.getByRole('group', { name: /^Bouton/ }).click();
  assert.ok(await props.getByLabel('Taille de police').isVisible());
  await props.getByRole('button', { name: 'Droite', exact: true }).click();
  assert.equal((await boxStyle(page, buttonId)).justifyContent, 'flex-end');
  await canvas.getByRole('group', { name: 'Image' }).click();
  assert.equal(await props.getByLabel('Taille de police').count(), 0);
  const url = props.getByLabel("URL de l'image");
  assert.equal(await url.getAttribute('type'), 'url');
  const before = await image.getAttribute('src');
  await url.fill('javascript:alert(1)');
  assert.match(
    await props.getByRole('alert').textContent(),
    /ne peut pas servir d.image.*L.image actuelle est conservée/,
  );
  assert.equal(await image.getAttribute('src'), before);
  await url.blur();
  await shot('desktop-image-url-refused');
  await url.fill(
    'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
  );
  assert.match(await image.getAttribute('src'), /^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  assert.equal(await props.getByRole('alert').count(), 0);

  await canvas.getByRole('group', { name: /^Texte/ }).click();
  await expectAccessible(page, 'editor, text selected');
  await shot('desktop-text-selected');

  // Delete, undo, redo — buttons and keyboard.
  await page.getByRole('button', { name: "Supprimer l'élément" }).click();
  assert.equal(await page.locator(`[data-element-id="${textId}"]`).count(), 0);
  await undo.click();
  assert.equal(await page.locator(`[data-element-id="${textId}"]`).count(), 1);
  assert.ok(await redo.isEnabled());
  await redo.click();
  assert.equal(await page.locator(`[data-element-id="${textId}"]`).count(), 0);
  assert.ok(await redo.isDisabled());
  await page.keyboard.press('Control+z');
  assert.equal(await page.locator(`[data-element-id="${textId}"]`).count(), 1);
  await page.keyboard.press('Control+Shift+z');
  assert.equal(await page.locator(`[data-element-id="${textId}"]`).count(), 0);
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+y');
  assert.equal(await page.locator(`[data-element-id="${textId}"]`).count(), 0);

  // Keyboard selection: Tab reaches an element, Delete removes it, Escape deselects.
  const footer = canvas.getByRole('group', { name: 'Pied de page\u00a0: Footer' });
  await footer.focus();
  assert.equal(await selectedId(page), footerId);
  await page.keyboard.press('Escape');
  assert.equal(await page.getByRole('button', { name: "Supprimer l'élément" }).count(), 0);
  await canvas.getByRole('group', { name: /^En-tête/ }).click();
  // Shortcuts never fire while typing: Backspace in « Contenu » edits the text.
  const content = props.getByLabel('Contenu');
  await content.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Delete');
  assert.equal(await content.inputValue(), 'Heade');
  assert.equal(await page.locator('[data-element-id]').count(), 5);
  await page.keyboard.press('Escape');
  await content.blur();
  await canvas.getByRole('group', { name: /^En-tête/ }).click();
  await page.keyboard.press('Delete');
  assert.equal(await page.locator(`[data-element-id="${headerId}"]`).count(), 0);
  await page.keyboard.press('Control+z');
  style = await boxStyle(page, headerId);
  assert.equal(style.text, 'Heade');
  await shot('desktop-final');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  assert.ok(overflow <= 0, `horizontal overflow of ${overflow}px`);
});

test('editor: a typed value is one undo step', async ({ page }) => {
  await page.goto('/editor');
  await paletteOf(page).getByRole('button', { name: 'Texte', exact: true }).click();
  const content = propertiesOf(page).getByLabel('Contenu');
  await content.click();
  await content.press('Control+a');
  // Keys more than a second apart are two steps (a pause in the typing): the page's clock is held
  // still while they are typed, so a loaded machine's slow keystrokes cannot look like a pause.
  await page.evaluate(() => {
    const now = Date.now();
    window.__realNow = Date.now;
    Date.now = () => now;
  });
  await content.pressSequentially('Bonjour tout le monde');
  await page.evaluate(() => {
    Date.now = window.__realNow;
  });
  await content.blur();
  const text = canvasOf(page).getByRole('group', { name: /^Texte/ });
  assert.equal(await text.textContent(), 'Bonjour tout le monde');
  await page.getByRole('button', { name: 'Annuler' }).click();
  assert.equal(await text.textContent(), 'Votre texte ici');
  await page.getByRole('button', { name: 'Annuler' }).click();
  assert.equal(await page.locator('[data-element-id]').count(), 0);
});

test('editor: /editor/999 opens with no template, titled « Nouveau Projet »', async ({ page }) => {
  await page.goto('/editor/999');
  await page.getByRole('heading', { level: 1, name: 'Nouveau Projet' }).waitFor();
  await canvasOf(page).waitFor();
  assert.equal(await page.locator('iframe').count(), 0);
  assert.equal(
    await page.getByRole('button', { name: 'Modifier le contenu du template' }).count(),
    0,
  );
});

test('editor: /editor/{id} draws the template at 10% behind, then makes it editable', async ({
  page,
  shot,
}) => {
  await page.goto('/templates');
  const use = page.getByRole('link', { name: /Utiliser/ }).first();
  await use.waitFor();
  const href = await use.getAttribute('href');
  const id = href.split('/').pop();
  await page.goto(`/editor/${id}`);
  const canvas = canvasOf(page);
  await canvas.waitFor();
  const name = await page.getByRole('heading', { level: 1 }).textContent();
  assert.notEqual(name, 'Nouveau Projet');
  const frame = canvas.locator('iframe');
  assert.equal(await frame.count(), 1);
  const look = await frame.evaluate((el) => ({
    sandbox: el.getAttribute('sandbox'),
    hidden: el.getAttribute('aria-hidden'),
    tabIndex: el.tabIndex,
    opacity: getComputedStyle(el).opacity,
    pointerEvents: getComputedStyle(el).pointerEvents,
    srcdoc: el.srcdoc.length > 500,
  }));
  assert.deepEqual(look, {
    sandbox: '',
    hidden: 'true',
    tabIndex: -1,
    opacity: '0.1',
    pointerEvents: 'none',
    srcdoc: true,
  });
  // The frame runs no script (sandbox without allow-scripts) and takes no click: the canvas does.
  await canvas.click({ position: { x: 300, y: 300 } });
  assert.equal(await page.getByRole('button', { name: "Supprimer l'élément" }).count(), 0);
  await expectAccessible(page, 'editor with a template');
  await shot('desktop-template-background');

  await page.getByRole('button', { name: 'Modifier le contenu du template' }).click();
  // Its pages' code loads on use: the elements come once it is there.
  await page.locator('[data-element-id]').first().waitFor();
  const count = await page.locator('[data-element-id]').count();
  assert.ok(count > 5, `${count} elements from the template`);
  assert.equal(await frame.count(), 0);
  for (const type of ['header', 'text', 'button', 'footer']) {
    assert.ok(
      (await page.locator(`[data-element-type="${type}"]`).count()) > 0,
      `a ${type} from the template`,
    );
  }
  await shot('desktop-template-content-edited');
  await page.getByRole('button', { name: 'Annuler' }).click();
  assert.equal(await page.locator('[data-element-id]').count(), 0);
  assert.equal(await canvas.locator('iframe').count(), 1);
});

test(
  'editor on a phone: panels as drawers, canvas scaled to fit, nothing overflows',
  async ({ page, shot }) => {
    await page.goto('/editor');
    const canvas = canvasOf(page);
    await canvas.waitFor();
    const box = await canvas.boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, 'canvas fits the screen');
    await shot('phone-empty');
    await expectAccessible(page, 'phone editor');
    await page.getByRole('button', { name: 'Éléments', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Éléments' });
    await drawer.getByRole('button', { name: 'Bouton', exact: true }).click();
    await drawer.waitFor({ state: 'hidden' });
    assert.equal(await page.locator('[data-element-id]').count(), 1);
    await page.getByRole('button', { name: 'Propriétés', exact: true }).click();
    const props = page.getByRole('dialog', { name: 'Propriétés' });
    await props.getByLabel('Contenu').fill('Réserver une table');
    await shot('phone-properties');
    await expectAccessible(page, 'phone properties drawer');
    await props.getByRole('button', { name: 'Fermer' }).click();
    await props.waitFor({ state: 'hidden' });
    assert.equal(
      await canvas.getByRole('group', { name: /^Bouton/ }).textContent(),
      'Réserver une table',
    );
    await shot('phone-after-edit');
    for (const name of ['Annuler', 'Rétablir', 'Aperçu', 'Sauvegarder', 'Partager', 'Exporter']) {
      assert.ok(await page.getByRole('button', { name, exact: true }).isVisible(), name);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    assert.ok(overflow <= 0, `horizontal overflow of ${overflow}px`);
  },
  { viewport: PHONE },
);

void DESKTOP;
