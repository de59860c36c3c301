import { slugProblem } from '../slug';
import type { Page, SiteDocument } from '../types';
import { siteFontFiles, type FontFileEntry } from '../fonts/fontFiles';
import { assetIdsOf } from '../assets/assetRefs';
import {
  isExportablePicture,
  pictureFileName,
  type ExportPicture,
  type PictureBytes,
  type PictureLookup,
} from './pictureFiles';
import type { RenderOptions } from './renderPage';
import {
  pageFileNames,
  pagesInExportOrder,
  renderSitePage,
  SITE_STYLESHEET,
  siteStylesheet,
} from './renderSite';
import { partRulesOnce } from './partRules';
import { atomFeeds } from './atomFeed';
import { itemPages, oneFolderDown, RICH_RULES, type ItemPage } from './itemPages';
import { listPages } from './listPages';
import {
  dataPictureBytes,
  sharingImage,
  siteBaseUrl,
  siteIcon,
  type ExtraFileContent,
} from './seo';
import {
  NOT_FOUND_FILE,
  notFoundPage,
  robotsTxt,
  ROBOTS_FILE,
  SITEMAP_FILE,
  sitemapXml,
} from './seoFiles';

/**
 * The exported site's files (« Exporter »): every page rendered (renderSite.ts), the rules of the
 * site's header and footer written once in `site.css` (partRules.ts), the fonts, pictures, icon,
 * 404 page, sitemap and robots.txt. Apart from renderSite.ts, which the preview and the
 * miniatures use alone: what only the export needs loads with it.
 */

/** Every page of the site as exported, and the stylesheet they share. */
export interface RenderedSite {
  /** `site.css`: the site's sheet, then the rules of its header and footer every page shares. */
  siteCss: string;
  /** Each page, by id: its HTML, and its stylesheet without what `site.css` says. */
  pages: ReadonlyMap<string, { html: string; css: string }>;
}

/**
 * Every page of the site as the export writes it (`renderSitePage`), the rules of the site's
 * header and footer that every page showing them writes the same moved into `site.css`, once
 * (partRules.ts).
 */
export function renderSitePages(
  site: SiteDocument,
  options: RenderOptions = {},
  items: readonly ItemPage[] = itemPages(site, options.picture),
): RenderedSite {
  const rendered = [
    ...pagesInExportOrder(site).map(
      (page) => [page.id, renderSitePage(site, page, options), false] as const,
    ),
    // A list's next pages, one folder down too.
    ...listPages(site, options.addresses).map(
      ({ page, listPage }) =>
        [page.id, renderSitePage(site, page, { ...options, listPage }), true] as const,
    ),
    // Each item's page, one folder down: its addresses lead up (`../`), its rich content's rules.
    ...items.map(
      ({ page, contents }) =>
        [page.id, renderSitePage(site, page, { ...options, contents }), true] as const,
    ),
  ];
  const once = partRulesOnce(rendered.map(([, page]) => page.parts?.rules ?? []));
  const siteCss = siteStylesheet(site, options).css + (once.css ? `\n${once.css}` : '');
  const pages = new Map(
    rendered.map(([id, page, item]) => {
      const css = page.parts ? page.parts.css(once.written) : page.css;
      return [
        id,
        item
          ? { html: oneFolderDown(page.html), css: `${css}\n${RICH_RULES}\n` }
          : { html: page.html, css },
      ];
    }),
  );
  return { siteCss, pages };
}

/** What a file of the exported site is. */
export type SiteFileKind =
  | 'page'
  | 'stylesheet'
  | 'siteStylesheet'
  | 'font'
  | 'fontLicence'
  | 'picture'
  | 'icon'
  | 'sharingImage'
  | 'notFound'
  | 'sitemap'
  | 'robots'
  | 'itemPage'
  | 'itemStylesheet'
  | 'listPage'
  | 'feed';

/** A file of the exported site, by name: what the export dialog lists. */
export interface SiteFileName {
  name: string;
  kind: SiteFileKind;
  /** The page the file belongs to (its HTML, its stylesheet, its sharing picture). */
  pageId?: string;
  /** The font a font file or licence belongs to (document/fonts/fonts.ts). */
  fontId?: string;
}

/**
 * The bytes of a font file of the export (`fonts/…`: document/fonts/fontFiles.ts), which the
 * renderer does not hold: the app fetched them from its own assets, Node reads node_modules.
 */
export type FontFileBytes = (file: FontFileEntry) => Uint8Array | undefined;

/** What `siteFiles` takes: the renderer's options, and the bytes of the site's font files. */
export interface SiteFilesOptions extends RenderOptions {
  fontFile?: FontFileBytes;
  /** The bytes of the stored pictures `picture` knows (pictureFiles.ts). */
  pictureBytes?: PictureBytes;
}

/** One file of the exported site: its text, or the bytes of a picture a `data:` URL carried. */
export type SiteFile = SiteFileName & ({ text: string } | { bytes: Uint8Array });

/** A file of the site, its content not yet made (a picture decoded, a page rendered). */
interface PlannedFile extends SiteFileName {
  content: () => { text: string } | { bytes: Uint8Array };
}

const fileContent = (content: ExtraFileContent) => () =>
  'text' in content ? { text: content.text } : { bytes: dataPictureBytes(content.picture) };

/** The stored pictures the site shows that the export can write, each once, in page order. */
export function sitePictures(site: SiteDocument, picture: PictureLookup | undefined) {
  if (!picture) return [];
  return assetIdsOf(site)
    .map((id) => picture(id))
    .filter(isExportablePicture);
}

