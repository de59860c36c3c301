/**
 * The generator's public entry (« Créer avec l’IA »): its buttons, which open its dialog, and the
 * types of what it makes. Light: the dialog and the generator itself (generate.ts: a description
 * → three proposals, each a SiteDocument; deterministic, pure) load on the first press. What
 * becomes of the chosen site is the caller's `onOpen` (projects opens it as a new project): the
 * generator knows nothing of projects, the editor or storage (eslint.config.js, FEATURE_USES).
 *
 * Its other public entry is rewrite.ts (« Réécrire »), which the editor imports with import() on
 * use: apart from this one, so that loading it brings the generator's texts and not these buttons,
 * and so that these buttons do not bring the generator (eslint.config.js, FEATURE_ENTRIES).
 */
export { CreateWithAiButton, type OpenSite } from './CreateWithAiButton';
export { CreateWithAiIconButton } from './CreateWithAiIconButton';
export type {
  Facts,
  GenerateOutcome,
  GenerateRequest,
  Generated,
  Proposal,
  WrittenTexts,
} from './generate';
