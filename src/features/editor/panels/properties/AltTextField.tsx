import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useAppDispatch } from '../../../../app/hooks';
import { formatInteger } from '../../../../common/numberFormat';
import type { EditorElement } from '../../../../document/types';
import { fr } from '../../../../i18n/fr';
import { elementUpdated } from '../../editorSlice';
import { MAX_ALT_LENGTH } from '../../model/updateElement';
import { useFieldEdit } from './useFieldEdit';

const t = fr.editor.properties;

/**
 * A picture's « Texte alternatif » (what a screen reader says, and what shows if the picture does
 * not load), or « Image décorative » (an empty `alt`: screen readers skip it). Not given, the
 * export writes an empty `alt` too, and « Vérifier le site » asks for one.
 */
export function AltTextField({ element }: { element: EditorElement }) {
  const dispatch = useAppDispatch();
  const { alt } = element.properties;
  const decorative = alt === '';
  const edit = useFieldEdit<string>({
    field: 'alt',
    value: alt ?? '',
    parse: (text) => (text.length <= MAX_ALT_LENGTH ? { ok: true, value: text } : { ok: false }),
    apply: (value, mergeKey) =>
      dispatch(elementUpdated({ id: element.id, changes: { alt: value || null }, mergeKey })),
  });
  return (
    <>
      <TextField
        label={t.altText}
        size="small"
        multiline
        maxRows={4}
        disabled={decorative}
        value={decorative ? '' : edit.value}
        error={edit.refused}
        helperText={edit.refused ? t.altTooLong(formatInteger(MAX_ALT_LENGTH)) : t.altHint}
        onFocus={edit.onFocus}
        onBlur={edit.onBlur}
        onChange={(event) => edit.onChange(event.target.value)}
        slotProps={{ htmlInput: { 'data-field': 'alt' } }}
      />
      <FormControlLabel
        control={
          <Checkbox
            size="small"
            checked={decorative}
            onChange={(event) =>
              dispatch(
                elementUpdated({
                  id: element.id,
                  changes: { alt: event.target.checked ? '' : null },
                }),
              )
            }
          />
        }
        label={t.decorative}
      />
    </>
  );
}
