/// <reference lib="webworker" />
/**
 * Toile's service worker (docs/architecture.md, « Start-up, prerendering and offline »), built
 * into dist/sw.js by vite-plugin-pwa (`injectManifest`, vite.config.ts), which writes the build's file list in place of `self.__WB_MANIFEST`; registered
 * by serviceWorker.ts. After a first visit Toile opens and works offline:
 * - every file of the build is precached at install (Workbox's precache: a file already stored
 *   under the same revision is not downloaded again; files of older builds are removed on
 *   activate), except the fonts' files, stored on first use (below);
 * - a navigation goes to the network first, so a new version shows up, and offline gets the stored
 *   page a host would have served for its address: the prerendered pages (prerendered.ts), the
 *   editor's shell for /editor/{templateId}, app.html for every other route. A host with clean
 *   addresses answers /templates.html with a redirect to /templates; the precache stores a copy
 *   without the redirect, since a redirected response cannot answer a navigation.
 * Nothing is asked of another host. The new worker takes over at once (skipWaiting, clientsClaim).
 * Imports only what the worker runs: this file is bundled on its own.
 */
import { clientsClaim } from 'workbox-core';
import { matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { EDITOR_SHELL_SUBPATH, PRERENDERED_PAGES } from './prerendered';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

/** The build's files (vite.config.ts: every file but the fonts' and robots.txt). */
const manifest = self.__WB_MANIFEST;

/**
 * The fonts' files (142 woff2 files, 2.8 MB) are not precached: a first visit would download all
 * thirteen fonts. Each is stored the first time the editor or an export uses it, in a cache of this
 * build's own (its name changes with the file list), so it works offline afterwards.
 */
const FONT_FILE = /\.woff2?$/;
const FONTS_CACHE = `toile-fonts-${fingerprint(JSON.stringify(manifest))}`;

/** The stored page for a navigation to `pathname` made offline. */
function offlinePage(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  const page = PRERENDERED_PAGES.find((p) => p.route === path);
  if (page) return `/${page.file}`;
  return EDITOR_SHELL_SUBPATH.test(path) ? '/editor.html' : '/app.html';
}

/** A short hash (FNV-1a, 32 bits) of `text`, in hex. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16);
}

void self.skipWaiting();
clientsClaim();

// First, so that it answers navigations before the precache's route (cache first) does.
registerRoute(
  new NavigationRoute(async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch (offline) {
      const page = await matchPrecache(offlinePage(url.pathname));
      if (page) return page;
      throw offline;
    }
  }),
);
precacheAndRoute(manifest);
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && FONT_FILE.test(url.pathname),
  new CacheFirst({ cacheName: FONTS_CACHE }),
);

// The fonts of older builds, and the caches of the worker before Workbox (`toile-<hash>`).
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('toile-') && key !== FONTS_CACHE)
            .map((key) => caches.delete(key)),
        ),
      ),
  );
});
