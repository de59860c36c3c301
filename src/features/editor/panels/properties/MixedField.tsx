import TextField from '@mui/material/TextField';
import { fr } from '../../../../i18n/fr';
import { useFieldEdit, type FieldParse } from './useFieldEdit';

/**
 * A field of the properties panel for several elements: their common value, or empty with
 * « Mixte » where they differ. What is typed goes to all of them (one undo step a session); a
 * refused value changes nothing and says why (`refusedText`).
 */
export function MixedField<T>({
  label,
  field,
  values,
  parse,
  apply,
  refusedText,
  numeric = false,
}: {
  label: string;
  field: string;
  values: string[];
  parse: (text: string) => FieldParse<T>;
  apply: (value: T, mergeKey: string) => void;
  refusedText?: string;
  numeric?: boolean;
}) {
  const mixed = values.some((v) => v !== values[0]);
  const edit = useFieldEdit({ field, value: mixed ? '' : (values[0] ?? ''), parse, apply });
  return (
    <TextField
      label={label}
      size="small"
      value={edit.value}
      placeholder={mixed ? fr.editor.selection.mixed : undefined}
      error={edit.refused}
      helperText={edit.refused ? refusedText : undefined}
      onFocus={edit.onFocus}
      onBlur={edit.onBlur}
      onChange={(event) => edit.onChange(event.target.value)}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          'data-field': field,
          ...(numeric ? { inputMode: 'numeric' as const } : {}),
          ...(mixed ? { 'aria-description': fr.editor.selection.mixed } : {}),
        },
      }}
    />
  );
}
