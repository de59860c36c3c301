const MAX_WIDTH = { sm: 600, md: 900, lg: 1200 } as const;

/**
 * The `sx` of MUI's Container (centred, the theme's side padding, at most `max` wide), for a Box:
 * the landing page and the message pages draw it without the Container's module.
 */
export function pageWidth(max: keyof typeof MAX_WIDTH) {
  return {
    width: '100%',
    mx: 'auto',
    boxSizing: 'border-box',
    px: { xs: 2, sm: 3 },
    maxWidth: MAX_WIDTH[max],
  } as const;
}
