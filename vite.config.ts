import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
// With its extension: Vite's coming native config loader resolves no other way (prerendered.ts
// imports nothing).
import {
  EDITOR_SHELL,
  EDITOR_SHELL_SUBPATH,
  PRERENDERED_PAGES,
  prerenderedFileFor,
} from './src/app/prerendered.ts';
import { EDITOR_START_MODULES } from './src/app/startModules.ts';

/**
 * Content-Security-Policy of the built app (issue 8): scripts and connections only from the app's own
 * origin (no inline script, no eval); styles from the app plus the inline styles Emotion injects;
 * images also from https: and data: for pictures a person pastes. Build only: the dev server needs
 * inline scripts for fast refresh.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "connect-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' https: data: blob:",
  "font-src 'self'",
  "frame-src 'self' blob:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'toile-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
        injectTo: 'head',
      },
    ],
  };
}

/**
 * Offline (issue 8): emits `sw.js`, a service worker that precaches every file of the build (the
 * app shell, all code-split chunks and public files) under a cache named by the build's hash.
 * The fonts' files are kept out of the install (a first visit would download all thirteen fonts):
 * a font file is stored the first time the editor or an export uses it, so it works offline
 * afterwards.
 */
/** The fonts' files, which the service worker caches on first use rather than at install. */
const FONT_FILE = /\.woff2?$/;

function offlineServiceWorker(): Plugin {
  return {
    name: 'toile-offline',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      // Fonts (142 woff2 files, 2.8 MB) are not precached: each is stored when first used (below).
      const files = Object.keys(bundle).filter((f) => !f.endsWith('.map') && !FONT_FILE.test(f));
      const publicFiles = ['favicon.svg', 'manifest.webmanifest', 'icon-192.png', 'icon-512.png'];
      const pages = PRERENDERED_PAGES.map((p) => p.file);
      const paths = new Set(['app.html', ...pages, ...files, ...publicFiles]);
      const urls = [...paths].map((f) => `/${f}`);
      const version = createHash('sha256').update(urls.join('\n')).digest('hex').slice(0, 12);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: serviceWorkerSource(version, urls, offlinePages(), EDITOR_SHELL_SUBPATH),
      });
    },
  };
}

/** Stands in the code (src/app/editorChunks.ts) for the list of the editor's chunks. */
const EDITOR_CHUNKS_PLACEHOLDER = /(["'`])__TOILE_EDITOR_CHUNKS__\1/;

/**
 * Writes into the code (the chunk that holds src/app/editorChunks.ts, the entry) the files of
 * every chunk the editor's first screen needs (the modules of EDITOR_START_MODULES,
 * src/app/startModules.ts, which the start-up and the router import in turn, and all they
 * import), so that they can be asked for at once, a few per task, while the start-up evaluates
 * them in turn: no chain of requests, no long task spent asking for all of them.
 */
function editorChunkList(): Plugin {
  return {
    name: 'toile-editor-chunks',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const holder = chunks.find((c) => EDITOR_CHUNKS_PLACEHOLDER.test(c.code));
      if (!holder) return;
      const files: string[] = [];
      const add = (file: string) => {
        if (files.includes(file)) return;
        const chunk = bundle[file];
        if (chunk?.type !== 'chunk') return;
        for (const imported of chunk.imports) add(imported);
        files.push(file);
      };
      for (const module of EDITOR_START_MODULES) {
        const id = resolve(module);
        const chunk = chunks.find((c) => c.moduleIds.includes(id));
        if (!chunk) this.error(`toile-editor-chunks: no chunk holds ${module}`);
        add(chunk.fileName);
      }
      // Written short: main.tsx asks for `/assets/${name}.js`.
      const list = files
        .filter((f) => f !== holder.fileName)
        .map((f) => {
          const name = /^assets\/(.+)\.js$/.exec(f)?.[1];
          if (!name) this.error(`toile-editor-chunks: unexpected chunk file ${f}`);
          return name;
        });
      holder.code = holder.code.replace(
        EDITOR_CHUNKS_PLACEHOLDER,
        JSON.stringify(JSON.stringify(list)),
      );
    },
  };
}

/**
 * What the service worker serves offline for each prerendered route (and editor.html for the
 * editor's other addresses it fits, EDITOR_SHELL_SUBPATH; the rest get app.html).
 */
function offlinePages(): Record<string, string> {
  return Object.fromEntries(PRERENDERED_PAGES.map((p) => [p.route, `/${p.file}`]));
}

/**
 * Prerenders the landing page into dist/index.html, the library into dist/templates.html and the
 * editor's shell into dist/editor.html after the client build (src/entry-server.tsx), so that they
 * paint before the JavaScript runs. The unrendered page is kept as dist/app.html: hosts (and the
 * service worker) serve it for every other route. A host serves templates.html for /templates as
 * `vite preview` does (the file of the address plus `.html`), and editor.html for /editor and
 * /editor/{templateId} (one rewrite rule, README « Deploying »; prerenderedFileFor).
 */
function prerenderLanding(define: Record<string, string>): Plugin {
  let outDir = 'dist';
  let isSsr = false;
  return {
    name: 'toile-prerender',
    // `vite preview` runs as `serve`: the plugin must apply there too, for its middleware below.
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      isSsr = Boolean(config.build.ssr);
    },
    // `vite preview` behaves like the hosts we document: each prerendered page's file for its
    // addresses, app.html for every other route.
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        const { pathname, search } = new URL(req.url ?? '/', 'http://localhost');
        const wantsPage = req.headers.accept?.includes('text/html');
        if (wantsPage && !/\.[a-z0-9]+$/i.test(pathname.replace(/\/+$/, ''))) {
          req.url = `/${prerenderedFileFor(pathname) ?? 'app.html'}${search}`;
        }
        next();
      });
    },
    async closeBundle() {
      if (isSsr) return;
      const ssrOut = resolve('node_modules/.cache/toile-ssr');
      await build({
        configFile: false,
        logLevel: 'warn',
        // The app's build-time constants (src/app/env.ts reads one).
        define,
        plugins: [react()],
        ssr: { noExternal: true },
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: ssrOut,
          emptyOutDir: true,
          minify: false,
          // One file: lazy routes' chunks would import entry-server.js again, without the cache-busting
          // query below, and so a second React.
          rolldownOptions: { output: { codeSplitting: false } },
        },
      });
      const entry = `${pathToFileURL(resolve(ssrOut, 'entry-server.js')).href}?t=${Date.now()}`;
      const { render } = (await import(entry)) as {
        render: (url: string) => Promise<{ html: string; styles: string; title: string }>;
      };
      const indexPath = resolve(outDir, 'index.html');
      const shell = readFileSync(indexPath, 'utf8');
      writeFileSync(resolve(outDir, 'app.html'), shell);
      for (const { route, file } of PRERENDERED_PAGES) {
        const { html, styles, title } = await render(route);
        // The editor's shell is busy until the app replaces it (bootstrap.tsx).
        const busy = route === EDITOR_SHELL ? ' aria-busy="true"' : '';
        const attributes = `data-prerendered="${route}"${busy}`;
        // Replacer functions: the markup may hold `$&` or `$'`, which a replacement string expands.
        const page = shell
          .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
          .replace('</head>', () => `${styles}</head>`)
          .replace('<div id="root"></div>', () => `<div id="root" ${attributes}>${html}</div>`);
        if (page === shell) throw new Error(`prerender: could not insert ${route}`);
        writeFileSync(resolve(outDir, file), page);
      }
    },
  };
}

