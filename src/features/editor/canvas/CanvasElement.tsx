import { deleteElementsAsking } from '../sharedPartsThunks';
import {
  memo,
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../app/hooks';
import { fr } from '../../../i18n/fr';
import {
  elementSelected,
  selectionToggled,
  selectCurrentPageId,
  selectDocument,
  selectElements,
  selectPages,
  selectSelection,
  selectScreen,
} from '../editorSlice';
import { useElementFont } from '../../fonts';
import { elementBoxStyle } from '../../../document/style/elementBoxStyle';
import type { EditorElement, SharedPart } from '../../../document/types';
import { isHidden, isLocked } from '../../../document/lockHide';
import { groupOf } from '../model/group';
import { ResizeHandles } from './ResizeHandles';
import { useInPlaceEditing } from './inPlace/useInPlaceEditing';
import { ImageBody } from './ImageBody';
import { lazyPart, useLazyPart } from '../../../common/lazyPart';
import { MENU_ICON } from '../../../document/render/linkMarkup';
import { accentInk, DEFAULT_FORM_ACCENT } from '../../../document/form';
import { fieldLabel, FORM_METRICS, formOf } from '../../../document/formFields';

/** Editor chrome, never exported: the selection's blue border, the empty container's outline. */
const SELECTED_OUTLINE = '2px solid #3B82F6';
const CONTAINER_OUTLINE = '2px dashed #94A3B8';
/** An element of the site's header or footer: « Commun à toutes les pages », in violet. */
const SHARED_OUTLINE = '2px dashed #7C3AED';
const DELETE_SIZE = 28;
/** The types drawn under what sits on them (docs/architecture.md, the page's reading tree). */
const HOLDS_OTHERS: ReadonlySet<EditorElement['type']> = new Set(['container', 'header', 'footer']);

// Above the top-right corner, clear of the corner's resize handle.
const deleteButtonStyle: CSSProperties = {
  position: 'absolute',
  top: -DELETE_SIZE - 6,
  right: 0,
  width: DELETE_SIZE,
  height: DELETE_SIZE,
  padding: 0,
  border: '2px solid #FFFFFF',
  borderRadius: '50%',
  background: '#DC2626',
  color: '#FFFFFF',
  cursor: 'pointer',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxShadow: '0 1px 3px rgba(15, 23, 42, 0.3)',
  zIndex: 1,
};

// Above the top-left corner, clear of what the element shows; inside it for an element at the
// canvas's top edge (a header's), where above would be cut off.
const LABEL_HEIGHT = 20;
const sharedLabelStyle: CSSProperties = {
  position: 'absolute',
  top: 0,
  left: 0,
  padding: '2px 6px',
  background: '#6D28D9',
  color: '#FFFFFF',
  font: '600 12px/16px system-ui, sans-serif',
  whiteSpace: 'nowrap',
  borderRadius: '0 0 4px 0',
  pointerEvents: 'none',
  zIndex: 2,
};

/** Marks an element of the shared header or footer when hovered (CanvasElement: when selected). */
export const SHARED_PART_SX = {
  '& [data-element-id][data-shared]:hover > [role="group"]': {
    outline: `${SHARED_OUTLINE} !important`,
  },
  '& [data-element-id][data-shared] > [data-shared-label]': { display: 'none' },
  '& [data-element-id][data-shared]:hover > [data-shared-label], & [data-element-id][data-shared][data-selected] > [data-shared-label]':
    { display: 'block' },
} as const;

/** The accessible name of an element on the canvas: « Texte : Votre texte ici ». */
export function elementLabel(element: EditorElement): string {
  const type = fr.editor.types[element.type];
  if (element.type === 'image') return type;
  const text = element.content.replace(/\s+/g, ' ').trim();
  if (element.type === 'container' && !text)
    return fr.editor.canvas.elementLabel(type, fr.editor.canvas.emptyContainer);
  return fr.editor.canvas.elementLabel(type, text.length > 60 ? `${text.slice(0, 59)}…` : text);
}

const menuBarStyle: CSSProperties = {
  display: 'flex',
  flex: 1,
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'inherit',
  gap: '4px 24px',
  whiteSpace: 'nowrap',
};
const menuButtonStyle: CSSProperties = {
  display: 'flex',
  width: 'fit-content',
  alignItems: 'center',
  gap: 8,
  minHeight: 44,
  padding: '0 12px',
  border: '1px solid currentColor',
  borderRadius: 8,
};

/**
 * A « Menu » on the canvas, as the export draws it: the site's pages side by side, the page shown
 * underlined; on Mobile its « Menu » button (the export's list folds under it).
 */
function MenuBody() {
  const pages = useAppSelector(selectPages);
  const currentId = useAppSelector(selectCurrentPageId);
  const screen = useAppSelector(selectScreen);
  if (screen === 'phone') {
    // As the export: the fold spans the menu's width, its button at its start.
    return (
      <span style={{ display: 'block', width: '100%' }}>
        <span style={menuButtonStyle}>
          <span style={{ width: 18, height: 14, background: MENU_ICON }} />
          {fr.editor.menu.toggle}
        </span>
      </span>
    );
  }
  return (
    <span style={menuBarStyle}>
      {pages.map((page) => (
        <span
          key={page.id}
          style={
            page.id === currentId
              ? { textDecoration: 'underline', textUnderlineOffset: '0.3em' }
              : undefined
          }
        >
          {page.name}
        </span>
      ))}
    </span>
  );
}

const formFieldStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: FORM_METRICS.labelGap,
  marginBottom: FORM_METRICS.fieldGap,
};
const formInputStyle: CSSProperties = {
  display: 'block',
  minHeight: FORM_METRICS.control,
  padding: '10px 12px',
  border: '1px solid #6B7280',
  borderRadius: 8,
  background: '#FFFFFF',
  lineHeight: 1.2,
  boxSizing: 'border-box',
};
const formCheckStyle: CSSProperties = {
  ...formFieldStyle,
  flexDirection: 'row',
  alignItems: 'center',
  gap: FORM_METRICS.checkGap,
  minHeight: FORM_METRICS.control,
};

