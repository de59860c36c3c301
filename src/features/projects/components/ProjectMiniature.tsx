import Box from '@mui/material/Box';
import { memo, useMemo } from 'react';
import { fr } from '../../../i18n/fr';
import { homePage } from '../../../document/site';
import type { SiteDocument } from '../../../document/types';
import { renderSitePageInline } from '../../../document/render/renderSite';

/** The page drawn by the export's renderer, without scrollbars (a picture, not a page to use). */
function miniatureHtml(site: SiteDocument): string {
  return renderSitePageInline(site, homePage(site)).replace(
    '</head>',
    '<style>html,body{overflow:hidden;pointer-events:none}</style></head>',
  );
}

/**
 * A project's miniature: its home page rendered exactly as the export renders it, in an inert,
 * script-less iframe that scales the 1,152 px page down to the card's width (the renderer's own
 * `--scale`). Shown to assistive technologies as one picture named after the project.
 */
export const ProjectMiniature = memo(function ProjectMiniature({
  document,
  name,
}: {
  document: SiteDocument;
  name: string;
}) {
  const html = useMemo(() => miniatureHtml(document), [document]);
  const label = fr.projects.miniature(name);
  return (
    <Box role="img" aria-label={label} sx={{ position: 'relative', width: '100%', height: '100%' }}>
      <Box inert sx={{ position: 'absolute', inset: 0 }}>
        <iframe
          sandbox=""
          srcDoc={html}
          title={label}
          loading="lazy"
          tabIndex={-1}
          style={{
            display: 'block',
            width: '100%',
            height: '100%',
            border: 0,
            background: '#FFFFFF',
          }}
        />
      </Box>
    </Box>
  );
});
