import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  canonicalFontId,
  SYSTEM_FONT_ID,
  SYSTEM_FONT_STACK,
} from '../../../../document/fonts/fonts';
import type { SiteTheme } from '../../../../document/types';
import { fr } from '../../../../i18n/fr';
import { FontSelect } from '../properties/FontSelect';
import type { SiteSettingsProblems } from '../../model/settings';

const t = fr.editor.fonts;
const SYSTEM = [{ value: SYSTEM_FONT_ID, label: t.system, family: SYSTEM_FONT_STACK }];

/**
 * « Polices » of « Paramètres du site »: « Police des titres » (texts of level Titre 1 to 3) and
 * « Police du texte » (everything else), the system font or one of the thirteen. A font an
 * older file named (« Lora ») shows as that font; one this version does not know, as the system
 * font it is drawn in.
 */
export function SiteFontFields({
  value,
  problems,
  onChange,
}: {
  value: SiteTheme;
  problems: SiteSettingsProblems;
  onChange: (role: keyof SiteTheme, font: string) => void;
}) {
  const field = (role: keyof SiteTheme, label: string, hint: string) => (
    <FontSelect
      label={label}
      field={role}
      value={canonicalFontId(value[role]) ?? SYSTEM_FONT_ID}
      leading={SYSTEM}
      onChange={(font) => onChange(role, font)}
      helperText={problems[role] ? t.fontRefused : hint}
    />
  );
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, p: 0 }}>
        {t.themeSection}
      </Typography>
      {field('headingFont', t.headingFont, t.headingFontHint)}
      {field('bodyFont', t.bodyFont, t.bodyFontHint)}
    </Box>
  );
}
