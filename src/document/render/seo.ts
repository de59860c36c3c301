import { isSafeWebUrl } from '../links';
import { pageAddress, type PageAddresses } from '../site';
import type { Page, SiteDocument } from '../types';
import { safeImageSource } from '../validate/safeStyles';
import { escapeHtml } from './escapeHtml';
import { faviconSvg, siteMainColour } from './favicon';

/**
 * What an exported page tells search engines and social networks (docs/decisions.md, « SEO
 * export »): the head's description, robots, canonical, Open Graph and Twitter card tags, its
 * theme colour and icon; the addresses they hold; and the pictures a `data:` URL carries, which
 * the export writes as files of their own. Pure, and inert whatever the document holds: every
 * value is validated here and escaped where it is written.
 */

/** The Open Graph locale of each language a site may have. */
const OG_LOCALES: Record<string, string> = { fr: 'fr_FR' };

/** The site's language, for `<html lang>`: `settings.language` when it is a language code. */
export function siteLanguage(site: SiteDocument): string {
  const language: unknown = site.settings?.language;
  return typeof language === 'string' && /^[a-z]{2,3}$/.test(language) ? language : 'fr';
}

/**
 * The site's public address without a trailing slash (`https://exemple.fr`,
 * `https://exemple.fr/boulangerie`), to which a file's name is joined with one `/`; null when
 * `settings.siteUrl` is unset or not an http(s) address. Its query, fragment and any user name
 * or password are dropped: none has a place in a canonical link.
 */
export function siteBaseUrl(site: SiteDocument): string | null {
  const raw: unknown = site.settings?.siteUrl;
  if (typeof raw !== 'string' || !isSafeWebUrl(raw.trim())) return null;
  const url = new URL(raw.trim());
  url.search = '';
  url.hash = '';
  url.username = '';
  url.password = '';
  return url.href.replace(/\/+$/, '');
}

/**
 * The page's public address: `<base>/` for the home page (never `index.html`), else `<base>/<file>`,
 * or `<base>/<slug>` where the host serves clean addresses (site.ts, `PageAddresses`).
 */
export function pageUrl(
  base: string,
  site: SiteDocument,
  page: Page,
  addresses: PageAddresses = 'files',
): string {
  return page.id === site.homePageId ? `${base}/` : `${base}/${pageAddress(site, page, addresses)}`;
}

/** Picture types a `data:` URL may carry that the export can write as a file, and their extension. */
const PICTURE_EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
  'image/x-icon': 'ico',
  'image/vnd.microsoft.icon': 'ico',
  'image/bmp': 'bmp',
};

/** A picture a `data:` URL carries: its type, its file extension, and its still encoded data. */
export interface DataPicture {
  type: string;
  extension: string;
  base64: boolean;
  data: string;
}

/** The URL's bytes with its `%XX` escapes decoded (the URL standard's percent-decode). */
function percentDecode(text: string): Uint8Array {
  const bytes = new TextEncoder().encode(text);
  if (!text.includes('%')) return bytes;
  const out = new Uint8Array(bytes.length);
  const hex = (b: number) =>
    b >= 48 && b <= 57 ? b - 48 : b >= 65 && b <= 70 ? b - 55 : b >= 97 && b <= 102 ? b - 87 : -1;
  let n = 0;
  for (let i = 0; i < bytes.length; i++) {
    const high = bytes[i] === 0x25 && i + 2 < bytes.length ? hex(bytes[i + 1]) : -1;
    const low = high === -1 ? -1 : hex(bytes[i + 2]);
    if (low === -1) out[n++] = bytes[i];
    else {
      out[n++] = high * 16 + low;
      i += 2;
    }
  }
  return out.slice(0, n);
}

const latin1 = (bytes: Uint8Array) => {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return text;
};

/** The base64 text of a `data:` URL without white space, or null when it is not base64. */
function base64Text(data: string): string | null {
  const text = (data.includes('%') ? latin1(percentDecode(data)) : data).replace(
    /[\t\n\f\r ]/g,
    '',
  );
  const unpadded = text.replace(/={1,2}$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(unpadded) || unpadded.length % 4 === 1) return null;
  return unpadded;
}

/**
 * The picture a `data:image/…` URL carries, when its type is one the export can name a file
 * after (PICTURE_EXTENSIONS) and it holds at least one byte; null otherwise (an odd type, broken
 * base64, an empty picture).
 */
export function dataPicture(url: string): DataPicture | null {
  const match = /^data:([^,]*),/i.exec(url);
  if (!match) return null;
  const [type, ...parameters] = match[1].split(';').map((p) => p.trim().toLowerCase());
  const extension = PICTURE_EXTENSIONS[type];
  if (!extension) return null;
  const base64 = parameters.at(-1) === 'base64';
  const data = url.slice(match[0].length);
  if (base64 ? !base64Text(data) : data === '') return null;
  return { type, extension, base64, data };
}

