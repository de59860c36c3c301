// The soak test's actions: what a person does in the editor, through its interface (clicks, the
// keyboard, typing in « Propriétés », the palette, « Pages », « Sections », « Styles du site »,
// « Sauvegarder », « Exporter », « Importer un projet », « Historique des versions »), drawn from a
// seeded generator. Each action is plain JSON ({ kind, r, text }): `r` holds six numbers in [0, 1)
// that choose what it acts on when it runs (the element, the field, the value…), so any
// sub-sequence of a run still makes sense, which the shrinking of a failure needs. An action whose
// subject is missing (nothing selected, one page left) does nothing and says so.
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { downloadExport } from '../e2e/exportedSite.mjs';

/** A small, fast, seeded generator (mulberry32): the same seed, the same numbers. */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The item of `list` that `r` (in [0, 1)) points at. */
export const pick = (list, r) => list[Math.min(list.length - 1, Math.floor(r * list.length))];

/** The editor's undo steps (src/features/editor/model/history.ts, HISTORY_LIMIT). */
export const HISTORY_LIMIT = 500;

// What people type: French words, typography, markup that must stay text, an emoji, a long word.
const WORDS = [
  'Bienvenue',
  'chez nous',
  'Le Fournil',
  'boulangerie bio à Lyon',
  'Nos pains au levain',
  'L’été à la mer',
  '« Réservez » dès aujourd’hui !',
  'Horaires : 7 h – 19 h',
  '<b>gras</b> & <script>x</script>',
  '"guillemets" et \'apostrophes\'',
  '</style><h1>titre</h1>',
  'Pâtisserie 🍞 maison',
  'Anticonstitutionnellement',
  'Œuvres, cœur, Ÿ, ß',
  '   ',
  '',
  'Contact',
  'Tarifs 2026 — 12,50 €',
];
const NUMBERS = ['0', '20', '100', '333', '640', '1152', '-40', '7', '12.7', '', '99999', '1e9'];
/** What a text field for a number also gets typed into it. */
const NUMBER_TEXTS = [...NUMBERS, '12,7', 'abc', '1,5'];
const HEXES = ['#0E7490', '#1E40AF', '#F59E0B', '#ffffff', '#000000', '#DC2626', 'bleu', '#12'];
const PAGE_NAMES = [
  'À propos',
  'Contact',
  'Nos pains',
  'Tarifs',
  'Équipe',
  'Index',
  'Styles',
  'Galerie photos',
  'Mentions légales',
  'FAQ',
  'Boutique',
  'Un nom de page beaucoup trop long pour tenir dans la limite de soixante caractères',
];
const PALETTE = ['text', 'image', 'button', 'container', 'header', 'footer', 'menu', 'form'];
const HANDLES = [
  'Redimensionner depuis le coin supérieur gauche',
  'Redimensionner depuis le bord supérieur',
  'Redimensionner depuis le coin supérieur droit',
  'Redimensionner depuis le bord droit',
  'Redimensionner depuis le coin inférieur droit',
  'Redimensionner depuis le bord inférieur',
  'Redimensionner depuis le coin inférieur gauche',
  'Redimensionner depuis le bord gauche',
];
const COLOUR_ROLES = [
  'Principale',
  'Secondaire',
  'Accent',
  'Fond',
  'Fond alterné',
  'Texte',
  'Texte discret',
];
const TEXT_STYLES = ['Titre 1', 'Titre 2', 'Titre 3', 'Paragraphe', 'Petit texte', 'Bouton'];
const STYLE_FIELDS = ['Ordinateur', 'Tablette', 'Mobile', 'Interligne', 'Espacement des lettres'];
const STYLE_VALUES = ['12', '16', '24', '49', '72', '1,5', '0', '300', 'x', '2'];
const PAGE_MENU = [
  'Renommer',
  'Paramètres de la page',
  'Dupliquer',
  "Définir comme page d'accueil",
  'Monter',
  'Descendre',
  'Supprimer',
];

const topBarOf = (page) => page.getByRole('group', { name: "Barre d'outils de l'éditeur" });
const pagesOf = (page) => page.getByRole('region', { name: 'Pages' });
const pageRowsOf = (page) =>
  pagesOf(page).getByRole('list', { name: 'Pages du site' }).locator(':scope > li');
/**
 * The focusable box of element `id`: the child of its root on Ordinateur, the element itself on
 * Tablette and Mobile (where an element's box holds the boxes of what it contains).
 */
const elementBox = (page, id) =>
  page.locator(
    `[data-element-id="${id}"][role="group"], [data-element-id="${id}"]:not([role]) > [role="group"]`,
  );

/** The box of element `id` as drawn, or null when it is not shown (« Masquer », this screen). */
async function drawnBox(page, id) {
  const box = elementBox(page, id).first();
  return (await box.isVisible()) ? box : null;
}

/** Resolves after the page has drawn twice: what a key or a click dispatched is on screen. */
export const settle = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );

/**
 * Clicks `locator` with the real mouse at its centre, scrolled into view, without Playwright's
 * wait for a box that stays still over two frames (the editor's controls do not move, and that
 * wait costs more than the click); a locator click, which waits, when something covers it, or
 * (`optional`) nothing: false.
 */
