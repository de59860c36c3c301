import { mediaQueryList } from '../mediaQueryList';

/**
 * Makes MUI's useMediaQuery see a screen `width` pixels wide (jsdom has no layout): min-width and
 * max-width queries are answered for that width.
 */
export function setScreenWidth(width: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches =
      (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && !!(min || max);
    return mediaQueryList(query, matches);
  };
}
