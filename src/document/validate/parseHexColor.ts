/**
 * A colour typed in a hex field: `#RGB` or `#RRGGBB` (the « # » may be left out), returned as
 * `#RRGGBB` in capitals; `null` when it is not a colour. `transparent` is kept when `allowTransparent`
 * (the background of most elements).
 */
export function parseHexColor(input: string, allowTransparent = false): string | null {
  const value = input.trim();
  if (allowTransparent && value.toLowerCase() === 'transparent') return 'transparent';
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value);
  if (!match) return null;
  const hex =
    match[1].length === 3
      ? match[1]
          .split('')
          .map((c) => c + c)
          .join('')
      : match[1];
  return `#${hex.toUpperCase()}`;
}
