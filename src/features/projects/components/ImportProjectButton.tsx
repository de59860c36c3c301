import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useRef } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { fr } from '../../../i18n/fr';
import { PROJECT_FILE_EXTENSION } from '../../../document/projectFileFormat';
import { importProjectFile } from '../projectsThunks';
import { versionBefore } from '../versions/versionTriggers';
import { Hint } from '../../../common/Hint';

/**
 * « Importer un projet »: opens a `.toile.json` file as a new project, its pictures stored in this
 * browser first. A refused file changes nothing and says why (the message comes through the
 * projects' notice).
 */
export function ImportProjectButton({
  compact = false,
  onImported,
}: {
  /** An icon button (the editor's top bar) rather than a labelled one. */
  compact?: boolean;
  onImported?: () => void;
}) {
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const choose = () => input.current?.click();
  const label = fr.projects.importProject;
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={`${PROJECT_FILE_EXTENSION},.json,application/json`}
        hidden
        aria-label={label}
        data-testid="project-file-input"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          // The page open in the editor is replaced: it is kept as a version first.
          if (compact) dispatch(versionBefore('import'));
          if (await dispatch(importProjectFile(file))) onImported?.();
        }}
      />
      {compact ? (
        // On a phone the top bar keeps its room for the name; « Mes projets » imports too.
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
          <Hint title={fr.projects.importHint}>
            <IconButton aria-label={label} onClick={choose} size="small">
              <FileUploadOutlined />
            </IconButton>
          </Hint>
        </Box>
      ) : (
        <Button variant="outlined" startIcon={<FileUploadOutlined />} onClick={choose}>
          {label}
        </Button>
      )}
    </>
  );
}
