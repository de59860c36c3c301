import type { EditorElement } from '../../document/types';

/**
 * Toile's own clipboard: Ctrl+C writes the selected element to localStorage, so Ctrl+V pastes it
 * into any project open in the same browser (another tab too). What is read back is validated
 * like any data from outside (clipboardCheck.ts, with Zod, loaded with the first paste): anything
 * else is ignored.
 */
export const CLIPBOARD_KEY = 'toile.clipboard';
export const MAX_CLIPBOARD_ELEMENTS = 200;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled (private mode, policy): copy and paste simply do nothing
  }
}

export function writeClipboard(elements: readonly EditorElement[]): boolean {
  const store = storage();
  if (!store || elements.length === 0) return false;
  try {
    store.setItem(CLIPBOARD_KEY, JSON.stringify({ version: 1, elements }));
    return true;
  } catch {
    return false; // quota exceeded
  }
}

/** The clipboard's JSON, or undefined when there is none or it is not JSON. */
function clipboardJson(): unknown {
  const raw = storage()?.getItem(CLIPBOARD_KEY);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * How many elements the clipboard holds, from its envelope alone (synchronous, for the menu and
 * the shortcut), or null when it holds nothing to paste. `readClipboard` checks each element.
 */
export function clipboardCount(): number | null {
  const value = clipboardJson() as { version?: unknown; elements?: unknown } | undefined;
  if (typeof value !== 'object' || value === null || value.version !== 1) return null;
  const { elements } = value;
  return Array.isArray(elements) &&
    elements.length >= 1 &&
    elements.length <= MAX_CLIPBOARD_ELEMENTS
    ? elements.length
    : null;
}

/** The copied elements, checked, or null when there is nothing valid to paste. */
export async function readClipboard(): Promise<EditorElement[] | null> {
  const value = clipboardJson();
  if (value === undefined) return null;
  const { clipboardElements } = await import('./clipboardCheck');
  return clipboardElements(value, MAX_CLIPBOARD_ELEMENTS);
}
