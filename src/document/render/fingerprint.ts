import type { SiteFile } from './siteFiles';

/**
 * Names that change with what the file holds (docs/decisions.md, « Hosts »): for a host that
 * caches, the export names its stylesheets, fonts, icon and sharing pictures after a hash of their
 * content (`styles.3f9a1c07be.css`, `fonts/inter-latin-400-normal.5e1b0a9c44.woff2`), and the
 * pages and stylesheets that name them say so. A changed file gets a new name, so a visitor's
 * browser may keep every such file for a year without ever showing an old one. The person's own
 * pictures already are named by the sha-256 of their bytes (pictureFiles.ts). Pure and
 * synchronous: the zip is made in the click.
 */

/** The length of a name's hash: ten hexadecimal digits (40 bits, plenty for one site's files). */
export const NAME_HASH_LENGTH = 10;

/**
 * A file name's hash, as the hosts' caching rules recognise it (hosts.ts): `.` then ten
 * hexadecimal digits just before the extension.
 */
export const HASHED_NAME = new RegExp(`\\.[0-9a-f]{${NAME_HASH_LENGTH}}\\.[a-z0-9]+$`);

/**
 * A 40-bit hash of `bytes` in hexadecimal: two 32-bit lanes of a multiply-xorshift hash (as
 * cyrb53), each seeded apart. Not for security: only so that different contents get different
 * names.
 */
export function nameHash(bytes: Uint8Array): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (const byte of bytes) {
    h1 = Math.imul(h1 ^ byte, 2654435761);
    h2 = Math.imul(h2 ^ byte, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
  return (hex(h2) + hex(h1)).slice(0, NAME_HASH_LENGTH);
}

const encoder = new TextEncoder();
const bytesOf = (file: SiteFile) => ('text' in file ? encoder.encode(file.text) : file.bytes);

/** `fonts/inter.woff2` with hash `h` → `fonts/inter.h.woff2`. */
export function hashedName(name: string, hash: string): string {
  const dot = name.lastIndexOf('.');
  return `${name.slice(0, dot)}.${hash}${name.slice(dot)}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text` with each address of `renamed` (old name → new) that stands whole in an attribute
 * (`href="styles.css"`, `content="https://exemple.fr/partage-contact.png"`, `href="/favicon.svg"`)
 * or in a CSS `url("…")` replaced by its new name. Text that merely mentions a name is left.
 */
export function renameReferences(text: string, renamed: ReadonlyMap<string, string>): string {
  if (renamed.size === 0) return text;
  const names = [...renamed.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`((?:=|url\\()"(?:[^"<>]*/)?)(${names.join('|')})"`, 'g');
  return text.replace(pattern, (_, before: string, name: string) => {
    return `${before}${renamed.get(name)}"`;
  });
}

/** What is renamed after its content: the files that name nothing else first. */
const LEAVES = new Set<SiteFile['kind']>(['font', 'icon', 'sharingImage']);
const STYLESHEETS = new Set<SiteFile['kind']>(['stylesheet', 'siteStylesheet']);
const NAMING = new Set<SiteFile['kind']>(['page', 'notFound', 'itemPage', 'listPage']);

/**
 * The site's files with their lasting files named after their content, and what names them
 * rewritten: fonts, icon and sharing pictures first, then the stylesheets (which name the fonts),
 * then the pages and the 404 page (which name the stylesheets, the icon, the sharing pictures).
 * Returns the files in the same order, and each renamed file's old name → new.
 */
export function fingerprintFiles(files: readonly SiteFile[]): {
  files: SiteFile[];
  renamed: ReadonlyMap<string, string>;
} {
  const renamed = new Map<string, string>();
  const rename = (file: SiteFile): SiteFile => {
    const name = hashedName(file.name, nameHash(bytesOf(file)));
    renamed.set(file.name, name);
    return { ...file, name };
  };
  const rewrite = (file: SiteFile): SiteFile =>
    'text' in file ? { ...file, text: renameReferences(file.text, renamed) } : file;
  let out = files.map((file) => (LEAVES.has(file.kind) ? rename(file) : file));
  out = out.map((file) => (STYLESHEETS.has(file.kind) ? rename(rewrite(file)) : file));
  out = out.map((file) => (NAMING.has(file.kind) ? rewrite(file) : file));
  return { files: out, renamed };
}
