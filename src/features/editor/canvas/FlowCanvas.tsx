import Box from '@mui/material/Box';
import {
  memo,
  useMemo,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { fr } from '../../../i18n/fr';
import type { Template } from '../../templates';
import { elementSelected, selectDocument, selectElements, selectSelectedId } from '../editorSlice';
import { useElementFont } from '../../fonts';
import { elementTypography } from '../../../document/style/elementBoxStyle';
import type { LayoutNode } from '../../../document/layout/flowLayout';
import { shownElements } from '../../../document/lockHide';
import { layoutOf, screenStylesOf } from '../model/overrides';
import {
  desktopStyle,
  FLOW_FRAME_STYLE,
  FLOW_PAGE_STYLE,
  GROUP_STYLE,
  type FlowStyle,
} from '../../../document/layout/screenStyles';
import { SCREEN_WIDTHS } from '../../../document/layout/screens';
import { PAGE_BACKGROUND } from '../../../document/style/elementBoxStyle';
import type { OverrideScreen, SiteTheme } from '../../../document/types';
import { ElementBody, elementLabel } from './CanvasElement';
import { EditTemplateContentButton } from './EditTemplateContentButton';
import { useInPlaceEditing } from './inPlace/useInPlaceEditing';
import { CANVAS_GUTTER, canvasAreaSx } from './canvasArea';
import { useFitScale } from './useFitScale';
import { useBoxSize } from '../../../common/useBoxSize';

/** Editor chrome, never part of the layout (an outline takes no room). */
const SELECTED_OUTLINE = '2px solid #3B82F6';
const CONTAINER_OUTLINE = '1px dashed #94A3B8';

interface NodeProps {
  node: LayoutNode;
  /** The element node whose box holds this node (null at the page's top level). */
  parent: LayoutNode | null;
  styles: Map<LayoutNode, FlowStyle>;
  selectedId: string | null;
  /** The site's fonts (the layout's box styles know none: elementTypography gives them). */
  theme: SiteTheme;
}

/**
 * One node of the page's reading tree with exactly the export's CSS for this screen: the element's
 * Ordinateur style, then the screen's on top (the cascade of the exported stylesheet); a group is
 * `display: contents` then the screen's. Editor chrome is an outline only, so it never moves
 * anything.
 */
const FlowNode = memo(function FlowNode({ node, parent, styles, selectedId, theme }: NodeProps) {
  const dispatch = useAppDispatch();
  const screenStyle = styles.get(node);
  const { element } = node;
  useElementFont(element ?? undefined, theme);
  const boxRef = useRef<HTMLDivElement>(null);
  // Words edited where they stand, as on Ordinateur; not a box that holds others here (its
  // children are laid out inside it, beside its words).
  const inPlace = useInPlaceEditing(
    node.children.length === 0 ? (element ?? undefined) : undefined,
    boxRef,
  );
  const children = node.children.map((child, i) => (
    <FlowNode
      key={child.element?.id ?? `group-${i}`}
      node={child}
      parent={element ? node : parent}
      styles={styles}
      selectedId={selectedId}
      theme={theme}
    />
  ));
  if (!element) {
    return (
      <div data-flow-group="" style={{ ...GROUP_STYLE, ...screenStyle } as CSSProperties}>
        {children}
      </div>
    );
  }
  const selected = element.id === selectedId;
  const select = () => {
    if (!selected) dispatch(elementSelected(element.id));
  };
  const onPointerDown = (event: PointerEvent) => {
    event.stopPropagation();
    select();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select();
      const plain = !event.shiftKey && !event.ctrlKey && !event.metaKey && !event.altKey;
      if (event.key === 'Enter' && plain) inPlace.start();
    }
  };
  const style = {
    ...desktopStyle(node, parent?.element ?? null, parent?.style),
    ...elementTypography(element, theme),
    ...screenStyle,
    outline: selected
      ? SELECTED_OUTLINE
      : element.type === 'container' && node.children.length === 0
        ? CONTAINER_OUTLINE
        : 'none',
    outlineOffset: -2,
    cursor: 'pointer',
    // The too-long message shows under the box, outside it.
    ...(inPlace.notice ? { position: 'relative', overflow: 'visible' } : null),
  } as CSSProperties;
  return (
    <div
      role="group"
      tabIndex={0}
      aria-label={elementLabel(element)}
      aria-current={selected ? 'true' : undefined}
      data-element-id={element.id}
      data-element-type={element.type}
      onPointerDown={onPointerDown}
      onFocus={(event) => {
        if (event.target === event.currentTarget) select();
      }}
      onKeyDown={onKeyDown}
      onDoubleClick={inPlace.onDoubleClick}
      ref={boxRef}
      style={style}
    >
      {inPlace.editor ?? <ElementBody element={element} />}
      {children}
      {inPlace.notice}
    </div>
  );
});

