import { createSlice } from '@reduxjs/toolkit';

/** App-wide facts that several screens read: when the app started (for DevTools and diagnostics). */
export interface AppState {
  started: boolean;
}

const initialState: AppState = { started: false };

export const appSlice = createSlice({
  name: 'app',
  initialState,
  reducers: {
    appStarted(state) {
      state.started = true;
    },
  },
});

export const { appStarted } = appSlice.actions;
export const appReducer = appSlice.reducer;
