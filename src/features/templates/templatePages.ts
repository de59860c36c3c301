import { buildSection, type SectionTheme } from '../../document/sections';
import type { EditorElement } from '../../document/types';
import type { SampleCollection } from '../../document/collections/samples';
import { illustration } from './illustrations';
import type { Template } from './types';

/**
 * A template's pages as editor elements, built on demand from its recipe by the section library
 * (document/sections, `buildSection`): each section placed under the one before, from y = 0 on
 * the 1,152 px canvas, the band first and each card before what it holds. The sections' own
 * sample pictures (a bakery's) become the category's (illustrations.ts), in the template's colours;
 * portraits stay portraits. Pure: ids come from `makeId`, in order.
 */

export interface BuiltPage {
  name: string;
  elements: EditorElement[];
  /** The page's height: the bottom of its last section. */
  height: number;
  /** The top of each of its sections, in the recipe's order. */
  tops: number[];
  /** The collections its lists show (document/collections/samples.ts). */
  samples?: SampleCollection[];
}

/** What the pages are built from: the template's category, colours and recipe. */
export type TemplateParts = Pick<Template, 'category' | 'palette' | 'recipe'>;

const pictureCache = new Map<string, string>();

/** The category's picture `n`, made once and shared (10,000 templates hold 49 palettes). */
function categoryPicture(template: TemplateParts, n: number, dim: boolean): string {
  const key = `${template.category}|${template.palette.primary}|${n % 6}|${dim ? 1 : 0}`;
  let url = pictureCache.get(key);
  if (url === undefined) {
    url = illustration(template.category, template.palette, n, dim);
    pictureCache.set(key, url);
  }
  return url;
}

/**
 * The pages of `template`, or only the first `pageCount` (the home page: 1). Their texts are
 * measured in `widths`, the site's fonts' (document/fonts/fontWidths.ts), the system font's
 * without them (a template's); its header's menu is made for its pages' names.
 */
export function templatePages(
  template: TemplateParts,
  makeId: () => string,
  pageCount = Infinity,
  widths?: SectionTheme['widths'],
): BuiltPage[] {
  const theme: SectionTheme = {
    palette: template.palette,
    menu: template.recipe.pages.map((page) => page.name),
    ...(widths ? { widths } : {}),
  };
  return template.recipe.pages.slice(0, pageCount).map((page) => {
    const elements: EditorElement[] = [];
    const tops: number[] = [];
    const samples: SampleCollection[] = [];
    let top = 0;
    let picture = 0;
    for (const section of page.sections) {
      tops.push(top);
      const built = buildSection(section.id, theme, top, makeId, section.content as never);
      if (built.samples) samples.push(...built.samples);
      const portraits = section.id.startsWith('team.');
      let first = true;
      for (const element of built.elements) {
        if (element.type === 'image' && !portraits) {
          // The full-width picture behind « Héros sur image » is darkened, for its white text.
          element.content = categoryPicture(
            template,
            picture,
            first && section.id === 'hero.overlay',
          );
          picture += 1;
          first = false;
        }
        elements.push(element);
      }
      top += built.height;
    }
    const made: BuiltPage = { name: page.name, elements, height: top, tops };
    if (samples.length) made.samples = samples;
    return made;
  });
}

/** Ids « e0 », « e1 »…: the same template always gets the same (its page, its stylesheet). */
export function counter(): () => string {
  let n = 0;
  return () => `e${n++}`;
}
