import TextField from '@mui/material/TextField';
import { useFieldEdit } from './useFieldEdit';

/**
 * A number property (position, size, font size, corners, padding). `parse` is the spec's rule for
 * the field (parseIntegerField: anything non-numeric is 0; parseFontSize: falls back to 16).
 */
export function NumberField({
  label,
  field,
  value,
  parse,
  apply,
  min,
  disabled = false,
  helperText,
}: {
  label: string;
  field: string;
  value: number;
  parse: (text: string) => number;
  apply: (value: number, mergeKey: string) => void;
  min?: number;
  disabled?: boolean;
  helperText?: string;
}) {
  const edit = useFieldEdit({
    field,
    value: String(value),
    parse: (text) => ({ ok: true, value: parse(text) }),
    apply,
  });
  return (
    <TextField
      label={label}
      type="number"
      size="small"
      disabled={disabled}
      helperText={helperText}
      value={edit.value}
      onFocus={edit.onFocus}
      onBlur={edit.onBlur}
      onChange={(event) => edit.onChange(event.target.value)}
      slotProps={{ htmlInput: { inputMode: 'numeric', step: 1, min, 'data-field': field } }}
    />
  );
}
