import { LIMITS } from '../../../document/limits';
import { isSafeWebUrl } from '../../../document/links';
import type { PageSeo, SiteDocument, SiteSettings, SiteTheme } from '../../../document/types';
import { isFontChoice } from '../../../document/fonts/fonts';
import { isAllowedImageUrl } from '../../../document/validate/isAllowedImageUrl';
import { renameDocument } from './renameDocument';

/**
 * « Paramètres de la page » and « Paramètres du site », pure: what a person typed, cleaned and
 * checked against the rules of the document (document/limits.ts, documentSchema.ts). The
 * dialogs show the problems; the reducers store only what passes, so a saved site always reads
 * back (a refused change returns the same site: no step).
 */

/** A text longer than its limit; lengths as the schema counts them (UTF-16 units). */
export interface TooLong {
  kind: 'tooLong';
  length: number;
  max: number;
}
/** A picture address that is neither http(s) nor `data:image/…` (or beyond LIMITS.imageUrl). */
export interface ImageRefused {
  kind: 'imageRefused';
}
/**
 * The site's address refused: another scheme (`javascript:`, `data:`, `ftp:`), not a web address
 * at all, with a query, a fragment or credentials, or too long.
 */
export interface SiteUrlRefused {
  kind: 'siteUrlRefused';
  reason: 'scheme' | 'format' | 'extra' | 'tooLong';
}
export interface NameEmpty {
  kind: 'empty';
}
/**
 * A site font that is neither a font of document/fonts nor `system`: the dialog's lists offer
 * none, so only a caller's bug gets it (the dialog names it with fr.editor.fonts.fontRefused).
 */
export interface FontRefused {
  kind: 'fontRefused';
}

export type SettingsProblem = TooLong | ImageRefused | SiteUrlRefused | NameEmpty;

const collapse = (text: string) => String(text).replace(/\s+/g, ' ').trim();

function lengthProblem(text: string, max: number): TooLong | null {
  return text.length > max ? { kind: 'tooLong', length: text.length, max } : null;
}

/** A page title as kept: one line, spaces collapsed. */
export const cleanSeoTitle = collapse;
/** A description as kept: one paragraph (search engines show no line breaks), spaces collapsed. */
export const cleanSeoDescription = collapse;

/** A picture address as kept: trimmed; '' means none. */
export const cleanImageAddress = (value: string) => String(value).trim();

/** What is wrong with a picture address (already cleaned), or null; '' is fine (none). */
export function imageAddressProblem(value: string): ImageRefused | null {
  if (value === '') return null;
  return value.length <= LIMITS.imageUrl && isAllowedImageUrl(value)
    ? null
    : { kind: 'imageRefused' };
}

// ——— The page's settings ———

export interface PageSeoProblems {
  title?: TooLong;
  description?: TooLong;
  image?: ImageRefused;
}

/** `seo` cleaned: the fields given only; an empty image is `undefined` (no picture). */
export function cleanPageSeo(seo: Partial<PageSeo>): Partial<PageSeo> {
  const clean: Partial<PageSeo> = {};
  if (seo.title !== undefined) clean.title = cleanSeoTitle(seo.title);
  if (seo.description !== undefined) clean.description = cleanSeoDescription(seo.description);
  if ('image' in seo) clean.image = cleanImageAddress(seo.image ?? '') || undefined;
  if (seo.noindex !== undefined) clean.noindex = seo.noindex;
  return clean;
}

/** The problems of `seo` (cleaned first), by field; an empty object when all is well. */
export function pageSeoProblems(seo: Partial<PageSeo>): PageSeoProblems {
  const clean = cleanPageSeo(seo);
  const problems: PageSeoProblems = {};
  const title = clean.title === undefined ? null : lengthProblem(clean.title, LIMITS.seoTitle);
  if (title) problems.title = title;
  const description =
    clean.description === undefined
      ? null
      : lengthProblem(clean.description, LIMITS.seoDescription);
  if (description) problems.description = description;
  const image = clean.image === undefined ? null : imageAddressProblem(clean.image);
  if (image) problems.image = image;
  return problems;
}

const hasProblems = (problems: object) => Object.keys(problems).length > 0;

/**
 * Page `pageId` with `seo` (the fields given; `image: ''` or `undefined` removes the picture).
 * The same site when the page is unknown, a field is refused (nothing is stored, not even the
 * good fields) or nothing changes.
 */
export function changePageSeo(
  site: SiteDocument,
  pageId: string,
  seo: Partial<PageSeo>,
): SiteDocument {
  const index = site.pages.findIndex((p) => p.id === pageId);
  if (index === -1) return site;
  if (seo.noindex !== undefined && typeof seo.noindex !== 'boolean') return site;
  if (hasProblems(pageSeoProblems(seo))) return site;
  const page = site.pages[index];
  const clean = cleanPageSeo(seo);
  const next: PageSeo = { ...page.seo, ...clean };
  if ('image' in clean && clean.image === undefined) delete next.image;
  const same =
    next.title === page.seo.title &&
    next.description === page.seo.description &&
    next.image === page.seo.image &&
    next.noindex === page.seo.noindex;
  if (same) return site;
  const pages = site.pages.slice();
  pages[index] = { ...page, seo: next };
  return { ...site, pages };
}

// ——— The site's settings ———

/** The longest site address the document keeps (documentSchema.ts, isSafeWebUrl). */
export const SITE_URL_MAX = 2048;

