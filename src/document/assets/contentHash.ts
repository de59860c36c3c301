/** base64url without padding: the 43 characters of a sha-256 (an asset id, ASSET_ID_PATTERN). */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The picture's id: the sha-256 of its stored bytes, so one picture is stored once. */
export async function contentHash(data: ArrayBuffer | Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', data as BufferSource);
  return toBase64Url(new Uint8Array(digest));
}
