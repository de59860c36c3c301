import TextField from '@mui/material/TextField';
import { useState, type KeyboardEvent } from 'react';

/**
 * A number of a text style (a size, « Interligne », « Espacement des lettres »), applied when the
 * person leaves the field or presses Entrée: one undo step per change, and no half-typed value
 * (« 4 » on the way to « 48 ») ever restyles the site. A refused value says why under the field
 * and changes nothing.
 */
export function StyleNumberField({
  label,
  value,
  format,
  parse,
  refused,
  hint,
  apply,
  inputMode = 'numeric',
}: {
  label: string;
  value: number;
  format: (value: number) => string;
  /** The value typed, or null when it is refused. */
  parse: (text: string) => number | null;
  refused: string;
  hint?: string;
  apply: (value: number) => void;
  inputMode?: 'numeric' | 'decimal';
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState(false);
  const commit = () => {
    if (draft === null || draft === format(value)) {
      setError(false);
      return;
    }
    const parsed = parse(draft);
    setError(parsed === null);
    if (parsed !== null && parsed !== value) apply(parsed);
  };
  return (
    <TextField
      label={label}
      size="small"
      value={draft ?? format(value)}
      onFocus={() => setDraft(format(value))}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => {
        commit();
        setDraft(null);
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
      error={error}
      helperText={error ? refused : hint}
      slotProps={{
        htmlInput: { inputMode, autoComplete: 'off', 'aria-invalid': error },
        formHelperText: { role: error ? 'alert' : undefined },
      }}
    />
  );
}
