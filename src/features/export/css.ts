import { UNITLESS_PROPERTIES } from '../editor/model/elementBoxStyle';

/** `fontSize` → `font-size`. */
function kebabCase(property: string): string {
  return property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** A CSS value from a style value: numbers are pixels unless the property is unitless. */
function cssValue(property: string, value: string | number): string {
  if (typeof value === 'number') {
    return value === 0 || UNITLESS_PROPERTIES.has(property) ? String(value) : `${value}px`;
  }
  return value;
}

/**
 * Declarations of a style object (as React takes it), one per line, indented for a rule.
 * Only ever called with values made by `elementBoxStyle` (validated), never with raw input.
 */
export function cssDeclarations(style: object): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => `${kebabCase(property)}: ${cssValue(property, value)};`)
    .join('\n  ');
}

/** `selector { declarations }`, formatted one declaration per line. */
export function cssRule(selector: string, declarations: string): string {
  return `${selector} {\n  ${declarations}\n}`;
}
