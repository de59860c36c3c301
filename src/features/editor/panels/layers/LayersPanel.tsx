import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  Fragment,
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { fr } from '../../../../i18n/fr';
import {
  elementReordered,
  elementSelected,
  elementsHidden,
  elementsLocked,
  selectElementById,
  selectElementIds,
  selectionToggled,
  selectScreen,
  selectSelectedId,
  selectSelection,
  selectSharedPartMap,
} from '../../editorSlice';
import { announce } from '../../../../common/announce';
import { isHidden, isLocked } from '../../../../document/lockHide';
import { beginGesture } from '../../gestures/pointerGesture';
import { isFlowScreen } from '../../../../document/layout/screens';
import { isHiddenOn } from '../../model/overrides';
import type { EditorElement, SharedPart } from '../../../../document/types';
import { elementLabel, sameContents } from '../../canvas/CanvasElement';
import { PLACEHOLDER_IMAGE } from '../../../../document/placeholderImage';
import { safeImageSource } from '../../../../document/validate/safeStyles';
import { ELEMENT_TYPE_ICONS } from '../elements/elementTypeIcons';

const m = fr.manipulation;
const s = fr.editor.shared;
const NBSP = '\u00a0';
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};
/** Every row, a group's heading too, is this high: a pointer's height says which gap it is over. */
const ROW = 44;
const MAX_HEIGHT = 8 * ROW;

