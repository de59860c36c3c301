import { fr } from '../../i18n/fr';
import {
  accentInk,
  DEFAULT_FORM_ACCENT,
  formAction,
  formActionSource,
  HONEYPOT_NAME,
} from '../form';
import { FIELD_INPUTS, fieldLabel, FORM_METRICS as M, formOf } from '../formFields';
import type { EditorElement, FormField } from '../types';
import { isSafeColour } from '../validate/safeStyles';
import { cssRule } from './css';
import { escapeHtml } from './escapeHtml';

/**
 * A « Formulaire » in the exported page (docs/decisions.md, 18): a real `<form method="post">` to
 * its destination (`mailto:` as plain text, or the form service's https address), each field a
 * `<label for>` and its input with `name`, `type`, `autocomplete` and `required`, the browser's own
 * validation, a honeypot for robots when a service receives it, a submit button. Every text and
 * attribute is escaped; ids are the form's class name (unique on the page) and `_` (which no
 * anchor holds) and the field's id (unique in its form).
 */

/** The `<form>`'s attributes after its class: method, action and, for an e-mail, the encoding. */
export function formAttributes(element: EditorElement): string {
  const { destination } = formOf(element);
  const action = formAction(destination);
  if (action === null) return ' method="post"';
  const encoding = destination?.kind === 'email' ? ' enctype="text/plain"' : '';
  return ` method="post" action="${escapeHtml(action)}"${encoding}`;
}

/**
 * A field's label, its words then « * » for a required one (the input says `required`). A box's
 * label holds its words in one span: the label, as tall as the box's line, centres them.
 */
function label(field: FormField, id: string, box = false): string {
  const mark = field.required ? '<span class="form-required" aria-hidden="true"> *</span>' : '';
  const words = `${escapeHtml(fieldLabel(field))}${mark}`;
  return `<label for="${id}">${box ? `<span>${words}</span>` : words}</label>`;
}

function fieldMarkup(field: FormField, prefix: string): string {
  const input = FIELD_INPUTS[field.kind] ?? FIELD_INPUTS.text;
  const id = `${prefix}_${field.id}`;
  const attributes = `id="${id}" name="${escapeHtml(field.id)}"${field.required ? ' required' : ''}`;
  if (input.type === 'checkbox') {
    const box = `<input ${attributes} type="checkbox" value="oui">`;
    return `<div class="form-field form-check">${box}${label(field, id, true)}</div>`;
  }
  const control =
    input.type === 'textarea'
      ? `<textarea ${attributes} rows="4"></textarea>`
      : `<input ${attributes} type="${input.type}"${input.autocomplete ? ` autocomplete="${input.autocomplete}"` : ''}>`;
  return `<div class="form-field">${label(field, id)}${control}</div>`;
}

/**
 * The form's content: its fields, the honeypot (a field people never see nor reach, which a
 * robot fills and the service then discards; an e-mail has no service to discard it: none), the
 * send button with the element's text. No white space between tags: the element keeps its
 * text's (`pre-wrap`).
 */
export function formContent(element: EditorElement, className: string): string {
  const form = formOf(element);
  const fields = form.fields.map((field) => fieldMarkup(field, className)).join('');
  const hpId = `${className}_hp`;
  const honeypot =
    form.destination?.kind === 'web'
      ? `<div class="form-hp" aria-hidden="true"><label for="${hpId}">${escapeHtml(fr.editor.form.honeypot)}</label><input id="${hpId}" type="text" name="${HONEYPOT_NAME}" tabindex="-1" autocomplete="off"></div>`
      : '';
  const text = typeof element.content === 'string' ? element.content : '';
  const button = `<button class="form-submit" type="submit">${escapeHtml(text.trim() || fr.editor.form.button)}</button>`;
  return `${fields}${honeypot}${button}`;
}

/**
 * The send button's colours in one form (`.form-1`): its accent, and white or black on it.
 * `named`: how the page writes the accent (the site's colour's custom property when it follows one).
 */
