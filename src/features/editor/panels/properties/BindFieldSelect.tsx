import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import type { RootState } from '../../../../app/store';
import { findCollection } from '../../../../document/collections/collections';
import { bindableFields, fieldLabel } from '../../../../document/collections/itemFields';
import type { EditorElement, ItemField } from '../../../../document/types';
import { fr } from '../../../../i18n/fr';
import { elementUpdated } from '../../editorSlice';
import { ownPage } from '../../editorState';

const t = fr.collections.bind;

/** The kind of the collection whose « Modèle de page » is on the canvas, or null. */
const selectModelKind = (state: RootState) => {
  const editor = state.editor;
  if (!editor) return null;
  const id = ownPage(editor).collection;
  return id === undefined ? null : (findCollection(editor.document, id)?.kind ?? null);
};

/**
 * « Lier au champ », on a collection's « Modèle de page »: the item's field this element shows on
 * each item's page (a text: the title, the date, the summary, the content…; a picture: the image;
 * a button: the link), or none (it stays what it is on every item's page). One undo step.
 */
export function BindFieldSelect({ element }: { element: EditorElement }) {
  const dispatch = useAppDispatch();
  const kind = useAppSelector(selectModelKind);
  if (!kind) return null;
  const fields = bindableFields(kind, element.type);
  if (!fields.length) return null;
  const value = element.properties.field ?? '';
  return (
    <TextField
      select
      size="small"
      label={t.label}
      helperText={t.help}
      value={fields.includes(value as ItemField) ? value : ''}
      onChange={(event) => {
        const field = event.target.value;
        dispatch(
          elementUpdated({
            id: element.id,
            changes: { field: field === '' ? null : (field as ItemField) },
          }),
        );
      }}
    >
      <MenuItem value="">{t.none}</MenuItem>
      {fields.map((field) => (
        <MenuItem key={field} value={field}>
          {fieldLabel(kind, field)}
        </MenuItem>
      ))}
    </TextField>
  );
}
