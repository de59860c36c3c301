import { assetIdsOf } from '../../document/assets/assetRefs';
import type { ExportPicture } from '../../document/render/pictureFiles';
import { getMediaStore } from '../media';
import type { SiteDocument } from '../../document/types';
import { exportPicturesOf, type ExportPictures } from './exportZip';
import { projectFilePicturesFor } from './projectFileFor';

/**
 * The stored pictures `site` shows, read from this browser's media store for the export: what each
 * is (for the pages' `<img>`) and its bytes (for `images/…` in the zip). A picture this browser
 * does not hold (a project opened elsewhere without it) is left out: its images show the default
 * picture, as on the canvas. `projet.json` carries the same pictures, so the export reopens whole.
 */
export async function readExportPictures(site: SiteDocument): Promise<ExportPictures> {
  const ids = assetIdsOf(site);
  const records = await getMediaStore().getMany(ids);
  const known = new Map<string, ExportPicture>();
  const bytes = new Map<string, Uint8Array>();
  await Promise.all(
    records.map(async (record) => {
      if (!record) return;
      const { id, type, width, height, phone } = record;
      known.set(id, {
        id,
        type,
        width,
        height,
        ...(phone ? { phone: { width: phone.width, height: phone.height } } : {}),
      });
      bytes.set(`${id}:full`, new Uint8Array(await record.bytes.arrayBuffer()));
      if (phone) bytes.set(`${id}:phone`, new Uint8Array(await phone.bytes.arrayBuffer()));
    }),
  );
  return exportPicturesOf({
    known: [...known.values()],
    bytes: [...bytes],
    projectAssets: await projectFilePicturesFor(site),
  });
}