export function formAccentRule(
  element: EditorElement,
  className: string,
  named: (accent: string) => string = (accent) => accent,
): string {
  const own = formOf(element).accent;
  const accent = own !== undefined && isSafeColour(own) ? own : DEFAULT_FORM_ACCENT;
  return cssRule(
    `.${className} .form-submit`,
    `background: ${named(accent)};\n  color: ${accentInk(accent)};`,
  );
}

const FOCUS = 'outline: 3px solid #1D4ED8;\n  outline-offset: -3px;';

/**
 * The forms' rules, on the pages that have one: fields one under another, inputs white with a
 * grey border whatever the form's colours (the person's text stays readable in them), a finger's
 * height (44 px), in the form's font and size (at least 16 px on phones: iOS then does not zoom).
 * Labels wrap as text does (`normal`): a space where a line breaks does not hang past the form.
 */
export const FORM_RULES: readonly string[] = [
  cssRule(
    '.form-field',
    `display: flex;\n  flex-direction: column;\n  gap: ${M.labelGap}px;\n  margin: 0 0 ${M.fieldGap}px;\n  white-space: normal;`,
  ),
  cssRule(
    '.form-field > input,\n.form-field > textarea',
    [
      'display: block;',
      'width: 100%;',
      `min-height: ${M.control}px;`,
      'margin: 0;',
      'padding: 10px 12px;',
      'border: 1px solid #6B7280;',
      'border-radius: 8px;',
      'background: #FFFFFF;',
      'color: #111827;',
      'font: inherit;',
      'line-height: 1.2;',
      'white-space: normal;',
    ].join('\n  '),
  ),
  cssRule('.form-field > textarea', `height: ${M.message}px;\n  resize: vertical;`),
  // The box and its label make one target a finger's height: the label, which ticks the box,
  // spans the line's height and starts right after the box.
  cssRule(
    '.form-check',
    `flex-direction: row;\n  align-items: center;\n  gap: 0;\n  min-height: ${M.control}px;`,
  ),
  cssRule(
    '.form-check > label',
    `align-self: stretch;\n  display: flex;\n  align-items: center;\n  padding-left: ${M.checkGap}px;`,
  ),
  cssRule(
    '.form-check > input',
    `flex: none;\n  width: ${M.checkbox}px;\n  height: ${M.checkbox}px;\n  min-height: 0;\n  margin: 0;`,
  ),
  cssRule(
    '.form-submit',
    [
      'display: inline-flex;',
      'align-items: center;',
      'justify-content: center;',
      `min-width: ${M.control}px;`,
      `min-height: ${M.control}px;`,
      'padding: 10px 24px;',
      'border: 0;',
      'border-radius: 8px;',
      'font: inherit;',
      'font-weight: 700;',
      'line-height: 1.2;',
      'cursor: pointer;',
    ].join('\n  '),
  ),
  cssRule(
    '.form-field > input:focus-visible,\n.form-field > textarea:focus-visible,\n.form-submit:focus-visible',
    FOCUS,
  ),
  // Out of sight and out of reach, but in the page, where a robot fills it.
  cssRule(
    '.form-hp',
    [
      'position: absolute;',
      'width: 1px;',
      'height: 1px;',
      'margin: -1px;',
      'padding: 0;',
      'overflow: hidden;',
      'clip-path: inset(50%);',
      'white-space: nowrap;',
    ].join('\n  '),
  ),
];

/**
 * The `form-action` sources of a page's forms (form.ts, `formActionSource`), each once, in
 * order: what its Content-Security-Policy allows forms to send to ('none' when empty).
 */
export function formActionSources(elements: readonly EditorElement[]): string[] {
  const sources = new Set<string>();
  for (const element of elements) {
    if (element.type !== 'form') continue;
    const source = formActionSource(formOf(element).destination);
    if (source !== null) sources.add(source);
  }
  return [...sources];
}
