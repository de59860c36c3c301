import { nanoid } from '@reduxjs/toolkit';
import { useRef, useState } from 'react';
import { useAppDispatch } from '../../../../app/hooks';
import { interactionEnded, interactionStarted } from '../../editorSlice';

/** What a field's text parses to: a value to apply, `pending` (not finished yet) or refused. */
export type FieldParse<T> = { ok: true; value: T } | { ok: false; pending?: boolean };

/**
 * The editing life of one property field. While the field has the focus it shows what is typed
 * (the draft), so « 1 » → « » → « 12 » is not replaced by a parsed 0 mid-typing; every usable
 * draft is applied at once, so the canvas follows the typing. Each focus opens a new session:
 * its key (`${field}:${session}`) goes with every edit, and the slice joins the edits of one
 * session into one undo step (a typing pause also starts a new step, see model/history.ts).
 * A refused draft changes nothing: the field gets the current value back on leaving and says why.
 * While a field has the focus the editor's mode is `editing` (see docs/architecture.md).
 */
export function useFieldEdit<T>({
  field,
  value,
  parse,
  apply,
}: {
  field: string;
  value: string;
  parse: (text: string) => FieldParse<T>;
  apply: (value: T, mergeKey: string) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const session = useRef('');
  const dispatch = useAppDispatch();

  const onFocus = () => {
    session.current = nanoid(8);
    setDraft(value);
    dispatch(interactionStarted('editing'));
  };
  const onChange = (text: string) => {
    if (draft === null) session.current = nanoid(8); // changed without focus (a picker)
    setDraft(text);
    const parsed = parse(text);
    if (parsed.ok) {
      apply(parsed.value, `${field}:${session.current}`);
      setRefused(false);
    } else {
      setRefused(!parsed.pending);
    }
  };
  const onBlur = () => {
    if (draft !== null && !parse(draft).ok) setRefused(true);
    setDraft(null);
    dispatch(interactionEnded());
  };
  return {
    value: draft ?? value,
    refused,
    onFocus,
    onBlur,
    onChange,
  };
}
