import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { fr } from '../../../i18n/fr';
import { useState, type ReactNode } from 'react';
import { HistoryButtons } from './HistoryButtons';
import { SiteCheckButton } from '../panels/check/SiteCheckButton';
import { ProjectName } from './ProjectName';
import { SiteSettingsButton } from '../panels/settings/SiteSettingsButton';
import { SiteStylesButton } from '../panels/styles/SiteStylesButton';

/**
 * What the features above the editor put in its top bar (projects: the save status, save, share,
 * import; export: preview, export): the editor shows them without knowing them.
 */
export interface TopBarSlots {
  /** Beside the project's name (the save status). */
  status?: ReactNode;
  /** After undo and redo (preview, import). */
  tools?: ReactNode;
  /** The main actions, at the end (« Sauvegarder », « Partager », « Exporter »). */
  actions?: ReactNode;
}

/**
 * The editor's top bar: the project's name and save status, undo / redo / preview, then
 * « Sauvegarder », « Partager », « Exporter ». The editor owns the name and the history; the
 * other actions are the projects' and the export's own components, passed in as slots
 * (projects/ProjectEditor.tsx).
 */
export function EditorTopBar({ status, tools, actions }: TopBarSlots) {
  // « Styles du site » opens from its button and from « Paramètres du site ».
  const [stylesOpen, setStylesOpen] = useState(false);
  const openStyles = () => setStylesOpen(true);
  return (
    <Box
      role="group"
      aria-label={fr.editor.topBar.label}
      sx={{
        display: 'flex',
        // Below a laptop's width, the name and its status take the first row, the actions
        // the second: the bar never overflows, from a 320 px phone up.
        flexWrap: { xs: 'wrap', lg: 'nowrap' },
        alignItems: 'center',
        columnGap: { xs: 0.5, sm: 1.5 },
        rowGap: 0.5,
        px: { xs: 1, sm: 2 },
        py: 1,
        minHeight: 56,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          columnGap: 1.5,
          minWidth: 0,
          flex: 1,
          flexBasis: { xs: '100%', lg: 'auto' },
        }}
      >
        <ProjectName />
        {status}
      </Box>
      {/* On phones the tools and the actions flow together on the rows under the name. */}
      <Stack
        direction="row"
        sx={{ alignItems: 'center', gap: 0.25, display: { xs: 'contents', sm: 'flex' } }}
      >
        <HistoryButtons />
        <SiteCheckButton />
        <SiteStylesButton
          open={stylesOpen}
          onOpen={openStyles}
          onClose={() => setStylesOpen(false)}
        />
        <SiteSettingsButton onOpenStyles={openStyles} />
        {tools}
      </Stack>
      {actions && (
        <>
          <Divider orientation="vertical" flexItem sx={{ display: { xs: 'none', sm: 'block' } }} />
          <Stack
            direction="row"
            sx={{ alignItems: 'center', gap: 1, display: { xs: 'contents', sm: 'flex' } }}
          >
            {actions}
          </Stack>
        </>
      )}
    </Box>
  );
}
