// A one-page document of schema 2 ({ templateId, name, elements }), or a site of schema 3, as a
// site of schema 5 (src/document/site.ts), for browser tests and benchmarks that load a document
// through the test build's store hook, where no migration runs. The site gets the styles of a new
// site (defaultSiteStyles) and no element follows them: every element keeps its own values, so it
// draws as it did. test/unit/document/siteStyles/siteOfHelper.test.ts holds it to the schema.

const style = (desktop, tablet, phone, weight, font) => ({
  font,
  sizes: { desktop, tablet, phone },
  weight,
  lineHeight: 1.2,
  letterSpacing: 0,
  uppercase: false,
});

/** The styles of a new site (src/document/siteStyles/siteStyles.ts, defaultSiteStyles). */
export const DEFAULT_SITE_STYLES = {
  colors: [
    { id: 'primary', value: '#3B82F6' },
    { id: 'secondary', value: '#1E3A8A' },
    { id: 'accent', value: '#F59E0B' },
    { id: 'background', value: '#FFFFFF' },
    { id: 'backgroundAlt', value: '#F3F4F6' },
    { id: 'text', value: '#000000' },
    { id: 'textMuted', value: '#4B5563' },
  ],
  text: {
    h1: style(49, 42, 36, 'bold', 'heading'),
    h2: style(31, 28, 25, 'bold', 'heading'),
    h3: style(25, 23, 21, 'bold', 'heading'),
    p: style(16, 16, 16, 'normal', 'body'),
    small: style(14, 14, 16, 'normal', 'body'),
    button: style(16, 16, 16, 'bold', 'body'),
  },
  page: { background: '#FFFFFF', bound: 'background' },
};

const defaultStyles = () => JSON.parse(JSON.stringify(DEFAULT_SITE_STYLES));

/** The styles of a new site, a fresh copy. */
export const defaultSiteStyles = defaultStyles;

export function siteOf(document) {
  if (document.schemaVersion === 5) return document;
  // A site of schema 4 without shared parts is one of schema 5 that shares nothing.
  if (document.schemaVersion === 4) return { ...document, schemaVersion: 5 };
  if (document.schemaVersion === 3) {
    return { ...document, schemaVersion: 5, styles: defaultStyles() };
  }
  return {
    schemaVersion: 5,
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
    styles: defaultStyles(),
    settings: { language: 'fr' },
  };
}

/**
 * `site` without what schema 4 added (its styles, what its elements follow), as schema 3 wrote it:
 * to compare a site Toile opened from a file of schema 3 with that file.
 */
export function withoutStyles(site) {
  const copy = withoutSharedParts(JSON.parse(JSON.stringify(site)));
  delete copy.styles;
  copy.schemaVersion = 3;
  for (const page of copy.pages) {
    for (const element of page.elements) {
      delete element.properties.colors;
      delete element.properties.textStyle;
    }
  }
  return copy;
}

/** Where a page's footer starts: under its lowest shown element (src/document/sharedParts.ts). */
const bottomOf = (elements) =>
  Math.max(
    0,
    ...elements
      .filter((e) => !e.properties.hidden)
      .map((e) => e.styles.position.y + e.styles.size.height + 2 * (e.styles.margin ?? 0)),
  );

/**
 * `site` (schema 5, a copy) without its shared header and footer: each page holding what it
 * draws, the header's elements first and the footer's moved under its last element, as schema 4
 * held it. For boxes of at least their own minimum height (a container's is 40 px).
 */
export function withoutSharedParts(site) {
  const { shared, ...rest } = site;
  if (!shared) return site;
  return {
    ...rest,
    pages: site.pages.map(({ showHeader, showFooter, ...page }) => {
      const header = showHeader !== false ? shared.header : [];
      const footer = showFooter !== false ? shared.footer : [];
      const above = [...header, ...page.elements];
      const top = footer.length ? bottomOf(above) : 0;
      const moved = footer.map((e) => ({
        ...e,
        styles: { ...e.styles, position: { ...e.styles.position, y: e.styles.position.y + top } },
      }));
      return { ...page, elements: [...above, ...moved] };
    }),
  };
}
