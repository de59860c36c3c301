import type { Template } from '../templates';

/** Up to this many cards, a plain CSS grid; beyond, only the rows on screen are rendered. */
export const VIRTUALIZE_FROM = 60;
export const GAP_PX = 24;

/** 1, 2, 3 and 4 columns at MUI's xs, sm, md and lg (spec section 9). */
export const gridColumnsSx = {
  display: 'grid',
  gap: `${GAP_PX}px`,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

export interface GridProps {
  templates: Template[];
  onPreview: (id: string) => void;
}