export async function press(page, locator, { optional = false } = {}) {
  const at = await locator.evaluate((el) => {
    el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const r = el.getBoundingClientRect();
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    const hit = document.elementFromPoint(x, y);
    const free = hit && (hit === el || el.contains(hit)) && !el.disabled;
    return free && r.width > 0 && r.height > 0 ? { x, y } : null;
  });
  if (at) await page.mouse.click(at.x, at.y);
  else if (optional) return false;
  else await locator.click();
  return true;
}

/** Waits until `dialog` is gone (its closing transition included). */
async function gone(dialog) {
  await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
}

/**
 * After a dialog's confirmation: it closes, or it refused what was typed (it says why and stays
 * open), and « Annuler » closes it.
 */
async function closesOrCancel(dialog) {
  const closed = await dialog.waitFor({ state: 'hidden', timeout: 1_500 }).then(
    () => true,
    () => false,
  );
  if (!closed)
    await press(dialog.page(), dialog.getByRole('button', { name: 'Annuler', exact: true }));
  await gone(dialog);
}

/**
 * Waits until the editor's document or history is no longer what `before` (a snapshot) says, or
 * `timeout` ms have passed (an action the editor refuses changes nothing).
 */
async function changedSince(page, before, timeout = 2_000) {
  await page
    .waitForFunction(
      ({ past, future }) => {
        const { history } = window.__toileStore.getState().editor;
        return history.past.length !== past || history.future.length !== future;
      },
      { past: before.past, future: before.future },
      { timeout },
    )
    .catch(() => {});
}

/**
 * Puts the keyboard's focus where the editor's shortcuts hear it: on the selected element when
 * there is one and the focus is elsewhere (a person clicks it, or tabs to it), else on the page.
 */
async function focusForShortcuts(ctx) {
  const { page, snap } = ctx;
  const where = await page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    if (active.closest('[data-canvas]')) return 'canvas';
    if (active.matches('input, textarea, select, [contenteditable="true"]')) return 'field';
    if (active.closest('[role="list"], [data-page-id], [role="radiogroup"], [role="tablist"]')) {
      return 'widget';
    }
    return 'other';
  });
  if (where === 'body' || where === 'canvas') return;
  const selected = snap.selectedId && (await drawnBox(page, snap.selectedId));
  if (selected) await selected.focus();
  else {
    // Somewhere neutral: the canvas's empty corner is not clickable without deselecting, so the
    // focus leaves the widget the way Escape-then-click-away does.
    await page.evaluate(() => document.activeElement?.blur());
  }
}

/**
 * The point of `locator`'s box that `rx`, `ry` choose, once scrolled into view, within what the
 * window and every scrolling box around it show of it (a tall band is partly hidden): null when
 * too little of it shows.
 */
function pointIn(page, locator, rx = 0.5, ry = 0.5) {
  return locator.evaluate(
    (el, [x, y]) => {
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const r = el.getBoundingClientRect();
      let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
      for (let p = el.parentElement; p; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (!/auto|scroll|hidden|clip/.test(`${s.overflowX} ${s.overflowY}`)) continue;
        const q = p.getBoundingClientRect();
        [left, top] = [Math.max(left, q.left), Math.max(top, q.top)];
        [right, bottom] = [Math.min(right, q.right), Math.min(bottom, q.bottom)];
      }
      [left, top] = [Math.max(left, 1), Math.max(top, 1)];
      [right, bottom] = [Math.min(right, innerWidth - 1), Math.min(bottom, innerHeight - 1)];
      if (right - left < 2 || bottom - top < 2) return null;
      return {
        x: left + (right - left) * (0.1 + 0.8 * x),
        y: top + (bottom - top) * (0.1 + 0.8 * y),
      };
    },
    [rx, ry],
  );
}

/** `point` moved by (dx, dy), kept inside the window. */
function within(page, point, dx, dy) {
  const { width, height } = page.viewportSize();
  return {
    x: Math.max(1, Math.min(width - 1, point.x + dx)),
    y: Math.max(1, Math.min(height - 1, point.y + dy)),
  };
}

/**
 * What acts on the selection needs one: with nothing selected, a person first picks an element
 * (here with the keyboard, as Tab does: the cheapest way). False when the page shows none.
 */
async function ensureSelection(ctx, a) {
  const { page, snap } = ctx;
  if (snap.selection.length) return true;
  if (!snap.elements.length) return false;
  const box = await drawnBox(page, pick(snap.elements, a.r[5]).id);
  if (!box) return false;
  await box.focus();
  return true;
}

/**
 * A value for a field of « Propriétés », as its kind asks (a number, a colour, words). A picture's
 * address is the app's own (`origin`): the browser tests allow no request to another host.
 */
function valueFor(field, a, origin) {
  const label = field.label ?? '';
  if (/hex|hexadécimal/i.test(label)) return pick(HEXES, a.r[3]);
  if (field.type === 'number') return pick(NUMBERS, a.r[3]);
  if (field.mode === 'numeric' || field.mode === 'decimal') return pick(NUMBER_TEXTS, a.r[3]);
  if (/URL de l'image/.test(label)) {
    return pick(
      [
        `${origin}/favicon.svg`,
        'javascript:alert(1)',
        'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
        'pas une adresse',
      ],
      a.r[3],
    );
  }
  if (/Adresse web|Adresse du service/.test(label)) {
    return pick(['https://www.exemple.fr', 'http://exemple.fr/a?b=c', 'javascript:x', ''], a.r[3]);
  }
  if (/e-mail/i.test(label)) return pick(['contact@exemple.fr', 'pas-un-email', ''], a.r[3]);
  if (/Téléphone|Numéro/.test(label)) return pick(['01 99 00 12 34', '+33 1 99', 'abc'], a.r[3]);
  if (/Ancre/.test(label)) return pick(['services', 'a-propos', 'Mauvaise ancre!', ''], a.r[3]);
  return a.text;
}

