import AddOutlined from '@mui/icons-material/AddOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import {
  memo,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { LIMITS } from '../../../../document/limits';
import type { Page } from '../../../../document/types';
import { fr } from '../../../../i18n/fr';
import {
  pageDeleted,
  pageMoved,
  pageSelected,
  selectCurrentPageId,
  selectHomePageId,
  samePagesApartFromElements,
  selectPages,
} from '../../editorSlice';
import { beginGesture } from '../../gestures/pointerGesture';
import { useLazyPart } from '../../../../common/lazyPart';
import { pageDialog, pageSettingsDialog } from '../../editorParts';
import { PageActionsMenu } from './PageActionsMenu';
import type { PageDialogMode } from './PageDialog';
import { Hint } from '../../../../common/Hint';

const t = fr.editor.pages;
/** Every row is this high, so a pointer's height says which place it is over. */
const ROW = 40;
interface Drag {
  pageId: string;
  from: number;
  startY: number;
  to: number;
}

/**
 * « Pages »: the site's pages in their order, the one on the canvas marked `aria-current="page"`.
 * A click shows a page; « Ajouter une page »; « Paramètres de la page » (beside the title) opens
 * the shown page's settings; each page's menu renames, duplicates, deletes, moves it, makes it
 * the home page and opens its settings. Reordered by dragging the handle, or with Alt + ↑ / ↓ on
 * a page. Every change is one undo step (editor/pageReducers.ts).
 */
export const PagesPanel = memo(function PagesPanel({ onShown }: { onShown?: () => void }) {
  const dispatch = useAppDispatch();
  // Names, addresses and settings: the panel does not render again when an element changes.
  const pages = useAppSelector(selectPages, samePagesApartFromElements);
  const currentId = useAppSelector(selectCurrentPageId);
  const homeId = useAppSelector(selectHomePageId);
  const titleId = useId();
  const hintId = useId();
  const homeId_ = useId();
  const [dialog, setDialog] = useState<{ mode: PageDialogMode; page?: Page } | null>(null);
  // null until first opened: the dialogs load on first use (editorParts.ts).
  const [settingsOpen, setSettingsOpen] = useState<boolean | null>(null);
  const dialogs = useLazyPart(pageDialog, dialog !== null);
  const settings = useLazyPart(pageSettingsDialog, settingsOpen !== null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  // The collections' model pages count in the site's limit too.
  const full = useAppSelector(
    (state) => (state.editor?.document.pages.length ?? 0) >= LIMITS.pages,
  );

  const move = (page: Page, to: number) => {
    const index = pages.findIndex((p) => p.id === page.id);
    const target = Math.min(pages.length - 1, Math.max(0, to));
    if (index === -1 || target === index) return;
    dispatch(pageMoved({ pageId: page.id, toIndex: target }));
    setAnnouncement(t.moved(page.name, target + 1, pages.length));
    // The row's button keeps the focus at its new place.
    requestAnimationFrame(() =>
      listRef.current
        ?.querySelector<HTMLButtonElement>(`[data-page-id="${CSS.escape(page.id)}"]`)
        ?.focus(),
    );
  };

  // The deleted page's row (and its menu button) is gone: the focus goes to the page now shown,
  // and a screen reader hears what happened.
  const remove = (page: Page) => {
    dispatch(pageDeleted(page.id));
    setAnnouncement(t.deleted(page.name));
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLButtonElement>('[aria-current="page"]')?.focus(),
    );
  };

  const onKeyDown = (event: ReactKeyboardEvent, page: Page, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(page, index + (event.key === 'ArrowUp' ? -1 : 1));
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>, page: Page, index: number) => {
    const current: Drag = { pageId: page.id, from: index, startY: event.clientY, to: index };
    beginGesture(
      event.nativeEvent,
      'page',
      {
        move: (e) => {
          const dy = e.clientY - current.startY;
          current.to = Math.min(pages.length - 1, Math.max(0, current.from + Math.round(dy / ROW)));
          setDrag({ ...current });
        },
        commit: () => {
          setDrag(null);
          move(page, current.to);
        },
        cancel: () => setDrag(null),
      },
      dispatch,
    );
  };
  // The rows are memoized (switching pages re-renders two rows, not fifty): they get one stable
  // object whose functions call the latest handlers of this render.
  const latest = useRef<RowActions | null>(null);
  useLayoutEffect(() => {
    latest.current = {
      select: (page) => {
        dispatch(pageSelected(page.id));
        onShown?.();
      },
      keyDown: onKeyDown,
      pointerDown: onPointerDown,
      rename: (page) => setDialog({ mode: 'rename', page }),
      remove,
      move,
    };
  });
  const actions = useMemo<RowActions>(
    () => ({
      select: (page) => latest.current?.select(page),
      keyDown: (event, page, index) => latest.current?.keyDown(event, page, index),
      pointerDown: (event, page, index) => latest.current?.pointerDown(event, page, index),
      rename: (page) => latest.current?.rename(page),
      remove: (page) => latest.current?.remove(page),
      move: (page, to) => latest.current?.move(page, to),
    }),
    [],
  );

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ p: 2, pb: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography
          id={titleId}
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 700, flex: 1 }}
        >
          {t.title}
        </Typography>
        <Hint title={fr.editor.settings.page.open}>
          <IconButton
            size="small"
            aria-label={fr.editor.settings.page.open}
            onClick={() => setSettingsOpen(true)}
          >
            <TuneOutlined fontSize="small" />
          </IconButton>
        </Hint>
      </Box>
      <Box id={hintId} sx={{ display: 'none' }}>
        {t.reorderHint}
      </Box>
      <Box id={homeId_} sx={{ display: 'none' }}>
        {t.home}
      </Box>
      <Box
        component="ul"
        ref={listRef}
        aria-label={t.list}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
      >
        {pages.map((page, index) => {
          const dragged = drag !== null && drag.pageId === page.id;
          const shift =
            drag && !dragged
              ? index > drag.from && index <= drag.to
                ? -ROW
                : index < drag.from && index >= drag.to
                  ? ROW
                  : 0
              : dragged
                ? (drag.to - drag.from) * ROW
                : 0;
          return (
            <PageRow
              key={page.id}
              page={page}
              index={index}
              count={pages.length}
              current={page.id === currentId}
              home={page.id === homeId}
              full={full}
              dragging={drag !== null}
              dragged={dragged}
              shift={shift}
              describedBy={page.id === homeId ? `${homeId_} ${hintId}` : hintId}
              actions={actions}
            />
          );
        })}
      </Box>
      <Button
        startIcon={<AddOutlined />}
        size="small"
        onClick={() => setDialog({ mode: 'add' })}
        disabled={full}
        sx={{ mt: 1 }}
      >
        {t.add}
      </Button>
      {full && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {t.limitReached(LIMITS.pages)}
        </Typography>
      )}
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
      {dialog && dialogs && (
        <dialogs.PageDialog mode={dialog.mode} page={dialog.page} onClose={() => setDialog(null)} />
      )}
      {settings && settingsOpen !== null && (
        <settings.PageSettingsDialog
          pageId={currentId}
          open={settingsOpen}
          onClose={() => setSettingsOpen(false)}
        />
      )}
    </Box>
  );
});

