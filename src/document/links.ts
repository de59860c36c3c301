import { pageAddress, type PageAddresses } from './site';
import type { EditorElement, Link, SiteDocument } from './types';

/**
 * Links a page may hold (docs/decisions.md, « What bad input gets »): only `http:`, `https:`, `mailto:` and
 * `tel:` addresses, or the site's own pages and anchors.
 */

/** An absolute web address Toile may link to: http or https, with a host, no spaces. */
export function isSafeWebUrl(value: string): boolean {
  if (typeof value !== 'string' || value !== value.trim() || /\s/.test(value)) return false;
  if (value.length > 2048) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
/** « contact@boulangerie.fr ». */
export function isSafeEmail(value: string): boolean {
  return typeof value === 'string' && value.length <= 254 && EMAIL.test(value);
}

/** « +33 1 23 45 67 89 », « 01.23.45.67.89 »: digits and the usual separators, a leading +. */
export function isSafePhone(value: string): boolean {
  return (
    typeof value === 'string' &&
    /^\+?[0-9 .()-]{3,30}$/.test(value) &&
    value.replace(/\D/g, '').length >= 3
  );
}

/** Why a link cannot be followed in `site`, or null when it can. */
export function brokenLinkReason(
  link: Link,
  site: Pick<SiteDocument, 'pages' | 'shared'>,
): 'missingPage' | 'missingAnchor' | 'badAddress' | null {
  switch (link.kind) {
    case 'page':
      return site.pages.some((p) => p.id === link.pageId) ? null : 'missingPage';
    case 'anchor': {
      const page = site.pages.find((p) => p.id === link.pageId);
      if (!page) return 'missingPage';
      const has = (elements: readonly EditorElement[]) =>
        elements.some((e) => e.properties.anchor === link.anchor);
      const { shared } = site;
      const inShared =
        !!shared &&
        ((page.showHeader !== false && has(shared.header)) ||
          (page.showFooter !== false && has(shared.footer)));
      return has(page.elements) || inShared ? null : 'missingAnchor';
    }
    case 'url':
      return isSafeWebUrl(link.href) ? null : 'badAddress';
    case 'email':
      return isSafeEmail(link.address) ? null : 'badAddress';
    case 'phone':
      return isSafePhone(link.number) ? null : 'badAddress';
  }
}

/**
 * The `href` of a link in the exported site (pages are files side by side: `a-propos.html`,
 * the home page `index.html`; or their clean addresses, `a-propos` and `./`: site.ts,
 * `pageAddress`), or null when it cannot be followed.
 */
export function linkHref(
  link: Link,
  site: Pick<SiteDocument, 'pages' | 'homePageId'>,
  addresses: PageAddresses = 'files',
): string | null {
  if (brokenLinkReason(link, site) !== null) return null;
  switch (link.kind) {
    case 'page':
    case 'anchor': {
      const page = site.pages.find((p) => p.id === link.pageId)!;
      const address = pageAddress(site, page, addresses);
      return link.kind === 'anchor' ? `${address}#${link.anchor}` : address;
    }
    case 'url':
      return link.href;
    case 'email':
      return `mailto:${link.address}`;
    case 'phone':
      return `tel:${link.number.replace(/[^0-9+]/g, '')}`;
  }
}

/** What a person typed in a link's field, read: the value to store, or refused. */
export type AddressParse = { ok: true; value: string } | { ok: false };

/** Schemes a link never takes, whatever else the address holds. */
const REFUSED_SCHEMES = /^\s*(javascript|data|vbscript|file|blob|about):/i;
/** A host without its scheme: `www.exemple.fr`, `exemple.fr/contact`, `exemple.fr:8080`. */
const BARE_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/**
 * « Adresse web »: an http(s) address, or one without its scheme (`www.exemple.fr`, which gets
 * `https://`). `javascript:`, `data:`, `vbscript:`, `file:`, any other scheme, and what cannot be
 * an address are refused.
 */
export function parseWebAddress(input: string): AddressParse {
  const text = String(input).trim();
  if (!text || REFUSED_SCHEMES.test(text)) return { ok: false };
  let candidate = text;
  if (text.startsWith('//')) candidate = `https:${text}`;
  else if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    if (!BARE_HOST.test(text)) return { ok: false };
    candidate = `https://${text}`;
  }
  if (!isSafeWebUrl(candidate)) return { ok: false };
  // The browser's own reading (lower-case scheme and host), so what is stored is what is written.
  const href = new URL(candidate).href;
  return isSafeWebUrl(href) ? { ok: true, value: href } : { ok: false };
}

/** « E-mail »: an address, with or without `mailto:`. */
export function parseEmailAddress(input: string): AddressParse {
  const text = String(input)
    .trim()
    .replace(/^mailto:/i, '');
  return isSafeEmail(text) ? { ok: true, value: text } : { ok: false };
}

/** « Téléphone »: a number of at least 3 digits, with or without `tel:`. */
export function parsePhoneNumber(input: string): AddressParse {
  const text = String(input).trim().replace(/^tel:/i, '').replace(/\s+/g, ' ');
  return isSafePhone(text) ? { ok: true, value: text } : { ok: false };
}

/**
 * Where a « Formulaire » may send to the web: an https address with a host, no user name or
 * password in it (a form service's: docs/decisions.md, 18). http:, javascript:, data: and every
 * other scheme are refused: what is typed in a form travels to this address.
 */
export function isSafeFormUrl(value: string): boolean {
  if (!isSafeWebUrl(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.username === '' && url.password === '';
}

/**
 * « Envoyer vers une adresse web »: an https address (one typed without its scheme gets
 * `https://`); `http://` and any other scheme are refused.
 */
export function parseFormUrl(input: string): AddressParse {
  const text = String(input).trim();
  if (/^http:/i.test(text)) return { ok: false };
  const parsed = parseWebAddress(text);
  return parsed.ok && isSafeFormUrl(parsed.value) ? parsed : { ok: false };
}
