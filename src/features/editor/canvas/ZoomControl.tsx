import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useInEditorShell } from '../../../common/shell';
import { ToggleGroup } from '../../../common/ToggleGroup';
import { fr } from '../../../i18n/fr';
import { selectZoom, zoomChanged } from '../canvasViewSlice';
import { ZOOM_LEVELS, type ZoomSetting } from '../model/zoom';
import { ShortcutsHelp } from '../keyboard/ShortcutsHelp';

const m = fr.manipulation;
const percent = (scale: number) => Math.round(scale * 100);

/**
 * The bar above the canvas: zoom (« Ajuster » fits the available width, then 50 %, 75 %, 100 %),
 * the zoom in use, and the keyboard shortcuts. Sticks to the top of the scrolling canvas area.
 */
export function ZoomControl({ scale }: { scale: number }) {
  const dispatch = useAppDispatch();
  const zoom = useAppSelector(selectZoom);
  // Blank in the editor's prerendered shell: the scale « Ajuster » gives is measured by the app.
  const inShell = useInEditorShell();
  const choose = (value: ZoomSetting) => {
    if (value !== zoom) dispatch(zoomChanged(value));
  };
  return (
    <Box
      sx={{
        position: 'sticky',
        top: 0,
        left: 0,
        zIndex: 2,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 1,
        mb: 1.5,
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
      }}
    >
      {zoom === 'fit' && (
        <Typography
          variant="caption"
          sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
        >
          {inShell ? '\u00a0' : m.zoomLevel(percent(scale))}
        </Typography>
      )}
      <ToggleGroup aria-label={m.zoomLabel} sx={{ bgcolor: 'background.paper', boxShadow: 1 }}>
        <ToggleButton
          value="fit"
          size="small"
          selected={zoom === 'fit'}
          onChange={() => choose('fit')}
          sx={{ px: 1.25, py: 0.25, textTransform: 'none' }}
        >
          {m.zoomFit}
        </ToggleButton>
        {ZOOM_LEVELS.map((level) => (
          <ToggleButton
            key={level}
            value={level}
            size="small"
            selected={zoom === level}
            onChange={() => choose(level)}
            sx={{ px: 1.25, py: 0.25 }}
          >
            {m.zoomLevel(percent(level))}
          </ToggleButton>
        ))}
      </ToggleGroup>
      <Box sx={{ bgcolor: 'background.paper', borderRadius: 1, boxShadow: 1 }}>
        <ShortcutsHelp />
      </Box>
    </Box>
  );
}