/** The bytes of a picture `dataPicture` found. */
export function dataPictureBytes(picture: DataPicture): Uint8Array {
  if (!picture.base64) return percentDecode(picture.data);
  const binary = atob(base64Text(picture.data) ?? '');
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A file the export writes besides the pages: text, or a picture a `data:` URL carried. */
export type ExtraFileContent = { text: string } | { picture: DataPicture };

/** The site's icon: what the pages' `<link rel="icon">` holds, and the file it names, if any. */
export interface SiteIcon {
  href: string;
  /** The icon's media type, when known (not for an address the person gave). */
  type?: string;
  file?: { name: string } & ExtraFileContent;
}

let lastIcon: { source: string; picture: DataPicture | null } | null = null;

/**
 * `dataPicture` of the site's icon, remembered for the last icon: every page's head asks for it,
 * and checking a picture of up to 2 MB once per page of a 50-page site would show.
 */
function iconPicture(source: string): DataPicture | null {
  if (lastIcon?.source !== source) lastIcon = { source, picture: dataPicture(source) };
  return lastIcon.picture;
}

/** The name of the generated icon's file. */
export const GENERATED_ICON = 'favicon.svg';

/**
 * The site's icon: `settings.favicon` when set (an http(s) address linked as it is; a `data:`
 * picture written as `favicon.<ext>`), else the generated one (`favicon.svg`, favicon.ts). An
 * icon that cannot be used (a refused address, a `data:` URL of an odd type) gives the generated
 * one.
 */
export function siteIcon(site: SiteDocument): SiteIcon {
  const source = safeImageSource(site.settings?.favicon);
  if (source && !/^data:/i.test(source)) return { href: source };
  const picture = source ? iconPicture(source) : null;
  if (picture) {
    const name = `favicon.${picture.extension}`;
    return { href: name, type: picture.type, file: { name, picture } };
  }
  return {
    href: GENERATED_ICON,
    type: 'image/svg+xml',
    file: { name: GENERATED_ICON, text: faviconSvg(site) },
  };
}

/** The head's icon link. */
export function iconLink(href: string, type?: string): string {
  const typed = type ? ` type="${escapeHtml(type)}"` : '';
  return `    <link rel="icon" href="${escapeHtml(href)}"${typed}>`;
}

/** The page's sharing picture: its absolute address, and the file it names, if any. */
export interface SharingImage {
  url: string;
  file?: { name: string; picture: DataPicture };
}

/**
 * The page's sharing picture (`seo.image`): an http(s) address as it is; a `data:` picture as
 * the file `partage-<slug>.<ext>` at `<base>/partage-<slug>.<ext>` when the site has an address.
 * Null when the page has none, or when it is a `data:` picture and the site has no address
 * (Open Graph wants an absolute address, which only the site's address can make).
 */
export function sharingImage(page: Page, base: string | null): SharingImage | null {
  const source = safeImageSource(page.seo?.image);
  if (!source) return null;
  if (!/^data:/i.test(source)) return { url: source };
  const picture = base === null ? null : dataPicture(source);
  if (!picture) return null;
  const name = `partage-${page.slug}.${picture.extension}`;
  return { url: `${base}/${name}`, file: { name, picture } };
}

/** A text as one line for a meta tag: trimmed, its runs of white space made one space. */
const oneLine = (text: unknown) =>
  typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : '';

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `    <meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/**
 * The head's lines after the title, for `page` titled `title`: its description, `noindex`,
 * canonical link, Open Graph and Twitter card tags, theme colour and icon link (each only when the
 * site and page say so: see docs/decisions.md, « SEO export »).
 */
export function seoHead(
  site: SiteDocument,
  page: Page,
  title: string,
  addresses: PageAddresses = 'files',
): string[] {
  const base = siteBaseUrl(site);
  const url = base === null ? null : pageUrl(base, site, page, addresses);
  const description = oneLine(page.seo?.description);
  const siteName = oneLine(site.name);
  const image = sharingImage(page, base);
  const locale = OG_LOCALES[siteLanguage(site)];
  const icon = siteIcon(site);
  const lines: (string | false)[] = [
    description !== '' && meta('name', 'description', description),
    page.seo?.noindex === true && meta('name', 'robots', 'noindex'),
    url !== null && `    <link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'website'),
    siteName !== '' && meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', oneLine(title)),
    description !== '' && meta('property', 'og:description', description),
    url !== null && meta('property', 'og:url', url),
    image !== null && meta('property', 'og:image', image.url),
    locale !== undefined && meta('property', 'og:locale', locale),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'theme-color', siteMainColour(site)),
    iconLink(icon.href, icon.type),
  ];
  return lines.filter((line): line is string => line !== false);
}