function snippet(content: string): string {
  const text = content.replace(/\s+/g, ' ').trim();
  if (!text) return m.layerEmptyContent;
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** « En-tête du site », « Cette page », « Pied de page du site »: where a layer belongs. */
type GroupName = SharedPart | 'page';

/** The layers of one group, shown together; a layer is dragged only within its group. */
interface LayerGroup {
  name: GroupName;
  /** Its layers, top of the z-order first. */
  ids: string[];
  /** The row its first layer is in (under its heading, when the list has headings). */
  first: number;
  /** The z-index, in the page as drawn, of its layer at the back. */
  base: number;
}

interface Layout {
  groups: LayerGroup[];
  /** Whether the groups have headings: only when a shared part is shown on this page. */
  headed: boolean;
  /** Rows, headings included. */
  rows: number;
}

/**
 * The page as drawn (header, own elements, footer, from the back) as groups in the list: the
 * header's first, as on the page, then the page's own, then the footer's; an empty group is left
 * out. A page without a shared part is one group without a heading, the list as it always was.
 */
function layoutOf(ids: readonly string[], parts: ReadonlyMap<string, SharedPart>): Layout {
  const byGroup: Record<GroupName, string[]> = { header: [], page: [], footer: [] };
  for (const id of ids) byGroup[parts.get(id) ?? 'page'].push(id);
  const headed = byGroup.header.length > 0 || byGroup.footer.length > 0;
  const groups: LayerGroup[] = [];
  let base = 0;
  let rows = 0;
  for (const name of ['header', 'page', 'footer'] as const) {
    const group = byGroup[name];
    if (!group.length) continue;
    if (headed) rows += 1;
    groups.push({ name, ids: group.reverse(), first: rows, base });
    base += group.length;
    rows += group.length;
  }
  return { groups, headed, rows };
}

interface RowProps {
  id: string;
  /** Position in its group, top of the z-order first. */
  index: number;
  /** How many layers its group has. */
  count: number;
  /** Its z-index in the page as drawn. */
  zIndex: number;
  /** The shared part it belongs to, told to screen readers with its name. */
  part: SharedPart | null;
  /** Its row in the list, headings included: told to screen readers as its place in the list. */
  row: number;
  /** How many items the list has, headings included. */
  rows: number;
  selected: boolean;
  dragged: boolean;
  top: number;
  onPointerDown: (event: ReactPointerEvent, id: string, row: number) => void;
}

const sameRow = (a: EditorElement | undefined, b: EditorElement | undefined) =>
  a === b || (a !== undefined && b !== undefined && sameContents(a, b));

/** Whether `b` is `a` with other words only (typing): the rest of the row stays as it is. */
const onlyWordsChanged = (a: EditorElement | undefined, b: EditorElement | undefined) =>
  a !== undefined &&
  b !== undefined &&
  a.content !== b.content &&
  sameRow(a, { ...b, content: a.content });

/**
 * One layer: its own store subscription, so editing one element re-renders one row. New words (a
 * text typed in) are drawn in a render of their own (React's `useDeferredValue`), after the one
 * that shows them on the canvas: a word typed in a text whose row is in view costs the keystroke
 * no more than one whose row is scrolled away. Any other change (locked, hidden, its type) shows
 * at once.
 */
const LayerRow = memo(function LayerRow(props: RowProps) {
  // A row shows no place or size: moving elements renders none of their rows again.
  const element = useAppSelector((state) => selectElementById(state, props.id), sameRow);
  const screen = useAppSelector(selectScreen);
  const deferred = useDeferredValue(element);
  const shown = onlyWordsChanged(deferred, element) ? deferred : element;
  return shown ? <LayerRowView {...props} element={shown} screen={screen} /> : null;
});

const LayerRowView = memo(function LayerRowView({
  id,
  index,
  count,
  zIndex,
  part,
  row,
  rows,
  selected,
  dragged,
  top,
  onPointerDown,
  element,
  screen,
}: RowProps & { element: EditorElement; screen: ReturnType<typeof selectScreen> }) {
  const dispatch = useAppDispatch();
  const Icon = ELEMENT_TYPE_ICONS[element.type];
  // Hidden on the screen shown, and hidden on both smaller screens (shown on Ordinateur only).
  const hiddenHere = isFlowScreen(screen) && isHiddenOn(element, screen);
  const hiddenOnSmall = isHiddenOn(element, 'tablet') && isHiddenOn(element, 'phone');
  const hiddenNotes: string[] = [];
  if (hiddenHere) hiddenNotes.push(fr.editor.screens.hiddenHere);
  if (hiddenOnSmall) hiddenNotes.push(fr.editor.screens.hiddenOnSmall);
  const label = elementLabel(element);
  const locked = isLocked(element);
  const hidden = isHidden(element);
  const t = fr.editor.selection;
  return (
    <Box
      role="listitem"
      data-layer-type={element.type}
      aria-posinset={row + 1}
      aria-setsize={rows}
      onPointerDown={(event) => onPointerDown(event, id, row)}
      sx={{
        position: 'absolute',
        top,
        left: 0,
        right: 0,
        height: ROW,
        display: 'flex',
        alignItems: 'center',
        gap: 0.25,
        px: 0.5,
        borderRadius: 1.5,
        bgcolor: selected ? 'rgba(37, 99, 235, 0.1)' : 'transparent',
        outline: selected ? '1px solid rgba(37, 99, 235, 0.5)' : 'none',
        opacity: dragged ? 0.5 : 1,
        color: hidden ? 'text.disabled' : undefined,
        touchAction: 'pan-y',
        userSelect: 'none',
        '&:hover': { bgcolor: selected ? 'rgba(37, 99, 235, 0.14)' : 'action.hover' },
      }}
    >
      <DragIndicator
        fontSize="small"
        aria-hidden="true"
        sx={{ color: 'text.disabled', cursor: 'grab', touchAction: 'none', flexShrink: 0 }}
      />
      <Box
        component="button"
        type="button"
        aria-current={selected ? 'true' : undefined}
        onClick={(event) =>
          // Shift or Ctrl + click: in or out of the selection, as on the canvas.
          dispatch(
            event.shiftKey || event.ctrlKey || event.metaKey
              ? selectionToggled(id)
              : elementSelected(id),
          )
        }
        onKeyDown={(event) => {
          // From the keyboard too: Maj + Entrée or Maj + Espace adds the layer to the selection
          // (or takes it out), the way to choose several without a mouse.
          const modified = event.shiftKey || event.ctrlKey || event.metaKey;
          if (modified && (event.key === 'Enter' || event.key === ' ')) {
            event.preventDefault();
            dispatch(selectionToggled(id));
          }
        }}
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          height: ROW - 8,
          px: 0.5,
          border: 0,
          borderRadius: 1,
          bgcolor: 'transparent',
          color: 'text.primary',
          font: 'inherit',
          textAlign: 'left',
          cursor: 'pointer',
          '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
        }}
      >
        <Icon fontSize="small" sx={{ color: 'primary.main', flexShrink: 0 }} aria-hidden="true" />
        <Box component="span" sx={{ minWidth: 0, display: 'grid' }}>
          <Typography component="span" variant="caption" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
            {fr.editor.types[element.type]}
          </Typography>
          {element.type !== 'image' && (
            <Typography
              component="span"
              variant="caption"
              noWrap
              sx={{ color: 'text.secondary', lineHeight: 1.3 }}
            >
              {/* Read as « Texte : Votre texte ici », shown on two lines. */}
              <span style={visuallyHidden}>{`${NBSP}: `}</span>
              {snippet(element.content)}
            </Typography>
          )}
          {/* Its group's heading is above it in the list, but a screen reader moving from
              button to button may not say so: « Texte : Logo, En-tête du site ». */}
          {part && <span style={visuallyHidden}>{`, ${s.parts[part]}`}</span>}
        </Box>
        {hiddenNotes.length > 0 && (
          <Box
            component="span"
            data-layer-hidden={hiddenOnSmall ? 'small-screens' : 'here'}
            title={hiddenNotes.join(', ')}
            sx={{
              display: 'flex',
              flexShrink: 0,
              ml: 'auto',
              color: hiddenOnSmall ? 'warning.dark' : 'text.secondary',
            }}
          >
            <VisibilityOffOutlined sx={{ fontSize: 16 }} aria-hidden="true" />
            <span style={visuallyHidden}>{`, ${hiddenNotes.join(', ')}`}</span>
          </Box>
        )}
        {element.type === 'image' && (
          <img
            src={safeImageSource(element.content) ?? PLACEHOLDER_IMAGE}
            alt=""
            draggable={false}
            style={{
              width: 36,
              height: 24,
              objectFit: 'cover',
              borderRadius: 3,
              marginLeft: 'auto',
            }}
          />
        )}
      </Box>
      <IconButton
        size="small"
        data-layer-step="lock"
        aria-label={t.lock}
        aria-pressed={locked}
        title={`${t.lock}${locked ? ` (${t.lockedState})` : ''}`}
        onClick={() => {
          dispatch(elementsLocked({ ids: [id], locked: !locked }));
          announce(t.lockedDone(!locked));
        }}
        sx={{ p: 0.25, color: locked ? 'primary.main' : 'text.secondary' }}
      >
        {locked ? (
          <LockOutlined sx={{ fontSize: 16 }} />
        ) : (
          <LockOpenOutlined sx={{ fontSize: 16 }} />
        )}
      </IconButton>
      <IconButton
        size="small"
        data-layer-step="hide"
        aria-label={t.hide}
        aria-pressed={hidden}
        title={`${t.hide}${hidden ? ` (${t.hiddenState})` : ''}`}
        onClick={() => {
          dispatch(elementsHidden({ ids: [id], hidden: !hidden }));
          announce(t.hiddenDone(!hidden));
        }}
        sx={{ p: 0.25, color: hidden ? 'primary.main' : 'text.secondary' }}
      >
        {hidden ? (
          <VisibilityOffOutlined sx={{ fontSize: 16 }} />
        ) : (
          <VisibilityOutlined sx={{ fontSize: 16 }} />
        )}
      </IconButton>
      <IconButton
        size="small"
        data-layer-step="up"
        aria-label={m.layerUp(label)}
        title={m.layerUp(label)}
        disabled={index === 0}
        onClick={() => dispatch(elementReordered({ id, to: zIndex + 1 }))}
        sx={{ p: 0.25 }}
      >
        <ArrowUpwardOutlined sx={{ fontSize: 16 }} />
      </IconButton>
      <IconButton
        size="small"
        data-layer-step="down"
        aria-label={m.layerDown(label)}
        title={m.layerDown(label)}
        disabled={index === count - 1}
        onClick={() => dispatch(elementReordered({ id, to: zIndex - 1 }))}
        sx={{ p: 0.25 }}
      >
        <ArrowDownwardOutlined sx={{ fontSize: 16 }} />
      </IconButton>
    </Box>
  );
});

