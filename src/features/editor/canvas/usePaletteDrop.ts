import { useEffect } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { fr } from '../../../i18n/fr';
import { elementAdded } from '../editorSlice';
import { beginGesture, cancelGesture } from '../gestures/pointerGesture';
import { defaultStyles } from '../../../document/createElement';
import { keepOnCanvas } from '../model/move';
import type { Point } from '../model/rect';
import { snapPoint } from '../model/snap';
import { CANVAS_WIDTH, ELEMENT_TYPES, type ElementType } from '../../../document/types';
import { canvasToScreen, screenToCanvas } from '../model/zoom';
import { canvasScale } from './canvasGeometry';

const isElementType = (value: string | undefined): value is ElementType =>
  (ELEMENT_TYPES as readonly string[]).includes(value ?? '');

/** Where the element would land if dropped at (x, y): on the canvas, its top-left corner there. */
function dropTarget(x: number, y: number, type: ElementType, free: boolean) {
  const hit = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-canvas]');
  if (!hit) return null;
  const scale = canvasScale(hit);
  const box = hit.getBoundingClientRect();
  const origin = { x: box.left, y: box.top };
  const size = defaultStyles(type).size;
  const position = keepOnCanvas(
    snapPoint(screenToCanvas({ x, y }, origin, scale), free),
    size,
    CANVAS_WIDTH,
  );
  return { position, screen: canvasToScreen(position, origin, scale), scale, size };
}

function makeGhost(type: ElementType): HTMLElement {
  const ghost = document.createElement('div');
  ghost.setAttribute('aria-hidden', 'true');
  ghost.textContent = fr.editor.types[type];
  Object.assign(ghost.style, {
    position: 'fixed',
    left: '0',
    top: '0',
    zIndex: '2000',
    pointerEvents: 'none',
    boxSizing: 'border-box',
    border: '2px dashed #2563EB',
    borderRadius: '4px',
    background: 'rgba(37, 99, 235, 0.12)',
    color: '#1E3A8A',
    font: '600 13px system-ui, sans-serif',
    padding: '4px 6px',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
  });
  document.body.appendChild(ghost);
  return ghost;
}

interface PaletteDrag {
  type: ElementType;
  /** Shown once the press has become a drag. */
  ghost: HTMLElement | null;
  /** Where the element would land, or null off the canvas. */
  position: Point | null;
}

/**
 * « Glissez et déposez pour ajouter » made true: a palette item (`data-palette-type`) dragged with
 * a mouse, pen or finger shows where the element will land, and dropping it on the canvas adds it
 * with its top-left corner at the drop point, on the 20 px grid (Alt: exactly there), at every
 * zoom. A plain click, Enter or Space still adds at (100, 100).
 */
export function usePaletteDrop() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    let drag: PaletteDrag | null = null;

    const show = (x: number, y: number, alt: boolean) => {
      if (!drag?.ghost) return;
      const target = dropTarget(x, y, drag.type, alt);
      const size = target?.size ?? defaultStyles(drag.type).size;
      const scale = target?.scale ?? 1;
      const at = target?.screen ?? { x, y };
      drag.position = target?.position ?? null;
      Object.assign(drag.ghost.style, {
        transform: `translate(${at.x}px, ${at.y}px)`,
        width: `${size.width * scale}px`,
        height: `${Math.max(size.height * scale, 24)}px`,
        opacity: target ? '1' : '0.6',
        borderStyle: target ? 'solid' : 'dashed',
      });
    };

    const end = (commit: boolean) => {
      const current = drag;
      drag = null;
      if (!current?.ghost) return;
      current.ghost.remove();
      // The release must not also count as a click on the palette item (which adds at 100, 100).
      const swallow = (event: MouseEvent) => {
        event.stopPropagation();
        event.preventDefault();
      };
      window.addEventListener('click', swallow, { capture: true, once: true });
      setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 0);
      if (commit && current.position) dispatch(elementAdded(current.type, current.position));
    };

    const onPointerDown = (event: PointerEvent) => {
      const item =
        event.target instanceof Element
          ? event.target.closest<HTMLElement>('[data-palette-type]')
          : null;
      const type = item?.dataset.paletteType;
      if (drag || !isElementType(type)) return;
      const current: PaletteDrag = { type, ghost: null, position: null };
      const begun = beginGesture(
        event,
        'palette',
        {
          start: () => {
            current.ghost = makeGhost(type);
          },
          move: (e) => show(e.clientX, e.clientY, e.altKey),
          // The pointer's last place decides, even if no move came just before the release.
          commit: (e) => {
            show(e.clientX, e.clientY, e.altKey);
            end(true);
          },
          cancel: () => end(false),
          click: () => {
            drag = null;
          },
        },
        dispatch,
      );
      if (begun) drag = current;
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      if (drag) cancelGesture();
    };
  }, [dispatch]);
}