/**
 * Every action: its weight in a random sequence, how it reads in a report, and what it does. `run`
 * returns 'skipped' when its subject is missing. The slow ones (a reload, an export, an import, a
 * dialog) weigh little: on this machine an ordinary action costs the editor 50 to 100 ms of its
 * main thread (« Propriétés » drawn again at each change), a reload about 1.2 s, a section 1 s.
 */
export const ACTIONS = {
  add: {
    weight: 6,
    describe: (a) => `ajouter « ${pick(PALETTE, a.r[0])} » depuis la palette`,
    async run(ctx, a) {
      await press(ctx.page, ctx.page.locator(`[data-palette-type="${pick(PALETTE, a.r[0])}"]`));
    },
  },

  select: {
    weight: 8,
    describe: (a) =>
      `sélectionner l'élément n° ${a.r[0]} (${a.r[1] < 0.4 ? 'Tab' : a.r[1] > 0.85 ? 'Maj + clic' : 'clic'})`,
    async run(ctx, a) {
      const { page, snap } = ctx;
      if (!snap.elements.length) return 'skipped';
      const box = await drawnBox(page, pick(snap.elements, a.r[0]).id);
      if (!box) return 'skipped';
      if (a.r[1] < 0.4) {
        await box.focus();
        return;
      }
      const at = await pointIn(page, box, a.r[2], a.r[3]);
      if (!at) return 'skipped';
      const shift = a.r[1] > 0.85;
      if (shift) await page.keyboard.down('Shift');
      await page.mouse.click(at.x, at.y);
      if (shift) await page.keyboard.up('Shift');
    },
  },

  drag: {
    weight: 2.5,
    describe: (a) =>
      `glisser l'élément n° ${a.r[0]} de (${Math.round((a.r[1] - 0.5) * 400)}, ${Math.round((a.r[2] - 0.5) * 400)}) px${a.r[3] > 0.85 ? ' avec Alt' : ''}${a.r[3] < 0.08 ? ', Échap avant de lâcher' : ''}`,
    async run(ctx, a) {
      const { page, snap } = ctx;
      if (!snap.elements.length) return 'skipped';
      const box = await drawnBox(page, pick(snap.elements, a.r[0]).id);
      if (!box) return 'skipped';
      const from = await pointIn(page, box, a.r[4], a.r[5]);
      if (!from) return 'skipped';
      const to = within(page, from, (a.r[1] - 0.5) * 400, (a.r[2] - 0.5) * 400);
      const alt = a.r[3] > 0.85;
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      if (alt) await page.keyboard.down('Alt');
      await page.mouse.move(to.x, to.y, { steps: 3 });
      if (a.r[3] < 0.08) await page.keyboard.press('Escape');
      await page.mouse.up();
      if (alt) await page.keyboard.up('Alt');
    },
  },

  resize: {
    weight: 1.2,
    describe: (a) =>
      `redimensionner par « ${pick(HANDLES, a.r[0])} » de (${Math.round((a.r[1] - 0.5) * 300)}, ${Math.round((a.r[2] - 0.5) * 300)}) px`,
    async run(ctx, a) {
      const { page } = ctx;
      if (!(await ensureSelection(ctx, a))) return 'skipped';
      const handle = page.getByRole('button', { name: pick(HANDLES, a.r[0]), exact: true });
      if ((await handle.count()) !== 1) return 'skipped';
      const from = await pointIn(page, handle);
      if (!from) return 'skipped';
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      const to = within(page, from, (a.r[1] - 0.5) * 300, (a.r[2] - 0.5) * 300);
      await page.mouse.move(to.x, to.y, { steps: 4 });
      await page.mouse.up();
    },
  },

  nudge: {
    weight: 10,
    describe: (a) =>
      `${1 + Math.floor(a.r[1] * 3)} × ${a.r[2] < 0.3 ? 'Maj + ' : ''}${pick(['←', '→', '↑', '↓'], a.r[0])}`,
    async run(ctx, a) {
      const { page } = ctx;
      if (!(await ensureSelection(ctx, a))) return 'skipped';
      await focusForShortcuts(ctx);
      const key = pick(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'], a.r[0]);
      for (let i = 0; i < 1 + Math.floor(a.r[1] * 3); i++) {
        await page.keyboard.press(a.r[2] < 0.3 ? `Shift+${key}` : key);
      }
    },
  },

  type: {
    weight: 9,
    describe: (a) =>
      `taper dans le champ n° ${a.r[0]} de « Propriétés » (${a.r[2] < 0.8 ? 'd’un coup' : 'touche à touche'}) : ${JSON.stringify(a.text)} ou la valeur n° ${a.r[3]}`,
    async run(ctx, a) {
      const { page } = ctx;
      if (!(await ensureSelection(ctx, a))) return 'skipped';
      const panel = page.getByRole('region', { name: 'Propriétés' });
      // Every field the panel shows now, one of them marked for the locator below.
      const field = await panel.evaluate((root, r) => {
        for (const old of root.querySelectorAll('[data-soak-field]')) {
          old.removeAttribute('data-soak-field');
        }
        const fields = [...root.querySelectorAll('input, select, textarea')].filter(
          (el) =>
            !el.disabled &&
            !el.readOnly &&
            el.type !== 'hidden' &&
            el.type !== 'file' &&
            el.getAttribute('aria-hidden') !== 'true' &&
            el.checkVisibility(),
        );
        if (!fields.length) return null;
        const el = fields[Math.min(fields.length - 1, Math.floor(r * fields.length))];
        el.setAttribute('data-soak-field', '');
        return {
          label: el.labels?.[0]?.textContent?.trim() ?? el.getAttribute('aria-label'),
          tag: el.tagName.toLowerCase(),
          type: el.type,
          mode: el.inputMode,
          options: el.tagName === 'SELECT' ? el.options.length : 0,
        };
      }, a.r[0]);
      if (!field) return 'skipped';
      const target = panel.locator('[data-soak-field]');
      if (field.tag === 'select') {
        await target.selectOption({ index: Math.floor(a.r[3] * field.options) });
      } else if (field.type === 'checkbox' || field.type === 'radio') {
        await press(page, target);
      } else if (field.type === 'color') {
        await target.fill(pick(HEXES.slice(0, 6), a.r[3]).toLowerCase());
      } else {
        const value = valueFor(field, a, new URL(page.url()).origin);
        if (a.r[2] < 0.8) await target.fill(value);
        else {
          await press(page, target);
          await page.keyboard.press('Control+a');
          await page.keyboard.type(value.slice(0, 8));
        }
      }
      // Done with the field, as a click elsewhere leaves it.
      await page.evaluate(() => document.activeElement?.blur());
    },
  },

  panelButton: {
    weight: 1.5,
    describe: (a) => `cliquer le bouton n° ${a.r[0]} de « Propriétés »`,
    async run(ctx, a) {
      const { page } = ctx;
      if (!(await ensureSelection(ctx, a))) return 'skipped';
      const panel = page.getByRole('region', { name: 'Propriétés' });
      // Alignment, z-order, « Mettre dans l'en-tête du site », « Dissocier », « Revenir au
      // style »…: one of the buttons the panel shows now, marked for the locator below.
      const found = await panel.evaluate((root, r) => {
        for (const old of root.querySelectorAll('[data-soak-button]')) {
          old.removeAttribute('data-soak-button');
        }
        const buttons = [...root.querySelectorAll('button')].filter(
          (b) => !b.disabled && b.getAttribute('aria-disabled') !== 'true' && b.checkVisibility(),
        );
        if (!buttons.length) return false;
        buttons[Math.min(buttons.length - 1, Math.floor(r * buttons.length))].setAttribute(
          'data-soak-button',
          '',
        );
        return true;
      }, a.r[0]);
      if (!found) return 'skipped';
      await press(page, panel.locator('[data-soak-button]'));
      // What it opened (« Réécrire », « Médiathèque », a list) is closed again with Échap.
      await settle(page);
      const open = page
        .locator('[role="dialog"], [role="menu"], [role="listbox"]')
        .filter({ visible: true });
      if (await open.count()) {
        await page.keyboard.press('Escape');
        await open.first().waitFor({ state: 'hidden', timeout: 10_000 });
      }
    },
  },

  inPlace: {
    weight: 1,
    describe: (a) =>
      `modifier sur la toile le texte n° ${a.r[0]} : ${JSON.stringify(a.text.slice(0, 10))}, puis ${a.r[1] < 0.8 ? 'Ctrl + Entrée' : 'Échap'}`,
    async run(ctx, a) {
      const { page, snap } = ctx;
      const texts = snap.elements.filter((e) => e.type === 'text' || e.type === 'button');
      if (!texts.length) return 'skipped';
      const target = await drawnBox(page, pick(texts, a.r[0]).id);
      if (!target) return 'skipped';
      await target.focus();
      await page.keyboard.press('Enter');
      const box = page.getByRole('textbox', { name: /^Modifier le texte/ });
      const opened = await box
        .waitFor({ timeout: 1_000 })
        .then(() => true)
        .catch(() => false);
      if (!opened) return 'skipped';
      await page.keyboard.type(a.text.slice(0, 10));
      await page.keyboard.press(a.r[1] < 0.8 ? 'Control+Enter' : 'Escape');
      await box.waitFor({ state: 'detached', timeout: 5_000 });
    },
  },

  undo: {
    weight: 7,
    describe: (a) =>
      `annuler ${1 + Math.floor(a.r[0] * 2)} fois (${a.r[1] < 0.7 ? 'Ctrl + Z' : '« Annuler »'})`,
    async run(ctx, a) {
      const { page, snap } = ctx;
      if (!snap.past) return 'skipped';
      const times = Math.min(snap.past, 1 + Math.floor(a.r[0] * 2));
      if (a.r[1] < 0.7) {
        await focusForShortcuts(ctx);
        for (let i = 0; i < times; i++) await page.keyboard.press('Control+z');
      } else {
        const button = topBarOf(page).getByRole('button', { name: 'Annuler', exact: true });
        for (let i = 0; i < times && (await button.isEnabled()); i++) await press(page, button);
      }
    },
  },

  redo: {
    weight: 3,
    describe: (a) =>
      `rétablir ${1 + Math.floor(a.r[0] * 2)} fois (${pick(['Ctrl + Y', 'Ctrl + Maj + Z', '« Rétablir »'], a.r[1])})`,
    async run(ctx, a) {
      const { page, snap } = ctx;
      if (!snap.future) return 'skipped';
      const times = Math.min(snap.future, 1 + Math.floor(a.r[0] * 2));
      const how = pick(['Control+y', 'Control+Shift+z', 'button'], a.r[1]);
      if (how === 'button') {
        const button = topBarOf(page).getByRole('button', { name: 'Rétablir', exact: true });
        for (let i = 0; i < times && (await button.isEnabled()); i++) await press(page, button);
      } else {
        await focusForShortcuts(ctx);
        for (let i = 0; i < times; i++) await page.keyboard.press(how);
      }
    },
  },

  delete: {
    weight: 3,
    describe: (a) =>
      `supprimer la sélection (${pick(['Suppr', 'Retour arrière', "« Supprimer l'élément »"], a.r[0])})${a.r[1] < 0.5 ? ', confirmé si Toile le demande' : ', annulé si Toile le demande'}`,
    async run(ctx, a) {
      const { page } = ctx;
      if (!(await ensureSelection(ctx, a))) return 'skipped';
      const how = pick(['Delete', 'Backspace', 'button'], a.r[0]);
      const button = page.getByRole('button', { name: "Supprimer l'élément", exact: true });
      // The button, when it shows (an element at the canvas's edge may hide it): else the key.
      const clicked =
        how === 'button' &&
        (await button.count()) === 1 &&
        (await press(page, button, { optional: true }));
      if (!clicked) {
        await focusForShortcuts(ctx);
        await page.keyboard.press(how === 'button' ? 'Delete' : how);
      }
      // Deleting the whole shared header or footer asks first.
      const asked = await page.evaluate(
        () => window.__toileStore.getState().editor.sharedDeleteAsked !== null,
      );
      if (asked) {
        const question = page.getByRole('dialog', { name: /de toutes les pages/ });
        await press(
          page,
          question.getByRole('button', {
            name: a.r[1] < 0.5 ? 'Supprimer de toutes les pages' : 'Annuler',
            exact: true,
          }),
        );
        await gone(question);
      }
    },
  },

  duplicate: {
    weight: 1.5,
    describe: () => 'dupliquer la sélection (Ctrl + D)',
    async run(ctx, a) {
      if (!(await ensureSelection(ctx, a))) return 'skipped';
      await focusForShortcuts(ctx);
      await ctx.page.keyboard.press('Control+d');
    },
  },

  copyPaste: {
    weight: 1.2,
    describe: (a) =>
      `copier la sélection (Ctrl + C)${a.r[0] < 0.3 ? ', Échap' : ''}, puis coller (Ctrl + V)`,
    async run(ctx, a) {
      const { page, snap } = ctx;
      if (!(await ensureSelection(ctx, a))) return 'skipped';
      await focusForShortcuts(ctx);
      await page.keyboard.press('Control+c');
      if (a.r[0] < 0.3) await page.keyboard.press('Escape');
      await page.keyboard.press('Control+v');
      // The paste waits a task (a picture in the system clipboard would win), then reads.
      await changedSince(page, snap);
    },
  },

  selectAll: {
    weight: 1,
    describe: () => 'tout sélectionner (Ctrl + A)',
    async run(ctx) {
      const { page, snap } = ctx;
      if (!snap.elements.length) return 'skipped';
      await focusForShortcuts(ctx);
      await page.keyboard.press('Control+a');
    },
  },

  group: {
    weight: 1,
    describe: (a) => (a.r[0] < 0.6 ? 'grouper (Ctrl + G)' : 'dissocier (Ctrl + Maj + G)'),
    async run(ctx, a) {
      if (!(await ensureSelection(ctx, a))) return 'skipped';
      await focusForShortcuts(ctx);
      await ctx.page.keyboard.press(a.r[0] < 0.6 ? 'Control+g' : 'Control+Shift+g');
    },
  },

  zOrder: {
    weight: 2,
    describe: (a) => pick(['Ctrl + ↑', 'Ctrl + ↓', 'Ctrl + Maj + ↑', 'Ctrl + Maj + ↓'], a.r[0]),
    async run(ctx, a) {
      if (!(await ensureSelection(ctx, a))) return 'skipped';
      await focusForShortcuts(ctx);
      await ctx.page.keyboard.press(
        pick(
          [
            'Control+ArrowUp',
            'Control+ArrowDown',
            'Control+Shift+ArrowUp',
            'Control+Shift+ArrowDown',
          ],
          a.r[0],
        ),
      );
    },
  },

  escape: {
    weight: 2,
    describe: () => 'Échap (désélectionner)',
    async run(ctx) {
      if (!ctx.snap.selection.length) return 'skipped';
      await focusForShortcuts(ctx);
      await ctx.page.keyboard.press('Escape');
    },
  },

  showPage: {
    weight: 3,
    describe: (a) => `afficher la page n° ${a.r[0]}`,
    async run(ctx, a) {
      const rows = pageRowsOf(ctx.page);
      const index = Math.floor(a.r[0] * ctx.snap.pages.length);
      await press(ctx.page, rows.nth(index).locator('button[data-page-id]'));
    },
  },

  movePage: {
    weight: 1,
    describe: (a) => `déplacer la page n° ${a.r[0]} (Alt + ${a.r[1] < 0.5 ? '↑' : '↓'})`,
    async run(ctx, a) {
      const { page, snap } = ctx;
      if (snap.pages.length < 2) return 'skipped';
      const index = Math.floor(a.r[0] * snap.pages.length);
      await pageRowsOf(page).nth(index).locator('button[data-page-id]').focus();
      await page.keyboard.press(a.r[1] < 0.5 ? 'Alt+ArrowUp' : 'Alt+ArrowDown');
    },
  },

  addPage: {
    weight: 0.5,
    describe: (a) => `ajouter une page « ${pick(PAGE_NAMES, a.r[0])} »`,
    async run(ctx, a) {
      const { page } = ctx;
      const add = pagesOf(page).getByRole('button', { name: 'Ajouter une page', exact: true });
      if (await add.isDisabled()) return 'skipped';
      await press(page, add);
      const dialog = page.getByRole('dialog', { name: 'Ajouter une page' });
      await dialog.getByRole('textbox', { name: 'Nom de la page' }).fill(pick(PAGE_NAMES, a.r[0]));
      const confirm = dialog.getByRole('button', { name: 'Ajouter', exact: true });
      if ((await confirm.isEnabled()) && a.r[1] < 0.9) {
        await press(page, confirm);
        await closesOrCancel(dialog);
      } else {
        await press(page, dialog.getByRole('button', { name: 'Annuler', exact: true }));
        await gone(dialog);
      }
    },
  },

  pageMenu: {
    weight: 0.7,
    describe: (a) => `menu de la page n° ${a.r[0]} : « ${pick(PAGE_MENU, a.r[1])} »`,
    async run(ctx, a) {
      const { page, snap } = ctx;
      const index = Math.floor(a.r[0] * snap.pages.length);
      await press(
        page,
        pageRowsOf(page)
          .nth(index)
          .getByRole('button', { name: /^Actions de la page / }),
      );
      const menu = page.getByRole('menu');
      const entry = pick(PAGE_MENU, a.r[1]);
      const item = menu.getByRole('menuitem', { name: entry, exact: true });
      await item.waitFor();
      if ((await item.getAttribute('aria-disabled')) === 'true') {
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'hidden' });
        return 'skipped';
      }
      // A menu grows as it opens: a click that waits for it to stand still.
      await item.click();
      await menu.waitFor({ state: 'hidden' });
      if (entry === 'Renommer') {
        const dialog = page.getByRole('dialog', { name: 'Renommer la page' });
        await dialog
          .getByRole('textbox', { name: 'Nom de la page' })
          .fill(pick(PAGE_NAMES, a.r[2]));
        if (a.r[3] < 0.3) {
          await dialog
            .getByRole('textbox', { name: 'Adresse de la page' })
            .fill(pick(['a-propos', 'contact', 'index', 'ma-page', 'Pas Valide'], a.r[4]));
        }
        const save = dialog.getByRole('button', { name: 'Enregistrer', exact: true });
        if (await save.isEnabled()) {
          await press(page, save);
          await closesOrCancel(dialog);
        } else {
          await press(page, dialog.getByRole('button', { name: 'Annuler', exact: true }));
          await gone(dialog);
        }
      } else if (entry === 'Paramètres de la page') {
        const dialog = page.getByRole('dialog', { name: 'Paramètres de la page' });
        await dialog
          .getByRole('textbox', { name: 'Titre de la page' })
          .fill(a.r[2] < 0.1 ? 'T'.repeat(240) : a.text);
        await dialog.getByRole('textbox', { name: 'Description' }).fill(`${a.text} ${a.text}`);
        await press(page, dialog.getByRole('button', { name: 'Enregistrer', exact: true }));
        await closesOrCancel(dialog);
      } else if (entry === 'Supprimer') {
        const dialog = page.getByRole('alertdialog');
        await press(
          page,
          dialog.getByRole('button', {
            name: a.r[2] < 0.75 ? 'Supprimer la page' : 'Annuler',
            exact: true,
          }),
        );
        await gone(dialog);
      }
    },
  },

  section: {
    weight: 0.4,
    describe: (a) => `insérer la section n° ${a.r[0]} de « Sections »`,
    async run(ctx, a) {
      const { page } = ctx;
      await press(
        page,
        page
          .getByRole('region', { name: 'Sections' })
          .getByRole('button', { name: 'Parcourir les sections' }),
      );
      const dialog = page.getByRole('dialog', { name: 'Sections' });
      const buttons = dialog.locator('button[data-section-id]');
      await buttons.first().waitFor();
      const count = await buttons.count();
      await press(page, buttons.nth(Math.floor(a.r[0] * count)));
      await gone(dialog);
    },
  },

  siteColour: {
    weight: 0.2,
    describe: (a) =>
      `« Styles du site » : « ${pick(COLOUR_ROLES, a.r[0])} » en ${pick(HEXES, a.r[1])}`,
    async run(ctx, a) {
      const { page } = ctx;
      await press(
        page,
        topBarOf(page).getByRole('button', { name: 'Styles du site', exact: true }),
      );
      const dialog = page.getByRole('dialog', { name: 'Styles du site' });
      // The dialog opens on the tab it was left on.
      await press(page, dialog.getByRole('tab', { name: 'Couleurs' }));
      const hex = dialog.getByRole('textbox', {
        name: `Code hexadécimal de ${pick(COLOUR_ROLES, a.r[0])}`,
        exact: true,
      });
      await hex.fill(pick(HEXES, a.r[1]));
      await hex.press('Enter');
      await press(page, dialog.getByRole('button', { name: 'Fermer', exact: true }).first());
      await gone(dialog);
    },
  },

  textStyle: {
    weight: 0.2,
    describe: (a) =>
      `« Styles de texte » : « ${pick(TEXT_STYLES, a.r[0])} », « ${pick(STYLE_FIELDS, a.r[1])} » = ${pick(STYLE_VALUES, a.r[2])}`,
    async run(ctx, a) {
      const { page } = ctx;
      await press(
        page,
        topBarOf(page).getByRole('button', { name: 'Styles du site', exact: true }),
      );
      const dialog = page.getByRole('dialog', { name: 'Styles du site' });
      await press(page, dialog.getByRole('tab', { name: 'Styles de texte' }));
      const group = dialog.getByRole('group', { name: pick(TEXT_STYLES, a.r[0]), exact: true });
      const field = group.getByRole('textbox', { name: pick(STYLE_FIELDS, a.r[1]), exact: true });
      await field.fill(pick(STYLE_VALUES, a.r[2]));
      await field.press('Enter');
      await press(page, dialog.getByRole('button', { name: 'Fermer', exact: true }).first());
      await gone(dialog);
    },
  },

  theme: {
    weight: 0.15,
    describe: (a) => `« Thèmes » : appliquer le thème n° ${a.r[0]}`,
    async run(ctx, a) {
      const { page } = ctx;
      await press(
        page,
        topBarOf(page).getByRole('button', { name: 'Styles du site', exact: true }),
      );
      const dialog = page.getByRole('dialog', { name: 'Styles du site' });
      await press(page, dialog.getByRole('tab', { name: 'Thèmes' }));
      const apply = dialog.getByRole('button', { name: /^Appliquer le thème / });
      await apply.first().waitFor();
      await press(page, apply.nth(Math.floor(a.r[0] * (await apply.count()))));
      await settle(page);
      await page.keyboard.press('Escape');
      await gone(dialog);
    },
  },

  screen: {
    weight: 1,
    describe: (a) => `écran « ${pick(['Ordinateur', 'Tablette', 'Mobile'], a.r[0])} »`,
    async run(ctx, a) {
      const { page, snap } = ctx;
      // Mostly back to Ordinateur, where most of the work is done.
      const name =
        snap.screen !== 'desktop' && a.r[1] < 0.7
          ? 'Ordinateur'
          : pick(['Ordinateur', 'Tablette', 'Mobile'], a.r[0]);
      await press(
        page,
        page
          .getByRole('group', { name: 'Écran affiché' })
          .getByRole('button', { name, exact: true }),
      );
    },
  },

  zoom: {
    weight: 1,
    describe: (a) => `zoom n° ${a.r[0]}`,
    async run(ctx, a) {
      // Ordinateur only: Tablette and Mobile fit their width.
      const buttons = ctx.page.getByRole('group', { name: 'Zoom' }).getByRole('button');
      const count = await buttons.count();
      if (!count) return 'skipped';
      await press(ctx.page, buttons.nth(Math.floor(a.r[0] * count)));
    },
  },

  renameProject: {
    weight: 0.2,
    describe: (a) => `renommer le projet « ${a.text} »`,
    async run(ctx, a) {
      const { page } = ctx;
      await press(page, page.getByRole('button', { name: 'Renommer le projet', exact: true }));
      const field = page.getByRole('textbox', { name: 'Nom du projet', exact: true });
      await field.fill(a.text);
      await field.press(a.r[0] < 0.85 ? 'Enter' : 'Escape');
      // A name refused (empty) keeps the field open: Escape then leaves it as it was.
      await settle(page);
      if (await field.count()) await field.press('Escape');
      await field.waitFor({ state: 'detached', timeout: 5_000 });
    },
  },

  save: {
    weight: 1,
    describe: (a) => `sauvegarder (${a.r[0] < 0.6 ? '« Sauvegarder »' : 'Ctrl + S'})`,
    async run(ctx, a) {
      await save(ctx, a.r[0] < 0.6 ? 'button' : 'keyboard');
    },
  },

  reload: {
    weight: 0.3,
    describe: () =>
      'tout annuler puis tout rétablir, sauvegarder, recharger la page : le même document',
    async run(ctx) {
      await ctx.checkpoint('store');
      await save(ctx, 'button');
      const before = await ctx.documentText();
      // The page shown (undoing everything may have shown another): a reload keeps it.
      const pageId = await ctx.page.evaluate(() => window.__toileStore.getState().editor.pageId);
      await ctx.page.reload();
      await ctx.editorReady();
      ctx.compare(before, await ctx.documentText(), 'reload', 'le document après rechargement');
      const after = await ctx.page.evaluate(() => window.__toileStore.getState().editor.pageId);
      if (after !== pageId) {
        ctx.fail('reload', `la page affichée après rechargement est ${after}, pas ${pageId}`);
      }
      ctx.startHistory(before);
    },
  },

  export: {
    weight: 0.25,
    describe: () => '« Exporter » : le projet.json du zip est le document',
    async run(ctx) {
      const { page } = ctx;
      const download = await downloadExport(page);
      const zip = unzipSync(new Uint8Array(await readFile(await download.path())));
      if (!zip['projet.json']) ctx.fail('export', `pas de projet.json dans le zip`);
      const file = strFromU8(zip['projet.json']);
      ctx.compare(
        await ctx.documentText(),
        await ctx.canonical(JSON.parse(file).document),
        'export',
        'le document de projet.json',
      );
      ctx.lastExport = file;
      const dialog = page.getByRole('dialog', { name: 'Exporter la page' });
      await press(page, dialog.getByRole('button', { name: 'Fermer', exact: true }).first());
      await gone(dialog);
    },
  },

  import: {
    weight: 0.25,
    describe: () =>
      'tout annuler puis tout rétablir, puis « Importer un projet » : le dernier projet.json exporté',
    async run(ctx) {
      const { page } = ctx;
      if (!ctx.lastExport) return 'skipped';
      await ctx.checkpoint('store');
      const before = ctx.snap.projectId;
      const chooser = page.waitForEvent('filechooser');
      await press(
        page,
        topBarOf(page).getByRole('button', { name: 'Importer un projet', exact: true }),
      );
      await (
        await chooser
      ).setFiles({
        name: 'soak.toile.json',
        mimeType: 'application/json',
        buffer: Buffer.from(ctx.lastExport),
      });
      // A new project, saved at once.
      await page.waitForFunction(
        (previous) => {
          const { projects } = window.__toileStore.getState();
          return projects.currentId !== previous && projects.status === 'saved';
        },
        before,
        { timeout: 15_000 },
      );
      const imported = await ctx.documentText();
      ctx.compare(
        await ctx.canonical(JSON.parse(ctx.lastExport).document),
        imported,
        'import',
        'le document importé',
      );
      ctx.startHistory(imported);
    },
  },

  version: {
    weight: 0.25,
    describe: (a) =>
      a.r[0] < 0.4
        ? '« Historique des versions » : « Enregistrer cette version… »'
        : `« Historique des versions » : restaurer la version n° ${a.r[1]}`,
    async run(ctx, a) {
      const { page } = ctx;
      const open = topBarOf(page).getByRole('button', { name: 'Historique des versions' });
      // Added once « Historique des versions » is in the top bar.
      if (!(await open.count())) return 'skipped';
      if (ctx.snap.status === 'unsaved') await save(ctx, 'button');
      await press(page, open);
      const dialog = page.getByRole('dialog', { name: 'Historique des versions' });
      await dialog.waitFor();
      const list = dialog.getByRole('list', { name: 'Versions du projet' });
      await list
        .or(dialog.getByText(/Aucune version|pas encore un projet enregistré/))
        .first()
        .waitFor({ timeout: 10_000 });
      const known = (ctx.versions[ctx.snap.projectId] ??= {});
      if (a.r[0] < 0.4) {
        const name = `Soak ${ctx.index}`;
        await press(page, dialog.getByRole('button', { name: 'Enregistrer cette version…' }));
        const field = dialog.getByRole('textbox', { name: 'Nom de la version' });
        await field.fill(name);
        await press(page, dialog.getByRole('button', { name: 'Enregistrer', exact: true }));
        await list.getByText(name, { exact: true }).waitFor({ timeout: 10_000 });
        known[name] = await ctx.documentText();
        await press(page, dialog.getByRole('button', { name: 'Fermer', exact: true }).last());
      } else {
        const items = list.getByRole('listitem');
        const count = await items.count();
        if (!count) {
          await page.keyboard.press('Escape');
          await gone(dialog);
          return 'skipped';
        }
        const item = items.nth(Math.floor(a.r[1] * count));
        const words = await item.textContent();
        const name = Object.keys(known).find((n) => new RegExp(`${n}(?!\\d)`).test(words));
        const before = ctx.snap;
        // « Restaurer » restores in one step (Ctrl+Z undoes it) and closes the dialog.
        await press(page, item.getByRole('button', { name: 'Restaurer' }));
        await changedSince(page, before, 10_000);
        if (name) {
          ctx.compare(known[name], await ctx.documentText(), 'version', `la version « ${name} »`);
        }
      }
      await gone(dialog);
    },
  },
};

