import { useEffect } from 'react';
import { useAppStore } from '../../../app/hooks';
import { pictureFiles } from '../../media';
import { cancelOwnPaste } from '../pasteArbiter';
import { snapPoint } from '../model/snap';
import { screenToCanvas } from '../model/zoom';
import { canvasScale } from './canvasGeometry';
import { isTypingTarget } from '../keyboard/isTypingTarget';
import { uploadAsNewImage } from '../panels/media/imageUpload';

const hasFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;

/** Where a pasted picture lands: near the top left of the part of the canvas in view. */
function pastePoint(): { x: number; y: number } {
  const canvas = document.querySelector<HTMLElement>('[data-canvas]');
  if (!canvas) return { x: 100, y: 100 };
  const box = canvas.getBoundingClientRect();
  const area = canvas.closest<HTMLElement>('[data-canvas-area]')?.getBoundingClientRect() ?? box;
  const scale = canvasScale(canvas);
  const at = screenToCanvas(
    { x: Math.max(box.left, area.left) + 40, y: Math.max(box.top, area.top) + 40 },
    { x: box.left, y: box.top },
    scale,
  );
  return snapPoint({ x: Math.max(at.x, 100), y: Math.max(at.y, 100) });
}

/**
 * Pictures from outside: a picture file dropped on the canvas becomes an image element at the
 * drop point (on the grid; Alt: exactly there); a picture pasted (Ctrl+V with a picture in the
 * system clipboard) becomes one too, and wins over Toile's own clipboard. A file dropped anywhere
 * else in the editor is not opened by the browser (the work would be lost).
 */
export function useImageDropAndPaste() {
  const store = useAppStore();
  useEffect(() => {
    const onDragOver = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      const onCanvas =
        event.target instanceof Element &&
        event.target.closest('[data-canvas], [data-flow-canvas]');
      if (event.dataTransfer) event.dataTransfer.dropEffect = onCanvas ? 'copy' : 'none';
    };
    const onDrop = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      const target = event.target instanceof Element ? event.target : null;
      const canvas = target?.closest<HTMLElement>('[data-canvas]');
      const flow = target?.closest('[data-flow-canvas]');
      if (!canvas && !flow) return;
      // A picture among the files, else the first file (the pipeline says what is wrong with it).
      const files = event.dataTransfer?.files;
      const file = pictureFiles(files)[0] ?? files?.[0];
      if (!file) return;
      let position = { x: 100, y: 100 };
      if (canvas) {
        const box = canvas.getBoundingClientRect();
        position = snapPoint(
          screenToCanvas(
            { x: event.clientX, y: event.clientY },
            { x: box.left, y: box.top },
            canvasScale(canvas),
          ),
          event.altKey,
        );
      }
      void uploadAsNewImage(store, file, position);
    };
    const onPaste = (event: ClipboardEvent) => {
      if (isTypingTarget(event.target)) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      const [file] = pictureFiles(event.clipboardData?.files);
      if (!file) return;
      event.preventDefault();
      cancelOwnPaste();
      void uploadAsNewImage(store, file, pastePoint());
    };
    window.addEventListener('dragover', onDragOver);
    window.addEventListener('drop', onDrop);
    window.addEventListener('paste', onPaste);
    return () => {
      window.removeEventListener('dragover', onDragOver);
      window.removeEventListener('drop', onDrop);
      window.removeEventListener('paste', onPaste);
    };
  }, [store]);
}
