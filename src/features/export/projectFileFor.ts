import type { SiteDocument } from '../../document/types';
import { projectFileText } from '../../document/projectFileFormat';
import { collectPortableAssets, type PortableAssets } from '../../document/assets/portableAssets';
import { getMediaStore } from '../media';

/** The name of the project file in the export zip. */
export const PROJECT_FILE_IN_ZIP = 'projet.json';

/**
 * The text of `projet.json` in the export zip: the projects feature's own `.toile.json` project
 * file of the whole site, so an export reopens in Toile with « Importer ». With `assets`
 * (projectFilePicturesFor), it carries the site's pictures too, as « Télécharger une copie »
 * does (docs/decisions.md, « Pictures travel with the project »).
 */
export function projectFileFor(
  site: SiteDocument,
  exportedAt: Date = new Date(),
  assets?: PortableAssets,
): string {
  return projectFileText(site, { exportedAt, assets });
}

/**
 * The pictures `site` uses, read from this browser's media store, as `projet.json` carries them;
 * those this browser lacks are left out (and the export shows the default picture for them).
 */
export async function projectFilePicturesFor(site: SiteDocument): Promise<PortableAssets> {
  const { assets } = await collectPortableAssets(site, (ids) => getMediaStore().getMany(ids));
  return assets;
}