/** « Sauvegarder » (or Ctrl+S), then waits until the project is saved and at its address. */
export async function save(ctx, how) {
  const { page } = ctx;
  if (how === 'keyboard') {
    await focusForShortcuts(ctx);
    await page.keyboard.press('Control+s');
  } else {
    await press(page, topBarOf(page).getByRole('button', { name: 'Sauvegarder', exact: true }));
  }
  await page.waitForFunction(
    () => {
      const { projects } = window.__toileStore.getState();
      return (
        projects.status === 'saved' &&
        !projects.pending &&
        location.pathname === `/editor/projet/${projects.currentId}`
      );
    },
    null,
    { timeout: 15_000 },
  );
}

/** The kinds and their weights, in a fixed order (the sequence of a seed never changes). */
const TABLE = Object.entries(ACTIONS).map(([kind, { weight }]) => ({ kind, weight }));
const TOTAL = TABLE.reduce((sum, { weight }) => sum + weight, 0);

const round = (x) => Math.round(x * 1000) / 1000;

/**
 * `count` actions drawn from `seed`; the first n of a longer run are those of a shorter one.
 * Each action draws the same count of numbers, whatever its kind.
 */
export function generateActions(seed, count) {
  const random = mulberry32(seed);
  const actions = [];
  for (let i = 0; i < count; i++) {
    let x = random() * TOTAL;
    let kind = TABLE[TABLE.length - 1].kind;
    for (const entry of TABLE) {
      if (x < entry.weight) {
        kind = entry.kind;
        break;
      }
      x -= entry.weight;
    }
    const r = Array.from({ length: 6 }, () => round(random()));
    const text = pick(WORDS, random());
    actions.push({ kind, r, text });
  }
  return actions;
}

/** One action as a report reads it. */
export function describeAction(action) {
  const kind = ACTIONS[action.kind];
  return kind ? `${action.kind} — ${kind.describe(action)}` : `${action.kind} (inconnue)`;
}
