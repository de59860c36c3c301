/**
 * Hands `data` to the browser as a download named `fileName` (a temporary object URL and a link
 * click: no server involved). The URL is revoked once the browser has taken the file.
 */
export function downloadFile(
  data: string | Uint8Array | Blob,
  fileName: string,
  type: string,
): void {
  // fflate's bytes sit on a plain ArrayBuffer (never a SharedArrayBuffer).
  const part = data as string | Uint8Array<ArrayBuffer> | Blob;
  const url = URL.createObjectURL(new Blob([part], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
