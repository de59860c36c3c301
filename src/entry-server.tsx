/**
 * Build-time prerendering of the landing page and the library (vite.config.ts, plugin
 * `toile-prerender`): the first screen arrives as HTML and CSS, so it paints before any JavaScript
 * runs, then the client hydrates it. The library shows the same templates the client generates
 * (the generator is deterministic), so the client hydrates it once its own are ready.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import CssBaseline from '@mui/material/CssBaseline';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { AppTheme } from './app/AppTheme';
import { AppRoutes, loadScreen } from './app/router';
import { makeStore } from './app/store';
import { pageTitle } from './common/navigation';
import { generateTemplates as generateTemplateList } from './features/templates/generateTemplates';
import { DEFAULT_TEMPLATE_COUNT, generateTemplates } from './features/templates/templatesSlice';

export async function render(
  url: string,
): Promise<{ html: string; styles: string; title: string }> {
  // The screen's code first, as the client does before it hydrates: it renders at once.
  await loadScreen(url);
  // The same key as the client's default cache, so the client adopts these styles on hydration.
  const cache = createCache({ key: 'css' });
  const store = makeStore();
  if (url === '/templates') {
    const templates = generateTemplateList(DEFAULT_TEMPLATE_COUNT);
    store.dispatch(generateTemplates.fulfilled(templates, 'prerender', undefined));
  }
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <Provider store={store}>
        <AppTheme>
          <CssBaseline />
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppTheme>
      </Provider>
    </CacheProvider>,
  );
  // Marked as already in place (`data-s`), which Emotion's client would otherwise do by moving
  // each one to the end of <head>: a move makes the browser parse the page's styles again.
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html)).replaceAll(
    '<style data-emotion=',
    '<style data-s="" data-emotion=',
  );
  return { html, styles, title: pageTitle(url) };
}
