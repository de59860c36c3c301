import { isDev } from './env';

/** After the first visit, Toile opens without a network: the build's service worker caches the app. */
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
