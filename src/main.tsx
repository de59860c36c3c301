/**
 * The entry module, kept tiny on purpose. On `/` the landing page arrives prerendered
 * (vite.config.ts): let the browser paint it first, then load the app and hydrate. Any other route
 * starts the app at once.
 */
const start = () => import('./bootstrap');

const root = document.getElementById('root');
if (root?.hasChildNodes() && window.location.pathname === '/') {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  void start();
}
