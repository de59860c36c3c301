import Box from '@mui/material/Box';
import { fr } from '../../../../i18n/fr';

const t = fr.editor.settings.site;
const SIZE = 32;

/**
 * The favicon the site will have: the picture chosen (`address`, already checked), else the
 * generated one, the site's first letter on a coloured square. The exported icon is drawn by the
 * renderer; this preview stands in for it in the editor (docs/guide.md, « Paramètres du site »).
 */
export function FaviconPreview({ name, address }: { name: string; address: string | null }) {
  if (address) {
    return (
      <Box
        component="img"
        src={address}
        alt={t.faviconChosen}
        width={SIZE}
        height={SIZE}
        sx={{ flexShrink: 0, objectFit: 'contain', borderRadius: 0.5 }}
      />
    );
  }
  const letter = Array.from(name.trim())[0]?.toLocaleUpperCase('fr-FR') ?? 'T';
  return (
    <Box
      role="img"
      aria-label={t.faviconGenerated}
      sx={{
        flexShrink: 0,
        width: SIZE,
        height: SIZE,
        display: 'grid',
        placeItems: 'center',
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 700,
        fontSize: '1.1rem',
        lineHeight: 1,
      }}
    >
      <span aria-hidden="true">{letter}</span>
    </Box>
  );
}
