import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import TabletMacOutlined from '@mui/icons-material/TabletMacOutlined';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ToggleGroup } from '../../../common/ToggleGroup';
import { fr } from '../../../i18n/fr';
import { SCREENS, type Screen } from '../../../document/layout/screens';
import { screenChanged, selectScreen } from '../editorSlice';

const ICONS: Record<Screen, typeof DesktopWindowsOutlined> = {
  desktop: DesktopWindowsOutlined,
  tablet: TabletMacOutlined,
  phone: PhoneIphoneOutlined,
};

/**
 * « Ordinateur », « Tablette », « Mobile » above the canvas: which screen the canvas shows. Toggle
 * buttons (`aria-pressed`), one pressed at a time; Tab reaches them, Space or Enter presses.
 */
export function ScreenSwitcher() {
  const dispatch = useAppDispatch();
  const screen = useAppSelector(selectScreen);
  const s = fr.editor.screens;
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'center',
        px: 1,
        pt: 1.5,
        pb: 0,
        bgcolor: '#E9EEF5',
      }}
    >
      <ToggleGroup aria-label={s.label} sx={{ bgcolor: 'background.paper', boxShadow: 1 }}>
        {SCREENS.map((name) => {
          const Icon = ICONS[name];
          return (
            <ToggleButton
              key={name}
              value={name}
              size="small"
              selected={screen === name}
              onChange={() => {
                if (screen !== name) dispatch(screenChanged(name));
              }}
              data-screen={name}
              sx={{ px: 1.5, py: 0.5, gap: 0.75, textTransform: 'none' }}
            >
              <Icon
                fontSize="small"
                aria-hidden="true"
                sx={{ display: { xs: 'none', sm: 'inline-block' } }}
              />
              {s.names[name]}
            </ToggleButton>
          );
        })}
      </ToggleGroup>
    </Box>
  );
}
