import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { makeElementId } from '../../../document/makeElementId';
import { fr } from '../../../i18n/fr';
import { loadTemplatePages, type Template } from '../../templates';
import { templateContentEdited } from '../editorSlice';

/**
 * « Modifier le contenu du template »: the faint template behind the canvas becomes the site —
 * its home page's sections as editable elements under the elements already placed, its other
 * pages (« À propos », « Contact ») added — in one undo step. The pages are built by the section
 * library, loaded on demand at the first click.
 */
export function EditTemplateContentButton({ template }: { template: Template }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const edit = async () => {
    setBusy(true);
    try {
      const templatePages = await loadTemplatePages();
      const built = templatePages(template, makeElementId);
      dispatch(templateContentEdited(template.id, built, template.palette));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<EditNoteOutlined />}
      onClick={() => void edit()}
      disabled={busy}
      sx={{ mb: 2, bgcolor: 'background.paper' }}
    >
      {fr.editor.canvas.editTemplate}
    </Button>
  );
}