export type SiteUrlResult =
  | { ok: true; value: string | undefined; schemeAdded: boolean }
  | { ok: false; problem: SiteUrlRefused };

const refused = (reason: SiteUrlRefused['reason']): SiteUrlResult => ({
  ok: false,
  problem: { kind: 'siteUrlRefused', reason },
});

/** `www.boulangerie.fr`, `boulangerie.fr/blog`: a host with a dot, no scheme, no spaces. */
const BARE_HOST =
  /^[a-z0-9\u00a1-\uffff]([a-z0-9\u00a1-\uffff-]*[a-z0-9\u00a1-\uffff])?(\.[a-z0-9\u00a1-\uffff]([a-z0-9\u00a1-\uffff-]*[a-z0-9\u00a1-\uffff])?)+(:\d{1,5})?(\/\S*)?$/i;

/**
 * The site's public address as kept, from what a person typed: trimmed, `https://` added to a
 * bare `www.boulangerie.fr`, no trailing slash; '' means none (`value: undefined`). Refused: any
 * scheme but http(s) (`javascript:`, `data:`…), anything that is not a web address, a query,
 * fragment or credentials (canonical links and the sitemap start from it), beyond SITE_URL_MAX.
 */
export function normalizeSiteUrl(input: string): SiteUrlResult {
  const typed = String(input).trim();
  if (typed === '') return { ok: true, value: undefined, schemeAdded: false };
  let text = typed;
  let schemeAdded = false;
  if (!/^https?:\/\//i.test(text)) {
    // « javascript:… », « data:… », « mailto:… », « ftp://… »: a scheme, but not the web's.
    if (/^[a-z][a-z0-9+.-]*:/i.test(text) && !/^[^:/]+:\d/.test(text)) return refused('scheme');
    if (!BARE_HOST.test(text)) return refused('format');
    text = `https://${text}`;
    schemeAdded = true;
  }
  const value = text.replace(/\/+$/, '');
  if (value.length > SITE_URL_MAX) return refused('tooLong');
  if (!isSafeWebUrl(value)) return refused('format');
  const url = new URL(value);
  if (url.search || url.hash || value.includes('?') || value.includes('#')) return refused('extra');
  if (url.username || url.password) return refused('extra');
  return { ok: true, value, schemeAdded };
}

/** A site name as kept (renameDocument.ts): one line, spaces collapsed. */
export const cleanSiteName = collapse;

/** What « Nom du site » refuses: a blank name, a name beyond LIMITS.name. */
export function siteNameProblem(name: string): TooLong | NameEmpty | null {
  const clean = cleanSiteName(name);
  if (clean === '') return { kind: 'empty' };
  return lengthProblem(clean, LIMITS.name);
}

export interface SiteSettingsChange {
  name?: string;
  /** '' removes the address. */
  siteUrl?: string;
  /** '' removes the picture: the generated icon is used. */
  favicon?: string;
  /** « Police des titres »: a font id, or `system`. */
  headingFont?: string;
  /** « Police du texte »: a font id, or `system`. */
  bodyFont?: string;
}

export interface SiteSettingsProblems {
  name?: TooLong | NameEmpty;
  siteUrl?: SiteUrlRefused;
  favicon?: ImageRefused;
  headingFont?: FontRefused;
  bodyFont?: FontRefused;
}

export function siteSettingsProblems(change: SiteSettingsChange): SiteSettingsProblems {
  const problems: SiteSettingsProblems = {};
  if (change.name !== undefined) {
    const name = siteNameProblem(change.name);
    if (name) problems.name = name;
  }
  if (change.siteUrl !== undefined) {
    const url = normalizeSiteUrl(change.siteUrl);
    if (!url.ok) problems.siteUrl = url.problem;
  }
  if (change.favicon !== undefined) {
    const favicon = imageAddressProblem(cleanImageAddress(change.favicon));
    if (favicon) problems.favicon = favicon;
  }
  for (const role of ['headingFont', 'bodyFont'] as const) {
    if (change[role] !== undefined && !isFontChoice(change[role])) {
      problems[role] = { kind: 'fontRefused' };
    }
  }
  return problems;
}

/**
 * The site with `change` (the fields given, the theme's fonts included), or the same site when a
 * field is refused (nothing is stored) or nothing changes. The name goes through the top bar's renaming
 * (renameDocument.ts).
 */
export function changeSiteSettings(site: SiteDocument, change: SiteSettingsChange): SiteDocument {
  if (hasProblems(siteSettingsProblems(change))) return site;
  let next = change.name === undefined ? site : renameDocument(site, change.name);
  const settings: SiteSettings = { ...site.settings };
  if (change.siteUrl !== undefined) {
    const url = normalizeSiteUrl(change.siteUrl);
    if (url.ok && url.value !== undefined) settings.siteUrl = url.value;
    else delete settings.siteUrl;
  }
  if (change.favicon !== undefined) {
    const favicon = cleanImageAddress(change.favicon);
    if (favicon) settings.favicon = favicon;
    else delete settings.favicon;
  }
  if (settings.siteUrl !== site.settings.siteUrl || settings.favicon !== site.settings.favicon) {
    next = { ...next, settings };
  }
  const theme: SiteTheme = {
    headingFont: change.headingFont ?? site.theme.headingFont,
    bodyFont: change.bodyFont ?? site.theme.bodyFont,
  };
  if (theme.headingFont !== site.theme.headingFont || theme.bodyFont !== site.theme.bodyFont) {
    next = { ...next, theme };
  }
  return next;
}