/**
 * The page on Tablette (768 px) or Mobile (390 px), laid out exactly as the exported page is at
 * that width: the page's reading tree (document/layout) rendered with the same styles the export
 * writes, scaled down to fit the canvas area when it is narrower. Positions are automatic here:
 * no drag, no resize; a click or the focus selects an element; the keyboard's Tab follows the
 * reading order.
 */
export function FlowCanvas({
  screen,
  template,
}: {
  screen: OverrideScreen;
  template: Template | null;
}) {
  const dispatch = useAppDispatch();
  const areaRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const width = SCREEN_WIDTHS[screen];
  const scale = useFitScale(areaRef, width, 2 * CANVAS_GUTTER);
  const elements = useAppSelector(selectElements);
  const selectedId = useAppSelector(selectSelectedId);
  const theme = useAppSelector((state) => selectDocument(state).theme);
  // One layout per change of the page's elements, kept across screens and remounts.
  // « Masquer »: a hidden element takes no room here either, as in the export.
  const root = useMemo(() => layoutOf(shownElements(elements)), [elements]);
  const styles = useMemo(() => screenStylesOf(root, screen), [root, screen]);
  // The frame's laid-out height (it has no border or scrollbar), before the canvas's scale.
  const { height } = useBoxSize(frameRef);
  const s = fr.editor.screens;

  // The exported `.page` on this screen: its desktop rule's box, then the screen's rule (its width
  // and height automatic).
  const pageStyle = {
    position: 'relative',
    margin: '0 auto',
    ...FLOW_PAGE_STYLE,
  } as CSSProperties;

  return (
    <Box ref={areaRef} data-canvas-area="" sx={canvasAreaSx}>
      {template && <EditTemplateContentButton template={template} />}
      <div style={{ width: width * scale, height: height * scale, margin: '0 auto' }}>
        <div
          ref={frameRef}
          role="region"
          aria-label={`${fr.editor.canvas.label}, ${s.canvasWidth(s.names[screen], width)}`}
          data-flow-canvas={screen}
          data-scale={scale}
          onPointerDown={() => {
            if (selectedId !== null) dispatch(elementSelected(null));
          }}
          style={{
            width,
            minHeight: 200,
            background: PAGE_BACKGROUND,
            overflow: 'clip',
            transform: scale === 1 ? undefined : `scale(${scale})`,
            transformOrigin: '0 0',
            boxShadow: '0 1px 3px rgba(15, 23, 42, 0.12), 0 8px 24px rgba(15, 23, 42, 0.06)',
            ...(FLOW_FRAME_STYLE as CSSProperties),
          }}
        >
          {elements.length === 0 ? (
            <p style={{ margin: 0, padding: '80px 16px', textAlign: 'center', color: '#64748B' }}>
              {fr.editor.canvas.empty}
            </p>
          ) : (
            <div data-flow-page="" style={pageStyle}>
              {root.children.map((child, i) => (
                <FlowNode
                  key={child.element?.id ?? `group-${i}`}
                  node={child}
                  parent={null}
                  styles={styles}
                  selectedId={selectedId}
                  theme={theme}
                />
              ))}
            </div>
          )}
        </div>
      </div>
    </Box>
  );
}
