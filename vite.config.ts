import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// Toile's own plugins, one file each in build/, where no library does the work. With their
// extension: Vite's coming native config loader resolves no other way.
import { contentSecurityPolicy } from './build/contentSecurityPolicy.ts';
import { noCssVariablesTheme } from './build/noCssVariablesTheme.ts';
import { prerenderPages } from './build/prerender.ts';
import { wordsByPart } from './build/wordsByPart.ts';
import { EDITOR_START_MODULES } from './src/app/startModules.ts';

/**
 * Offline (issue 8): `sw.js`, the service worker of src/app/sw.ts (what it does is written there),
 * built by vite-plugin-pwa after the prerender (closeBundleOrder), with the list of the build's
 * files to precache: every file but the fonts' (stored on first use) and robots.txt. The app
 * registers it itself (src/app/serviceWorker.ts) and keeps its own manifest.webmanifest.
 */
function offlineServiceWorker(): PluginOption {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/app',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    integration: { closeBundleOrder: 'post' },
    injectManifest: {
      // A classic script, as navigator.serviceWorker.register loads it; also spares Vite 8's
      // warning about the `es` build's inlineDynamicImports (vite-plugin-pwa issue 912).
      rollupFormat: 'iife',
      globPatterns: ['**/*'],
      globIgnores: ['**/*.woff', '**/*.woff2', 'robots.txt'],
    },
  });
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
 * Build-time constants. `__TOILE_TEST_HOOKS__` (src/app/env.ts, `testHooks`) is true in the build
 * for tests only (`vite build --mode test`, dist-test/): the minifier drops the test hooks from
 * every other build.
 */
/**
 * Preload lists without what is loaded already. Vite's list for a chunk imported on use names
 * every chunk that one needs; but the importing chunk runs, so every chunk it imports statically
 * is there, and every chunk but the entry and the start-up (src/bootstrap.tsx) runs after the
 * start-up has asked for its stages (theme, React's renderer, AppRoot) and all they import. Each
 * of these names, repeated in every list, only weighs on the screens' first load. The build's
 * chunks are read when the bundle is written, before Vite writes the lists.
 */
/** Chunks loaded on a click from a screen's first chunks, listed without their preloads. */
const ON_CLICK_WITHOUT_PRELOADS = /(^|\/)GenerateAndOpen-[\w-]+\.js$/;

function preloadsNotLoaded(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
  type Chunk = {
    type: string;
    isEntry?: boolean;
    imports?: string[];
    dynamicImports?: string[];
    moduleIds?: string[];
  };
  let bundle: Record<string, Chunk> = {};
  let startUp: { files: Set<string>; loaded: Set<string> } | null = null;
  const loadedBy = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imported of bundle[file]?.imports ?? []) loadedBy(imported, seen);
    return seen;
  };
  const startedUp = () => {
    if (startUp) return startUp;
    const bootstrap = resolve('src/bootstrap.tsx');
    const files = new Set<string>();
    const loaded = new Set<string>();
    for (const [file, chunk] of Object.entries(bundle)) {
      if (chunk.type !== 'chunk') continue;
      if (chunk.isEntry) files.add(file);
      if (!chunk.moduleIds?.includes(bootstrap)) continue;
      files.add(file);
      loadedBy(file, loaded);
      for (const stage of chunk.dynamicImports ?? []) loadedBy(stage, loaded);
    }
    startUp = { files, loaded };
    return startUp;
  };
  return {
    plugin: {
      name: 'toile-preloads-not-loaded',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output as unknown as Record<string, Chunk>;
          startUp = null;
        },
      },
    },
    resolveDependencies: (file, deps, { hostId }) => {
      if (!(hostId in bundle)) return deps;
      // « Créer avec l’IA »'s dialog, asked for by a click on the landing page, the library and
      // « Mes projets »: its list (the generator's 27 chunks) would weigh on those three screens'
      // first load; without it the browser finds them as the dialog's chunk runs, one round trip
      // to the app's own host later, after the click.
      if (ON_CLICK_WITHOUT_PRELOADS.test(file)) return [];
      const loaded = loadedBy(hostId);
      const start = startedUp();
      if (!start.files.has(hostId)) for (const file of start.loaded) loaded.add(file);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}

function buildConstants(mode: string): Record<string, string> {
  return { __TOILE_TEST_HOOKS__: JSON.stringify(mode === 'test') };
}

export default defineConfig(({ mode }) => {
  const preloads = preloadsNotLoaded();
  return {
    plugins: [
      react(),
      // Each screen loads the parts of src/i18n/fr.ts it reads, not the whole module.
      wordsByPart(),
      // MUI's builder of CSS-variable themes, which Toile's theme never calls, left out.
      noCssVariablesTheme(),
      // The Content-Security-Policy <meta> of the built pages.
      contentSecurityPolicy(),
      // dist/sw.js: Toile offline after a first visit (src/app/sw.ts).
      offlineServiceWorker(),
      // The editor's first chunks, written into src/app/editorChunks.ts.
      editorChunkList(),
      // dist/index.html, templates.html and editor.html prerendered; app.html for other routes.
      prerenderPages(buildConstants(mode)),
      // Preload lists without what the importing chunk has loaded already.
      preloads.plugin,
    ],
    define: buildConstants(mode),
    server: { host: '127.0.0.1', port: 5173 },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 1200,
      modulePreload: {
        // No polyfill of <link rel="modulepreload"> in the entry: every browser Toile targets has it
        // (Safari since 17), and one without it only loads the chunks as they are imported.
        polyfill: false,
        resolveDependencies: preloads.resolveDependencies,
      },
    },
  };
});
