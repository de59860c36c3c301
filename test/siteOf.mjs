// A one-page document of schema 2 ({ templateId, name, elements }), or a site of schema 3, as a
// site of the current schema (4) for browser tests and benchmarks that load a document through the
// test build's store hook: the one page « Accueil » (src/document/site.ts, siteFromPageDocument),
// and the styles of a new site (test/fixtures/default-site-styles.json), its elements bound to none.
import { readFileSync } from 'node:fs';

const DEFAULT_STYLES = JSON.parse(
  readFileSync(new URL('./fixtures/default-site-styles.json', import.meta.url), 'utf8'),
);

/** The styles of a new site (a fresh copy). */
export const defaultSiteStyles = () => structuredClone(DEFAULT_STYLES);

export function siteOf(document) {
  if (document.schemaVersion === 4) return document;
  if (document.schemaVersion === 3) {
    return { ...document, schemaVersion: 4, styles: document.styles ?? defaultSiteStyles() };
  }
  return {
    schemaVersion: 4,
    name: document.name,
    templateId: document.templateId,
    homePageId: 'accueil',
    pages: [
      {
        id: 'accueil',
        name: 'Accueil',
        slug: 'accueil',
        seo: { title: '', description: '', noindex: false },
        elements: document.elements,
      },
    ],
    theme: { headingFont: 'system', bodyFont: 'system' },
    styles: defaultSiteStyles(),
    settings: { language: 'fr' },
  };
}
