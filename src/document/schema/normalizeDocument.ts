import {
  OVERRIDE_SCREENS,
  type EditorElement,
  type Override,
  type Page,
  type SiteDocument,
} from '../types';
import { mapElementLists } from '../siteElements';
import { LIMITS as L, OVERRIDE_BOUNDS, type Bounds } from '../limits';

const within = (value: number, { min, max }: Bounds) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : min < 0 ? 0 : min;

/** An element's overrides with whole numbers within their bounds (the same object if they are). */
function normalizeOverrides(overrides: EditorElement['overrides']): EditorElement['overrides'] {
  if (!overrides) return overrides;
  let changed = false;
  const next: NonNullable<EditorElement['overrides']> = {};
  for (const screen of OVERRIDE_SCREENS) {
    const o = overrides[screen];
    if (!o) continue;
    const fixed: Override = { ...o };
    for (const key of Object.keys(OVERRIDE_BOUNDS) as (keyof typeof OVERRIDE_BOUNDS)[]) {
      const value = o[key];
      if (value === undefined) continue;
      const n = within(value, OVERRIDE_BOUNDS[key]);
      if (n !== value) {
        fixed[key] = n;
        changed = true;
      }
    }
    next[screen] = fixed;
  }
  return changed ? next : overrides;
}

/**
 * The document as it is stored: every number a whole value within the schema's bounds, so what
 * is saved always reads back. The editor already keeps integers; this only matters for absurd
 * values a person may type (a width of 10¹²), which no page can show anyway. Returns the same
 * object when nothing needs to change.
 */
function normalizePage(page: Page): Page {
  let changed = false;
  const elements = page.elements.map((element): EditorElement => {
    const s = element.styles;
    const styles = {
      ...s,
      position: { x: within(s.position.x, L.position), y: within(s.position.y, L.position) },
      size: { width: within(s.size.width, L.size), height: within(s.size.height, L.size) },
      fontSize: within(s.fontSize, L.fontSize),
      borderRadius: within(s.borderRadius, L.borderRadius),
      padding: within(s.padding, L.padding),
      margin: within(s.margin, L.margin),
    };
    const same =
      styles.position.x === s.position.x &&
      styles.position.y === s.position.y &&
      styles.size.width === s.size.width &&
      styles.size.height === s.size.height &&
      styles.fontSize === s.fontSize &&
      styles.borderRadius === s.borderRadius &&
      styles.padding === s.padding &&
      styles.margin === s.margin;
    const overrides = normalizeOverrides(element.overrides);
    if (same && overrides === element.overrides) return element;
    changed = true;
    const next = same ? { ...element } : { ...element, styles };
    if (overrides) next.overrides = overrides;
    return next;
  });
  return changed ? { ...page, elements } : page;
}

/** Every page of the site normalized, and its shared parts (the same site when nothing changes). */
export function normalizeDocument(site: SiteDocument): SiteDocument {
  return mapElementLists(site, (elements) => normalizePage({ elements } as Page).elements);
}
