import { useEffect, type RefObject } from 'react';
import { useAppDispatch, useAppStore } from '../../../app/hooks';
import { idle } from '../gestures/idle';

/**
 * Moving, resizing and the selection rectangle on the canvas, with pointer events (mouse, pen or
 * a finger): the canvas's gesture states (gestures/idle.ts and the states it leads to), watched
 * while the canvas is there. Each press is a gesture of the editor's one gesture machine
 * (gestures/pointerGesture.ts): its threshold, capture and Escape.
 */
export function useCanvasGestures(canvasRef: RefObject<HTMLElement | null>) {
  const dispatch = useAppDispatch();
  const store = useAppStore();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    return idle({ canvas, dispatch, getState: store.getState });
  }, [canvasRef, dispatch, store]);
}
