import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';
import type { ZoomSetting } from './model/zoom';

/**
 * How the canvas is shown, not what is on it: the zoom (« Ajuster » fits the available width;
 * 50 %, 75 %, 100 %). Not part of the document nor of its history; kept when another project opens.
 */
export interface CanvasViewState {
  zoom: ZoomSetting;
}

const initialState: CanvasViewState = { zoom: 'fit' };

export const canvasViewSlice = createSlice({
  name: 'canvasView',
  initialState,
  reducers: {
    zoomChanged(state, action: PayloadAction<ZoomSetting>) {
      state.zoom = action.payload;
    },
  },
  selectors: {
    selectZoom: (state) => state.zoom,
  },
});

declare module '../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof canvasViewSlice> {}
}

const injected = canvasViewSlice.injectInto(rootReducer);

export const { zoomChanged } = canvasViewSlice.actions;
export const { selectZoom } = injected.selectors;
