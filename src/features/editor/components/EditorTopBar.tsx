import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { fr } from '../../../i18n/fr';
import { ImportProjectButton } from '../../projects/components/ImportProjectButton';
import { ExportButton } from './topBar/ExportButton';
import { HistoryButtons } from './topBar/HistoryButtons';
import { PreviewButton } from './topBar/PreviewButton';
import { ProjectName } from './topBar/ProjectName';
import { SaveButton } from './topBar/SaveButton';
import { SaveStatus } from './topBar/SaveStatus';
import { ShareButton } from './topBar/ShareButton';

/**
 * The editor's top bar: the project's name and save status, undo / redo / preview, then
 * « Sauvegarder », « Partager », « Exporter ». Each action is its own small component, so the
 * issues that give them behaviour (6: save and share, 7: export and preview) each own one file.
 */
export function EditorTopBar() {
  return (
    <Box
      role="group"
      aria-label={fr.editor.topBar.label}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 0.5, sm: 1.5 },
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
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          columnGap: 1.5,
          minWidth: 0,
          flex: 1,
        }}
      >
        <ProjectName />
        <SaveStatus />
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.25 }}>
        <HistoryButtons />
        <PreviewButton />
        <ImportProjectButton compact />
      </Stack>
      <Divider orientation="vertical" flexItem sx={{ display: { xs: 'none', sm: 'block' } }} />
      <Stack direction="row" sx={{ alignItems: 'center', gap: { xs: 0.25, sm: 1 } }}>
        <SaveButton />
        <ShareButton />
        <ExportButton />
      </Stack>
    </Box>
  );
}
