/**
 * The entry module, kept tiny on purpose. The landing page and the library arrive prerendered
 * (vite.config.ts): let the browser paint them first, then load the app and hydrate. Any other
 * route starts the app at once. Until the page is hydrated, what a person does on it is held and
 * handed over afterwards (earlyInput.ts).
 */
import { holdEarlyInput } from './app/earlyInput';
import { prerenderedRoute } from './app/prerendered';

const root = document.getElementById('root');
const prerendered = root !== null && prerenderedRoute(root, window.location) !== null;
const earlyInput = prerendered ? holdEarlyInput(root) : null;

const start = () =>
  import('./bootstrap')
    .then((app) => app.ready)
    .then(
      () => earlyInput?.handOver(),
      (error: unknown) => {
        // The app could not start (a chunk failed to load): the prerendered page stays as it is,
        // its links working, and its buttons must not stay held for nothing.
        earlyInput?.release();
        throw error;
      },
    );

if (prerendered) {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  void start();
}
