import { CANVAS_WIDTH, type OverrideScreen } from '../types';

/**
 * The three screens a page is made for (docs/decisions.md, « Screens »): Ordinateur is the
 * canvas's absolute layout; Tablette and Mobile get a flow layout computed from it
 * (flowLayout.ts), which a person may adjust by overrides.
 */
export const SCREENS = ['desktop', 'tablet', 'phone'] as const;
export type Screen = (typeof SCREENS)[number];

/** The width each screen is shown at in the editor. */
export const SCREEN_WIDTHS: Record<Screen, number> = {
  desktop: CANVAS_WIDTH,
  tablet: 768,
  phone: 390,
};

/** The narrowest phone a page is made for: its words fit from this width up. */
export const PHONE_MIN_WIDTH = 320;
/** The smallest window width of Tablette and of Ordinateur; Mobile is below 600 px. */
export const TABLET_MIN_WIDTH = 600;
export const DESKTOP_MIN_WIDTH = 992;

/**
 * The media query of each smaller screen in the exported stylesheet. Ranges that do not overlap
 * (.98: a window 991.5 px wide, at a zoom, is still a tablet), so a tablet rule never leaks into
 * the phone's.
 */
export const SCREEN_MEDIA: Record<OverrideScreen, string> = {
  tablet: `(min-width: ${TABLET_MIN_WIDTH}px) and (max-width: ${DESKTOP_MIN_WIDTH - 0.02}px)`,
  phone: `(max-width: ${TABLET_MIN_WIDTH - 0.02}px)`,
};

export const isFlowScreen = (screen: Screen): screen is OverrideScreen => screen !== 'desktop';
