import {
  useLayoutEffect,
  useRef,
  type ClipboardEvent,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useAppDispatch } from '../../../../app/hooks';
import { announce } from '../../../../common/announce';
import { formatInteger } from '../../../../common/numberFormat';
import type { EditorElement } from '../../../../document/types';
import { fr } from '../../../../i18n/fr';
import { elementUpdated, interactionEnded, interactionStarted } from '../../editorSlice';
import { MAX_TEXT_LENGTH } from '../../model/updateElement';

const t = fr.editor.inPlace;

/** Line breaks as the document keeps them: `\n` only (a paste from Windows brings `\r\n`). */
export const normaliseNewlines = (text: string) => text.replace(/\r\n?/g, '\n');

/**
 * The editing box takes the element's own look from its box (font, size, colour, alignment,
 * spacing, underline) and adds nothing: no border, padding, background or resize grip. It grows
 * with its lines like the text it stands for (`field-sizing`), so a centred button's words stay
 * centred and a text's lines break where they did.
 */
const fieldStyle: CSSProperties = {
  display: 'block',
  width: '100%',
  fieldSizing: 'content',
  margin: 0,
  padding: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  resize: 'none',
  overflow: 'hidden',
  boxSizing: 'border-box',
  font: 'inherit',
  color: 'inherit',
  letterSpacing: 'inherit',
  lineHeight: 'inherit',
  textAlign: 'inherit',
  textDecoration: 'inherit',
  textTransform: 'inherit',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'break-word',
  cursor: 'text',
  userSelect: 'text',
};

/** Browsers without `field-sizing` (Firefox, older Safari) get the box's height set to its lines. */
const SIZES_ITSELF = typeof CSS !== 'undefined' && CSS.supports?.('field-sizing', 'content');

function fitHeight(field: HTMLTextAreaElement) {
  if (SIZES_ITSELF) return;
  field.style.height = 'auto';
  if (field.scrollHeight > 0) field.style.height = `${field.scrollHeight}px`;
}

/**
 * Puts `text` at the caret (replacing the selected part). `execCommand` keeps the box's own
 * undo (Ctrl+Z while typing) in step; where a browser has none, `setRangeText` does it.
 */
function insertAtCaret(field: HTMLTextAreaElement, text: string) {
  const inserted =
    typeof document.execCommand === 'function' && document.execCommand('insertText', false, text);
  if (inserted) return;
  field.setRangeText(text, field.selectionStart, field.selectionEnd, 'end');
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The element's words, editable where they stand. A `<textarea>` rather than a contentEditable:
 * it holds text and nothing else whatever is typed, pasted or dropped, the canvas's drag ignores
 * presses in it, and every browser's IME works in it. Enter (Ctrl+Enter, Cmd+Enter) or leaving
 * commits; Escape cancels; Shift+Enter breaks a line in a text. None of its keys reaches the
 * canvas or the editor's shortcuts.
 */
export function InPlaceText({
  element,
  caret,
  hintId,
  noticeId,
  onTooLong,
  onEnd,
}: {
  element: EditorElement;
  /** Where the caret starts in the text; null: at its end. */
  caret: number | null;
  hintId: string;
  /** The too-long message's id while it shows. */
  noticeId: string | null;
  onTooLong: (tooLong: boolean) => void;
  /** The session is over; `refocus`: the element takes the keyboard focus back. */
  onEnd: (refocus: boolean) => void;
}) {
  const dispatch = useAppDispatch();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const ended = useRef(false);
  const multiline = element.type === 'text';
  // The first caret only: the session keeps its own afterwards.
  const initialCaret = useRef(caret);

  useLayoutEffect(() => {
    const field = fieldRef.current;
    ended.current = false;
    dispatch(interactionStarted('editing'));
    if (field) {
      fitHeight(field);
      field.focus({ preventScroll: true });
      const length = field.value.length;
      const at = Math.min(initialCaret.current ?? length, length);
      field.setSelectionRange(at, at);
    }
    return () => {
      // Unmounted without an end (the element left the canvas): the mode goes back to idle.
      if (!ended.current) dispatch(interactionEnded());
      ended.current = true;
    };
  }, [dispatch]);

  const finish = (commit: boolean, refocus: boolean) => {
    const field = fieldRef.current;
    if (ended.current || !field) return;
    const text = normaliseNewlines(field.value);
    const tooLong = text.length > MAX_TEXT_LENGTH;
    // Validating with the keyboard keeps a too-long text in the box (its message says why), so
    // nothing typed is lost; leaving it otherwise changes nothing.
    if (commit && tooLong && refocus) return;
    ended.current = true;
    let message: string = t.cancelled;
    if (commit && tooLong) message = t.refused(formatInteger(MAX_TEXT_LENGTH));
    else if (commit && text !== element.content) {
      dispatch(elementUpdated({ id: element.id, changes: { content: text } }));
      message = t.committed;
    } else if (commit) message = t.unchanged;
    dispatch(interactionEnded());
    announce(message);
    onEnd(refocus);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // The keys belong to the text (Delete, arrows, Ctrl+Z…): not to the element, nor the editor.
    event.stopPropagation();
    // An IME composing a word uses Enter and Escape itself.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      finish(false, true);
      return;
    }
    if (event.key !== 'Enter' || event.altKey) return;
    const command = event.ctrlKey || event.metaKey;
    if (event.shiftKey && multiline && !command) return; // a new line
    event.preventDefault();
    finish(true, true);
  };

  const onBlur = () => {
    // The window losing the focus (another tab, another app) keeps the box focused: not an end.
    if (document.activeElement === fieldRef.current) return;
    finish(true, false);
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    // Only the clipboard's plain text, whatever else it holds (HTML, pictures).
    event.preventDefault();
    event.stopPropagation();
    const text = normaliseNewlines(event.clipboardData.getData('text/plain'));
    if (text) insertAtCaret(event.currentTarget, text);
  };

  const onInput = () => {
    const field = fieldRef.current;
    if (!field) return;
    fitHeight(field);
    onTooLong(normaliseNewlines(field.value).length > MAX_TEXT_LENGTH);
  };

  // A press in the box places the caret or selects words: no drag, no change of selection.
  const onPointerDown = (event: PointerEvent<HTMLTextAreaElement>) => event.stopPropagation();

  return (
    <>
      <textarea
        ref={fieldRef}
        data-in-place=""
        aria-label={t.label(fr.editor.types[element.type])}
        aria-describedby={noticeId ? `${noticeId} ${hintId}` : hintId}
        aria-invalid={noticeId ? true : undefined}
        aria-multiline={multiline ? undefined : false}
        defaultValue={element.content}
        rows={1}
        spellCheck
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        onPaste={onPaste}
        onInput={onInput}
        onPointerDown={onPointerDown}
        style={fieldStyle}
      />
      <span id={hintId} hidden>
        {multiline ? t.hintMultiline : t.hint}
      </span>
    </>
  );
}
