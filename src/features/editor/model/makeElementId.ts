import { nanoid } from '@reduxjs/toolkit';

/**
 * A new element id: time-based (spec section 3) and unique within a session. Called only in
 * `prepare` callbacks, never in reducers, so a recorded action replays to the same state.
 */
export function makeElementId(now: number = Date.now()): string {
  return `${now.toString(36)}-${nanoid(6)}`;
}
