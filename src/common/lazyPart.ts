import { useEffect, useState } from 'react';

/**
 * Code that loads on use (a screen, a menu, a dialog, a panel's fields): its module is imported
 * once, the first time it is wanted; a failed load (offline, a new build) is tried again the next
 * time. Once loaded it is there at once (`loaded`), so what draws it needs no fallback in between.
 */
export interface LazyPart<M> {
  load(): Promise<M>;
  /** The module if it has loaded, else null. */
  loaded(): M | null;
}

export function lazyPart<M>(importer: () => Promise<M>): LazyPart<M> {
  let loading: Promise<M> | null = null;
  let loaded: M | null = null;
  return {
    load() {
      loading ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => loaded,
  };
}

/** `part`'s module once `wanted` has been true and it has loaded; null before. */
export function useLazyPart<M>(part: LazyPart<M>, wanted: boolean): M | null {
  const [module, setModule] = useState(part.loaded);
  useEffect(() => {
    if (module || !wanted) return;
    let live = true;
    part.load().then(
      (done) => {
        if (live) setModule(() => done);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [part, module, wanted]);
  return module ?? part.loaded();
}
