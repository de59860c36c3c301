// A one-page document of schema 2 ({ templateId, name, elements }) as the one-page site of schema 3
// that Toile makes of it (src/document/site.ts, siteFromPageDocument), for browser tests and
// benchmarks that load a document through the test build's store hook.
export function siteOf(document) {
  if (document.schemaVersion === 3) return document;
  return {
    schemaVersion: 3,
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
    settings: { language: 'fr' },
  };
}
