import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../../app/hooks';
import { announce } from '../../../../common/announce';
import { THEMES } from '../../../../content/themes';
import { findFont, SYSTEM_FONT_ID } from '../../../../document/fonts/fonts';
import { fontWidths } from '../../../../document/fonts/fontWidths';
import { roomForWords, withLayout } from '../../../../document/layout/roomForWords';
import { renderSitePageInline } from '../../../../document/render/renderSite';
import { homePage } from '../../../../document/site';
import { applyTheme, findColor, type Theme } from '../../../../document/siteStyles/siteStyles';
import { CANVAS_WIDTH, COLOR_ROLES, type SiteDocument } from '../../../../document/types';
import { fr } from '../../../../i18n/fr';
import { useSrcdocFontUrl } from '../../../fonts';
import { selectDocument, themeApplied } from '../../editorSlice';

/**
 * « Thèmes » (a tab of « Styles du site », loaded with it on use): the ready themes
 * (src/content/themes), each shown as a miniature of the site's own home page in that theme, its
 * name, its colours and fonts, and « Appliquer », which restyles the whole site in one undo step
 * (`themeApplied`). The miniatures are drawn by the export's renderer, each when it comes near
 * the visible part of the list.
 */

/** The miniature shows the page's first screen: 1,152 × 720 px. */
const FIRST_SCREEN = 720;
/** The miniature's width over the page's, unitless (the projects' miniatures' trick). */
const SCALE = `tan(atan2(100cqw, ${CANVAS_WIDTH}px))`;

/** One observer for every miniature: each is drawn when it comes near the visible part. */
let observer: IntersectionObserver | null = null;
const onVisible = new Map<Element, () => void>();

function whenVisible(element: Element, show: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    show();
    return () => {};
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        onVisible.get(entry.target)?.();
        onVisible.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: '200px 0px' },
  );
  onVisible.set(element, show);
  observer.observe(element);
  return () => {
    onVisible.delete(element);
    observer?.unobserve(element);
  };
}

const fontName = (id: string) =>
  id === SYSTEM_FONT_ID ? fr.editor.fonts.system : (findFont(id)?.name ?? id);

/** The site's home page in `theme`, as a self-contained page that never scrolls nor reacts. */
function miniatureHtml(site: SiteDocument, theme: Theme, fontUrl?: (file: string) => string) {
  const restyled = applyTheme(site, theme);
  const themed = withLayout(restyled, roomForWords(site, restyled, fontWidths));
  return renderSitePageInline(themed, homePage(themed), { fontUrl }).replace(
    '</head>',
    '<style>html,body{overflow:hidden;pointer-events:none}</style></head>',
  );
}

/** Whether the site's colours and fonts are the theme's. */
function isCurrent(site: SiteDocument, theme: Theme): boolean {
  return (
    COLOR_ROLES.every((role) => findColor(site.styles, role)?.value === theme.colors[role]) &&
    site.theme.headingFont === theme.fonts.heading &&
    site.theme.bodyFont === theme.fonts.body
  );
}

const ThemeMiniature = memo(function ThemeMiniature({
  name,
  render,
  fontsReady,
}: {
  name: string;
  render: () => string;
  fontsReady: boolean;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    return whenVisible(element, () => setVisible(true));
  }, []);
  const html = useMemo(
    () => (visible && fontsReady ? render() : null),
    [visible, fontsReady, render],
  );
  return (
    <Box
      ref={frame}
      role="img"
      aria-label={fr.siteThemes.miniature(name)}
      data-theme-miniature=""
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: `${CANVAS_WIDTH} / ${FIRST_SCREEN}`,
        containerType: 'size',
        overflow: 'hidden',
        bgcolor: '#F8FAFC',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {html !== null && (
        <Box inert sx={{ position: 'absolute', inset: 0 }}>
          <iframe
            // No script ever runs in it (no allow-scripts, and its page forbids them); the same
            // origin lets it load the app's own font files.
            sandbox="allow-same-origin"
            srcDoc={html}
            title={fr.siteThemes.miniature(name)}
            tabIndex={-1}
            aria-hidden
            style={{
              display: 'block',
              width: CANVAS_WIDTH,
              height: `calc(100cqh / ${SCALE})`,
              transform: `scale(${SCALE})`,
              transformOrigin: '0 0',
              border: 0,
              background: '#FFFFFF',
              pointerEvents: 'none',
            }}
          />
        </Box>
      )}
    </Box>
  );
});

const ThemeCard = memo(function ThemeCard({
  theme,
  site,
  current,
  fontUrl,
  fontsReady,
  onApply,
}: {
  theme: Theme;
  site: SiteDocument;
  current: boolean;
  fontUrl?: (file: string) => string;
  fontsReady: boolean;
  onApply: (theme: Theme) => void;
}) {
  const render = useCallback(() => miniatureHtml(site, theme, fontUrl), [site, theme, fontUrl]);
  const nameId = `theme-${theme.id}-name`;
  return (
    <Box
      component="li"
      aria-labelledby={nameId}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        border: 1,
        borderColor: current ? 'primary.main' : 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
    >
      <ThemeMiniature name={theme.name} render={render} fontsReady={fontsReady} />
      <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        <Typography id={nameId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {theme.name}
        </Typography>
        <Box aria-hidden sx={{ display: 'flex', gap: 0.5 }}>
          {COLOR_ROLES.map((role) => (
            <Box
              key={role}
              title={fr.siteStyles.roles[role]}
              sx={{
                width: 16,
                height: 16,
                borderRadius: '50%',
                bgcolor: theme.colors[role],
                border: 1,
                borderColor: 'divider',
              }}
            />
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {fr.siteThemes.fonts(fontName(theme.fonts.heading), fontName(theme.fonts.body))}
        </Typography>
        {current && (
          <Typography variant="body2" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {fr.siteThemes.current}
          </Typography>
        )}
        <Button
          variant={current ? 'outlined' : 'contained'}
          size="small"
          aria-label={fr.siteThemes.applyTheme(theme.name)}
          onClick={() => onApply(theme)}
          sx={{ mt: 'auto', alignSelf: 'flex-start' }}
        >
          {fr.siteThemes.apply}
        </Button>
      </Box>
    </Box>
  );
});

export default function ThemesPanel() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const document = useAppSelector(selectDocument);
  // The miniatures follow the site in a render of their own, after the one that shows a change
  // (a theme applied restyles the canvas first; each visible miniature restyles the home page).
  const shown = useDeferredValue(document);
  // What the miniatures draw: the home page, the other pages only named (the menus list them).
  const homeOnly = useMemo((): SiteDocument => {
    const home = homePage(shown);
    return {
      ...shown,
      pages: shown.pages.map((p) => (p.id === home.id ? p : { ...p, elements: [] })),
    };
  }, [shown]);
  const { ready, fontUrl } = useSrcdocFontUrl(true);
  const apply = useCallback(
    (theme: Theme) => {
      const site = selectDocument(store.getState());
      const layout = roomForWords(site, applyTheme(site, theme), fontWidths);
      dispatch(themeApplied({ theme, layout }));
      announce(fr.siteThemes.applied(theme.name));
    },
    [dispatch, store],
  );
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {fr.siteThemes.intro}
      </Typography>
      <Box
        component="ul"
        aria-label={fr.siteThemes.list}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          gap: 2,
        }}
      >
        {THEMES.map((theme) => (
          <ThemeCard
            key={theme.id}
            theme={theme}
            site={homeOnly}
            current={isCurrent(document, theme)}
            fontUrl={fontUrl}
            fontsReady={ready}
            onApply={apply}
          />
        ))}
      </Box>
    </Box>
  );
}
