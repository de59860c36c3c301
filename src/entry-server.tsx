/**
 * Build-time prerendering of the landing page, the library and the editor's shell (vite.config.ts,
 * plugin `toile-prerender`): the first screen arrives as HTML and CSS, so it paints before any
 * JavaScript runs. The client hydrates the landing page and the library; the library shows the
 * same templates the client generates (the generator is deterministic), so the client hydrates it
 * once its own are ready. The editor's shell is only replaced (editorShell below).
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import CssBaseline from '@mui/material/CssBaseline';
import type { Theme } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { AppTheme } from './app/AppTheme';
import { editorRoute } from './app/editorRoute';
import { AppRoutes, loadScreen } from './app/router';
import { makeStore } from './app/store';
import { EDITOR_SHELL } from './app/prerendered';
import { pageTitle } from './common/navigation';
import { EDITOR_SHELL_CLASS, EditorShellContext } from './common/shell';
import { selectCanvasHeight } from './features/editor/canvas/canvasGeometry';
import { openAtOnce } from './features/editor/openForAddress';
import { generateTemplates as generateTemplateList } from './features/templates/generateTemplates';
import { DEFAULT_TEMPLATE_COUNT, generateTemplates } from './features/templates/templatesSlice';

/** The widths the editor's shell is drawn at: one below MUI's `md` breakpoint, one above. */
const SHELL_WIDTHS = { narrow: 412, wide: 1440 } as const;

/**
 * Answers the media queries that components ask in JavaScript (MUI's useMediaQuery) as a window
 * `width` pixels wide would, in a server render.
 */
function answersMediaQueriesAt(width: number) {
  const ssrMatchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches =
      (min === null || width >= Number(min[1])) && (max === null || width <= Number(max[1]));
    return { matches };
  };
  return (outer: Theme) => ({
    ...outer,
    components: { ...outer.components, MuiUseMediaQuery: { defaultProps: { ssrMatchMedia } } },
  });
}

/**
 * The editor's shell rules, each under `.toile-shell` (gone once the app renders). The page is
 * drawn at the scale « Ajuster » gives it, which the app measures in JavaScript: here a container
 * query unit gives the same, `--w` being the page's width on screen (the scrolling area's width,
 * never above the page's 1152 px), and the empty page's hint the same size as the app draws it.
 */
function shellStyles(canvasHeight: number): string {
  const of = (designPx: number) => `calc(var(--w) * ${designPx} / 1152)`;
  return [
    // The layout the app draws at this width (EditorPage's useMediaQuery, md = 900 px).
    '@media (min-width: 900px) { .toile-shell > [data-shell="narrow"] { display: none } }',
    '@media (max-width: 899.95px) { .toile-shell > [data-shell="wide"] { display: none } }',
    '.toile-shell [data-canvas-area] { container-type: inline-size }',
    '.toile-shell [data-canvas-area] > div:has(> [data-canvas]) { --w: min(1152px, 100cqw);',
    `  width: var(--w) !important; height: ${of(canvasHeight)} !important }`,
    '.toile-shell [data-canvas] { width: 100% !important; height: 100% !important;',
    // The grid's dots too (Canvas.tsx), drawn at the page's scale.
    `  transform: none !important; background-size: ${of(20)} ${of(20)} !important;`,
    `  background-image: radial-gradient(circle, #CBD5E1 ${of(1.2)}, transparent ${of(1.5)}) !important;`,
    `  background-position: ${of(-10)} ${of(-10)} !important }`,
    `.toile-shell [data-canvas] > p { top: ${of(240)} !important;`,
    // 2 % larger than the app's (min(60, 20 / scale) at the page's scale): the app's hint, drawn
    // scaled down, comes out a few pixels wider than the same text drawn at its size; it must not
    // be larger than the shell's, or it would be the page's largest paint again. On one line, as
    // the app's: on a phone it fills the page's width.
    `  font-size: min(20.4px, ${of(61.2)}) !important; white-space: nowrap }`,
  ].join('\n');
}

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
  // The editor's document opened before its render, as the start-up does (a render that waited
  // for it would be the loading screen).
  openAtOnce(store, editorRoute(url));
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const page = (children: ReactNode) => (
    <CacheProvider value={cache}>
      <Provider store={store}>
        <AppTheme>
          <CssBaseline />
          {children}
        </AppTheme>
      </Provider>
    </CacheProvider>
  );
  const routes = (
    <StaticRouter location={url}>
      <AppRoutes />
    </StaticRouter>
  );
  let html: string;
  let shellCss = '';
  if (url === EDITOR_SHELL) {
    // The editor's shell: an empty editor as its first render draws it, at a phone's width and at
    // a desktop's (the layout is chosen in JavaScript), the one for the window's width shown by a
    // media query. Inert: none of its controls works before the app runs (and hidden from
    // assistive technology, as inert content is, said for tools that read roles without knowing
    // inert). Each copy has its own ids (useId), so that no id is in the page twice.
    // Its `main` landmarks are plain blocks: the page may hold one `main`, and the shell, hidden
    // from assistive technology, needs none.
    const at = (width: keyof typeof SHELL_WIDTHS) =>
      renderToString(
        page(
          <ThemeProvider theme={answersMediaQueriesAt(SHELL_WIDTHS[width])}>
            <EditorShellContext value>{routes}</EditorShellContext>
          </ThemeProvider>,
        ),
        { identifierPrefix: `shell-${width}-` },
      ).replace(/<(\/?)main\b/g, '<$1div');
    html =
      `<div class="${EDITOR_SHELL_CLASS}" inert="" aria-hidden="true">` +
      `<div data-shell="narrow">${at('narrow')}</div>` +
      `<div data-shell="wide">${at('wide')}</div>` +
      '</div>';
    shellCss = `<style data-toile-shell="">${shellStyles(selectCanvasHeight(store.getState()))}</style>`;
  } else {
    html = renderToString(page(routes));
  }
  // Marked as already in place (`data-s`), which Emotion's client would otherwise do by moving
  // each one to the end of <head>: a move makes the browser parse the page's styles again.
  const styles =
    constructStyleTagsFromChunks(extractCriticalToChunks(html)).replaceAll(
      '<style data-emotion=',
      '<style data-s="" data-emotion=',
    ) + shellCss;
  return { html, styles, title: pageTitle(url) };
}