/**
 * The gap between rows under the pointer (0 is above the first row), kept within `group`: a
 * layer dropped above or below its group stays at its group's top or bottom.
 */
function gapAt(list: HTMLElement | null, clientY: number, group: LayerGroup): number {
  const y = clientY - (list?.getBoundingClientRect().top ?? 0) + (list?.scrollTop ?? 0);
  return Math.min(Math.max(Math.round(y / ROW), group.first), group.first + group.ids.length);
}

interface LayerDrag {
  id: string;
  /** Its row in the list. */
  from: number;
  /** The gap the layer would drop into (0 = above the first row), once the drag has started. */
  gap: number | null;
}

/**
 * « Calques »: the elements from the front (top of the list) to the back, each with its type and
 * a snippet of its content. A click selects (the canvas follows, and the list follows the
 * canvas); a layer is dragged to a new place, or moved one step with its arrows. Virtualized: a
 * page of 1,000 elements renders a dozen rows. With a shared header or footer on the page, the
 * one list « Calques » has a heading item before each group's layers, « En-tête du site »,
 * « Cette page » and « Pied de page du site » in that order, and a layer moves only within its
 * own group: the composition puts every element back in its part (document/sharedParts.ts), so a
 * move across groups could not stay. Every item, heading or layer, is one row: its place and the
 * list's size, told to screen readers, count them all.
 */