/** A picture file's bytes from `pictureBytes`: an export missing one fails rather than ship a hole. */
const pictureContent =
  (file: ExportPicture, variant: 'full' | 'phone', pictureBytes: PictureBytes | undefined) =>
  () => {
    const bytes = pictureBytes?.(file.id, variant);
    if (!bytes) throw new Error(`picture missing: ${pictureFileName(file, variant)}`);
    return { bytes };
  };

/** A font file's bytes from `fontFile`: an export missing one fails rather than ship a hole. */
const fontContent = (file: FontFileEntry, fontFile: FontFileBytes | undefined) => () => {
  const bytes = fontFile?.(file);
  if (!bytes) throw new Error(`font file missing: ${file.name}`);
  return { bytes };
};

/**
 * The site's files in their order in the export: each page's HTML and stylesheet (the home page
 * first, see `pagesInExportOrder`), the stylesheet they share (`site.css`), the font files its
 * pages use and their licences, its stored
 * pictures (and their phone variants), the site's
 * icon when it is a file, each page's sharing picture when it is a file, 404.html, then, when the
 * site has an address, sitemap.xml and robots.txt.
 */
function planFiles(site: SiteDocument, options: SiteFilesOptions): PlannedFile[] {
  const pages = pagesInExportOrder(site);
  const items = itemPages(site, options.picture);
  const files: PlannedFile[] = [];
  let rendered: RenderedSite | null = null;
  const render = () => (rendered ??= renderSitePages(site, options, items));
  // Each page's HTML then its stylesheet, of the kinds `html` and `css`.
  const pagePair = (page: Page, html: SiteFileKind, css: SiteFileKind) => {
    const names = pageFileNames(site, page);
    const made = () => render().pages.get(page.id)!;
    files.push(
      { name: names.html, kind: html, pageId: page.id, content: () => ({ text: made().html }) },
      { name: names.css, kind: css, pageId: page.id, content: () => ({ text: made().css }) },
    );
  };
  for (const page of pages) pagePair(page, 'page', 'stylesheet');
  for (const { page } of items) pagePair(page, 'itemPage', 'itemStylesheet');
  const lists = listPages(site, options.addresses);
  for (const { page } of lists) pagePair(page, 'listPage', 'itemStylesheet');
  for (const feed of atomFeeds(site, items, options.addresses)) {
    files.push({ name: feed.name, kind: 'feed', content: () => ({ text: feed.text }) });
  }
  files.push({
    name: SITE_STYLESHEET,
    kind: 'siteStylesheet',
    content: () => ({ text: render().siteCss }),
  });
  for (const font of siteFontFiles(site)) {
    const { name, kind, fontId } = font;
    files.push({ name, kind, fontId, content: fontContent(font, options.fontFile) });
  }
  for (const picture of sitePictures(site, options.picture)) {
    const variants = picture.phone ? (['full', 'phone'] as const) : (['full'] as const);
    for (const variant of variants) {
      files.push({
        name: pictureFileName(picture, variant),
        kind: 'picture',
        content: pictureContent(picture, variant, options.pictureBytes),
      });
    }
  }
  const icon = siteIcon(site).file;
  if (icon) files.push({ name: icon.name, kind: 'icon', content: fileContent(icon) });
  const base = siteBaseUrl(site);
  for (const page of pages) {
    const image = sharingImage(page, base)?.file;
    if (image) {
      files.push({
        name: image.name,
        kind: 'sharingImage',
        pageId: page.id,
        content: fileContent(image),
      });
    }
  }
  files.push({
    name: NOT_FOUND_FILE,
    kind: 'notFound',
    content: () => ({ text: notFoundPage(site) }),
  });
  const sitemap = sitemapXml(
    site,
    [...pages, ...items.map(({ page }) => page), ...lists.map(({ page }) => page)],
    options.addresses,
  );
  if (sitemap !== null) {
    files.push({ name: SITEMAP_FILE, kind: 'sitemap', content: () => ({ text: sitemap }) });
  }
  const robots = robotsTxt(site);
  if (robots !== null) {
    files.push({ name: ROBOTS_FILE, kind: 'robots', content: () => ({ text: robots }) });
  }
  return files;
}

/**
 * The site's files by name, in their order in the export (see `planFiles`), without rendering;
 * its stored pictures when `picture` knows them.
 */
export function siteFileList(site: SiteDocument, picture?: PictureLookup): SiteFileName[] {
  return planFiles(site, { picture }).map(fileName);
}

/** A planned file's name, kind and page or font (only those it has). */
function fileName({ name, kind, pageId, fontId }: PlannedFile): SiteFileName {
  const file: SiteFileName = { name, kind };
  if (pageId !== undefined) file.pageId = pageId;
  if (fontId !== undefined) file.fontId = fontId;
  return file;
}

/**
 * The names of the site's files, in their order in the export: `index.html`, `styles.css`, then
 * `<slug>.html` and `styles-<slug>.css` of each other page in the site's order, `site.css`, then
 * the site's own files (see `planFiles`).
 */
export function siteFileNames(site: SiteDocument, picture?: PictureLookup): string[] {
  return siteFileList(site, picture).map((file) => file.name);
}

/**
 * Every page's slug must be a valid, free file name: the schema and the editor's page operations
 * guarantee it; a site that broke it would otherwise write files over one another or outside the
 * folder, so the export refuses it.
 */
function checkSlugs(pages: readonly Page[]): void {
  const taken: string[] = [];
  for (const page of pages) {
    if (slugProblem(page.slug, taken) !== null) throw new Error('invalid page slug');
    taken.push(page.slug);
  }
}

/** The site's files, rendered, in their order in the export (see `siteFileNames`). */
export function siteFiles(site: SiteDocument, options: SiteFilesOptions = {}): SiteFile[] {
  checkSlugs(pagesInExportOrder(site));
  return planFiles(site, options).map((planned): SiteFile => ({
    ...fileName(planned),
    ...planned.content(),
  }));
}
