import { createSelector } from '@reduxjs/toolkit';
import { useAppSelector } from '../../../app/hooks';
import { formatInteger } from '../../../common/numberFormat';
import { fr } from '../../../i18n/fr';
import { selectElements, selectSelection } from '../editorSlice';
import { boundsOf } from '../model/align';
import { rectOf } from '../model/rect';
import { ResizeHandles } from './ResizeHandles';

const BORDER = 'calc(1px / var(--canvas-scale, 1))';

/** The box around the selected elements, recomputed only when they or the selection change. */
const selectSelectionBounds = createSelector(
  [selectElements, selectSelection],
  (elements, selection) => {
    const chosen = new Set(selection);
    const rects = elements.filter((e) => chosen.has(e.id)).map(rectOf);
    return rects.length ? boundsOf(rects) : null;
  },
);

/**
 * The box around several selected elements, with eight handles that resize them together
 * (proportionally: useCanvasGestures reads `data-selection-box`). Dragging any selected element
 * moves them all. It lets the pointer through except on its handles.
 */
export function SelectionBox({ ids }: { ids: string[] }) {
  const bounds = useAppSelector(selectSelectionBounds);
  if (!bounds) return null;
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
      }}
    >
      <div style={{ position: 'absolute', inset: 0, pointerEvents: 'auto', display: 'contents' }}>
        <ResizeHandles />
      </div>
    </div>
  );
}
