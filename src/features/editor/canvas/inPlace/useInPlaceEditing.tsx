import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useAppDispatch, useAppStore } from '../../../../app/hooks';
import { announce, prepareAnnouncer } from '../../../../common/announce';
import { isLocked } from '../../../../document/lockHide';
import { formatInteger } from '../../../../common/numberFormat';
import type { EditorElement } from '../../../../document/types';
import { fr } from '../../../../i18n/fr';
import { elementSelected, selectSelection } from '../../editorSlice';
import { MAX_TEXT_LENGTH } from '../../model/updateElement';
import { caretOffsetAt } from './caretOffset';
import { registerInPlaceStarter } from './inPlaceStarters';
import { InPlaceText } from './InPlaceText';

/** The elements whose words are edited on the canvas (the others have no words, or many). */
export const IN_PLACE_TYPES: ReadonlySet<EditorElement['type']> = new Set([
  'text',
  'button',
  'header',
  'footer',
]);

/** Editor chrome under the element, outside its box (the box clips what overflows it). */
const noticeStyle: CSSProperties = {
  position: 'absolute',
  top: '100%',
  left: 0,
  marginTop: 6,
  minWidth: 240,
  maxWidth: 420,
  padding: '8px 12px',
  border: '1px solid #FCA5A5',
  borderRadius: 6,
  background: '#FEF2F2',
  color: '#991B1B',
  font: '14px/1.4 system-ui, sans-serif',
  textAlign: 'left',
  whiteSpace: 'normal',
  zIndex: 2,
};

export interface InPlaceEditing {
  /** Whether the element's words can be edited on the canvas. */
  editable: boolean;
  editing: boolean;
  /** Enters editing with the caret at the end of the text (the Enter key). */
  start(): void;
  /** Enters editing with the caret where the person double-clicked. */
  onDoubleClick(event: MouseEvent<HTMLElement>): void;
  /** The editing box, drawn in place of the element's body while editing. */
  editor: ReactNode;
  /** Beside the element's box: why the text cannot be kept (too long), while it is so. */
  notice: ReactNode;
}

/**
 * In-place editing of one canvas element's words (docs/decisions.md, « Texte sur le canevas »):
 * the session lives here, in the element, not in the store; the store sees the mode `editing`
 * while it lasts and, on commit, one `elementUpdated`. `boxRef` is the element's box (its text
 * node, and where the keyboard focus returns).
 */
export function useInPlaceEditing(
  element: EditorElement | undefined,
  boxRef: RefObject<HTMLElement | null>,
): InPlaceEditing {
  const [session, setSession] = useState<{ caret: number | null } | null>(null);
  const [tooLong, setTooLong] = useState(false);
  const wasEditing = useRef(false);
  const focusBack = useRef(false);
  const hintId = useId();
  const noticeId = useId();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const editable = element !== undefined && IN_PLACE_TYPES.has(element.type);
  const id = element?.id;

  const locked = element !== undefined && isLocked(element);
  const begin = useCallback(
    (caret: number | null) => {
      if (!editable || id === undefined) return;
      // « Verrouiller »: its words are not edited on the canvas either; say why.
      if (locked) {
        announce(fr.editor.selection.lockedRefused);
        return;
      }
      // The element edited is the selection, alone (it may have been one of several).
      const selection = selectSelection(store.getState());
      if (selection.length !== 1 || selection[0] !== id) dispatch(elementSelected(id));
      // The live region exists before its first message, or screen readers miss it.
      prepareAnnouncer();
      setTooLong(false);
      setSession((current) => current ?? { caret });
    },
    [editable, locked, id, dispatch, store],
  );
  const start = useCallback(() => begin(null), [begin]);
  // « Modifier le texte » of the canvas's context menu starts it from outside the element.
  useEffect(() => {
    if (!editable || id === undefined) return;
    return registerInPlaceStarter(id, start);
  }, [editable, id, start]);
  const onDoubleClick = (event: MouseEvent<HTMLElement>) => {
    // Shift, Ctrl and Cmd clicks belong to the selection.
    if (session || event.shiftKey || event.ctrlKey || event.metaKey || event.altKey) return;
    const box = boxRef.current;
    if (!editable || !box) return;
    event.preventDefault();
    begin(caretOffsetAt(box, event.clientX, event.clientY));
  };
  const onEnd = useCallback((refocus: boolean) => {
    focusBack.current = refocus;
    setSession(null);
    setTooLong(false);
  }, []);

  // Leaving the editing: the keyboard focus goes back to the element (still selected) when the
  // person left with the keyboard, or when the click that ended it focused nothing else.
  useLayoutEffect(() => {
    const editing = session !== null;
    const left = wasEditing.current && !editing;
    wasEditing.current = editing;
    if (!left) return;
    const refocus = focusBack.current;
    focusBack.current = false;
    const box = boxRef.current;
    // Still selected (read from the store: one of several selected is not told it).
    if (!box || id === undefined || !selectSelection(store.getState()).includes(id)) return;
    const active = document.activeElement;
    if (refocus || active === null || active === document.body) box.focus({ preventScroll: true });
  }, [session, boxRef, store, id]);

  const editor =
    session && element ? (
      <InPlaceText
        element={element}
        caret={session.caret}
        hintId={hintId}
        noticeId={tooLong ? noticeId : null}
        onTooLong={setTooLong}
        onEnd={onEnd}
      />
    ) : null;
  const notice =
    session && tooLong ? (
      <span id={noticeId} role="alert" style={noticeStyle}>
        {fr.editor.inPlace.tooLong(formatInteger(MAX_TEXT_LENGTH))}
      </span>
    ) : null;
  return { editable, editing: session !== null, start, onDoubleClick, editor, notice };
}
