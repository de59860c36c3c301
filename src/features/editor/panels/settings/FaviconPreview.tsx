import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { faviconSvg } from '../../../../document/render/favicon';
import type { SiteDocument } from '../../../../document/types';
import { fr } from '../../../../i18n/fr';

const t = fr.editor.settings.site;
const SIZE = 32;

/**
 * The favicon the site will have: the picture chosen (`address`, already checked), else the icon
 * the export generates (render/favicon.ts), for the name being typed.
 */
export function FaviconPreview({
  site,
  name,
  address,
}: {
  site: SiteDocument;
  name: string;
  address: string | null;
}) {
  const generated = useMemo(
    () => `data:image/svg+xml,${encodeURIComponent(faviconSvg({ ...site, name }))}`,
    [site, name],
  );
  return (
    <Box
      component="img"
      src={address ?? generated}
      alt={address ? t.faviconChosen : t.faviconGenerated}
      width={SIZE}
      height={SIZE}
      sx={{ display: 'block', flexShrink: 0, objectFit: 'contain', borderRadius: 0.5 }}
    />
  );
}
