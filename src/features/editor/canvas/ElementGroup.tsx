import { memo, useDeferredValue, useLayoutEffect, useRef, type CSSProperties } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppSelector } from '../../../app/hooks';
import { selectElementMap, selectSharedPartMap } from '../editorSlice';
import { CanvasElement, type selectSiteTheme } from './CanvasElement';
import { onlyPlacesChanged, placedAhead, settle } from './placedAhead';

/**
 * Elements per group. The canvas draws its elements in groups of this many, each group a layer
 * as large as the canvas: when one element changes, React walks only that element's group (not
 * 1,000 siblings) and the browser lays out only that group (`contain: layout`). Measured with
 * test/bench/editor.bench.mjs: per move, render 1.1–2.8 ms → 0.3–0.7 ms and layout 2.3–3.6 ms →
 * 0.2–0.6 ms with 1,000 elements. Z-order is the document order across and within groups.
 */
export const GROUP_SIZE = 32;

export function groupsOf(ids: string[]): string[][] {
  const groups: string[][] = [];
  for (let i = 0; i < ids.length; i += GROUP_SIZE) groups.push(ids.slice(i, i + GROUP_SIZE));
  return groups;
}

// The layer lets the pointer through to the canvas (a click on empty canvas deselects); each
// element root takes it back (`pointer-events: auto`).
const groupStyle: CSSProperties = {
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
  contain: 'layout',
};

/**
 * One group of canvas elements, with ONE store subscription for all of them (its elements, the
 * same array while none of them changes): a change of the page checks 32 groups, not 1,000
 * elements. It re-renders when one of its elements changes (only that element's CanvasElement
 * renders again), when its ids, the element the keyboard acts on or the site's theme change, or
 * when the selection becomes one element or several.
 * `primary`: the selected element the keyboard acts on (the last one selected), if here; `single`:
 * the selection is that one element, which shows its blue border and resize handles. Several
 * selected are drawn by the canvas, not by each element (SelectionBox, useSelectionMarks): a
 * rectangle selecting 500 renders none of them again.
 */
export const ElementGroup = memo(
  function ElementGroup({
    ids,
    theme,
    primary,
    single,
  }: {
    ids: string[];
    /** The site's theme, for all of them. */
    theme: ReturnType<typeof selectSiteTheme>;
    primary: string | null;
    single: boolean;
  }) {
    const latest = useAppSelector((state) => {
      const byId = selectElementMap(state);
      return ids.map((id) => byId.get(id));
    }, shallowEqual);
    // « Commun à toutes les pages »: the elements of the site's header and footer.
    const parts = useAppSelector(selectSharedPartMap);
    // Released by a drag of several, the moved elements are already where the store has them
    // (placedAhead): this group draws them in a deferred render, after the release's frame.
    const deferred = useDeferredValue(latest);
    const elements =
      deferred !== latest && placedAhead(ids) && onlyPlacesChanged(deferred, latest)
        ? deferred
        : latest;
    const groupRef = useRef<HTMLDivElement>(null);
    useLayoutEffect(() => {
      if (elements === latest) settle(groupRef.current, ids, elements);
    }, [elements, latest, ids]);
    return (
      <div ref={groupRef} data-element-group="" style={groupStyle}>
        {ids.map((id, index) => (
          // Keyed by place: another page's elements reuse these nodes (CanvasElement keeps the
          // focus on the selected element when it changes place).
          <CanvasElement
            key={index}
            id={id}
            element={elements[index]}
            theme={theme}
            selected={single && id === primary}
            primary={id === primary}
            part={parts.get(id) ?? null}
          />
        ))}
      </div>
    );
  },
  (a, b) =>
    a.theme === b.theme &&
    a.single === b.single &&
    a.primary === b.primary &&
    shallowEqual(a.ids, b.ids),
);