/**
 * A « Formulaire » on the canvas, as the export draws it: each field's label and an empty input,
 * the send button. Only a drawing (no input, nothing focusable): the element is what is selected.
 */
function FormBody({ element }: { element: EditorElement }) {
  const form = formOf(element);
  const accent = form.accent ?? DEFAULT_FORM_ACCENT;
  const mark = (required: boolean) => (required ? ' *' : '');
  return (
    <span style={{ display: 'block', whiteSpace: 'normal' }} aria-hidden="true">
      {form.fields.map((field) =>
        field.kind === 'consent' ? (
          <span key={field.id} style={formCheckStyle}>
            <span
              style={{
                ...formInputStyle,
                minHeight: 0,
                padding: 0,
                flex: 'none',
                width: FORM_METRICS.checkbox,
                height: FORM_METRICS.checkbox,
                borderRadius: 4,
              }}
            />
            <span>{fieldLabel(field) + mark(field.required)}</span>
          </span>
        ) : (
          <span key={field.id} style={formFieldStyle}>
            <span>{fieldLabel(field) + mark(field.required)}</span>
            <span
              style={{
                ...formInputStyle,
                height: field.kind === 'message' ? FORM_METRICS.message : undefined,
              }}
            />
          </span>
        ),
      )}
      <span
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          minWidth: FORM_METRICS.control,
          minHeight: FORM_METRICS.control,
          padding: '10px 24px',
          borderRadius: 8,
          fontWeight: 700,
          lineHeight: 1.2,
          background: accent,
          color: accentInk(accent),
          boxSizing: 'border-box',
        }}
      >
        {element.content.trim() || fr.editor.form.button}
      </span>
    </span>
  );
}

/** A « Liste »'s cards on the canvas: loaded when a page showing one is first drawn. */
const listBody = lazyPart(() => import('./ListBody'));

/** A « Liste »'s cards, once their code is there (a moment after the page is first drawn). */
function LazyListBody({ element }: { element: EditorElement }) {
  const module = useLazyPart(listBody, true);
  return module ? <module.ListBody element={element} /> : null;
}

/** An element's content on the canvas: text as a text node, a picture filling its box. */
export function ElementBody({ element }: { element: EditorElement }) {
  if (element.type === 'menu') return <MenuBody />;
  if (element.type === 'form') return <FormBody element={element} />;
  if (element.type === 'list') return <LazyListBody element={element} />;
  if (element.type === 'image') return <ImageBody element={element} />;
  // Text is a React text node: whatever a person types is shown as text, never parsed as HTML.
  return element.content;
}

/** Whether `a` and `b` hold the same values, but for the keys `skip`. */
function sameFields(a: object, b: object, skip: (key: string) => boolean): boolean {
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  for (const key of Object.keys(ra)) if (!skip(key) && ra[key] !== rb[key]) return false;
  for (const key of Object.keys(rb))
    if (!skip(key) && !Object.hasOwn(ra, key) && rb[key] !== undefined) return false;
  return true;
}

