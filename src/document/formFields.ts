import { fr } from '../i18n/fr';
import type { EditorElement, FormField, FormFieldKind, FormSettings } from './types';

/**
 * « Formulaire » (docs/decisions.md, 18): a new form's fields, what each kind of field is, what
 * its label says, and the room a form needs. Pure; imports nothing that draws or validates styles
 * (createElement.ts uses it). Validation, destinations and the CSP: form.ts.
 */

/** What each kind of field is in the exported page: its input type and `autocomplete`. */
export const FIELD_INPUTS: Record<
  FormFieldKind,
  { type: 'text' | 'email' | 'tel' | 'textarea' | 'checkbox'; autocomplete?: string; name: string }
> = {
  name: { type: 'text', autocomplete: 'name', name: 'nom' },
  email: { type: 'email', autocomplete: 'email', name: 'email' },
  phone: { type: 'tel', autocomplete: 'tel', name: 'telephone' },
  message: { type: 'textarea', name: 'message' },
  consent: { type: 'checkbox', name: 'consentement' },
  text: { type: 'text', name: 'texte' },
};

/** What a field's label says: its own words, else its kind's name. */
export function fieldLabel(field: Pick<FormField, 'kind' | 'label'>): string {
  const label = typeof field.label === 'string' ? field.label.trim() : '';
  return label || fr.editor.form.kinds[field.kind] || fr.editor.form.kinds.text;
}

/** A field id free in `fields` for a field of `kind`: `nom`, then `nom-2`… */
export function freeFieldId(kind: FormFieldKind, fields: readonly Pick<FormField, 'id'>[]): string {
  const base = FIELD_INPUTS[kind].name;
  const taken = new Set(fields.map((f) => f.id));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** A new field of `kind`: its kind's name as label; consent, e-mail and name required. */
export function newField(kind: FormFieldKind, fields: readonly FormField[]): FormField {
  const t = fr.editor.form;
  return {
    id: freeFieldId(kind, fields),
    kind,
    label: kind === 'consent' ? t.consentLabel : t.kinds[kind],
    required: kind === 'consent' || kind === 'email' || kind === 'name' || kind === 'message',
  };
}

/** Nom, E-mail (required), Téléphone, Message (required), the consent box (required). */
export function defaultFormFields(): FormField[] {
  const fields: FormField[] = [];
  for (const kind of ['name', 'email', 'phone', 'message', 'consent'] as const) {
    fields.push(newField(kind, fields));
  }
  return fields;
}

/** A new form's settings: the default fields, no destination yet. */
export function defaultForm(): FormSettings {
  return { fields: defaultFormFields() };
}

/** The form of an element: its own when it is one, else the default fields. */
export function formOf(element: Pick<EditorElement, 'properties'>): FormSettings {
  const form = element.properties?.form;
  return form && Array.isArray(form.fields) ? form : defaultForm();
}

/** The measures of the exported form's parts (render/formMarkup.ts writes the same numbers). */
export const FORM_METRICS = {
  /** Under each field. */
  fieldGap: 16,
  /** Between a label and its input. */
  labelGap: 6,
  /** A finger's target: inputs, the button, the consent's line. */
  control: 44,
  message: 120,
  checkbox: 24,
  /** The checkbox and its words. */
  checkGap: 10,
} as const;

/** Room left under the send button on Ordinateur. */
const FORM_SLACK = 8;

/** Lines `text` takes at `fontSize` across `width` (an estimate, a little generous). */
function lines(text: string, fontSize: number, width: number): number {
  // 0.6 em a letter: DejaVu Sans, the widest system font met (sections/measure.ts).
  const perLine = Math.max(1, Math.floor(width / (fontSize * 0.6)));
  return text
    .split('\n')
    .reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / perLine)), 0);
}

/**
 * The height a form needs on Ordinateur at `width` and `fontSize` inside `padding`: its fields,
 * labels wrapped, and its button. The editor grows a form's box to it when a field is added.
 */
export function formHeight(
  form: FormSettings,
  width: number,
  fontSize: number,
  padding: number,
  /** The labels' line height (the page's, PAGE_LINE_HEIGHT, unless the form has its own). */
  lineHeight = 1.2,
  /**
   * How many lines a label takes at `fontSize` across `width`, measured in the form's font (the
   * section library gives it: sections/measure.ts); without it, an estimate a little generous.
   */
  countLines: (text: string, fontSize: number, width: number) => number = lines,
) {
  const m = FORM_METRICS;
  const inner = Math.max(40, width - 2 * padding);
  const line = fontSize * lineHeight;
  const control = Math.max(m.control, Math.ceil(line + 22));
  let height = 2 * padding;
  for (const field of form.fields) {
    const label = fieldLabel(field) + (field.required ? ' *' : '');
    if (field.kind === 'consent') {
      const words = countLines(label, fontSize, inner - m.checkbox - m.checkGap) * line;
      height += Math.max(m.control, Math.ceil(words)) + m.fieldGap;
    } else {
      const input = field.kind === 'message' ? m.message : control;
      height +=
        Math.ceil(countLines(label, fontSize, inner) * line) + m.labelGap + input + m.fieldGap;
    }
  }
  // A little room under the button: a font's line may be taller than its size says.
  return Math.ceil(height + control + FORM_SLACK);
}
