import { ASSET_LIMITS } from '../../document/assets/assetLimits';
import { contentHash } from '../../document/assets/contentHash';
import { primeAssetUrl } from './assetUrls';
import { getMediaStore, type AssetRecord } from './mediaStore';
import type { ProcessedRaster, UploadProblem, WorkerResponse } from './workerProtocol';

/** A picture stored and ready to be put in an image. */
export interface UploadedAsset {
  id: string;
  type: string;
  width: number;
  height: number;
  name: string;
  size: number;
  /** Its « Texte alternatif par défaut », if the picture was already stored with one. */
  alt?: string;
}

export type UploadOutcome =
  { ok: true; asset: UploadedAsset } | { ok: false; problem: UploadProblem };

let persistenceAsked = false;

/** On the first upload: asks the browser to keep Toile's data when space runs short. */
function askPersistence(): void {
  if (persistenceAsked) return;
  persistenceAsked = true;
  navigator.storage?.persist?.().catch(() => undefined);
}

function storageProblem(error: unknown): UploadProblem {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return 'quota';
  return 'unavailable';
}

async function recordOf(
  file: File,
  response: WorkerResponse,
): Promise<AssetRecord | UploadProblem> {
  if (!response.ok) return response.problem;
  const base = { name: file.name.slice(0, 200) || 'image', createdAt: Date.now() };
  if (response.result.kind === 'svg') {
    const { sanitizeSvg } = await import('./svgSanitize');
    const svg = await sanitizeSvg(response.result.text);
    if (!svg.ok) return svg.problem;
    const id = await contentHash(await svg.bytes.arrayBuffer());
    return {
      id,
      type: 'image/svg+xml',
      width: svg.width,
      height: svg.height,
      bytes: svg.bytes,
      size: svg.bytes.size,
      ...base,
    };
  }
  const raster: ProcessedRaster = response.result;
  return {
    id: raster.hash,
    type: raster.type,
    width: raster.width,
    height: raster.height,
    bytes: raster.bytes,
    ...(raster.phone ? { phone: raster.phone } : {}),
    size: raster.bytes.size + (raster.phone?.bytes.size ?? 0),
    ...base,
  };
}

/**
 * THE upload (docs/decisions.md, « Pictures »): a file chosen, dropped or pasted becomes a stored
 * picture, or is refused with a reason (each has its French message), leaving everything as it
 * was. `projectAssetIds`: the pictures the project uses already, for its 300 Mo limit. The
 * record is written in one transaction once everything is done: nothing is ever half-stored.
 */
export async function uploadImage(
  file: File,
  projectAssetIds: readonly string[],
): Promise<UploadOutcome> {
  if (file.size > ASSET_LIMITS.fileBytes) return { ok: false, problem: 'tooBig' };
  if (file.size === 0) return { ok: false, problem: 'notImage' };
  const { processInWorker } = await import('./imageWorkerClient');
  const record = await recordOf(file, await processInWorker(file));
  if (typeof record === 'string') return { ok: false, problem: record };
  const store = getMediaStore();
  try {
    const others = projectAssetIds.filter((id) => id !== record.id);
    const used = (await store.getMany(others)).reduce((sum, r) => sum + (r?.size ?? 0), 0);
    if (!projectAssetIds.includes(record.id) && used + record.size > ASSET_LIMITS.projectBytes) {
      return { ok: false, problem: 'projectFull' };
    }
    const outcome = await store.put(record);
    const kept = outcome === 'existing' ? ((await store.get(record.id)) ?? record) : record;
    askPersistence();
    primeAssetUrl(kept.id, kept.bytes, { width: kept.width, height: kept.height });
    const { id, type, width, height, name, size, alt } = kept;
    return { ok: true, asset: { id, type, width, height, name, size, ...(alt ? { alt } : {}) } };
  } catch (error) {
    return { ok: false, problem: storageProblem(error) };
  }
}
