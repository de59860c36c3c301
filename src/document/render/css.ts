import { UNITLESS_PROPERTIES } from '../style/elementBoxStyle';

const kebabNames = new Map<string, string>();

/** `fontSize` → `font-size` (remembered: the same twenty names come back for every element). */
function kebabCase(property: string): string {
  let name = kebabNames.get(property);
  if (name === undefined) {
    name = property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    kebabNames.set(property, name);
  }
  return name;
}

/** A CSS value from a style value: numbers are pixels unless the property is unitless. */
function cssValue(property: string, value: string | number): string {
  if (typeof value === 'number') {
    return value === 0 || UNITLESS_PROPERTIES.has(property) ? String(value) : `${value}px`;
  }
  return value;
}

/**
 * The declarations of a style object (as React takes it), each `property: value;`. Only ever
 * called with values made by `elementBoxStyle` (validated), never with raw input.
 */
export function cssDeclarationList(
  style: object,
  skip?: (property: string, value: unknown) => boolean,
): string[] {
  const list: string[] = [];
  for (const property in style) {
    const value = (style as Record<string, string | number | undefined>)[property];
    if (value === undefined || skip?.(property, value)) continue;
    list.push(`${kebabCase(property)}: ${cssValue(property, value)};`);
  }
  return list;
}

/** Declarations of a style object, one per line, indented for a rule (`cssDeclarationList`). */
export function cssDeclarations(
  style: object,
  skip?: (property: string, value: unknown) => boolean,
) {
  return cssDeclarationList(style, skip).join('\n  ');
}

/** `selector { declarations }`, formatted one declaration per line. */
export function cssRule(selector: string, declarations: string): string {
  return `${selector} {\n  ${declarations}\n}`;
}
