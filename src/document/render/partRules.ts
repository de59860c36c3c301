import { fr } from '../../i18n/fr';
import { SCREEN_MEDIA } from '../layout/screens';
import { OVERRIDE_SCREENS } from '../types';
import { cssRule } from './css';
import { partRuleKey, type PartRule, type WrittenRules } from './renderPage';
import { mediaBlock } from './siteStylesheet';

/**
 * The rules of the site's header and footer written once, in `site.css`: of each shared element's
 * rules (renderPage.ts, `PartRule`), the declarations every page showing it writes the same. What
 * differs from page to page (the footer's place under each page's content, its margin on a
 * tablet) stays in each page's own stylesheet, which comes after `site.css` and so wins.
 *
 * A declaration moves only where the cascade keeps what it drew: a page's own rule for a property
 * on Ordinateur (no `@media`) would win over `site.css`'s for the same property on a tablet, so a
 * property a page keeps on Ordinateur is kept by the pages on every screen.
 */

/** `font-size: 16px;` → `font-size`. */
const propertyOf = (declaration: string) => declaration.slice(0, declaration.indexOf(':'));

export interface PartRulesOnce {
  /** By rule (`partRuleKey`), the declarations `site.css` holds. */
  written: WrittenRules;
  /** Those rules, for the end of `site.css`; empty when there are none. */
  css: string;
}

/** What `pages` (each page's `PartRule`s) have in common, written once. */
export function partRulesOnce(pages: readonly (readonly PartRule[])[]): PartRulesOnce {
  /** By class, the pages drawing it (their index), and by rule, each page's. */
  const drawnBy = new Map<string, Set<number>>();
  const byKey = new Map<string, { first: PartRule; of: Map<number, readonly string[]> }>();
  pages.forEach((rules, page) => {
    for (const rule of rules) {
      let drawn = drawnBy.get(rule.name);
      if (!drawn) drawnBy.set(rule.name, (drawn = new Set()));
      drawn.add(page);
      const key = partRuleKey(rule);
      let entry = byKey.get(key);
      if (!entry) byKey.set(key, (entry = { first: rule, of: new Map() }));
      entry.of.set(page, rule.declarations);
    }
  });

  const written = new Map<string, Set<string>>();
  /** The declarations of `key` every page drawing its class writes. */
  const common = (key: string, keep: (declaration: string) => boolean): Set<string> => {
    const entry = byKey.get(key)!;
    const drawn = drawnBy.get(entry.first.name)!;
    const found = new Set<string>();
    if (entry.of.size !== drawn.size) return found;
    const first = entry.first.declarations;
    // Mostly, every page writes the rule alike: compared in order, no set made.
    const alike = (declarations: readonly string[]) =>
      declarations.length === first.length && declarations.every((d, i) => d === first[i]);
    const all = [...entry.of.values()];
    const sets = all.every(alike) ? null : all.map((declarations) => new Set(declarations));
    for (const declaration of first) {
      if (!keep(declaration)) continue;
      if (!sets || sets.every((set) => set.has(declaration))) found.add(declaration);
    }
    return found;
  };

  const desktop: string[] = [];
  const media = new Map(OVERRIDE_SCREENS.map((screen) => [screen, [] as string[]]));
  for (const [key, { first }] of byKey) {
    if (first.screen === 'tablet' || first.screen === 'phone') continue;
    const found = common(key, () => true);
    if (found.size === 0) continue;
    written.set(key, found);
    desktop.push(
      first.screen === 'accent'
        ? first.declarations[0]
        : cssRule(`.${first.name}`, first.declarations.filter((d) => found.has(d)).join('\n  ')),
    );
  }
  for (const [key, { first }] of byKey) {
    const screen = first.screen;
    if (screen !== 'tablet' && screen !== 'phone') continue;
    // Properties the pages write on Ordinateur: movable on this screen only if moved there too.
    const desktopKey = partRuleKey({ name: first.name, screen: 'desktop' });
    const moved = new Set([...(written.get(desktopKey) ?? [])].map(propertyOf));
    const kept = new Set<string>();
    for (const declarations of byKey.get(desktopKey)?.of.values() ?? []) {
      for (const declaration of declarations) {
        const property = propertyOf(declaration);
        if (!moved.has(property)) kept.add(property);
      }
    }
    const found = common(key, (declaration) => !kept.has(propertyOf(declaration)));
    if (found.size === 0) continue;
    written.set(key, found);
    const declarations = first.declarations.filter((d) => found.has(d));
    media.get(screen)!.push(cssRule(`.${first.name}`, declarations.join('\n  ')));
  }

  if (written.size === 0) return { written, css: '' };
  const blocks = [`/* ${fr.export.cssSharedParts} */`, ...desktop];
  for (const [screen, rules] of media) {
    if (rules.length > 0) blocks.push(mediaBlock(SCREEN_MEDIA[screen], rules));
  }
  return { written, css: `${blocks.join('\n\n')}\n` };
}