export function LayersPanel() {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const ids = useAppSelector(selectElementIds, shallowEqual);
  // The rows follow the selection in a deferred render (React's `useDeferredValue`,
  // interruptible), after the canvas has shown it: the rectangle selecting 500 does not wait for
  // the list.
  const selectedId = useDeferredValue(useAppSelector(selectSelectedId));
  const selection = useDeferredValue(useAppSelector(selectSelection));
  const chosen = useMemo(() => new Set(selection), [selection]);
  const parts = useAppSelector(selectSharedPartMap);
  const layout = useMemo(() => layoutOf(ids, parts), [ids, parts]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<LayerDrag | null>(null);

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is used as documented
  const virtualizer = useVirtualizer({
    count: layout.rows,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW,
    overscan: 6,
    initialRect: { width: 240, height: MAX_HEIGHT },
  });

  const selectedRow = useMemo(() => {
    if (selectedId === null) return -1;
    for (const group of layout.groups) {
      const index = group.ids.indexOf(selectedId);
      if (index >= 0) return group.first + index;
    }
    return -1;
  }, [layout, selectedId]);
  useEffect(() => {
    if (selectedRow >= 0) virtualizer.scrollToIndex(selectedRow, { align: 'auto' });
  }, [selectedRow, virtualizer]);

  const layoutRef = useRef(layout);
  useEffect(() => {
    layoutRef.current = layout;
  }, [layout]);

  // Stable, so the memoized rows do not re-render when the list does.
  const onRowPointerDown = useCallback(
    (event: ReactPointerEvent, id: string, row: number) => {
      if ((event.target as Element).closest('[data-layer-step]')) return;
      const group = layoutRef.current.groups.find((g) => g.ids.includes(id));
      if (!group) return;
      const current: LayerDrag = { id, from: row, gap: null };
      const follow = (e: PointerEvent) => {
        current.gap = gapAt(scrollRef.current, e.clientY, group);
        setDrag({ ...current });
      };
      beginGesture(
        event.nativeEvent,
        'layer',
        {
          move: follow,
          commit: () => {
            setDrag(null);
            if (current.gap === null) return;
            const to = current.gap > current.from ? current.gap - 1 : current.gap;
            if (to !== current.from) {
              // The row it lands on, as a place in its group, then in the page as drawn.
              const { first, ids: layers, base } = group;
              const zIndex = base + layers.length - 1 - (to - first);
              dispatch(elementReordered({ id: current.id, to: zIndex }));
            }
            dispatch(elementSelected(current.id));
          },
          cancel: () => setDrag(null),
        },
        dispatch,
      );
    },
    [dispatch],
  );

  const virtualItems = virtualizer.getVirtualItems();

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ p: 2, pt: 1 }}>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {m.layersTitle}
      </Typography>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
        {ids.length ? m.layersHint : m.layersEmpty}
      </Typography>
      <Box
        ref={scrollRef}
        sx={{
          maxHeight: MAX_HEIGHT,
          height: Math.min(layout.rows * ROW, MAX_HEIGHT),
          overflowY: 'auto',
          position: 'relative',
        }}
      >
        <Box
          role="list"
          aria-labelledby={titleId}
          sx={{ position: 'relative', height: virtualizer.getTotalSize() }}
        >
          {layout.groups.map((group) => {
            const { name, ids: layers, first } = group;
            return (
              <Fragment key={name}>
                {/* Always drawn, out of the virtualizer's hands: a screen reader finds every
                    heading wherever the list is scrolled. Before its group's rows, as read. */}
                {layout.headed && (
                  <Box
                    role="listitem"
                    data-layer-group={name}
                    aria-posinset={first}
                    aria-setsize={layout.rows}
                    sx={{
                      position: 'absolute',
                      top: (first - 1) * ROW,
                      left: 0,
                      right: 0,
                      height: ROW,
                      display: 'flex',
                      alignItems: 'flex-end',
                      px: 0.5,
                      pb: 0.5,
                    }}
                  >
                    <Typography
                      component="h3"
                      variant="caption"
                      sx={{ fontWeight: 700, color: 'text.secondary' }}
                    >
                      {name === 'page' ? s.pageGroup : s.parts[name]}
                    </Typography>
                  </Box>
                )}
                {virtualItems
                  .filter((item) => item.index >= first && item.index < first + layers.length)
                  .map((item) => {
                    const index = item.index - first;
                    const id = layers[index];
                    return (
                      <LayerRow
                        key={id}
                        id={id}
                        index={index}
                        count={layers.length}
                        zIndex={group.base + layers.length - 1 - index}
                        part={name === 'page' ? null : name}
                        row={item.index}
                        rows={layout.rows}
                        selected={chosen.has(id)}
                        dragged={drag?.gap !== null && drag?.id === id}
                        top={item.start}
                        onPointerDown={onRowPointerDown}
                      />
                    );
                  })}
              </Fragment>
            );
          })}
          {drag && drag.gap !== null && (
            <Box
              aria-hidden="true"
              sx={{
                position: 'absolute',
                left: 4,
                right: 4,
                top: drag.gap * ROW - 1,
                height: 2,
                bgcolor: 'primary.main',
                borderRadius: 1,
                pointerEvents: 'none',
              }}
            />
          )}
        </Box>
      </Box>
    </Box>
  );
}
