import Box from '@mui/material/Box';
import { Activity, useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { announce } from '../../../common/announce';
import { formatInteger } from '../../../common/numberFormat';
import { shallowEqual } from 'react-redux';
import { useAppSelector } from '../../../app/hooks';
import { fr } from '../../../i18n/fr';
import type { Template } from '../../templates';
import { selectZoom } from '../canvasViewSlice';
import { selectElementIds, selectScreen, selectSelectedId, selectSelection } from '../editorSlice';
import { isFlowScreen } from '../../../document/layout/screens';
import { PAGE_BACKGROUND } from '../../../document/style/elementBoxStyle';
import { CANVAS_WIDTH, GRID_SIZE } from '../../../document/types';
import { selectCanvasHeight, templatePageHeight } from './canvasGeometry';
import { EditTemplateContentButton } from './EditTemplateContentButton';
import { ElementGroup, groupsOf } from './ElementGroup';
import { FlowCanvas } from './FlowCanvas';
import { GuidesLayer } from './GuidesLayer';
import { ScreenSwitcher } from './ScreenSwitcher';
import { TemplateBackdrop } from './TemplateBackdrop';
import { useCanvasGestures } from './useCanvasGestures';
import { CanvasContextMenu } from './contextMenu/CanvasContextMenu';
import { useCanvasContextMenu } from './contextMenu/useCanvasContextMenu';
import { CANVAS_GUTTER, canvasAreaSx } from './canvasArea';
import { useFitScale } from './useFitScale';
import { ZoomControl } from './ZoomControl';
import { SelectionBox } from './SelectionBox';
import { SHARED_PART_SX, selectSiteTheme } from './CanvasElement';
import { SEVERAL_SELECTED_SX, useSelectionMarks } from './useSelectionMarks';
import { shellCanvasAreaWidth } from '../../../common/shell';

const desktopAreaSx = { ...canvasAreaSx, ...SEVERAL_SELECTED_SX, ...SHARED_PART_SX };

const gridStyle: CSSProperties = {
  backgroundColor: PAGE_BACKGROUND,
  backgroundImage: 'radial-gradient(circle, #CBD5E1 1.2px, transparent 1.5px)',
  backgroundSize: `${GRID_SIZE}px ${GRID_SIZE}px`,
  backgroundPosition: `-${GRID_SIZE / 2}px -${GRID_SIZE / 2}px`,
};

const emptyStyle: CSSProperties = {
  position: 'absolute',
  top: 240,
  left: 0,
  right: 0,
  margin: 0,
  textAlign: 'center',
  color: '#64748B',
  pointerEvents: 'none',
};

/**
 * The canvas with « Ordinateur », « Tablette », « Mobile » above it: Ordinateur is the page being
 * built (DesktopCanvas), Tablette and Mobile show the page as the export lays it out at their
 * width (FlowCanvas). The template behind the page is Ordinateur's only.
 */
export function Canvas({ template }: { template: Template | null }) {
  const screen = useAppSelector(selectScreen);
  return (
    <Box sx={{ flex: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <ScreenSwitcher />
      {isFlowScreen(screen) && <FlowCanvas screen={screen} template={template} />}
      {/* Kept (hidden, its effects stopped) while Tablette or Mobile shows: coming back to
          Ordinateur shows it again instead of drawing a thousand elements anew. */}
      <Activity mode={isFlowScreen(screen) ? 'hidden' : 'visible'}>
        <DesktopCanvas template={template} />
      </Activity>
    </Box>
  );
}

/**
 * The page being built, at its design width (72rem = 1152 px) with a dot every 20 px, drawn
 * smaller (a CSS transform) when the screen is narrower, so every position stays in design pixels.
 * Elements are listed by id only, in groups (ElementGroup): the list re-renders when elements are
 * added, removed or reordered, or when the selection moves, never when one element changes.
 * Several selected elements are marked by the canvas (useSelectionMarks, SelectionBox), not by
 * rendering each of them.
 */
function DesktopCanvas({ template }: { template: Template | null }) {
  const areaRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const fitScale = useFitScale(areaRef, CANVAS_WIDTH, 2 * CANVAS_GUTTER, shellCanvasAreaWidth);
  const zoom = useAppSelector(selectZoom);
  const scale = zoom === 'fit' ? fitScale : zoom;
  useCanvasGestures(canvasRef);
  const contextMenu = useCanvasContextMenu(canvasRef);
  const ids = useAppSelector(selectElementIds, shallowEqual);
  const selection = useAppSelector(selectSelection);
  const selectedId = useAppSelector(selectSelectedId);
  const theme = useAppSelector(selectSiteTheme);
  useSelectionMarks(canvasRef, selection, ids);
  // Screen readers hear how many are selected when several are (one says its own name: focus).
  const count = useRef(selection.length);
  useEffect(() => {
    const before = count.current;
    count.current = selection.length;
    if (before === selection.length || (before <= 1 && selection.length <= 1)) return;
    announce(fr.editor.selection.announce(selection.length, formatInteger(selection.length)), {
      secondary: true,
    });
  }, [selection.length]);
  // The same element while the zoom stays: a change of selection does not render the bar again.
  const zoomControl = useMemo(() => <ZoomControl scale={scale} />, [scale]);
  const elementsHeight = useAppSelector(selectCanvasHeight);
  const height = template ? Math.max(elementsHeight, templatePageHeight(template)) : elementsHeight;

  return (
    <Box ref={areaRef} data-canvas-area="" sx={desktopAreaSx}>
      {zoomControl}
      {template && <EditTemplateContentButton template={template} />}
      <div style={{ width: CANVAS_WIDTH * scale, height: height * scale, margin: '0 auto' }}>
        <div
          ref={canvasRef}
          role="region"
          aria-label={fr.editor.canvas.label}
          data-canvas=""
          data-scale={scale}
          style={{
            ...gridStyle,
            position: 'relative',
            width: CANVAS_WIDTH,
            maxWidth: '72rem',
            height,
            transform: scale === 1 ? undefined : `scale(${scale})`,
            transformOrigin: '0 0',
            ['--canvas-scale' as string]: scale,
            boxShadow: '0 1px 3px rgba(15, 23, 42, 0.12), 0 8px 24px rgba(15, 23, 42, 0.06)',
          }}
        >
          {template && <TemplateBackdrop template={template} height={height} />}
          {ids.length === 0 && (
            // Readable at any zoom: about 20 px on screen.
            <p style={{ ...emptyStyle, fontSize: Math.min(60, 20 / scale) }}>
              {fr.editor.canvas.empty}
            </p>
          )}
          {groupsOf(ids).map((group, index) => (
            <ElementGroup
              key={index}
              ids={group}
              theme={theme}
              primary={selectedId !== null && group.includes(selectedId) ? selectedId : null}
              single={selection.length === 1}
            />
          ))}
          {selection.length > 1 && <SelectionBox ids={selection} />}
          <GuidesLayer />
        </div>
      </div>
      <CanvasContextMenu request={contextMenu.request} onClose={contextMenu.close} />
    </Box>
  );
}
