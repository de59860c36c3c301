import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import Button from '@mui/material/Button';
import { useAppDispatch } from '../../../app/hooks';
import { fr } from '../../../i18n/fr';
import type { Template } from '../../templates/types';

/**
 * « Modifier le contenu du template »: the faint template behind the canvas becomes editable
 * elements, laid out where the template shows them, in one undo step.
 */
export function EditTemplateContentButton({ template }: { template: Template }) {
  const dispatch = useAppDispatch();
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<EditNoteOutlined />}
      onClick={() => {
        void template;
        void dispatch;
        // Wired to templateContentEdited once templateToElements lands (issue 3).
      }}
      sx={{ mb: 2, bgcolor: 'background.paper' }}
    >
      {fr.editor.canvas.editTemplate}
    </Button>
  );
}
