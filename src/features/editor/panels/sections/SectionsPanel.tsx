import { placeSamples } from '../../../../document/collections/samples';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../../app/hooks';
import { makeElementId } from '../../../../document/makeElementId';
import { renderSitePageInline } from '../../../../document/render/renderSite';
import {
  buildSection,
  DEFAULT_SECTION_PALETTE,
  kindName,
  SECTION_KINDS,
  SECTIONS,
  type SectionInfo,
  type SectionPalette,
} from '../../../../document/sections';
import { DEFAULT_THEME } from '../../../../document/site';
import { sectionPaletteFor } from '../../../../document/siteStyles/designStyles';
import { defaultSiteStyles } from '../../../../document/siteStyles/siteStyles';
import { SITE_SCHEMA_VERSION, type Page, type SiteDocument } from '../../../../document/types';
import { fr } from '../../../../i18n/fr';
import { selectTemplateById } from '../../../templates';
import {
  sectionInserted,
  selectCurrentPage,
  selectDocument,
  selectElements,
  selectPages,
  selectSelectedId,
  selectTemplateId,
} from '../../editorSlice';
import { sectionOf } from '../../sectionReducers';
import type { SectionsPanelProps } from './LazySectionsPanel';
import { SectionMiniature } from './SectionMiniature';
import { fontWidths } from '../../../../document/fonts/fontWidths';
import { themeFontId } from '../../../../document/fonts/resolveFont';
import { SYSTEM_FONT_WIDTHS } from '../../../../document/fonts/systemWidths';
import { wordMeasure } from '../../../../document/fonts/wordMeasure';

/**
 * The palette sections are drawn in: the site's colours when sections read well in them (a
 * template's, a generated site's, a theme's: the inserted elements then follow them), else its
 * template's when it was made from one (and the templates are loaded), else the sections' own.
 */
function useSectionPalette(): SectionPalette {
  const templateId = useAppSelector(selectTemplateId);
  const template = useAppSelector((state) =>
    templateId === null ? undefined : selectTemplateById(state, templateId),
  );
  const styles = useAppSelector((state) => selectDocument(state).styles);
  const fallback = template?.palette ?? DEFAULT_SECTION_PALETTE;
  return useMemo(() => sectionPaletteFor(styles, fallback), [styles, fallback]);
}

/** The words of the miniatures, drawn in the system font. */
const SYSTEM_WORD_MEASURE = wordMeasure(DEFAULT_THEME, () => SYSTEM_FONT_WIDTHS);

/** The page `section` alone as the export renders it, its menus listing the site's pages. */
function miniatureHtml(
  pages: readonly Page[],
  page: Page,
  section: Pick<SiteDocument['pages'][number], 'elements'>,
): string {
  const shown: Page = { ...page, elements: section.elements };
  const site: SiteDocument = {
    schemaVersion: SITE_SCHEMA_VERSION,
    name: fr.editor.sections.title,
    templateId: null,
    homePageId: page.id,
    pages: pages.map((p) => (p.id === page.id ? shown : { ...p, elements: [] })),
    // The system font: the frame has no script and an opaque origin, it cannot load fonts.
    theme: DEFAULT_THEME,
    styles: defaultSiteStyles(),
    settings: { language: 'fr' },
  };
  return renderSitePageInline(site, shown, { wordMeasure: SYSTEM_WORD_MEASURE }).replace(
    '</head>',
    '<style>html,body{overflow:hidden;pointer-events:none}</style></head>',
  );
}

/**
 * « Sections »: every ready-made section, grouped by kind, each a button showing its miniature
 * (the real renderer's page, drawn when scrolled near) and its French name. A click, or Enter or
 * Space, inserts it below the selected element's section or at the end of the page, in one undo
 * step (`sectionInserted`); the page's or the site's limit refuses it with the limit notice.
 */
