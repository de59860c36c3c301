import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useInEditorShell } from '../../../common/shell';
import { fr } from '../../../i18n/fr';
import { documentRenamed, selectDocumentName } from '../editorSlice';
import { MAX_NAME_LENGTH } from '../model/renameDocument';

/**
 * The project's name as the page heading (« Nouveau Projet » or the template's name). The pencil
 * turns it into a field: Enter or leaving the field renames (one undo step), Escape cancels.
 */
export function ProjectName() {
  const dispatch = useAppDispatch();
  const name = useAppSelector(selectDocumentName);
  // Blank in the editor's prerendered shell: the project's name is not known yet.
  const shown = useInEditorShell() ? '\u00a0' : name;
  const [draft, setDraft] = useState<string | null>(null);

  if (draft !== null) {
    const finish = (commit: boolean) => {
      if (commit) dispatch(documentRenamed(draft));
      setDraft(null);
    };
    return (
      <InputBase
        autoFocus
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => finish(true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') finish(true);
          if (event.key === 'Escape') finish(false);
        }}
        inputProps={{ 'aria-label': fr.editor.topBar.projectName, maxLength: MAX_NAME_LENGTH }}
        sx={{
          fontSize: '1.05rem',
          fontWeight: 700,
          px: 1,
          borderRadius: 1,
          border: 1,
          borderColor: 'primary.main',
          minWidth: 0,
          width: { xs: 140, sm: 260 },
        }}
      />
    );
  }
  return (
    <Stack direction="row" sx={{ alignItems: 'center', minWidth: 0, maxWidth: '100%' }}>
      <Typography
        variant="h6"
        component="h1"
        noWrap
        title={shown}
        sx={{ fontSize: '1.05rem', fontWeight: 700, minWidth: 0 }}
      >
        {shown}
      </Typography>
      <IconButton
        size="small"
        aria-label={fr.editor.topBar.rename}
        onClick={() => setDraft(name)}
        sx={{ ml: 0.5 }}
      >
        <EditOutlined fontSize="small" />
      </IconButton>
    </Stack>
  );
}
