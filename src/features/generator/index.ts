/**
 * The generator's public entry (« Créer avec l’IA »): a description → three proposals, each a
 * whole site (`generateSites`: deterministic, pure; each proposal's `site` a SiteDocument), and the
 * dialog that asks for the description and shows them. What becomes of the chosen site is the
 * caller's (`onOpen`: projects opens it as a new project); the generator knows nothing of
 * projects, the editor or storage (eslint.config.js, FEATURE_USES). Not light: whatever imports
 * it brings the generator's texts and the dialog's parts; its users load it on use (projects'
 * « Créer avec l’IA » buttons, with import()).
 *
 * Its other public entry is rewrite.ts (« Réécrire »), which the editor imports with import() on
 * use: apart from this one, so that it brings the generator's texts without the dialog
 * (eslint.config.js, FEATURE_ENTRIES).
 */
export { default as GenerateDialog, type OpenSite } from './GenerateDialog';
export {
  generateSites,
  MAX_DESCRIPTION,
  type Facts,
  type GenerateOutcome,
  type GenerateRequest,
  type Generated,
  type Proposal,
  type WrittenTexts,
} from './generate';
