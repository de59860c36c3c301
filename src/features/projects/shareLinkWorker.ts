/**
 * Compresses a share link's JSON off the main thread: a page with pictures is over a million
 * characters, which lz-string takes about a second to compress (docs/decisions.md, « Pictures
 * travel with the project »).
 */
import { compressToEncodedURIComponent } from 'lz-string';

export interface CompressRequest {
  id: number;
  text: string;
}
export interface CompressResponse {
  id: number;
  payload: string;
}

/** The worker's global scope (the project's TypeScript library is the DOM's, not the worker's). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CompressRequest>) => void) | null;
  postMessage(message: CompressResponse): void;
};

scope.onmessage = (event) => {
  const { id, text } = event.data;
  scope.postMessage({ id, payload: compressToEncodedURIComponent(text) });
};
