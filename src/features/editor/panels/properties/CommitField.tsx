import TextField from '@mui/material/TextField';
import { useState, type KeyboardEvent } from 'react';
import { useAppDispatch } from '../../../../app/hooks';
import type { AddressParse } from '../../../../document/links';
import { interactionEnded, interactionStarted } from '../../editorSlice';

/**
 * What a committed text gives: the value to apply (for a link's anchor, null removes it), or why
 * it is refused; null: nothing to do.
 */
export type Commit<V extends string | null = string> =
  { ok: true; value: V } | { ok: false; message: string } | null;

/** An address read by `parse`; refused with `refused`'s message. Empty changes nothing. */
export const addressCommit =
  (parse: (text: string) => AddressParse, refused: (text: string) => string) =>
  (text: string): Commit => {
    if (text.trim() === '') return null;
    const parsed = parse(text);
    return parsed.ok ? parsed : { ok: false, message: refused(text.trim()) };
  };

/**
 * A text field applied when the person leaves it or presses Entrée (one undo step): `read` says
 * what the text gives; a refusal shows under the field, in French, and changes nothing. While it
 * has the focus the editor's mode is `editing`. (« Formulaire »'s fields, a link's address and
 * anchor.)
 */
export function CommitField<V extends string | null = string>({
  label,
  field,
  initial,
  read,
  apply,
  type = 'text',
  helper,
}: {
  label: string;
  field: string;
  initial: string;
  read: (text: string) => Commit<V>;
  apply: (value: V) => void;
  type?: 'text' | 'email' | 'tel' | 'url';
  helper?: string;
}) {
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const commit = (text: string) => {
    const result = text === initial ? null : read(text);
    setError(result && !result.ok ? result.message : null);
    if (result?.ok) {
      apply(result.value);
      setDraft(result.value ?? '');
    }
  };
  return (
    <TextField
      label={label}
      size="small"
      type={type}
      value={draft ?? initial}
      error={error !== null}
      helperText={error ?? helper}
      onFocus={() => {
        setDraft(initial);
        dispatch(interactionStarted('editing'));
      }}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => {
        if (draft !== null) commit(draft);
        setDraft(null);
        dispatch(interactionEnded());
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter' && draft !== null) {
          event.preventDefault();
          commit(draft);
        }
      }}
      slotProps={{
        htmlInput: {
          'data-field': field,
          spellCheck: false,
          autoComplete: 'off',
          'aria-invalid': error !== null,
        },
        formHelperText: { role: error ? 'alert' : undefined },
      }}
    />
  );
}
