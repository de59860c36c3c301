import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import Button from '@mui/material/Button';
import { useAppDispatch } from '../../../app/hooks';
import { fr } from '../../../i18n/fr';
import type { Template } from '../../templates';
import { templateContentEdited } from '../editorSlice';

/**
 * « Modifier le contenu du template »: the faint template behind the canvas becomes editable
 * elements (header, texts, buttons, pictures, footer) laid out where the template shows them,
 * under the elements already placed, in one undo step.
 */
export function EditTemplateContentButton({ template }: { template: Template }) {
  const dispatch = useAppDispatch();
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<EditNoteOutlined />}
      onClick={() => dispatch(templateContentEdited(template))}
      sx={{ mb: 2, bgcolor: 'background.paper' }}
    >
      {fr.editor.canvas.editTemplate}
    </Button>
  );
}