export function SectionsPanel({ onInserted }: SectionsPanelProps) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const heading = useRef<HTMLHeadingElement>(null);
  const palette = useSectionPalette();
  const pages = useAppSelector(selectPages);
  const page = useAppSelector(selectCurrentPage);
  const elements = useAppSelector(selectElements);
  const selectedId = useAppSelector(selectSelectedId);
  const belowSelected = selectedId !== null && sectionOf(elements, selectedId) !== undefined;

  // The menus of the miniatures list the site's pages: only their names and addresses matter.
  const menuKey = pages.map((p) => `${p.id}\u0000${p.name}\u0000${p.slug}`).join('\u0001');
  const menuPages = useMemo(
    () => pages.map((p) => ({ ...p, elements: [] })),
    // The pages' elements change at every edit; the miniatures only need their names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [menuKey],
  );
  const pageId = page.id;
  const menu = useMemo(() => menuPages.map((p) => p.name), [menuPages]);
  const theme = useAppSelector((state) => selectDocument(state).theme);
  const miniatures = useMemo(() => {
    const shownPage = menuPages.find((p) => p.id === pageId) ?? menuPages[0];
    return new Map(
      SECTIONS.map((info) => {
        let n = 0;
        // Drawn in the system font (miniatureHtml), measured in it.
        const built = buildSection(info.id, { palette, menu }, 0, () => `apercu-${n++}`);
        return [
          info.id,
          { height: built.height, render: () => miniatureHtml(menuPages, shownPage, built) },
        ];
      }),
    );
  }, [palette, menuPages, menu, pageId]);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const insert = (info: SectionInfo) => {
    // Its texts measured in the site's fonts, its menu made for the site's pages.
    const widths = {
      heading: fontWidths(themeFontId(theme, 'heading')),
      body: fontWidths(themeFontId(theme, 'body')),
    };
    const built = buildSection(info.id, { palette, menu, widths }, 0, () => makeElementId());
    // Its lists show the site's collection of their kind, or a new one made of its samples.
    const site = selectDocument(store.getState());
    const placed = placeSamples(site, [built.elements], built.samples ?? [], makeElementId);
    const section = { elements: placed.elements[0], height: built.height, added: placed.added };
    dispatch(sectionInserted(section));
    onInserted?.(section.elements[0].id);
  };

  return (
    // Not a region of its own: the dialog it is shown in is named « Sections ».
    <Box sx={{ px: 2, pb: 3 }}>
      <Typography
        ref={heading}
        tabIndex={-1}
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 700, '&:focus': { outline: 'none' } }}
      >
        {fr.editor.sections.title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {belowSelected ? fr.editor.sections.whereSelected : fr.editor.sections.whereEnd}
      </Typography>
      {SECTION_KINDS.map((kind) => (
        <SectionGroup
          key={kind}
          name={kindName(kind)}
          sections={SECTIONS.filter((s) => s.kind === kind)}
          miniatures={miniatures}
          onInsert={insert}
        />
      ))}
    </Box>
  );
}

function SectionGroup({
  name,
  sections,
  miniatures,
  onInsert,
}: {
  name: string;
  sections: readonly SectionInfo[];
  miniatures: Map<string, { height: number; render: () => string }>;
  onInsert: (info: SectionInfo) => void;
}) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 2.5 }}>
      <Typography
        id={titleId}
        variant="subtitle2"
        component="h3"
        sx={{ fontWeight: 700, mb: 1, color: 'text.secondary' }}
      >
        {name}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {sections.map((info) => {
          const miniature = miniatures.get(info.id)!;
          return (
            <Box
              component="li"
              key={info.id}
              sx={{
                position: 'relative',
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
                overflow: 'hidden',
                bgcolor: 'background.paper',
                '&:hover': { borderColor: 'primary.main' },
                '&:has(.Mui-focusVisible)': { outline: 2, outlineColor: 'primary.main' },
              }}
            >
              <SectionMiniature height={miniature.height} render={miniature.render} />
              {/* The button's area covers the whole card (its ::after), so the miniature, which
                  may not sit inside a button (an iframe is interactive content), is clickable. */}
              <ButtonBase
                aria-label={fr.editor.sections.add(info.name)}
                data-section-id={info.id}
                onClick={() => onInsert(info)}
                sx={{
                  position: 'static',
                  width: '100%',
                  justifyContent: 'flex-start',
                  px: 1.5,
                  py: 1,
                  borderTop: 1,
                  borderColor: 'divider',
                  textAlign: 'left',
                  '&::after': { content: '""', position: 'absolute', inset: 0 },
                }}
              >
                <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                  {info.name}
                </Typography>
              </ButtonBase>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
