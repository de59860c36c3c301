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

/** Says `message` to screen readers; the same message twice in a row is said twice. */
export function announce(message: string) {
  const live = prepareAnnouncer();
  if (!live) return;
  // Text only (textContent): a message never becomes markup.
  live.textContent = live.textContent === message ? `${message}\u00a0` : message;
}
