import { use, type ComponentType } from 'react';
import { lazyPart } from '../common/lazyPart';

/** A code-split screen: its component, and `load`, which fetches its chunk (once). */
export interface LazyScreen {
  (): React.JSX.Element;
  load: () => Promise<ComponentType>;
}

/**
 * A screen whose code loads when it is first shown. Unlike React.lazy, once loaded it renders at
 * once, without suspending: a prerendered page whose screen was loaded beforehand (`load`) is
 * hydrated in place. While loading it suspends to the nearest Suspense boundary; a navigation,
 * which the router runs as a transition, keeps the screen shown before until it is there.
 * It is always the same component, whatever the address: a screen shown at several addresses
 * stays mounted from one to the next.
 */
export function lazyScreen(importer: () => Promise<ComponentType>): LazyScreen {
  const part = lazyPart(importer);
  function Screen() {
    const Component = part.loaded() ?? use(part.load());
    return <Component />;
  }
  return Object.assign(Screen, { load: () => part.load() });
}
