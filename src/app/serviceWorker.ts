import { isDev } from './env';

/**
 * After the first visit, Toile opens without a network: the build's service worker (sw.ts, built
 * into /sw.js) caches the app. Registered here rather than by vite-plugin-pwa's
 * `virtual:pwa-register`, whose workbox-window adds 2.5 KB gzipped to every screen's first load
 * (the landing page's 145.4 KB would be 147.9 KB of its 150 KB budget) for events Toile does not
 * use (an update waiting, offline ready): the worker takes over at once.
 */
export function registerServiceWorker(): void {
  if (isDev || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      // Offline use is a bonus: the app works without it.
      console.warn('Toile : mode hors ligne indisponible', error);
    });
  // After the page's own loading, so the worker's downloads never compete with the first screen.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
