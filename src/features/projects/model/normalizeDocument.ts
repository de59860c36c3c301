import type { EditorElement, PageDocument } from '../../editor/model/types';
import { LIMITS } from './limits';

const clamp = (value: number, min: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : min < 0 ? 0 : min;

/**
 * The document as it is stored: every number a whole value within the schema's bounds, so what
 * is saved always reads back. The editor already keeps integers; this only matters for absurd
 * values a person may type (a width of 10¹²), which no page can show anyway. Returns the same
 * object when nothing needs to change.
 */
export function normalizeDocument(document: PageDocument): PageDocument {
  let changed = false;
  const elements = document.elements.map((element): EditorElement => {
    const s = element.styles;
    const c = LIMITS.coordinate;
    const l = LIMITS.length;
    const styles = {
      ...s,
      position: { x: clamp(s.position.x, -c, c), y: clamp(s.position.y, -c, c) },
      size: { width: clamp(s.size.width, 0, l), height: clamp(s.size.height, 0, l) },
      fontSize: clamp(s.fontSize, 1, LIMITS.fontSize),
      borderRadius: clamp(s.borderRadius, 0, l),
      padding: clamp(s.padding, 0, l),
      margin: clamp(s.margin, -l, l),
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
    if (same) return element;
    changed = true;
    return { ...element, styles };
  });
  return changed ? { ...document, elements } : document;
}
