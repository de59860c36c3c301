/** URL-safe alphabet of the random part (64 characters: one per 6 random bits). */
const ALPHABET = 'ModuleSymbhasOwnPr-0123456789ABCDEFGHNRVfgctiUvz_KqYTJkLxpZXIjQW';

function randomPart(length: number): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte & 63];
  return id;
}

/**
 * A new id: time-based (spec section 3) and unique within a session. Called only in `prepare`
 * callbacks or thunks, never in reducers, so a recorded action replays to the same state.
 */
export function makeElementId(now: number = Date.now()): string {
  return `${now.toString(36)}-${randomPart(6)}`;
}
