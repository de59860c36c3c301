import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useAppDispatch, useAppStore } from '../../../app/hooks';
import { makeElementId } from '../../../document/makeElementId';
import { fr } from '../../../i18n/fr';
import { loadTemplatePages, type Template } from '../../templates';
import { selectDocument, templateContentEdited } from '../editorSlice';

/**
 * « Modifier le contenu du template »: the faint template behind the canvas becomes the site —
 * its home page's sections as editable elements under the elements already placed, its other
 * pages (« À propos », « Contact ») added — in one undo step. The pages are built by the section
 * library, loaded on demand at the first click.
 */
export function EditTemplateContentButton({ template }: { template: Template }) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [busy, setBusy] = useState(false);
  const edit = async () => {
    setBusy(true);
    try {
      const [templatePages, { placeSamples }] = await Promise.all([
        loadTemplatePages(),
        import('../../../document/collections/samples'),
      ]);
      const built = templatePages(template, makeElementId);
      // Its lists show the site's collections of their kinds, or new ones made of its samples.
      const placed = placeSamples(
        selectDocument(store.getState()),
        built.map((page) => page.elements),
        built.flatMap((page) => page.samples ?? []),
        makeElementId,
      );
      const pages = built.map((page, i) => ({ ...page, elements: placed.elements[i] }));
      dispatch(templateContentEdited(template.id, pages, template.palette, placed.added));
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
