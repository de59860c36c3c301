import ArrowBack from '@mui/icons-material/ArrowBack';
import { sitePages } from '../../../document/collections/collections';
import { composedPage } from '../../../document/sharedParts';
import { elementLists } from '../../../document/siteElements';
import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import TabletMac from '@mui/icons-material/TabletMac';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { ToggleGroup } from '../../../common/ToggleGroup';
import { PageSelect } from './PageSelect';
import { previewHtml, previewNavigation, type PreviewNavigation } from '../previewLinks';
import { fr } from '../../../i18n/fr';
import { findPage, homePage, pageFileName, pageTitle } from '../../../document/site';
import type { Page, SiteDocument } from '../../../document/types';
import { renderSitePageInline } from '../../../document/render/renderSite';
import {
  itemPageOf,
  itemPages,
  RICH_RULES,
  type ItemPage,
} from '../../../document/render/itemPages';
import { richPictures } from '../../../document/collections/richPictures';
import { listPages, type ListCopy } from '../../../document/render/listPages';
import { usesFonts } from '../../../document/fonts/resolveFont';
import { useSrcdocFontUrl } from '../../fonts';
import { SCREEN_WIDTHS } from '../../../document/layout/screens';
import { useBoxSize } from '../../../common/useBoxSize';
import { assetIdsOf } from '../../../document/assets/assetRefs';
import { assetSizeOf, useAssetUrls } from '../../media';
import { Hint } from '../../../common/Hint';
import { siteWordMeasure } from '../../../document/fonts/fontWidths';

const t = fr.preview;

/**
 * The three screen widths of the preview, in CSS pixels: Tablette and Mobile as the editor shows
 * them, Ordinateur as a common laptop's window (the page centred in it).
 */
export const PREVIEW_DEVICES = [
  { id: 'desktop', width: 1440, label: t.desktop, icon: <DesktopWindowsOutlined /> },
  { id: 'tablet', width: SCREEN_WIDTHS.tablet, label: t.tablet, icon: <TabletMac /> },
  { id: 'mobile', width: SCREEN_WIDTHS.phone, label: t.mobile, icon: <PhoneIphone /> },
] as const satisfies readonly { id: string; width: number; label: string; icon: ReactNode }[];

export type PreviewDevice = (typeof PREVIEW_DEVICES)[number]['id'];

function PreviewFrame({
  html,
  title,
  width,
  onNavigate,
  section,
}: {
  html: string;
  title: string;
  width: number;
  /** A link of the page was followed (previewLinks.ts): the dialog shows where it leads. */
  onNavigate: (to: NonNullable<PreviewNavigation>) => void;
  /** The section to show once the page is loaded (a link to `page.html#section`). */
  section: string | null;
}) {
  const areaRef = useRef<HTMLDivElement>(null);
  const area = useBoxSize(areaRef);
  // A screen wider than the window is drawn smaller, so all of its width shows.
  const scale = area.width > 0 ? Math.min(1, area.width / width) : 1;
  const height = area.height > 0 ? Math.round(area.height / scale) : 600;
  // Bumped to load the page again after the frame followed a link away from it.
  const [loads, setLoads] = useState(0);
  const onLoad = (event: SyntheticEvent<HTMLIFrameElement>) => {
    const frame = event.currentTarget;
    let address: string;
    try {
      address = frame.contentWindow?.location.href ?? '';
    } catch {
      return;
    }
    const to = previewNavigation(address);
    if (to) {
      setLoads((n) => n + 1);
      onNavigate(to);
    } else if (section) frame.contentDocument?.getElementById(section)?.scrollIntoView();
  };
  return (
    <Box
      ref={areaRef}
      sx={{
        flex: 1,
        minHeight: 0,
        display: 'flex',
        justifyContent: 'center',
        overflow: 'hidden',
        bgcolor: '#E9EEF5',
      }}
    >
      <Box sx={{ width: width * scale, height: '100%', flexShrink: 0 }}>
        <iframe
          key={loads}
          // No script, no form: the dialog reads where a link led (same origin, for that alone).
          sandbox="allow-same-origin"
          onLoad={onLoad}
          srcDoc={html}
          title={title}
          width={width}
          height={height}
          style={{
            display: 'block',
            width,
            height,
            border: 0,
            background: '#FFFFFF',
            transform: scale === 1 ? undefined : `scale(${scale})`,
            transformOrigin: '0 0',
            boxShadow: '0 0 0 1px rgba(15, 23, 42, 0.08), 0 8px 24px rgba(15, 23, 42, 0.12)',
          }}
        />
      </Box>
    </Box>
  );
}

