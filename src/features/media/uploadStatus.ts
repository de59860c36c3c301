import { useSyncExternalStore } from 'react';
import { ASSET_LIMITS } from '../../document/assets/assetLimits';
import { formatInteger } from '../../common/numberFormat';
import { fr } from '../../i18n/fr';
import { formatBytes } from './formatBytes';
import type { UploadedAsset } from './uploadImage';
import type { UploadProblem } from './workerProtocol';

/** Progress shows only for uploads longer than this. */
export const PROGRESS_DELAY_MS = 500;

export interface UploadStatus {
  /** The file being prepared, once it has taken longer than PROGRESS_DELAY_MS. */
  processing: string | null;
  /** What the last upload came to, until dismissed. */
  message: { severity: 'success' | 'error'; text: string; key: number } | null;
}

let status: UploadStatus = { processing: null, message: null };
const listeners = new Set<() => void>();
let running = 0;
let messageKey = 0;

function set(next: Partial<UploadStatus>) {
  status = { ...status, ...next };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useUploadStatus = (): UploadStatus =>
  useSyncExternalStore(
    subscribe,
    () => status,
    () => status,
  );

export const dismissUploadMessage = () => set({ message: null });

/** The French message of a refusal. */
export function problemMessage(problem: UploadProblem): string {
  const errors = fr.editor.media.errors;
  switch (problem) {
    case 'tooBig':
      return errors.tooBig(formatBytes(ASSET_LIMITS.fileBytes));
    case 'tooManyPixels':
      return errors.tooManyPixels(formatInteger(ASSET_LIMITS.pixels / 1_000_000));
    case 'projectFull':
      return errors.projectFull(formatBytes(ASSET_LIMITS.projectBytes));
    default:
      return errors[problem];
  }
}

/**
 * Runs one upload with its feedback: « Préparation de l'image… » after half a second, then the
 * message (the metadata removed, or why the file was refused). `apply` puts the stored picture
 * in the document (one undo step); a refusal changes nothing.
 */
export async function runUpload(
  file: File,
  projectAssetIds: readonly string[],
  apply: (asset: UploadedAsset) => void,
): Promise<UploadedAsset | null> {
  running += 1;
  const timer = setTimeout(() => set({ processing: file.name || 'image' }), PROGRESS_DELAY_MS);
  try {
    const { uploadImage } = await import('./uploadImage');
    const outcome = await uploadImage(file, projectAssetIds);
    if (!outcome.ok) {
      set({
        message: { severity: 'error', text: problemMessage(outcome.problem), key: ++messageKey },
      });
      return null;
    }
    apply(outcome.asset);
    set({ message: { severity: 'success', text: fr.editor.media.done, key: ++messageKey } });
    return outcome.asset;
  } catch {
    set({ message: { severity: 'error', text: problemMessage('damaged'), key: ++messageKey } });
    return null;
  } finally {
    clearTimeout(timer);
    running -= 1;
    if (running === 0) set({ processing: null });
  }
}

/** The picture files among what was dropped or pasted (by type; the pipeline checks the bytes). */
export function pictureFiles(files: FileList | readonly File[] | null | undefined): File[] {
  return Array.from(files ?? []).filter(
    (file) => file.type.startsWith('image/') || /\.(jpe?g|png|gif|webp|avif|svg)$/i.test(file.name),
  );
}
