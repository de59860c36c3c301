/**
 * property tests of the editor reducer. Random sequences of up to 50 actions, with
 * hostile values, keep the invariants: unique ids, a selection that exists or is null, numeric
 * styles that are finite integers within their bounds, undo then redo restoring the document, and a
 * saved document that parses back to itself. Page events (add, rename, duplicate, delete, move,
 * home page, show) are among the actions: the current page always exists and holds the selection.
 * Multiple selection (toggled, set, moved, resized, deleted, reordered, aligned, distributed and
 * edited together) keeps them too: the selection is of the current page, each element once.
 */
import fc from 'fast-check';
import type { UnknownAction } from '@reduxjs/toolkit';
import { makeStore } from '../../../../../src/app/store';
import {
  clipboardPasted,
  documentRenamed,
  elementAdded,
  elementDeleted,
  elementMoved,
  elementReordered,
  elementResized,
  elementSelected,
  elementUpdated,
  elementsAligned,
  elementsDeleted,
  elementsDistributed,
  elementsDuplicated,
  elementsGrouped,
  elementsHidden,
  elementsLocked,
  elementsUngrouped,
  elementsMoved,
  elementsReordered,
  elementsResized,
  elementsUpdated,
  homePageSet,
  pageAdded,
  pageDeleted,
  pageDuplicated,
  pageMoved,
  pageRenamed,
  pageSelected,
  quickTemplateInserted,
  redone,
  selectionSet,
  selectionToggled,
  undone,
} from '../../../../../src/features/editor/editorSlice';
import { ALIGNMENTS } from '../../../../../src/features/editor/model/align';
import { currentPage } from '../../../../../src/features/editor/editorState';
import { pageCopy } from '../../../../../src/features/editor/model/pages';
import { createPage } from '../../../../../src/document/site';
import type { SiteDocument } from '../../../../../src/document/types';
import { LIMITS } from '../../../../../src/document/limits';
import { ELEMENT_TYPES, type EditorElement } from '../../../../../src/document/types';
import { Z_ORDER_COMMANDS } from '../../../../../src/features/editor/model/zOrder';
import { QUICK_TEMPLATES } from '../../../../../src/features/editor/model/quickTemplates';
import { parseProjectFile, projectFileText } from '../../../../../src/document/projectFile';

type Store = ReturnType<typeof makeStore>;
const editor = (store: Store) => store.getState().editor!;

/** Numbers a hostile input might produce. */
const hostileNumber = fc.oneof(
  fc.integer({ min: -5000, max: 5000 }),
  fc.double(),
  fc.constantFrom(NaN, Infinity, -Infinity, 1e308, -1e308, -0, 0.5, 2 ** 53),
);
/** Strings a hostile input might produce. */
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '<script>window.__pwned=1</script>',
    '"><img src=x onerror=alert(1)>',
    'red;background:url(javascript:alert(1))',
    '</style><script>alert(1)</script>',
    'expression(alert(1))',
    '__proto__',
    '#12345',
    '#3B82F6',
    'transparent',
  ),
);

