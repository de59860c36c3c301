import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
// With its extension: Vite's coming native config loader resolves no other way (prerendered.ts
// imports nothing).
import { EDITOR_SHELL, PRERENDERED_PAGES, prerenderedFileFor } from '../src/app/prerendered.ts';

/**
 * Prerenders the landing page into dist/index.html, the library into dist/templates.html and the
 * editor's shell into dist/editor.html after the client build (src/entry-server.tsx), so that they
 * paint before the JavaScript runs. The unrendered page is kept as dist/app.html: hosts (and the
 * service worker) serve it for every other route. A host serves templates.html for /templates as
 * `vite preview` does (the file of the address plus `.html`), and editor.html for /editor and
 * /editor/{templateId} (one rewrite rule, README « Deploying »; prerenderedFileFor).
 */
export function prerenderPages(define: Record<string, string>): Plugin {
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
