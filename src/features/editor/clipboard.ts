import { z } from '../../document/zod';
import { elementSchema } from '../../document/schema/documentSchema';
import type { EditorElement } from '../../document/types';

/**
 * Toile's own clipboard: Ctrl+C writes the selected element to localStorage, so Ctrl+V pastes it
 * into any project open in the same browser (another tab too). What is read back is validated
 * like any data from outside: anything else is ignored.
 */
export const CLIPBOARD_KEY = 'toile.clipboard';
const MAX_ELEMENTS = 200;

const clipboardSchema = z.strictObject({
  version: z.literal(1),
  elements: z.array(elementSchema).min(1).max(MAX_ELEMENTS),
});

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

/** The copied elements, or null when there is nothing valid to paste. */
export function readClipboard(): EditorElement[] | null {
  const raw = storage()?.getItem(CLIPBOARD_KEY);
  if (!raw) return null;
  try {
    const parsed = clipboardSchema.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data.elements as EditorElement[]) : null;
  } catch {
    return null;
  }
}