const isStyles = (key: string) => key === 'styles';
const isPlace = (key: string) => key === 'position' || key === 'size';

/**
 * Whether `b` is `a` but for its place and size (what a drag changes): the same contents. What
 * shows an element but not its place (its canvas contents, its row in « Calques ») need not render
 * again when only its place changes.
 */
export function sameContents(a: EditorElement, b: EditorElement): boolean {
  return a === b || (sameFields(a, b, isStyles) && sameFields(a.styles, b.styles, isPlace));
}

/** The site's theme (its fonts and colours), which every canvas element draws with. */
export const selectSiteTheme = (state: Parameters<typeof selectDocument>[0]) =>
  selectDocument(state).theme;

type Theme = ReturnType<typeof selectSiteTheme>;
/** An element's box style but for what places it (CanvasElement's own box): its look. */
type Look = Omit<
  ReturnType<typeof elementBoxStyle>,
  'position' | 'left' | 'top' | 'width' | 'height' | 'minHeight' | 'margin'
>;

/**
 * One element on the canvas: plain DOM styled with `style` (it changes on every frame of a drag),
 * with no store subscription of its own: its group (ElementGroup) reads its elements and hands
 * each its element. `selected` comes from the canvas, so a change of selection re-renders the two
 * elements concerned and no other; `theme` too (one subscription for the canvas). Its box is placed here; what it shows (ElementContents)
 * renders again only when more than its place changes: moving 500 together renders 500 boxes
 * again, not their contents. When several are selected, none of them renders for it: the canvas
 * marks them (`aria-current`, useSelectionMarks) and draws their blue borders (SelectionBox).
 */
export const CanvasElement = memo(function CanvasElement({
  id,
  element,
  theme,
  selected,
  primary = selected,
  part = null,
}: {
  id: string;
  /** The shared part (« En-tête du site », « Pied de page du site ») holding it, if any. */
  part?: SharedPart | null;
  /** The element `id` of the page shown (none while the page changes). */
  element: EditorElement | undefined;
  theme: Theme;
  /** The only element selected: its blue border, its resize handles and delete button. */
  selected: boolean;
  /** The selected element the keyboard acts on (the last one selected): it holds the focus. */
  primary?: boolean;
}) {
  if (!element) return null;
  const { position, left, top, width, height, minHeight, margin, ...box } = elementBoxStyle(
    element,
    theme,
  );
  // A list's colour and corners are its cards' (ListBody): its box is only their place.
  const look =
    element.type === 'list' ? { ...box, backgroundColor: 'transparent', borderRadius: 0 } : box;
  const locked = isLocked(element);
  return (
    <div
      data-element-id={id}
      data-element-type={element.type}
      data-locked={locked ? '' : undefined}
      data-shared={part ?? undefined}
      style={{
        // « Masquer »: not drawn (it stays in « Calques », where it is shown again).
        display: isHidden(element) ? 'none' : undefined,
        position,
        left,
        top,
        width,
        height,
        minHeight,
        margin,
        // A selected element comes forward (its handles above its neighbours), but not a box that
        // holds others (a band, a header): it would hide its own texts and pictures. Several
        // selected come forward through the canvas's style (`data-selected`, useSelectionMarks).
        zIndex: selected && !HOLDS_OTHERS.has(element.type) ? 1 : 0,
        // A selected element is what a drag moves: with a transform (here one that changes
        // nothing) the browser draws it once and then only shifts it, when the drag translates
        // it and when its new left and top arrive, instead of drawing it again each time. Several
        // selected get theirs from the canvas's style too.
        transform: selected ? 'translate(0px, 0px)' : undefined,
        pointerEvents: 'auto',
      }}
    >
      <ElementContents
        id={id}
        element={element}
        look={look}
        theme={theme}
        selected={selected}
        primary={primary}
      />
      {part && (
        <span
          data-shared-label=""
          style={{
            ...sharedLabelStyle,
            ...(element.styles.position.y >= LABEL_HEIGHT
              ? { top: -LABEL_HEIGHT, borderRadius: '4px 4px 0 0' }
              : null),
            ...(selected ? { display: 'block' } : null),
          }}
        >
          {fr.editor.shared.common}
        </span>
      )}
    </div>
  );
});

type ContentsProps = {
  id: string;
  element: EditorElement;
  look: Look;
  theme: Theme;
  /** The only element selected. */
  selected: boolean;
  primary: boolean;
};

