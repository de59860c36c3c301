import type { Theme } from '../../document/siteStyles/siteStyles';
import themes from './themes.json';

/**
 * « Thèmes »: the ready looks of src/content/themes/themes.json (their shape and contrast are
 * checked by the content tests against ./schema.ts). Imported only where the themes are shown or
 * applied, which load on use: never in the editor's first JavaScript.
 */
export const THEMES: readonly Theme[] = themes;
