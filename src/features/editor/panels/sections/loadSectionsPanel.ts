/**
 * The « Sections » panel and the section library load on demand, when the panel is first opened
 * (or about to be: the button's hover and focus start it), never with the editor: they are not in
 * the start-up bundle (test/bench/size.mjs). A failed load (offline) may be tried again.
 */
type PanelModule = typeof import('./SectionsPanel');

let loading: Promise<PanelModule> | null = null;
let loaded: PanelModule | null = null;

export function loadSectionsPanel(): Promise<PanelModule> {
  loading ??= import('./SectionsPanel').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The panel's module if it has loaded, else null. */
export const loadedSectionsPanel = (): PanelModule | null => loaded;
