import { LIMITS } from './limits';

/**
 * Page addresses. A slug names a page's file in the exported site (`a-propos.html`) and the page
 * in the editor's address (`?page=a-propos`): lower-case ASCII letters and digits in words joined
 * by single hyphens.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Names the export already uses for its own files, or that hosts treat specially: a page may not
 * take them (`index` is the home page's file).
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'index',
  '404',
  'styles',
  'projet',
  'images',
  'fonts',
  'sitemap',
  'robots',
  'favicon',
]);

/** « À propos » → `a-propos`; « L'équipe & nous » → `l-equipe-nous`. May be empty. */
export function slugify(text: string): string {
  return String(text)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[œŒ]/g, 'oe')
    .replace(/[æÆ]/g, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, LIMITS.slug)
    .replace(/^-+|-+$/g, '');
}

export type SlugProblem = 'empty' | 'tooLong' | 'format' | 'reserved' | 'taken';

/**
 * What is wrong with `slug` for a page of a site whose other pages have `takenSlugs`, or null. An
 * address another page has in other letter case (`Contact` beside `contact`) is taken: on a disk
 * that ignores case (Windows, macOS) their files would be one.
 */
export function slugProblem(slug: string, takenSlugs: Iterable<string>): SlugProblem | null {
  if (slug === '') return 'empty';
  if (slug.length > LIMITS.slug) return 'tooLong';
  const lower = slug.toLowerCase();
  for (const taken of takenSlugs) if (taken.toLowerCase() === lower) return 'taken';
  if (!SLUG_PATTERN.test(slug)) return 'format';
  if (RESERVED_SLUGS.has(slug)) return 'reserved';
  return null;
}

/**
 * A free slug made from `text`: its slug, or `page` when it has none, then `-2`, `-3`… until no
 * other page has it (a reserved word gets a number too).
 */
export function uniqueSlug(text: string, takenSlugs: Iterable<string>): string {
  const taken = new Set(takenSlugs);
  const base = slugify(text) || 'page';
  if (!taken.has(base) && !RESERVED_SLUGS.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, LIMITS.slug - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate) && !RESERVED_SLUGS.has(candidate)) return candidate;
  }
}
