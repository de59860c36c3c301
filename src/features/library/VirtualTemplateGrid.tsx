import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { fr } from '../../i18n/fr';
import { TemplateCard } from './TemplateCard';
import { GAP_PX, type GridProps } from './gridLayout';

function useColumnCount() {
  const theme = useTheme();
  const sm = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const md = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const lg = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  return lg ? 4 : md ? 3 : sm ? 2 : 1;
}

/** The large grid: rows of cards, rendered only near the viewport, scrolled by the window. */
export default function VirtualTemplateGrid({ templates, onPreview }: GridProps) {
  const columns = useColumnCount();
  const rowCount = Math.ceil(templates.length / columns);
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => 420,
    overscan: 1,
    gap: GAP_PX,
    scrollMargin,
  });

  return (
    <Box
      ref={listRef}
      role="list"
      aria-label={fr.library.gridLabel}
      sx={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          role="presentation"
          data-index={row.index}
          ref={virtualizer.measureElement}
          style={{
            display: 'grid',
            gap: GAP_PX,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${row.start - scrollMargin}px)`,
          }}
        >
          {templates
            .slice(row.index * columns, row.index * columns + columns)
            .map((template, i) => (
              // Keyed by slot, not by template: a new search updates the cards on screen in
              // place instead of unmounting and mounting them.
              <div
                key={i}
                role="listitem"
                aria-setsize={templates.length}
                aria-posinset={row.index * columns + i + 1}
                style={{ minWidth: 0 }}
              >
                <TemplateCard template={template} onPreview={onPreview} />
              </div>
            ))}
        </div>
      ))}
    </Box>
  );
}
