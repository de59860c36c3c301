import type { SiteDocument } from '../../../document/types';

/** How many undo steps are kept (the issue asks for at least 200). Older steps are dropped. */
export const HISTORY_LIMIT = 500;

/**
 * Two edits of the same field less than this apart are one undo step: a value typed in a field is
 * one step, and a pause in the typing starts a new one.
 */
export const TYPING_PAUSE_MS = 1000;

/**
 * Which edit the present step was made by, so the next keystroke in the same field joins it.
 * `key` names the field and the focus session (a new key each time the field gets the focus),
 * `at` is the time of the edit, made in `prepare` like every timestamp.
 */
export interface MergeMark {
  key: string;
  at: number;
}

export interface History {
  past: SiteDocument[];
  future: SiteDocument[];
  /** Set by an edit that may be joined by the next one; cleared by every other step. */
  lastMerge: MergeMark | null;
}

export const emptyHistory = (): History => ({ past: [], future: [], lastMerge: null });

interface WithHistory {
  document: SiteDocument;
  history: History;
}

/**
 * THE history helper: every undoable change of the document goes through it. Makes `next` the
 * present, pushes the old present into the past (at most HISTORY_LIMIT steps) and clears the
 * future. When `merge` continues the edit that made the present step (same key, typing not
 * paused), the present is replaced without a new step. A change that changes nothing (the same
 * document object) records nothing.
 */
export function recordStep<S extends WithHistory>(
  state: S,
  next: SiteDocument,
  merge?: MergeMark,
): S {
  if (next === state.document) return state;
  const { past, lastMerge } = state.history;
  const joins =
    merge !== undefined &&
    lastMerge !== null &&
    lastMerge.key === merge.key &&
    merge.at - lastMerge.at < TYPING_PAUSE_MS &&
    past.length > 0;
  return {
    ...state,
    document: next,
    history: {
      past: joins ? past : [...past, state.document].slice(-HISTORY_LIMIT),
      future: [],
      lastMerge: merge ?? null,
    },
  };
}

/** Goes one step back; nothing happens when there is no past. */
export function undo<S extends WithHistory>(state: S): S {
  const { past, future } = state.history;
  if (past.length === 0) return state;
  return {
    ...state,
    document: past[past.length - 1],
    history: { past: past.slice(0, -1), future: [state.document, ...future], lastMerge: null },
  };
}

/** Goes one step forward again; nothing happens when there is no future. */
export function redo<S extends WithHistory>(state: S): S {
  const { past, future } = state.history;
  if (future.length === 0) return state;
  return {
    ...state,
    document: future[0],
    history: { past: [...past, state.document], future: future.slice(1), lastMerge: null },
  };
}
