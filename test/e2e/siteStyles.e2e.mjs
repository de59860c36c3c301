// In Chromium: « Styles du site ». A site of three pages, each with a button on « Principale »:
// setting « Principale » to #0E7490 in the dialog turns the buttons of every page (shown one after
// the other) that colour, and one Ctrl+Z restores them all. The dialog works on a 390 px phone,
// full screen, and axe finds no serious violation in it.
import assert from 'node:assert/strict';
import { PHONE, seriousA11yViolations, test } from './harness.mjs';

const ROLES = {
  primary: '#1E40AF',
  secondary: '#1E3A8A',
  accent: '#F59E0B',
  background: '#FFFFFF',
  backgroundAlt: '#F3F4F6',
  text: '#111827',
  textMuted: '#4B5563',
};

const STYLE = {
  color: ROLES.text,
  backgroundColor: 'transparent',
  fontSize: 18,
  fontWeight: 'normal',
  textAlign: 'left',
  borderRadius: 0,
  padding: 0,
  margin: 0,
};

const TEXT_STYLE = (desktop, weight, font) => ({
  font,
  sizes: { desktop, tablet: desktop, phone: desktop },
  weight,
  lineHeight: 1.5,
  letterSpacing: 0,
  uppercase: false,
});

/** A page of the bakery: its title and its button on « Principale », bound. */
function bakeryPage(id, name, title, action) {
  return {
    id,
    name,
    slug: id,
    seo: { title: '', description: '', noindex: false },
    elements: [
      {
        id: `titre-${id}`,
        type: 'text',
        content: title,
        styles: { ...STYLE, position: { x: 40, y: 40 }, size: { width: 700, height: 60 } },
        properties: { level: 'h1', colors: { color: 'text' } },
      },
      {
        id: `bouton-${id}`,
        type: 'button',
        content: action,
        styles: {
          ...STYLE,
          position: { x: 40, y: 140 },
          size: { width: 240, height: 48 },
          color: '#FFFFFF',
          backgroundColor: ROLES.primary,
          fontWeight: 'bold',
          borderRadius: 8,
          padding: 12,
        },
        properties: { colors: { backgroundColor: 'primary' } },
      },
    ],
  };
}

const SITE = {
  schemaVersion: 5,
  name: 'Le Fournil',
  templateId: null,
  homePageId: 'accueil',
  pages: [
    bakeryPage('accueil', 'Accueil', 'Le Fournil, boulangerie à Lyon', 'Voir nos pains'),
    bakeryPage('pains', 'Nos pains', 'Nos pains au levain', 'Commander'),
    bakeryPage('contact', 'Contact', 'Venir au Fournil', 'Nous écrire'),
  ],
  theme: { headingFont: 'system', bodyFont: 'system' },
  styles: {
    colors: Object.entries(ROLES).map(([id, value]) => ({ id, value })),
    text: {
      h1: TEXT_STYLE(49, 'bold', 'heading'),
      h2: TEXT_STYLE(31, 'bold', 'heading'),
      h3: TEXT_STYLE(25, 'bold', 'heading'),
      p: TEXT_STYLE(16, 'normal', 'body'),
      small: TEXT_STYLE(14, 'normal', 'body'),
      button: TEXT_STYLE(16, 'bold', 'body'),
    },
    page: { background: ROLES.background, bound: 'background' },
  },
  settings: { language: 'fr' },
};

/** Opens the editor with the bakery's three pages loaded through the test build's store. */
async function openBakery(page) {
  await page.goto('/editor?bench=1');
  await page.waitForFunction(() => Boolean(window.__toileStore));
  await page.evaluate(
    (site) =>
      window.__toileStore.dispatch({ type: 'editor/documentLoaded', payload: { document: site } }),
    SITE,
  );
  await page.locator('[data-element-id="bouton-accueil"]').waitFor();
}

/** The background a canvas element shows (its box or the first descendant painted). */
const shownBackground = (page, id) =>
  page.locator(`[data-element-id="${id}"]`).evaluate((box) => {
    for (const node of [box, ...box.querySelectorAll('*')]) {
      const colour = getComputedStyle(node).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
    }
    return null;
  });