/** What an element shows inside its box: its look and words, its handles, in-place editing. */
const ElementContents = memo(
  function ElementContents({ id, element, look, theme, selected, primary }: ContentsProps) {
    const dispatch = useAppDispatch();
    const store = useAppStore();
    // The site's fonts (docs/decisions.md, « Fonts »): the element's face loads when first shown.
    useElementFont(element, theme);
    const boxRef = useRef<HTMLDivElement>(null);
    // Double-click or Enter edits a text's words where they stand (inPlace/useInPlaceEditing.tsx).
    const inPlace = useInPlaceEditing(element, boxRef);
    // Canvas elements are keyed by their place in their group (ElementGroup), so showing another
    // page reuses the DOM instead of rebuilding it. When a change of z-order moves the selected
    // element to another place, the keyboard focus stays on the box at its old place, which now
    // shows another element (or was removed: <body>): the selected element takes the focus back.
    // A focused canvas element is always the selected one otherwise (focusing selects).
    const shownId = useRef(id);
    const toggling = useRef(false);
    useLayoutEffect(() => {
      const box = boxRef.current;
      const before = shownId.current;
      shownId.current = id;
      // This node showed another element, which had the focus (deleted, or another page shown by
      // an undo): the focus must not stay on an element that is not selected.
      if (
        before !== id &&
        box &&
        document.activeElement === box &&
        !selectSelection(store.getState()).includes(id)
      ) {
        box.blur();
      }
      if (!primary) return;
      const active = document.activeElement;
      if (!box || active === box) return;
      // Another element's box had the focus (not this element's own in-place editing box).
      const elsewhere =
        active instanceof HTMLElement &&
        active.closest('[data-element-id]') !== null &&
        active.closest('[data-element-id]') !== box.parentElement;
      if (active === document.body || elsewhere) box.focus({ preventScroll: true });
    }, [id, selected, primary, store]);

    const select = () => {
      // A member of a group selects its group (« Grouper »); a double-click edits its words.
      // Read from the store: one of several selected does not know it (CanvasElement).
      const state = store.getState();
      const target = groupOf(selectElements(state), id) ?? id;
      if (!selectSelection(state).includes(target)) dispatch(elementSelected(target));
    };
    const onPointerDown = (event: PointerEvent) => {
      event.stopPropagation();
      if (event.shiftKey || event.ctrlKey || event.metaKey) {
        // Shift or Ctrl + click: in or out of the selection; the focus the press brings must not
        // then select this element alone.
        toggling.current = true;
        requestAnimationFrame(() => {
          toggling.current = false;
        });
        dispatch(selectionToggled(id));
        return;
      }
      select();
    };
    const onFocus = () => {
      if (!toggling.current) select();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        select();
        const plain = !event.shiftKey && !event.ctrlKey && !event.metaKey && !event.altKey;
        if (event.key === 'Enter' && plain && event.target === event.currentTarget) inPlace.start();
      }
    };
    const outline = selected
      ? SELECTED_OUTLINE
      : element.type === 'container'
        ? CONTAINER_OUTLINE
        : 'none';
    const locked = isLocked(element);
    const label = locked
      ? `${elementLabel(element)}, ${fr.editor.selection.lockedState}`
      : elementLabel(element);

    const handles = selected && !locked;
    // `aria-current` (in the selection) is set by the canvas (useSelectionMarks), not here.
    return (
      <>
        <div
          ref={boxRef}
          role="group"
          tabIndex={0}
          aria-label={label}
          onPointerDown={onPointerDown}
          onFocus={onFocus}
          onKeyDown={onKeyDown}
          onDoubleClick={inPlace.onDoubleClick}
          style={{
            ...look,
            position: 'absolute',
            inset: 0,
            outline,
            outlineOffset: selected ? 0 : -2,
            cursor: locked ? 'default' : 'move',
            // A finger drags the element (useCanvasGestures) instead of scrolling the page.
            touchAction: 'none',
          }}
        >
          {inPlace.editor ?? <ElementBody element={element} />}
        </div>
        {inPlace.notice}
        {handles && <ResizeHandles />}
        {handles && (
          <button
            type="button"
            aria-label={fr.editor.canvas.deleteElement}
            title={fr.editor.canvas.deleteElement}
            onPointerDown={(event) => event.stopPropagation()}
            onClick={() => dispatch(deleteElementsAsking([id]))}
            style={deleteButtonStyle}
          >
            <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z"
              />
            </svg>
          </button>
        )}
      </>
    );
  },
  (a, b) =>
    a.id === b.id &&
    a.selected === b.selected &&
    a.primary === b.primary &&
    a.theme === b.theme &&
    shallowEqual(a.look, b.look) &&
    sameContents(a.element, b.element),
);
