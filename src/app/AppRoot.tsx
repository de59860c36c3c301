import CssBaseline from '@mui/material/CssBaseline';
import { StrictMode, useEffect } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, loadScreen, openEditorDocument } from './router';
import { appStore } from './appStore';
import { AppTheme } from './AppTheme';

/**
 * Renders nothing (so hydrated markup is unchanged); its effect runs after the first commit of the
 * screens (the first screen rendered, or the prerendered page hydrated).
 */
function ReadySignal({ onCommit }: { onCommit: () => void }) {
  useEffect(() => onCommit(), [onCommit]);
  return null;
}

/**
 * Start-up, last stage (bootstrap.tsx): the app's element tree, which `onFirstCommit` reports as
 * committed (the landing page hydrated, or the first screen rendered), `loadScreen`, which loads
 * the code of the screen at an address, and `openEditorDocument` (the editor's shell, router.tsx).
 */
export function createApp(onFirstCommit: () => void) {
  const app = (
    <StrictMode>
      {/* The store starts with the code that uses it (appStore.ts): not on the landing page. */}
      <Provider store={appStore}>
        <AppTheme>
          <CssBaseline />
          <BrowserRouter>
            <AppRoutes>
              {/* Within the screens' Suspense boundary: its effect runs once they are hydrated. */}
              <ReadySignal onCommit={onFirstCommit} />
            </AppRoutes>
          </BrowserRouter>
        </AppTheme>
      </Provider>
    </StrictMode>
  );
  return { app, loadScreen, openEditorDocument };
}
