/**
 * A prerendered page (vite.config.ts) is on screen before React has hydrated it, and until then
 * React handles none of its events. What a person does in that moment is held here and handed to
 * the app once it is ready, so nothing is lost:
 * - a click on a button (« Menu », « Aperçu »…, also Enter or Space on a focused one) is replayed
 *   on the same button;
 * - a press on a list box (the library's « Catégorie »: the mouse button going down, or Enter,
 *   Space and the arrows) is replayed, which opens it;
 * - text typed into a field stays in the field, and the app is told about it as if typed now;
 * - an option chosen in a native select (the library's « Catégorie ») stays chosen, and the app is
 *   told about it as if chosen now.
 * Links work without JavaScript and are left alone; only the last held press is replayed.
 * Imported by the tiny entry (main.tsx): it must stay free of dependencies.
 */

const LIST_BOX_KEYS = new Set([' ', 'Enter', 'ArrowDown', 'ArrowUp']);
const LIST_BOX = '[role="combobox"]:not(input)';

function closestIn(root: HTMLElement, target: EventTarget | null, selector: string) {
  const element = target instanceof Element ? target.closest<HTMLElement>(selector) : null;
  return element && root.contains(element) ? element : null;
}

type TextField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Tells React about text typed before hydration. Hydration keeps the text, but the first update of
 * a controlled field puts back the value the app holds: so the text is put in again, and announced
 * with an `input` event, React's value tracker first set to the old value so that it sees a change.
 */
function announceTypedText(typed: Map<TextField, string>) {
  for (const [field, text] of typed) {
    if (!field.isConnected || text === '') continue;
    if (field instanceof HTMLSelectElement) {
      // React reads a select's choice from its `change` event.
      field.value = text;
      field.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    field.value = ''; // through React's tracker, when it has one
    const nativeSetter = Object.getOwnPropertyDescriptor(
      Object.getPrototypeOf(field),
      'value',
    )?.set;
    nativeSetter?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Replays a press on a list box, unless it is gone or already open. */
function pressListBox(listBox: HTMLElement, event: Event) {
  if (listBox.isConnected && listBox.getAttribute('aria-expanded') !== 'true') {
    listBox.dispatchEvent(event);
  }
}

export interface EarlyInput {
  /** Stops holding and hands over what was held (call once the page is hydrated). */
  handOver: () => void;
  /** Stops holding and drops what was held (the app could not start). */
  release: () => void;
}

/** Starts holding early input on `root`. */
export function holdEarlyInput(root: HTMLElement): EarlyInput {
  let replay: (() => void) | null = null;
  const typed = new Map<TextField, string>();

  // Each press is stopped (React, once listening, must not see it too) and kept for the replay.
  const hold = (event: Event, action: () => void) => {
    event.preventDefault();
    event.stopPropagation();
    replay = action;
  };
  const onInput = (event: Event) => {
    const field = closestIn(root, event.target, 'input, textarea, select') as TextField | null;
    if (field) typed.set(field, field.value);
  };
  const onClick = (event: MouseEvent) => {
    const button = closestIn(root, event.target, 'button');
    if (button) hold(event, () => button.isConnected && button.click());
  };
  const onMouseDown = (event: MouseEvent) => {
    const listBox = closestIn(root, event.target, LIST_BOX);
    if (!listBox || event.button !== 0) return;
    hold(event, () =>
      pressListBox(
        listBox,
        new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }),
      ),
    );
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const listBox = closestIn(root, event.target, LIST_BOX);
    if (!listBox || !LIST_BOX_KEYS.has(event.key)) return;
    const { key } = event;
    hold(event, () =>
      pressListBox(listBox, new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })),
    );
  };

  document.addEventListener('click', onClick, true);
  document.addEventListener('mousedown', onMouseDown, true);
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('input', onInput, true);
  const release = () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('mousedown', onMouseDown, true);
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('input', onInput, true);
  };
  const handOver = () => {
    release();
    if (!root.isConnected) return;
    announceTypedText(typed);
    const held = replay;
    replay = null;
    held?.();
  };
  return { handOver, release };
}
