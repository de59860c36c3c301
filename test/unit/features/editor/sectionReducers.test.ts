import fc from 'fast-check';
import { makeStore } from '../../../../src/app/store';
import { createElement } from '../../../../src/document/createElement';
import { LIMITS } from '../../../../src/document/limits';
import { siteSchema } from '../../../../src/document/schema/documentSchema';
import {
  buildSection,
  DEFAULT_SECTION_PALETTE,
  SECTIONS,
  type SectionId,
} from '../../../../src/document/sections';
import { createPage } from '../../../../src/document/site';
import type { EditorElement, ElementType, SiteDocument } from '../../../../src/document/types';
import {
  documentLoaded,
  elementSelected,
  redone,
  sectionInserted,
  selectCanUndo,
  selectElements,
  selectLimitReached,
  selectSelectedId,
  undone,
} from '../../../../src/features/editor/editorSlice';
import { sectionTop, type SectionPayload } from '../../../../src/features/editor/sectionReducers';
import { siteOf } from './editorTestUtils';

/** An element of `type` at (x, y), w × h. */
function el(
  id: string,
  type: ElementType,
  [x, y, width, height]: [number, number, number, number],
): EditorElement {
  const element = createElement(type, id, { x, y });
  element.styles = { ...element.styles, size: { width, height } };
  return element;
}

/** A page of two bands: a hero (0–400) holding a title, and a band below (400–700) with a text. */
const PAGE = () => [
  el('hero', 'container', [0, 0, 1152, 400]),
  el('title', 'text', [96, 120, 600, 60]),
  el('band', 'container', [0, 400, 1152, 300]),
  el('note', 'text', [96, 480, 400, 40]),
];

let made = 0;
/** A section from the library, its elements from y = 0, with fresh ids. */
function section(id: SectionId = 'cta.banner'): SectionPayload {
  const prefix = `s${made++}-`;
  let n = 0;
  return buildSection(id, { palette: DEFAULT_SECTION_PALETTE }, 0, () => `${prefix}${n++}`);
}

function setup(elements: EditorElement[] = PAGE()) {
  const store = makeStore();
  store.dispatch(
    documentLoaded({ document: siteOf({ templateId: null, name: 'Essai', elements }) }),
  );
  const els = () => selectElements(store.getState());
  const byId = (id: string) => els().find((e) => e.id === id)!;
  return { store, els, byId };
}