interface RowActions {
  select: (page: Page) => void;
  keyDown: (event: ReactKeyboardEvent, page: Page, index: number) => void;
  pointerDown: (event: ReactPointerEvent<HTMLElement>, page: Page, index: number) => void;
  rename: (page: Page) => void;
  move: (page: Page, to: number) => void;
  remove: (page: Page) => void;
}

/** One page of the list: re-rendered only when its own props change. */
const PageRow = memo(function PageRow({
  page,
  index,
  count,
  current,
  home,
  full,
  dragging,
  dragged,
  shift,
  describedBy,
  actions,
}: {
  page: Page;
  index: number;
  count: number;
  current: boolean;
  home: boolean;
  full: boolean;
  dragging: boolean;
  dragged: boolean;
  shift: number;
  describedBy: string;
  actions: RowActions;
}) {
  return (
    <Box
      component="li"
      data-page-row={page.slug}
      sx={{
        display: 'flex',
        alignItems: 'center',
        height: ROW - 4,
        borderRadius: 1.5,
        bgcolor: current ? 'rgba(37, 99, 235, 0.1)' : 'transparent',
        outline: current ? '1px solid rgba(37, 99, 235, 0.5)' : 'none',
        transform: shift ? `translateY(${shift}px)` : undefined,
        transition: dragging ? 'transform 120ms' : undefined,
        opacity: dragged ? 0.7 : 1,
        position: 'relative',
        zIndex: dragged ? 1 : 0,
        '&:hover': { bgcolor: current ? 'rgba(37, 99, 235, 0.14)' : 'action.hover' },
      }}
    >
      <Box
        aria-hidden="true"
        data-page-handle={page.slug}
        onPointerDown={(event) => actions.pointerDown(event, page, index)}
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 24,
          alignSelf: 'stretch',
          cursor: 'grab',
          touchAction: 'none',
          color: 'text.disabled',
        }}
      >
        <DragIndicator fontSize="small" />
      </Box>
      <Box
        component="button"
        type="button"
        data-page-id={page.id}
        aria-current={current ? 'page' : undefined}
        aria-describedby={describedBy}
        onClick={() => actions.select(page)}
        onKeyDown={(event: ReactKeyboardEvent) => actions.keyDown(event, page, index)}
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          alignItems: 'center',
          gap: 0.75,
          height: '100%',
          px: 0.5,
          border: 0,
          background: 'none',
          font: 'inherit',
          fontSize: '0.875rem',
          fontWeight: current ? 700 : 400,
          color: 'text.primary',
          textAlign: 'left',
          cursor: 'pointer',
          borderRadius: 1,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <Box
          component="span"
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {page.name}
        </Box>
        {home && (
          // Named by the description (« Page d'accueil »), not in the button's name.
          <Box component="span" title={t.home} sx={{ display: 'flex', flexShrink: 0 }}>
            <HomeOutlined aria-hidden="true" fontSize="small" sx={{ color: 'primary.main' }} />
          </Box>
        )}
      </Box>
      <PageActionsMenu
        page={page}
        index={index}
        count={count}
        home={home}
        full={full}
        onRename={() => actions.rename(page)}
        onDelete={() => actions.remove(page)}
        onMove={(to) => actions.move(page, to)}
        trigger={(props) => (
          <IconButton size="small" aria-label={t.actions(page.name)} {...props}>
            <MoreVert fontSize="small" />
          </IconButton>
        )}
      />
    </Box>
  );
});

// In `sx`, a width of 1 would mean 100 %: pixels are written out.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
