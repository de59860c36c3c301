import { createHash } from 'node:crypto';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
 */
function offlineServiceWorker(): Plugin {
  return {
    name: 'toile-offline',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((f) => !f.endsWith('.map'));
      const publicFiles = ['favicon.svg', 'manifest.webmanifest', 'icon-192.png', 'icon-512.png'];
      const urls = ['/', ...new Set([...files, ...publicFiles])].map((f) =>
        f === '/' ? f : `/${f}`,
      );
      const version = createHash('sha256').update(urls.join('\n')).digest('hex').slice(0, 12);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: serviceWorkerSource(version, urls),
      });
    },
  };
}

function serviceWorkerSource(version: string, urls: string[]): string {
  return `// Toile's service worker, generated at build time (vite.config.ts).
const CACHE = 'toile-${version}';
const PRECACHE = ${JSON.stringify(urls)};
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting()));
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
      fetch(request).catch(() => caches.open(CACHE).then((cache) => cache.match('/'))),
    );
    return;
  }
  event.respondWith(caches.match(request).then((hit) => hit || fetch(request)));
});
`;
}

export default defineConfig({
  plugins: [react(), contentSecurityPolicy(), offlineServiceWorker()],
  server: { host: '127.0.0.1', port: 5173 },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
});
