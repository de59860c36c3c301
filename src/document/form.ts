import { contrastRatio, parseColour } from './check/contrast';
import { LIMITS } from './limits';
import { isSafeEmail, isSafeFormUrl } from './links';
import { SLUG_PATTERN } from './slug';
import { isSafeColour } from './validate/safeStyles';
import { FORM_FIELD_KINDS, type FormDestination, type FormField, type FormSettings } from './types';

/**
 * « Formulaire » (docs/decisions.md, 18): what a form Toile keeps is, where it sends, what its
 * page's Content-Security-Policy lets it send to. Pure. Its fields and defaults: formFields.ts.
 */

/** The send button's colour unless the person picks one (white on it reads at 5.2:1). */
export const DEFAULT_FORM_ACCENT = '#2563EB';
/** The honeypot's `name`: a field people never see, which a robot fills (Formspree's name). */
export const HONEYPOT_NAME = '_gotcha';

/** A field as Toile keeps it: known kind, id a short slug, label within bounds. */
function isField(value: unknown): value is FormField {
  if (typeof value !== 'object' || value === null) return false;
  const f = value as Record<string, unknown>;
  return (
    Object.keys(f).length === 4 &&
    typeof f.id === 'string' &&
    f.id.length <= 40 &&
    SLUG_PATTERN.test(f.id) &&
    (FORM_FIELD_KINDS as readonly unknown[]).includes(f.kind) &&
    typeof f.label === 'string' &&
    f.label.length <= LIMITS.formLabel &&
    typeof f.required === 'boolean'
  );
}

/** A destination Toile sends to: a valid e-mail (with a subject) or an https address. */
export function isFormDestination(value: unknown): value is FormDestination {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Record<string, unknown>;
  if (d.kind === 'email') {
    return (
      Object.keys(d).length === 3 &&
      typeof d.address === 'string' &&
      isSafeEmail(d.address) &&
      typeof d.subject === 'string' &&
      d.subject.length <= LIMITS.formSubject
    );
  }
  return (
    d.kind === 'web' &&
    Object.keys(d).length === 2 &&
    typeof d.url === 'string' &&
    isSafeFormUrl(d.url)
  );
}

/**
 * Whether `value` is a form Toile keeps: at most LIMITS.formFields fields with ids unique in the
 * form, a destination `isFormDestination` accepts (or none), a safe colour (or none).
 */
export function isFormSettings(value: unknown): value is FormSettings {
  if (typeof value !== 'object' || value === null) return false;
  const form = value as Record<string, unknown>;
  const known = ['fields', 'destination', 'accent'];
  if (Object.keys(form).some((key) => !known.includes(key))) return false;
  const { fields, destination, accent } = form;
  if (!Array.isArray(fields) || fields.length > LIMITS.formFields || !fields.every(isField)) {
    return false;
  }
  if (new Set(fields.map((f) => f.id)).size !== fields.length) return false;
  if (destination !== undefined && !isFormDestination(destination)) return false;
  return accent === undefined || (typeof accent === 'string' && isSafeColour(accent));
}

/** The form's `action`: `mailto:` with its subject, or the service's address; null: none. */
export function formAction(destination: FormDestination | undefined): string | null {
  if (!isFormDestination(destination)) return null;
  if (destination.kind === 'web') return destination.url;
  const subject = destination.subject.trim();
  return `mailto:${destination.address}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}

/** Characters a CSP source expression's path may hold raw (RFC 3986's, without `,` `;` `'`). */
const CSP_PATH = /^(?:[A-Za-z0-9\-._~!$&()*+=:@/]|%[0-9A-Fa-f]{2})*$/;

/**
 * The CSP source that lets a form send to `destination` and nowhere else (`form-action`), or null
 * without one. An e-mail: the `mailto:` scheme. An address: its scheme, host, port and path (CSP
 * matches a path without a final `/` exactly, and never looks at the query); its origin alone
 * when its path holds what a source expression cannot.
 */
export function formActionSource(destination: FormDestination | undefined): string | null {
  if (!isFormDestination(destination)) return null;
  if (destination.kind === 'email') return 'mailto:';
  const url = new URL(destination.url);
  const path = url.pathname === '/' ? '' : url.pathname;
  return CSP_PATH.test(path) ? `${url.origin}${path}` : url.origin;
}

/** The text colour on the send button: white or black, whichever reads better on `accent`. */
export function accentInk(accent: string): string {
  const colour = parseColour(accent);
  if (!colour) return '#FFFFFF';
  const white = contrastRatio(colour, { r: 255, g: 255, b: 255, a: 1 });
  const black = contrastRatio(colour, { r: 0, g: 0, b: 0, a: 1 });
  return white >= black ? '#FFFFFF' : '#000000';
}
