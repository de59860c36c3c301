import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { use, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { editorRoute } from '../../app/editorRoute';
import { useAppSelector, useAppStore } from '../../app/hooks';
import { Canvas } from './canvas/Canvas';
import { EditorTopBar, type TopBarSlots } from './topBar/EditorTopBar';
import { ElementsPanel } from './panels/elements/ElementsPanel';
import { LazyLayersPanel } from './panels/layers/LazyLayersPanel';
import { LimitNotice } from './panels/LimitNotice';
import { SharedPartNotices } from './panels/SharedPartNotices';
import { MobilePanels } from './panels/MobilePanels';
import { LazyCollectionsEntry } from './panels/collections/LazyCollectionsEntry';
import { PagesPanel } from './panels/pages/PagesPanel';
import { usePageAddress } from './panels/pages/usePageAddress';
import { LazyPropertiesPanel } from './panels/properties/LazyPropertiesPanel';
import { useBenchHook } from './useBenchHook';
import { useEditorShortcuts } from './keyboard/useEditorShortcuts';
import { useEditorTemplate } from './useEditorTemplate';
import { useManipulationShortcuts } from './keyboard/useManipulationShortcuts';
import { usePaletteDrop } from './canvas/usePaletteDrop';
import { useImageDropAndPaste } from './canvas/useImageDropAndPaste';
import { UploadStatusNotice } from '../media';
import { selectCurrentPageId, selectHomePageId, selectTemplateId } from './editorSlice';
import { DOCUMENT_OPEN, openingFor } from './openForAddress';

/**
 * What the features above the editor add to it: the top bar's slots, and what shows under the
 * top bar (the projects' banners and notices). See projects/ProjectEditor.tsx.
 */
export interface EditorChrome {
  topBar?: TopBarSlots;
  children?: ReactNode;
}

/** Side panels are 16rem wide (spec). */
const PANEL_WIDTH = 256;

const sidePanel = {
  width: PANEL_WIDTH,
  flexShrink: 0,
  overflowY: 'auto',
  bgcolor: 'background.paper',
  borderColor: 'divider',
} as const;

const mainSx = {
  display: 'flex',
  flexDirection: 'column',
  height: { xs: 'calc(100dvh - 57px)', md: 'calc(100dvh - 65px)' },
  minHeight: 420,
  bgcolor: 'background.default',
} as const;

/**
 * The editor, at every editor address (app/editorRoute.ts): top bar, « Éléments » on the left,
 * the canvas, « Propriétés » on the right. Below `md` the panels become bottom drawers
 * (MobilePanels). Before its first render for an address, the document of that address is open
 * (openForAddress.ts: a new page, or a template's, unless the address brings its own): opened by
 * the start-up beforehand, else waited for here, as a route's loader would (the router runs a
 * navigation as a transition, which keeps the screen before on view meanwhile).
 */
export function EditorPage({ topBar, children }: EditorChrome = {}) {
  const store = useAppStore();
  const { pathname, key } = useLocation();
  use(openingFor(store, editorRoute(pathname), key) ?? DOCUMENT_OPEN);
  // The backdrop follows the document (a loaded project may name another template).
  const documentTemplateId = useAppSelector(selectTemplateId);
  const backdrop = useEditorTemplate(documentTemplateId ?? undefined);
  const onHomePage = useAppSelector(
    (state) => selectCurrentPageId(state) === selectHomePageId(state),
  );
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  useEditorShortcuts();
  useManipulationShortcuts();
  usePaletteDrop();
  useImageDropAndPaste();
  useBenchHook();
  usePageAddress();

  // The template is the home page's background: other pages start blank (the export never
  // draws the template, and « Modifier le contenu du template » fills the home page).
  const shownTemplate =
    onHomePage && backdrop.status === 'ready' && backdrop.template?.id === documentTemplateId
      ? backdrop.template
      : null;
  // The same element while what it shows is the same: when only the address or the route's
  // props change (a new page saved moves to /editor/projet/{id}), React skips the whole editor.
  const editor = useMemo(
    () => (
      <>
        <EditorTopBar {...topBar} />
        {children}
        <SharedPartNotices />
        <Box sx={{ flex: 1, display: 'flex', minHeight: 0 }}>
          {wide && (
            <Box sx={{ ...sidePanel, borderRight: 1 }}>
              <PagesPanel />
              <LazyCollectionsEntry />
              <ElementsPanel />
              <LazyLayersPanel />
            </Box>
          )}
          <Canvas template={shownTemplate} />
          {wide && (
            <Box sx={{ ...sidePanel, borderLeft: 1 }}>
              <LazyPropertiesPanel />
            </Box>
          )}
        </Box>
        {!wide && <MobilePanels />}
        <LimitNotice />
        <UploadStatusNotice />
      </>
    ),
    [topBar, children, wide, shownTemplate],
  );

  return (
    <Box component="main" sx={mainSx}>
      {editor}
    </Box>
  );
}
