import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { appStarted } from './app/appSlice';
import { routes } from './app/router';
import { registerServiceWorker } from './app/serviceWorker';
import { makeStore } from './app/store';
import { theme } from './app/theme';
import { generateTemplates } from './features/templates/templatesSlice';

const store = makeStore();
store.dispatch(appStarted());
// Templates are generated at startup; faker and the generator load in their own chunk.
store.dispatch(generateTemplates());

const router = createBrowserRouter(routes);

registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>
  </StrictMode>,
);
