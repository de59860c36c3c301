/**
 * The entry module, kept tiny on purpose. On `/` the landing page arrives prerendered
 * (vite.config.ts): let the browser paint it first, then load the app and hydrate. Any other route
 * starts the app at once.
 *
 * Until the landing page is hydrated its buttons have no handlers yet: a click on one (« Menu »,
 * « Se connecter ») is held and replayed on the same button once React is ready, so nothing a
 * person does is lost. Links work without JavaScript and are left alone.
 */
const root = document.getElementById('root');
const prerendered = Boolean(root?.hasChildNodes()) && window.location.pathname === '/';

let heldButton: HTMLButtonElement | null = null;
function holdEarlyClick(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || !root?.contains(button)) return;
  event.preventDefault();
  event.stopPropagation();
  heldButton = button;
}

const start = () =>
  import('./bootstrap')
    .then((app) => app.ready)
    .then(() => {
      document.removeEventListener('click', holdEarlyClick, true);
      if (heldButton?.isConnected) heldButton.click();
      heldButton = null;
    });

if (prerendered) {
  document.addEventListener('click', holdEarlyClick, true);
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  void start();
}
