import { withSharedParts } from '../../../document/sharedParts';
import { LIMITS } from '../../../document/limits';
import { createPage, findPage, replacePage, siteElementCount } from '../../../document/site';
import type { SectionPalette } from '../../../document/sections/types';
import {
  paletteStyles,
  withDesignStyles,
  withSiteColorBindings,
} from '../../../document/siteStyles/designStyles';
import { defaultSiteStyles, mapSiteElements } from '../../../document/siteStyles/siteStyles';
import type { EditorElement, SiteDocument, SiteStyles } from '../../../document/types';

/**
 * « Modifier le contenu du template »: the background template becomes the site. Its home page's
 * elements go under the elements already on page `pageId` (the site's home page), and its other
 * pages (« À propos », « Contact ») are added after the site's pages, each with a free address
 * (document/slug.ts); the template then stops being drawn behind the canvas. The site's colours
 * and text styles become the template's (its palette, the typography of its texts) and its
 * elements follow them (document/siteStyles/designStyles.ts), unless the person already changed
 * them: then the template's elements follow the site's colours they are painted in. Pure.
 */

/** A page of the template as the editor receives it: its id made outside the reducer. */
export interface TemplatePageContent {
  id: string;
  name: string;
  elements: EditorElement[];
}

/**
 * What stops the template's content from fitting (LIMITS): `page` when page `pageId` would hold
 * too many elements, `site` when the site would, or null. Pages beyond LIMITS.pages are left out
 * (editTemplateContent), so they never count.
 */
export function templateContentProblem(
  site: SiteDocument,
  pageId: string,
  home: readonly EditorElement[],
  pages: readonly TemplatePageContent[],
): 'page' | 'site' | null {
  const page = findPage(site, pageId);
  if (!page) return null;
  if (page.elements.length + home.length > LIMITS.elementsPerPage) return 'page';
  if (pages.some((p) => p.elements.length > LIMITS.elementsPerPage)) return 'page';
  const added = addedPages(site, pages).reduce((n, p) => n + p.elements.length, home.length);
  return siteElementCount(site) + added > LIMITS.elementsPerSite ? 'site' : null;
}

/** The template's pages the site has room for (at most LIMITS.pages pages in all). */
const addedPages = (site: SiteDocument, pages: readonly TemplatePageContent[]) =>
  pages.slice(0, Math.max(0, LIMITS.pages - site.pages.length));

const same = (a: SiteStyles, b: SiteStyles) => JSON.stringify(a) === JSON.stringify(b);

/** Whether the site's styles are still a new site's, or a new site's on the template `palette`. */
function stylesUntouched(styles: SiteStyles, palette: SectionPalette | undefined): boolean {
  return same(styles, defaultSiteStyles()) || (!!palette && same(styles, paletteStyles(palette)));
}

/**
 * `site` with the template's content: `home` under page `pageId`'s elements, `pages` added (as
 * many as LIMITS.pages allows), no template behind, its elements following the site's colours and
 * styles (`palette`: the template's). Without a template, nothing changes.
 */
export function editTemplateContent(
  site: SiteDocument,
  pageId: string,
  home: EditorElement[],
  pages: readonly TemplatePageContent[] = [],
  palette?: SectionPalette,
): SiteDocument {
  const page = findPage(site, pageId);
  if (site.templateId === null || !page) return site;
  const next = replacePage(site, { ...page, elements: [...home, ...page.elements] });
  const all = next.pages.slice();
  for (const added of addedPages(site, pages)) {
    if (findPage(next, added.id)) continue;
    const slugs = all.map((p) => p.slug);
    all.push(createPage(added.id, added.name, slugs, added.elements));
  }
  const made: SiteDocument = { ...next, pages: all, templateId: null };
  const added = new Set([...home, ...pages.flatMap((p) => p.elements)]);
  const styled =
    palette && stylesUntouched(site.styles, palette)
      ? withDesignStyles(made, palette)
      : mapSiteElements(made, (element) =>
          added.has(element) ? withSiteColorBindings(element, made.styles) : element,
        );
  // The template's pages share one header and one footer, where they are alike: after their
  // styles are read, which count each page's copy as the template drew it.
  return withSharedParts(styled).site;
}
