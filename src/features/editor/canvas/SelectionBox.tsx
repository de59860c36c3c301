import { createSelector } from '@reduxjs/toolkit';
import { useAppSelector } from '../../../app/hooks';
import { formatInteger } from '../../../common/numberFormat';
import { isHidden } from '../../../document/lockHide';
import { elementBoxStyle } from '../../../document/style/elementBoxStyle';
import type { EditorElement } from '../../../document/types';
import { fr } from '../../../i18n/fr';
import { selectElements, selectSelection } from '../editorSlice';
import { boundsOf } from '../model/align';
import { rectOf, type Point, type Rect } from '../model/rect';
import { sameContents } from './CanvasElement';
import { ResizeHandles } from './ResizeHandles';

const BORDER = 'calc(1px / var(--canvas-scale, 1))';
/** The blue border of a selected element (CanvasElement's for one alone): 2 px, outside its box. */
const OUTLINE_COLOUR = '#3B82F6';
const OUTLINE_WIDTH = 2;

/**
 * The blue border of one selected element as an SVG path, relative to `origin`: the line runs
 * 1 px outside the element's box as drawn (its margin and least height included), 2 px wide, so
 * it covers what a 2 px CSS outline does, its corners rounded as the box's.
 */
function outlinePath(element: EditorElement, origin: Point): string {
  const box = elementBoxStyle(element);
  const half = OUTLINE_WIDTH / 2;
  const x = box.left + box.margin - origin.x - half;
  const y = box.top + box.margin - origin.y - half;
  const width = box.width + OUTLINE_WIDTH;
  const height = Math.max(box.height, box.minHeight ?? 0) + OUTLINE_WIDTH;
  // An outline follows the rounded corners (radius + its offset), at most half of a side.
  const r = box.borderRadius > 0 ? Math.min(box.borderRadius + half, width / 2, height / 2) : 0;
  if (!r) return `M${x} ${y}h${width}v${height}h${-width}z`;
  const arc = (dx: number, dy: number) => `a${r} ${r} 0 0 1 ${dx} ${dy}`;
  return (
    `M${x + r} ${y}h${width - 2 * r}${arc(r, r)}v${height - 2 * r}${arc(-r, r)}` +
    `h${-(width - 2 * r)}${arc(-r, -r)}v${-(height - 2 * r)}${arc(r, -r)}z`
  );
}

interface SelectionDrawing {
  bounds: Rect;
  outlines: string;
  /** The selected elements drawn, in page order. */
  drawn: EditorElement[];
}

/** The last drawing made (of the selection shown: there is one canvas). */
let lastDrawing: SelectionDrawing | null = null;

/**
 * How far each of `after` is from each of `before`, when all moved by the same amount and
 * nothing else of them changed (a drag, a nudge of the selection); null otherwise.
 */
function commonShift(before: EditorElement[], after: EditorElement[]): Point | null {
  if (before.length !== after.length || !after.length) return null;
  const dx = after[0].styles.position.x - before[0].styles.position.x;
  const dy = after[0].styles.position.y - before[0].styles.position.y;
  for (let i = 0; i < after.length; i += 1) {
    const [a, b] = [before[i], after[i]];
    if (a === b) {
      if (dx !== 0 || dy !== 0) return null;
      continue;
    }
    const { size: sa, position: pa } = a.styles;
    const { size: sb, position: pb } = b.styles;
    if (pb.x - pa.x !== dx || pb.y - pa.y !== dy) return null;
    if (sa !== sb && (sa.width !== sb.width || sa.height !== sb.height)) return null;
    if (!sameContents(a, b)) return null;
  }
  return { x: dx, y: dy };
}

/**
 * The box around the selected elements and their blue borders (one path for all), recomputed
 * only when they or the selection change. The path is relative to the box: when the elements only
 * moved together, it is the same string, the box only moves (500 paths are not written again).
 */
const selectSelectionDrawing = createSelector(
  [selectElements, selectSelection],
  (elements, selection): SelectionDrawing | null => {
    const chosen = new Set(selection);
    const selected = elements.filter((e) => chosen.has(e.id));
    if (!selected.length) return null;
    const before = lastDrawing;
    const shift = before && commonShift(before.drawn, selected);
    if (before && shift) {
      const { x, y, width, height } = before.bounds;
      const bounds = { x: x + shift.x, y: y + shift.y, width, height };
      return (lastDrawing = { bounds, outlines: before.outlines, drawn: selected });
    }
    const bounds = boundsOf(selected.map(rectOf));
    const outlines = selected
      .filter((e) => !isHidden(e))
      .map((e) => outlinePath(e, bounds))
      .join('');
    return (lastDrawing = { bounds, outlines, drawn: selected });
  },
);

/**
 * The box around several selected elements, with eight handles that resize them together
 * (proportionally: gestures/idle.ts reads `data-selection-box`). Dragging any selected element
 * moves them all. It lets the pointer through except on its handles.
 *
 * It also draws each selected element's blue border, all in one SVG path: selecting 500 with the
 * rectangle changes one node instead of restyling and repainting 500 elements. The path is in
 * the box's own units and stretches with it, so it follows the elements while a gesture moves
 * (translates) or resizes the box without React (gestures/translating.ts, resizing.ts).
 */
export function SelectionBox({ ids }: { ids: string[] }) {
  const drawing = useAppSelector(selectSelectionDrawing);
  if (!drawing) return null;
  const { bounds, outlines } = drawing;
  return (
    <div
      data-selection-box=""
      role="group"
      aria-label={fr.editor.selection.count(formatInteger(ids.length))}
      style={{
        position: 'absolute',
        left: bounds.x,
        top: bounds.y,
        width: bounds.width,
        height: bounds.height,
        outline: `${BORDER} dashed #1D4ED8`,
        pointerEvents: 'none',
        zIndex: 3,
        // Its own layer: a drag translates it (gestures/translating.ts) without drawing again the
        // borders of the elements it holds.
        willChange: 'transform',
      }}
    >
      <svg
        data-selection-outlines=""
        aria-hidden="true"
        focusable="false"
        width="100%"
        height="100%"
        viewBox={`0 0 ${bounds.width} ${bounds.height}`}
        preserveAspectRatio="none"
        style={{ position: 'absolute', inset: 0, overflow: 'visible' }}
      >
        <path d={outlines} fill="none" stroke={OUTLINE_COLOUR} strokeWidth={OUTLINE_WIDTH} />
      </svg>
      <div style={{ position: 'absolute', inset: 0, pointerEvents: 'auto', display: 'contents' }}>
        <ResizeHandles />
      </div>
    </div>
  );
}