describe('editor/sectionInserted', () => {
  it('inserts below the section of the selected element and moves what is below down, in ONE step', () => {
    const t = setup();
    t.store.dispatch(elementSelected('title'));
    const s = section();
    const before = t.els();
    t.store.dispatch(sectionInserted(s));
    const after = t.els();

    // The section starts where the hero ends, its elements placed from there.
    const added = after.slice(before.length);
    expect(added.map((e) => e.id)).toEqual(s.elements.map((e) => e.id));
    expect(added[0].styles.position.y).toBe(400);
    added.forEach((e, i) =>
      expect(e.styles.position.y).toBe(s.elements[i].styles.position.y + 400),
    );
    // What was below the hero moved down by the section's height; the hero did not move.
    expect(t.byId('hero').styles.position.y).toBe(0);
    expect(t.byId('title').styles.position.y).toBe(120);
    expect(t.byId('band').styles.position.y).toBe(400 + s.height);
    expect(t.byId('note').styles.position.y).toBe(480 + s.height);
    // The band is selected; one step undoes it all and redoes it all.
    expect(selectSelectedId(t.store.getState())).toBe(s.elements[0].id);
    expect(t.store.getState().editor?.history.past).toHaveLength(1);
    t.store.dispatch(undone());
    expect(t.els()).toEqual(before);
    t.store.dispatch(redone());
    expect(t.els()).toEqual(after);
  });

  it('inserts below a band itself when the band is selected', () => {
    const t = setup();
    t.store.dispatch(elementSelected('band'));
    const s = section();
    t.store.dispatch(sectionInserted(s));
    expect(t.byId(s.elements[0].id).styles.position.y).toBe(700);
    expect(t.byId('note').styles.position.y).toBe(480);
  });

  it('goes at the end of the page when nothing is selected', () => {
    const t = setup();
    const s = section('hero.image');
    t.store.dispatch(sectionInserted(s));
    expect(t.byId(s.elements[0].id).styles.position.y).toBe(700);
    expect(t.byId('band').styles.position.y).toBe(400);
  });

  it('goes at the top of an empty page, and a second one under it', () => {
    const t = setup([]);
    const first = section('header.menu');
    const second = section('hero.split');
    t.store.dispatch(sectionInserted(first));
    t.store.dispatch(sectionInserted(second));
    expect(t.byId(first.elements[0].id).styles.position.y).toBe(0);
    // The header is selected: the hero goes right under it.
    expect(t.byId(second.elements[0].id).styles.position.y).toBe(first.height);
    expect(t.store.getState().editor?.history.past).toHaveLength(2);
  });

  it('leaves room under a loose element at the end of the page, on the grid', () => {
    const t = setup([el('lone', 'text', [100, 100, 200, 30])]);
    const s = section();
    t.store.dispatch(sectionInserted(s));
    // The text ends at 130: 40 px lower, on the 20 px grid.
    expect(t.byId(s.elements[0].id).styles.position.y).toBe(180);
  });

  it('grows a container across the insertion line, so it still holds what it held', () => {
    const wrapper = el('wrapper', 'container', [0, 0, 1152, 1000]);
    const t = setup([wrapper, ...PAGE()]);
    t.store.dispatch(elementSelected('title'));
    const s = section();
    t.store.dispatch(sectionInserted(s));
    expect(t.byId('wrapper').styles.position.y).toBe(0);
    expect(t.byId('wrapper').styles.size.height).toBe(1000 + s.height);
  });

  it('goes at the end when the selected element is in no section', () => {
    const t = setup([...PAGE(), el('loose', 'button', [900, 760, 160, 48])]);
    t.store.dispatch(elementSelected('loose'));
    const s = section();
    t.store.dispatch(sectionInserted(s));
    // The button ends at 808: 40 px lower, on the grid.
    expect(t.byId(s.elements[0].id).styles.position.y).toBe(860);
    expect(sectionTop(t.els(), 'title')).toBe(400);
    expect(t.byId('loose').styles.position.y).toBe(760);
  });

  it('refuses a section that would take the page over its limit: the notice, nothing inserted', () => {
    const full = Array.from({ length: LIMITS.elementsPerPage - 3 }, (_, i) =>
      el(`e${i}`, 'text', [0, i * 2, 10, 2]),
    );
    const t = setup(full);
    const s = section('cta.banner');
    expect(s.elements.length).toBeGreaterThan(3);
    const before = t.els();
    t.store.dispatch(sectionInserted(s));
    expect(t.els()).toBe(before);
    expect(selectLimitReached(t.store.getState())).toBe('page');
    expect(selectCanUndo(t.store.getState())).toBe(false);
    expect(selectSelectedId(t.store.getState())).toBeNull();
  });

  it('refuses a section that would take the site over its limit', () => {
    const store = makeStore();
    // Twenty pages of 999 elements: 19,980 in the site, 20 short of its limit.
    const pages = Array.from({ length: 20 }, (_, p) =>
      createPage(
        `p${p}`,
        `Page ${p + 1}`,
        Array.from({ length: p }, (_, i) => `page-${i + 1}`),
        Array.from({ length: 999 }, (_, i) => el(`p${p}-${i}`, 'text', [0, i * 2, 10, 2])),
      ),
    );
    const site: SiteDocument = {
      ...siteOf({ templateId: null, name: 'Plein', elements: [] }),
      pages,
      homePageId: 'p0',
    };
    store.dispatch(documentLoaded({ document: site }));
    const s = section('restaurantMenu.columns');
    expect(s.elements.length).toBeGreaterThan(20);
    const before = selectElements(store.getState());
    store.dispatch(sectionInserted(s));
    expect(selectElements(store.getState())).toBe(before);
    expect(selectLimitReached(store.getState())).toBe('site');
  });

  it('does nothing with an empty section', () => {
    const t = setup();
    t.store.dispatch(sectionInserted({ elements: [], height: 0 }));
    expect(selectCanUndo(t.store.getState())).toBe(false);
  });
});

describe('editor/sectionInserted on any page', () => {
  const TYPES: ElementType[] = ['text', 'image', 'button', 'container', 'header', 'footer', 'menu'];
  const element = fc.record({
    type: fc.constantFrom(...TYPES),
    x: fc.integer({ min: -200, max: 1400 }),
    // Some near the bottom bound of the page: what moves down stays within it.
    y: fc.oneof(fc.integer({ min: -100, max: 5000 }), fc.integer({ min: 99_000, max: 100_000 })),
    width: fc.integer({ min: 0, max: 1400 }),
    height: fc.oneof(fc.integer({ min: 0, max: 800 }), fc.constant(100_000)),
    // A band (a full-width container): what a selected element's section is.
    band: fc.boolean(),
  });

  it('keeps the page valid: ids unique, positions and sizes within bounds, one step undone whole', () => {
    fc.assert(
      fc.property(
        fc.array(element, { maxLength: 25 }),
        fc.nat(),
        fc.option(fc.nat(), { nil: null }),
        (drafts, which, selected) => {
          const elements = drafts.map((d, i) =>
            d.band
              ? el(`e${i}`, 'container', [0, Math.max(0, d.y - 99_000), 1152, 400])
              : el(`e${i}`, d.type, [d.x, d.y, d.width, d.height]),
          );
          const t = setup(elements);
          if (selected !== null && elements.length) {
            t.store.dispatch(elementSelected(elements[selected % elements.length].id));
          }
          const before = t.els();
          const s = section(SECTIONS[which % SECTIONS.length].id);
          t.store.dispatch(sectionInserted(s));
          const after = t.els();
          expect(after).toHaveLength(before.length + s.elements.length);
          const site = t.store.getState().editor!.document;
          expect(siteSchema.safeParse(site).success).toBe(true);
          // The section's own elements keep their places relative to one another.
          const band = t.byId(s.elements[0].id).styles.position.y;
          for (const e of s.elements.slice(1)) {
            const placed = t.byId(e.id).styles.position.y;
            if (band + e.styles.position.y <= LIMITS.position.max) {
              expect(placed - band).toBe(e.styles.position.y);
            }
          }
          t.store.dispatch(undone());
          expect(t.els()).toEqual(before);
        },
      ),
      { numRuns: 150 },
    );
  });
});
