import type { SiteDocument } from '../../../document/types';
import { GenerateDialog } from '../../generator';

/**
 * The site the generator makes opens as a new project, saved at once; the address to go to. Its
 * code (the editor's state, the projects' storage, the store) loads when a proposal is chosen, not
 * with the dialog.
 */
const openGeneratedSite = async (site: SiteDocument): Promise<string> =>
  (await import('../openGenerated')).openGenerated(site);

/** The generator's dialog (« Créer avec l’IA »), the chosen site opened as a new project. */
export default function GenerateAndOpen({ onClose }: { onClose: () => void }) {
  return <GenerateDialog onClose={onClose} onOpen={openGeneratedSite} />;
}