/** An item's page or a list's next page, and what its rendering needs. */
interface WrittenPage {
  page: Page;
  item?: ItemPage['item'];
  contents?: ItemPage['contents'];
  listPage?: ListCopy['listPage'];
}

/** The site's pages with those the export writes beside them (itemPages.ts, listPages.ts). */
function writtenPages(site: SiteDocument) {
  const pages = new Map<string, WrittenPage>();
  for (const { page, item, contents } of itemPages(site)) {
    pages.set(page.id, { page, item, contents });
  }
  for (const { page, listPage } of listPages(site)) pages.set(page.id, { page, listPage });
  const all = [...site.pages, ...[...pages.values()].map(({ page }) => page)];
  return { pages, site: { pages: all, homePageId: site.homePageId } };
}

/** An item's page with the rules of its rich content, which its own stylesheet holds. */
const withRichRules = (html: string, rich: boolean) =>
  rich ? html.replace('</head>', `<style>${RICH_RULES}</style>\n</head>`) : html;

/**
 * « Aperçu »: a page of the site as the export renders it (the same renderer), in a sandboxed
 * frame filling the window, at « Ordinateur », « Tablette » or « Mobile » width; a site of several
 * pages has a « Page » list to go from one to another. It opens on `initialPageId` (the editor's
 * current page). « Retour à l'éditeur » or Escape closes it.
 */
