/**
 * One polite live region for the whole app, outside React: what changed where no focus moves
 * or no field says it (« Texte modifié »). Screen readers read a region's changes only once it
 * exists, so `prepareAnnouncer()` makes it ahead of the first message.
 */
let region: HTMLElement | null = null;

const HIDDEN: Partial<CSSStyleDeclaration> = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: '0',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: '0',
};

/** The live region, made (once, at the end of <body>) if it is not there. */
export function prepareAnnouncer(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  if (region?.isConnected) return region;
  region = document.createElement('div');
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.dataset.announcer = '';
  Object.assign(region.style, HIDDEN);
  document.body.append(region);
  return region;
}

/** When the last message was said (performance.now()). */
let lastSaid = -Infinity;
/** A state's message (« 2 éléments sélectionnés ») waits this long after an action's. */
const ACTION_FIRST_MS = 1000;

/**
 * Says `message` to screen readers; the same message twice in a row is said twice. With
 * `secondary`, a message about a state that follows from an action (the count of selected
 * elements after « Grouper ») does not replace the action's own message said just before.
 */
export function announce(message: string, { secondary = false }: { secondary?: boolean } = {}) {
  const live = prepareAnnouncer();
  if (!live) return;
  const now = typeof performance === 'undefined' ? Date.now() : performance.now();
  if (secondary && now - lastSaid < ACTION_FIRST_MS) return;
  if (!secondary) lastSaid = now;
  // Text only (textContent): a message never becomes markup.
  live.textContent = live.textContent === message ? `${message}\u00a0` : message;
}