function serviceWorkerSource(
  version: string,
  urls: string[],
  pages: Record<string, string>,
  editorShellSubpath: RegExp,
): string {
  return `// Toile's service worker, generated at build time (vite.config.ts).
const CACHE = 'toile-${version}';
const PRECACHE = ${JSON.stringify(urls)};
const PAGES = ${JSON.stringify(pages)};
const EDITOR_SHELL = new RegExp(${JSON.stringify(editorShellSubpath.source)});
// The pages are stored one by one: a host with clean addresses may answer /templates.html with a
// redirect to /templates, and a redirected response cannot answer a navigation: keep a copy.
const DOCUMENTS = new Set(['/app.html', ...Object.values(PAGES)]);
function storePage(cache, url) {
  return fetch(url).then((response) => {
    if (!response.ok) throw new Error('Toile: ' + url + ' ' + response.status);
    return cache.put(url, response.redirected ? new Response(response.body, response) : response);
  });
}
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => Promise.all([
        cache.addAll(PRECACHE.filter((url) => !DOCUMENTS.has(url))),
        ...[...DOCUMENTS].map((url) => storePage(cache, url)),
      ]))
      .then(() => self.skipWaiting()),
  );
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('toile-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // Network first, so a new version shows up; the cached shell when offline.
    event.respondWith(
      fetch(request).catch(() =>
        caches.open(CACHE).then((cache) => {
          const path = new URL(request.url).pathname.replace(/[/]+$/, '') || '/';
          return cache.match(PAGES[path] || (EDITOR_SHELL.test(path) ? '/editor.html' : '/app.html'));
        }),
      ),
    );
    return;
  }
  event.respondWith(
    caches.match(request).then((hit) => {
      if (hit) return hit;
      if (!/\\.woff2?$/.test(new URL(request.url).pathname)) return fetch(request);
      // A font, stored on first use for the next time (and offline).
      return fetch(request).then((response) => {
        if (response.ok) {
          const copy = response.clone();
          event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
        }
        return response;
      });
    }),
  );
});
`;
}

/**
 * MUI's createTheme imports the builder of CSS-variable themes even for a theme without CSS
 * variables, which it never calls then: about 4 KB gzipped on every screen. Toile's one theme
 * (src/app/theme.ts) has none, so the build puts in its place a function that says so if it is
 * ever called (a theme with `cssVariables` or `colorSchemes` would need this plugin removed).
 */
const NO_CSS_VARIABLES_THEME = '\0toile-no-css-variables-theme';

function noCssVariablesTheme(): Plugin {
  return {
    name: 'toile-no-css-variables-theme',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromCreateTheme = importer?.endsWith('/@mui/material/styles/createTheme.mjs');
      return fromCreateTheme && source === './createThemeWithVars.mjs'
        ? NO_CSS_VARIABLES_THEME
        : null;
    },
    load(id) {
      if (id !== NO_CSS_VARIABLES_THEME) return null;
      return `export default function createThemeWithVars() {
  throw new Error('Toile: this build has no CSS-variable themes (vite.config.ts, noCssVariablesTheme).');
}`;
    },
  };
}

/**
 * Build-time constants. `__TOILE_TEST_HOOKS__` (src/app/env.ts, `testHooks`) is true in the build
 * for tests only (`vite build --mode test`, dist-test/): the minifier drops the test hooks from
 * every other build.
 */
function buildConstants(mode: string): Record<string, string> {
  return { __TOILE_TEST_HOOKS__: JSON.stringify(mode === 'test') };
}

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    noCssVariablesTheme(),
    contentSecurityPolicy(),
    offlineServiceWorker(),
    editorChunkList(),
    prerenderLanding(buildConstants(mode)),
  ],
  define: buildConstants(mode),
  server: { host: '127.0.0.1', port: 5173 },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
}));