export function PreviewDialog({
  open,
  document: site,
  initialPageId,
  onClose,
}: {
  open: boolean;
  document: SiteDocument;
  /** The page shown first; the home page when the site has no such page. */
  initialPageId?: string;
  onClose: () => void;
}) {
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  // The page chosen in « Page »; each opening starts again from `initialPageId` (the screen
  // width stays as it was).
  const [shown, setShown] = useState({ site, initialPageId, open, pageId: initialPageId });
  if (shown.site !== site || shown.initialPageId !== initialPageId || shown.open !== open) {
    const reopened = open && !shown.open;
    const reset = reopened || shown.site !== site || shown.initialPageId !== initialPageId;
    setShown({ site, initialPageId, open, pageId: reset ? initialPageId : shown.pageId });
  }
  // The pages the export writes beside the site's: its items' and its lists' next pages, which
  // the preview shows when a card or « Page suivante » is followed.
  const written = useMemo(() => writtenPages(site), [site]);
  const listed = shown.pageId ? written.pages.get(shown.pageId) : undefined;
  const listedPage = (shown.pageId && findPage(site, shown.pageId)) || listed?.page;
  const rootRef = useRef<HTMLDivElement>(null);
  // Stored pictures as the canvas's object URLs (a same-origin frame may load them).
  // The page as drawn: the site's header and footer hold pictures too, an item's content too.
  const inContent = richPictures(listed?.item?.content).map((picture) => picture.assetId);
  const assetUrl = useAssetUrls([
    ...assetIdsOf(composedPage(site, listedPage || homePage(site))),
    ...inContent,
  ]);
  // An item page whose content holds pictures is laid out again once their sizes are read (the
  // elements under the content follow its height).
  const hasPictures = inContent.length > 0;
  const extra = useMemo<WrittenPage | undefined>(
    () =>
      hasPictures && listed?.item
        ? (itemPageOf(site, listed.item.id, assetSizeOf) ?? listed)
        : listed,
    // `assetUrl` changes when a picture (and its size) is read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [site, listed, hasPictures, assetUrl],
  );
  const page = (shown.pageId && findPage(site, shown.pageId)) || extra?.page || homePage(site);
  // The site's fonts from the app's own assets (docs/decisions.md, « Fonts »): the frame waits
  // for their addresses, so the page never asks for a `fonts/` file the app does not serve.
  const needsFonts = useMemo(() => usesFonts(elementLists(site).flat(), site.theme), [site]);
  const { ready, fontUrl } = useSrcdocFontUrl(needsFonts);
  const html = useMemo(
    () =>
      ready
        ? previewHtml(
            withRichRules(
              renderSitePageInline(site, page, {
                assetUrl,
                fontUrl,
                wordMeasure: siteWordMeasure(site.theme),
                ...(extra?.contents ? { contents: extra.contents } : {}),
                ...(extra?.listPage ? { listPage: extra.listPage } : {}),
              }),
              extra?.contents !== undefined,
            ),
            written.site,
          )
        : null,
    [site, page, extra, written, assetUrl, ready, fontUrl],
  );
  const current = PREVIEW_DEVICES.find((d) => d.id === device) ?? PREVIEW_DEVICES[0];
  const name = site.name.trim() || fr.export.untitled;

  // A link between pages shows the page it leads to (and its section); one that leaves the site
  // opens in a new tab, as it would from the published site.
  const [section, setSection] = useState<string | null>(null);
  const followLink = (to: NonNullable<PreviewNavigation>) => {
    if (to.kind === 'outside') {
      window.open(to.href, '_blank', 'noopener,noreferrer');
      return;
    }
    const target = written.site.pages.find((p) => pageFileName(site, p) === to.file);
    setSection(to.section);
    if (target) setShown((s) => ({ ...s, pageId: target.id }));
  };

  // A click in the frame gives it the focus, and its keys never reach this page: take the focus
  // back, so Escape always returns to the editor (wheel scrolling in the frame still works).
  useEffect(() => {
    if (!open) return;
    const onBlur = () => {
      setTimeout(() => {
        if (window.document.activeElement?.tagName === 'IFRAME') rootRef.current?.focus();
      }, 0);
    };
    window.addEventListener('blur', onBlur);
    return () => window.removeEventListener('blur', onBlur);
  }, [open]);

  const titleId = 'preview-dialog-title';
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby={titleId}>
      <Box
        ref={rootRef}
        tabIndex={-1}
        sx={{ display: 'flex', flexDirection: 'column', height: '100%', outline: 'none' }}
      >
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
            px: { xs: 1, sm: 2 },
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <Hint title={t.escapeHint}>
            <Button startIcon={<ArrowBack />} onClick={onClose} size="small">
              {t.back}
            </Button>
          </Hint>
          <Typography
            component="h2"
            variant="subtitle1"
            noWrap
            sx={{ fontWeight: 700, flex: 1, minWidth: 80 }}
          >
            {/* The dialog is named « Aperçu » alone; the project's name follows. */}
            <span id={titleId}>{t.title}</span>
            <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
              {` — ${name}`}
            </Box>
          </Typography>
          {sitePages(site).length > 1 && (
            <PageSelect
              label={t.page}
              pages={sitePages(site)}
              value={page.id}
              onChange={(pageId) => {
                setSection(null);
                setShown((s) => ({ ...s, pageId }));
              }}
              sx={{ minWidth: 160, maxWidth: 280 }}
            />
          )}
          <ToggleGroup aria-label={t.devices}>
            {PREVIEW_DEVICES.map((d) => (
              <ToggleButton
                key={d.id}
                value={d.id}
                size="small"
                selected={device === d.id}
                onChange={() => setDevice(d.id)}
                sx={{ gap: 0.75, px: 1.25 }}
              >
                {d.icon}
                {d.label}
              </ToggleButton>
            ))}
          </ToggleGroup>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ minWidth: 64, textAlign: 'right', display: { xs: 'none', sm: 'block' } }}
          >
            {t.width(current.width)}
          </Typography>
        </Box>
        {open && html !== null && (
          <PreviewFrame
            html={html}
            title={t.frameTitle(pageTitle(site, page, fr.export.untitled))}
            width={current.width}
            onNavigate={followLink}
            section={section}
          />
        )}
      </Box>
    </Dialog>
  );
}
