import type { CSSProperties } from 'react';
import { fr } from '../../../i18n/fr';
import { HANDLE_CURSOR, RESIZE_HANDLES, type ResizeHandle } from '../model/resize';

/**
 * Sizes in screen pixels: the canvas sets `--canvas-scale`, so the handles keep the same size on
 * screen at every zoom. The grab area is larger than the visible square, for fingers, but never
 * more than 40 % of the element, so a small element (or one seen at 50 %) can still be grabbed
 * in its middle to move it.
 */
const GRAB_PX = 'calc(18px / var(--canvas-scale, 1))';
const SQUARE = 'calc(10px / var(--canvas-scale, 1))';
const BORDER = 'calc(2px / var(--canvas-scale, 1))';

const AT: Record<ResizeHandle, { left: string; top: string }> = {
  nw: { left: '0%', top: '0%' },
  n: { left: '50%', top: '0%' },
  ne: { left: '100%', top: '0%' },
  e: { left: '100%', top: '50%' },
  se: { left: '100%', top: '100%' },
  s: { left: '50%', top: '100%' },
  sw: { left: '0%', top: '100%' },
  w: { left: '0%', top: '50%' },
};

const squareStyle: CSSProperties = {
  // Never larger than its grab area, so a tiny element stays visible between its handles.
  width: `min(${SQUARE}, 100%)`,
  height: `min(${SQUARE}, 100%)`,
  boxSizing: 'border-box',
  background: '#FFFFFF',
  border: `${BORDER} solid #3B82F6`,
  borderRadius: 2,
  boxShadow: '0 1px 2px rgba(15, 23, 42, 0.3)',
  flexShrink: 0,
  // Only the grab area takes the pointer: the square may overflow it on a tiny element.
  pointerEvents: 'none',
};

/**
 * The eight resize handles of the selected element. Dragging one is handled by the canvas's
 * gestures (gestures/idle.ts reads `data-resize-handle`, then resizing.ts); the keyboard resizes with the
 * « Largeur » and « Hauteur » fields, so the handles stay out of the Tab order.
 */
export function ResizeHandles() {
  return (
    <>
      {RESIZE_HANDLES.map((handle) => (
        <div
          key={handle}
          role="button"
          tabIndex={-1}
          aria-label={fr.manipulation.resizeHandles[handle]}
          title={fr.manipulation.resizeHandles[handle]}
          data-resize-handle={handle}
          style={{
            position: 'absolute',
            ...AT[handle],
            width: `min(${GRAB_PX}, 40%)`,
            height: `min(${GRAB_PX}, 40%)`,
            transform: 'translate(-50%, -50%)',
            display: 'grid',
            placeItems: 'center',
            cursor: HANDLE_CURSOR[handle],
            touchAction: 'none',
            zIndex: 2,
          }}
        >
          <span style={squareStyle} />
        </div>
      ))}
    </>
  );
}
