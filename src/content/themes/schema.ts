import { FONT_IDS, SYSTEM_FONT_ID } from '../../document/fonts/fonts';
import { COLOR_ROLES } from '../../document/types';
import { z } from '../../document/zod';

/**
 * The shape of src/content/themes/themes.json: « Thèmes », ready looks for a whole site (the
 * `Theme` of document/siteStyles): an id, a short French name, the seven colours of the roles
 * (upper-case `#RRGGBB`), a heading and a body font of the registry (or the system font) and a
 * text scale. The content test (test/unit/content/themes.test.ts) checks the file against it and
 * the contrast of each theme's colours; the app imports only the file, never this schema.
 */

const hex = z.string().regex(/^#[0-9A-F]{6}$/);
const font = z.enum([SYSTEM_FONT_ID, ...FONT_IDS] as [string, ...string[]]);

export const themeContent = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  name: z.string().min(1).max(16),
  colors: z.strictObject(
    Object.fromEntries(COLOR_ROLES.map((role) => [role, hex])) as Record<
      (typeof COLOR_ROLES)[number],
      typeof hex
    >,
  ),
  fonts: z.strictObject({ heading: font, body: font }),
  scale: z.strictObject({
    /** The paragraph's size on Ordinateur, in px. */
    base: z.number().int().min(16).max(20),
    /** From one level to the next (a title 5 steps above the paragraph). */
    ratio: z.number().min(1.1).max(1.34),
  }),
});

export const themesFile = z.array(themeContent).min(12);