/** An action, given the ids currently in the document (picked by index, or a missing id). */
type Step = (ids: string[], elements: EditorElement[], site: SiteDocument) => UnknownAction;
const pick = (ids: string[], n: number) => (ids.length ? ids[n % ids.length] : 'absent');
const pageIdsOf = (site: SiteDocument) => [...site.pages.map((p) => p.id), 'absent-page'];

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.constantFrom(...ELEMENT_TYPES).map((type) => () => elementAdded(type)),
  fc.record({ n: fc.nat(), x: hostileNumber, y: hostileNumber }).map(
    ({ n, x, y }) =>
      (ids: string[]) =>
        elementMoved({ id: pick(ids, n), position: { x, y } }),
  ),
  fc
    .record({ n: fc.nat(), x: hostileNumber, y: hostileNumber, w: hostileNumber, h: hostileNumber })
    .map(
      ({ n, x, y, w, h }) =>
        (ids: string[]) =>
          elementResized({ id: pick(ids, n), rect: { x, y, width: w, height: h } }),
    ),
  fc
    .record({
      n: fc.nat(),
      content: fc.option(hostileString, { nil: undefined }),
      fontSize: fc.option(hostileNumber, { nil: undefined }),
      padding: fc.option(hostileNumber, { nil: undefined }),
      borderRadius: fc.option(hostileNumber, { nil: undefined }),
      margin: fc.option(hostileNumber, { nil: undefined }),
      width: fc.option(hostileNumber, { nil: undefined }),
      color: fc.option(hostileString, { nil: undefined }),
      backgroundColor: fc.option(hostileString, { nil: undefined }),
      fontWeight: fc.option(hostileString, { nil: undefined }),
      textAlign: fc.option(hostileString, { nil: undefined }),
    })
    .map((r) => (ids: string[]) => {
      const { n, content, width, ...styles } = r;
      const defined = Object.fromEntries(Object.entries(styles).filter(([, v]) => v !== undefined));
      return elementUpdated({
        id: pick(ids, n),
        changes: {
          ...(content === undefined ? {} : { content }),
          styles: { ...defined, ...(width === undefined ? {} : { size: { width } }) } as never,
        },
      });
    }),
  fc.nat().map((n) => (ids: string[]) => elementDeleted(pick(ids, n))),
  fc
    .option(fc.nat(), { nil: null })
    .map((n) => (ids: string[]) => elementSelected(n === null ? null : pick(ids, n))),
  fc.nat().map((n) => (ids: string[]) => elementsDuplicated([pick(ids, n)])),
  fc
    .record({
      n: fc.nat(),
      to: fc.oneof(fc.constantFrom(...Z_ORDER_COMMANDS), fc.integer({ min: -3, max: 60 })),
    })
    .map(
      ({ n, to }) =>
        (ids: string[]) =>
          elementReordered({ id: pick(ids, n), to }),
    ),
  fc.constantFrom(...QUICK_TEMPLATES).map((kind) => () => quickTemplateInserted(kind)),
  fc.nat().map(
    (n) => (ids: string[], elements: EditorElement[]) =>
      // A paste of an element read back from the clipboard: a copy of an existing one.
      clipboardPasted(ids.length ? [elements[n % elements.length]] : []),
  ),
  hostileString.map((name) => () => documentRenamed(name)),
  fc.record({ n: fc.nat({ max: 80 }), name: hostileString, slug: fc.option(hostileString) }).map(
    ({ n, name, slug }) =>
      () =>
        pageAdded({ ...createPage(`page-${n}`, name), ...(slug === null ? {} : { slug }) }),
  ),
  fc
    .record({
      n: fc.nat(),
      name: hostileString,
      slug: fc.option(hostileString, { nil: undefined }),
    })
    .map(
      ({ n, name, slug }) =>
        (_ids: string[], _elements: EditorElement[], site: SiteDocument) =>
          pageRenamed({ pageId: pick(pageIdsOf(site), n), name, slug }),
    ),
  fc
    .record({ n: fc.nat(), m: fc.nat() })
    .map(({ n, m }) => (_ids: string[], _elements: EditorElement[], site: SiteDocument) => {
      const source = pick(pageIdsOf(site), n);
      const count = site.pages.find((p) => p.id === source)?.elements.length ?? 0;
      const ids = Array.from({ length: count }, (_, i) => `copy-${m}-${i}`);
      const copy = pageCopy(site, source, `copy-${m}`, ids, (name) => `${name} (copie)`);
      return copy ? pageDuplicated({ sourceId: source, copy }) : undone();
    }),
  fc
    .nat()
    .map(
      (n) => (_ids: string[], _elements: EditorElement[], site: SiteDocument) =>
        pageDeleted(pick(pageIdsOf(site), n)),
    ),
  fc.record({ n: fc.nat(), to: hostileNumber }).map(
    ({ n, to }) =>
      (_ids: string[], _elements: EditorElement[], site: SiteDocument) =>
        pageMoved({ pageId: pick(pageIdsOf(site), n), toIndex: to }),
  ),
  fc
    .nat()
    .map(
      (n) => (_ids: string[], _elements: EditorElement[], site: SiteDocument) =>
        homePageSet(pick(pageIdsOf(site), n)),
    ),
  fc
    .nat()
    .map(
      (n) => (_ids: string[], _elements: EditorElement[], site: SiteDocument) =>
        pageSelected(pick(pageIdsOf(site), n)),
    ),
  fc.constant(() => undone()),
  fc.constant(() => redone()),
  // « Grouper » and « Dissocier ».
  fc
    .array(fc.nat(), { maxLength: 4 })
    .map((picks) => (ids: string[]) => elementsGrouped(picks.map((n) => pick(ids, n)))),
  fc.nat().map((n) => (ids: string[]) => elementsUngrouped(pick(ids, n))),
  // « Verrouiller » and « Masquer », on and off.
  fc.record({ picks: fc.array(fc.nat(), { maxLength: 3 }), on: fc.boolean() }).map(
    ({ picks, on }) =>
      (ids: string[]) =>
        elementsLocked({ ids: picks.map((n) => pick(ids, n)), locked: on }),
  ),
  fc.record({ picks: fc.array(fc.nat(), { maxLength: 3 }), on: fc.boolean() }).map(
    ({ picks, on }) =>
      (ids: string[]) =>
        elementsHidden({ ids: picks.map((n) => pick(ids, n)), hidden: on }),
  ),
  // Multiple selection: chosen by index (some absent), then acted on together.
  fc.nat().map((n) => (ids: string[]) => selectionToggled(pick(ids, n))),
  fc.record({ picks: fc.array(fc.nat(), { maxLength: 6 }), add: fc.boolean() }).map(
    ({ picks, add }) =>
      (ids: string[]) =>
        selectionSet({ ids: [...picks.map((n) => pick(ids, n)), 'absent'], add }),
  ),
  fc
    .record({ picks: fc.array(fc.nat(), { maxLength: 6 }), x: hostileNumber, y: hostileNumber })
    .map(
      ({ picks, x, y }) =>
        (ids: string[]) =>
          elementsMoved({ ids: picks.map((n) => pick(ids, n)), delta: { x, y } }),
    ),
  fc
    .record({
      picks: fc.array(fc.nat(), { maxLength: 4 }),
      x: hostileNumber,
      y: hostileNumber,
      w: hostileNumber,
      h: hostileNumber,
    })
    .map(
      ({ picks, x, y, w, h }) =>
        (ids: string[]) =>
          elementsResized({
            boxes: Object.fromEntries(
              picks.map((n) => [pick(ids, n), { x, y, width: w, height: h }]),
            ),
          }),
    ),
  fc
    .array(fc.nat(), { maxLength: 4 })
    .map((picks) => (ids: string[]) => elementsDeleted(picks.map((n) => pick(ids, n)))),
  fc
    .record({
      picks: fc.array(fc.nat(), { maxLength: 5 }),
      to: fc.constantFrom(...Z_ORDER_COMMANDS),
    })
    .map(
      ({ picks, to }) =>
        (ids: string[]) =>
          elementsReordered({ ids: picks.map((n) => pick(ids, n)), to }),
    ),
  fc
    .record({ picks: fc.array(fc.nat(), { maxLength: 5 }), how: fc.constantFrom(...ALIGNMENTS) })
    .map(
      ({ picks, how }) =>
        (ids: string[]) =>
          elementsAligned({ ids: picks.map((n) => pick(ids, n)), how }),
    ),
  fc
    .record({
      picks: fc.array(fc.nat(), { maxLength: 5 }),
      axis: fc.constantFrom('horizontal' as const, 'vertical' as const),
    })
    .map(
      ({ picks, axis }) =>
        (ids: string[]) =>
          elementsDistributed({ ids: picks.map((n) => pick(ids, n)), axis }),
    ),
  fc
    .record({
      picks: fc.array(fc.nat(), { maxLength: 5 }),
      color: hostileString,
      size: hostileNumber,
    })
    .map(
      ({ picks, color, size }) =>
        (ids: string[]) =>
          elementsUpdated({
            ids: picks.map((n) => pick(ids, n)),
            changes: { styles: { color, fontSize: size } as never },
          }),
    ),
);