/** Shows each page in turn and waits until its button shows `colour` (rgb()). */
async function expectButtons(page, colour) {
  const pages = page.getByRole('region', { name: 'Pages' }).getByRole('list', {
    name: 'Pages du site',
  });
  for (const [id, name] of [
    ['accueil', 'Accueil'],
    ['pains', 'Nos pains'],
    ['contact', 'Contact'],
  ]) {
    await pages.getByRole('button', { name, exact: true }).click();
    await page.locator(`[data-element-id="bouton-${id}"]`).waitFor();
    await page.waitForFunction(
      ([elementId, expected]) => {
        const box = document.querySelector(`[data-element-id="${elementId}"]`);
        if (!box) return false;
        return [box, ...box.querySelectorAll('*')].some(
          (node) => getComputedStyle(node).backgroundColor === expected,
        );
      },
      [`bouton-${id}`, colour],
    );
    assert.equal(await shownBackground(page, `bouton-${id}`), colour, name);
  }
}

test('« Styles du site »: « Principale » set to #0E7490 turns the buttons of every page, one Ctrl+Z restores them', async ({
  page,
  shot,
}) => {
  await openBakery(page);
  await expectButtons(page, 'rgb(30, 64, 175)');

  const bar = page.getByRole('group', { name: "Barre d'outils de l'éditeur" });
  await bar.getByRole('button', { name: 'Styles du site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Styles du site' });
  await dialog.getByRole('tab', { name: 'Couleurs', selected: true }).waitFor();
  const hex = dialog.getByRole('textbox', { name: 'Code hexadécimal de Principale' });
  await hex.fill('#0E7490');
  assert.equal(await dialog.getByLabel('Couleur Principale').inputValue(), '#0e7490');
  const violations = await seriousA11yViolations(page, '[role="dialog"]');
  assert.deepEqual(violations, [], 'axe, « Couleurs »');
  await shot('colours');
  await dialog.getByRole('tab', { name: 'Styles de texte' }).click();
  await dialog.getByRole('group', { name: 'Titre 1' }).waitFor();
  assert.deepEqual(
    await seriousA11yViolations(page, '[role="dialog"]'),
    [],
    'axe, « Styles de texte »',
  );
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await dialog.waitFor({ state: 'detached' });

  await expectButtons(page, 'rgb(14, 116, 144)');

  // One undo step for the whole site.
  await page.keyboard.press('Control+z');
  await expectButtons(page, 'rgb(30, 64, 175)');
});

test(
  '« Styles du site » on a 390 px phone: full screen, nothing wider than the screen, a colour changes',
  async ({ page, shot }) => {
    await openBakery(page);
    await page.getByRole('button', { name: 'Styles du site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Styles du site' });
    const hex = dialog.getByRole('textbox', { name: 'Code hexadécimal de Principale' });
    await hex.waitFor();
    const box = await dialog.boundingBox();
    assert.equal(Math.round(box.width), PHONE.width);
    const overflow = await dialog.evaluate((paper) =>
      [...paper.querySelectorAll('*')]
        .filter((node) => node.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((node) => node.outerHTML.slice(0, 80)),
    );
    assert.deepEqual(overflow, []);
    await hex.fill('#0E7490');
    await page.waitForFunction(() =>
      window.__toileStore
        .getState()
        .editor.document.styles.colors.some((c) => c.id === 'primary' && c.value === '#0E7490'),
    );
    await shot('phone-colours');
    assert.deepEqual(await seriousA11yViolations(page, '[role="dialog"]'), [], 'axe, phone');
    await dialog.getByRole('tab', { name: 'Styles de texte' }).click();
    await dialog.getByRole('group', { name: 'Titre 1' }).waitFor();
    const widest = await dialog.evaluate((paper) =>
      Math.max(...[...paper.querySelectorAll('*')].map((n) => n.getBoundingClientRect().right)),
    );
    assert.ok(widest <= PHONE.width + 0.5, `wider than the phone: ${widest}`);
    await shot('phone-text-styles');
  },
  { viewport: PHONE },
);
