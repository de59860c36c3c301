import type { SiteDocument } from '../../document/types';

/**
 * What the generator's « Ouvrir » does with the chosen site (its buttons' `onOpen`): it opens as a
 * new project, saved at once; the address to go to. The code that does it (the editor's state, the
 * projects' storage, the store) loads on the call, not with the page or the dialog.
 */
export const openGeneratedSite = async (site: SiteDocument): Promise<string> =>
  (await import('./openGenerated')).openGenerated(site);
