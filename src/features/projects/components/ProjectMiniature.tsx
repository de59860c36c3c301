import Box from '@mui/material/Box';
import { composedPage } from '../../../document/sharedParts';
import { memo, useMemo } from 'react';
import { fr } from '../../../i18n/fr';
import { homePage } from '../../../document/site';
import { CANVAS_WIDTH, type SiteDocument } from '../../../document/types';
import { renderSitePageInline } from '../../../document/render/renderSite';
import { assetIdsOf } from '../../../document/assets/assetRefs';
import { useAssetDataUrls } from '../../media';
import { usesFonts } from '../../../document/fonts/resolveFont';
import { useSrcdocFontUrl } from '../../fonts';

/** The page drawn by the export's renderer, without scrollbars (a picture, not a page to use). */
function miniatureHtml(
  site: SiteDocument,
  assetUrl: (id: string) => string | undefined,
  fontUrl?: (file: string) => string,
): string {
  return renderSitePageInline(site, homePage(site), { assetUrl, fontUrl }).replace(
    '</head>',
    '<style>html,body{overflow:hidden;pointer-events:none}</style></head>',
  );
}

/** The card's width over the canvas's, unitless (CSS cannot divide lengths; this trick can). */
const SCALE = `tan(atan2(100cqw, ${CANVAS_WIDTH}px))`;

/**
 * A project's miniature: its home page rendered exactly as the export renders it, in an inert,
 * script-less iframe 1,152 px wide (so the page shows its Ordinateur layout, not the phone's a
 * card-wide window would get), drawn smaller to the card's width. Shown to assistive technologies
 * as one picture named after the project.
 */
export const ProjectMiniature = memo(function ProjectMiniature({
  document,
  name,
}: {
  document: SiteDocument;
  name: string;
}) {
  // Stored pictures as data: URLs of their phone variant: this frame's origin is opaque, it may
  // not load the app's blob: URLs.
  // The home page as drawn: with the site's header and footer.
  const assetUrl = useAssetDataUrls(assetIdsOf(composedPage(document, homePage(document))));
  // Its fonts from the app's own assets (docs/decisions.md, « Fonts »), once their addresses are
  // known; a font is fetched with CORS, which an opaque origin fails: a page with fonts gets a
  // same-origin frame (still no script: no allow-scripts, and the page's own policy).
  const needsFonts = useMemo(
    () => usesFonts(composedPage(document, homePage(document)).elements, document.theme),
    [document],
  );
  const { ready, fontUrl } = useSrcdocFontUrl(needsFonts);
  const html = useMemo(
    () => (ready ? miniatureHtml(document, assetUrl, fontUrl) : ''),
    [document, assetUrl, ready, fontUrl],
  );
  const label = fr.projects.miniature(name);
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{ position: 'relative', width: '100%', height: '100%', containerType: 'size' }}
    >
      <Box inert sx={{ position: 'absolute', inset: 0, overflow: 'hidden' }}>
        <iframe
          sandbox={needsFonts ? 'allow-same-origin' : ''}
          srcDoc={html}
          title={label}
          loading="lazy"
          tabIndex={-1}
          style={{
            display: 'block',
            width: CANVAS_WIDTH,
            height: `calc(100cqh / ${SCALE})`,
            transform: `scale(${SCALE})`,
            transformOrigin: '0 0',
            border: 0,
            background: '#FFFFFF',
          }}
        />
      </Box>
    </Box>
  );
});