function isBoundedInteger(value: unknown, bounds: { min: number; max: number }) {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= bounds.min &&
    value <= bounds.max
  );
}

function checkInvariants(store: Store) {
  const state = editor(store);
  const { document, selectedId, pageId } = state;
  expect(document.pages.map((p) => p.id)).toContain(pageId);
  expect(document.pages.map((p) => p.id)).toContain(document.homePageId);
  expect(document.pages.length).toBeGreaterThanOrEqual(1);
  expect(new Set(document.pages.map((p) => p.slug)).size).toBe(document.pages.length);
  const elements = document.pages.flatMap((p) => p.elements);
  const ids = elements.map((e) => e.id);
  expect(new Set(ids).size).toBe(ids.length);
  if (selectedId !== null)
    expect(currentPage(state).elements.map((e) => e.id)).toContain(selectedId);
  // The selection: elements of the current page, each once, the selected one last; none without it.
  const { selection } = state;
  const onPage = new Set(currentPage(state).elements.map((e) => e.id));
  expect(new Set(selection).size).toBe(selection.length);
  for (const id of selection) expect(onPage.has(id)).toBe(true);
  if (selectedId === null) expect(selection).toEqual([]);
  else expect(selection[selection.length - 1]).toBe(selectedId);
  // No element is its own group, and a group is a container.
  for (const page of document.pages) {
    for (const e of page.elements) {
      const group = e.properties.groupId;
      if (group === undefined) continue;
      expect(group).not.toBe(e.id);
      const holder = page.elements.find((h) => h.id === group);
      if (holder) expect(holder.type).toBe('container');
    }
  }
  const B = LIMITS;
  for (const { styles } of elements) {
    expect(isBoundedInteger(styles.position.x, B.position)).toBe(true);
    expect(isBoundedInteger(styles.position.y, B.position)).toBe(true);
    expect(isBoundedInteger(styles.size.width, B.size)).toBe(true);
    expect(isBoundedInteger(styles.size.height, B.size)).toBe(true);
    expect(isBoundedInteger(styles.fontSize, B.fontSize)).toBe(true);
    expect(isBoundedInteger(styles.borderRadius, B.borderRadius)).toBe(true);
    expect(isBoundedInteger(styles.padding, B.padding)).toBe(true);
    expect(isBoundedInteger(styles.margin, B.margin)).toBe(true);
  }
}

describe('editor reducer under random action sequences', () => {
  it('keeps its invariants over 1,000 sequences of up to 50 actions', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 50 }), (steps) => {
        const store = makeStore();
        for (const step of steps) {
          const { elements } = currentPage(editor(store));
          const action = step(
            elements.map((e) => e.id),
            elements,
            editor(store).document,
          );
          store.dispatch(action);
          checkInvariants(store);
        }
        // Undo then redo restores the document.
        const before = editor(store).document;
        if (editor(store).history.past.length > 0) {
          store.dispatch(undone());
          store.dispatch(redone());
          expect(editor(store).document).toEqual(before);
        }
        // A saved document parses back to itself.
        const parsed = parseProjectFile(projectFileText(before));
        expect(parsed.ok).toBe(true);
        if (parsed.ok) expect(parsed.project.document).toEqual(before);
      }),
      { numRuns: 1000 },
    );
  });
});
