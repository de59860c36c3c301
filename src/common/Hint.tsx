import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';

/** As MUI's Tooltip: shown 100 ms after the pointer comes, 700 ms into a touch, for 1,5 s after. */
const ENTER_DELAY_MS = 100;
const TOUCH_DELAY_MS = 700;
const TOUCH_LINGER_MS = 1500;
/** Between the hint and what it describes, and between the hint and the window's edges. */
const GAP_PX = 14;
const EDGE_PX = 8;

/** MUI's Tooltip, drawn without it (theme's grey 700 at 92 %, white, 11 px, 500). */
const BUBBLE: CSSProperties = {
  position: 'fixed',
  zIndex: 1500,
  maxWidth: 300,
  padding: '4px 8px',
  borderRadius: 4,
  background: 'rgba(97, 97, 97, 0.92)',
  color: '#fff',
  fontSize: '0.6875rem',
  fontWeight: 500,
  lineHeight: 1.4,
  overflowWrap: 'break-word',
  pointerEvents: 'none',
};

/** Below its anchor, centred, above it when the window has no room below; kept inside the window. */
function place(anchor: DOMRect, bubble: DOMRect): { top: number; left: number } {
  const below = anchor.bottom + GAP_PX;
  const top =
    below + bubble.height <= window.innerHeight - EDGE_PX
      ? below
      : Math.max(EDGE_PX, anchor.top - GAP_PX - bubble.height);
  const centred = anchor.left + anchor.width / 2 - bubble.width / 2;
  const left = Math.min(
    Math.max(EDGE_PX, centred),
    Math.max(EDGE_PX, window.innerWidth - EDGE_PX - bubble.width),
  );
  return { top, left };
}

function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * A short text that describes a control (its full name, its shortcut) when the pointer rests on
 * it, when it has the keyboard's focus, or during a long touch; Escape hides it. It looks and
 * behaves as MUI's Tooltip does, for a fraction of its cost: until it is first shown it is one
 * span and its listeners. An editor's top bar draws a dozen of them in its first render, where
 * MUI's (each with its Popper) rendered twice in the commit.
 *
 * The span wraps `children` and receives the events (a disabled button receives none); while the
 * hint shows, it is described by it (`aria-describedby`), as MUI's Tooltip with `describeChild`.
 */
export function Hint({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  const anchorRef = useRef<HTMLSpanElement>(null);
  const bubbleRef = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);

  const later = (ms: number, then: () => void) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(then, ms);
  };
  const show = () => {
    window.clearTimeout(timer.current);
    setOpen(true);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setOpen(false);
    setPosition(null);
  };

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Placed once drawn (its size is known then), before the browser paints it.
  useLayoutEffect(() => {
    const anchor = anchorRef.current;
    const bubble = bubbleRef.current;
    if (!open || !anchor || !bubble) return;
    setPosition(place(anchor.getBoundingClientRect(), bubble.getBoundingClientRect()));
  }, [open, title]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    // The page moved under it: it would point at nothing.
    const onScroll = () => hide();
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('scroll', onScroll, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', onScroll, true);
    };
  }, [open]);

  return (
    <span
      ref={anchorRef}
      style={{ display: 'inline-flex' }}
      aria-describedby={open ? id : undefined}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'touch') later(ENTER_DELAY_MS, show);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'touch') hide();
      }}
      onPointerDown={(event) => {
        if (event.pointerType === 'touch') later(TOUCH_DELAY_MS, show);
        else hide();
      }}
      onPointerUp={(event) => {
        if (event.pointerType === 'touch') later(TOUCH_LINGER_MS, hide);
      }}
      onPointerCancel={() => later(TOUCH_LINGER_MS, hide)}
      onFocus={(event) => {
        if (focusVisible(event.target)) show();
      }}
      onBlur={hide}
    >
      {children}
      {open &&
        createPortal(
          <div
            ref={bubbleRef}
            id={id}
            role="tooltip"
            style={{
              ...BUBBLE,
              top: position?.top ?? 0,
              left: position?.left ?? 0,
              visibility: position ? 'visible' : 'hidden',
            }}
          >
            {title}
          </div>,
          document.body,
        )}
    </span>
  );
}
