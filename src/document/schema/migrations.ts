import { siteV3FromPageDocument } from '../site';
import { CURRENT_SCHEMA_VERSION, versionOf } from './version';
import { type EditorElement, type PageDocument, type SiteDocument } from '../types';
import {
  pageDocumentSchema,
  rememberValidSite,
  siteSchema,
  siteV3Schema,
  siteV4Schema,
} from './documentSchema';
import { withSharedParts } from '../sharedParts';
import { withInferredStyles } from '../siteStyles/infer';
import { documentV1Schema, type DocumentV1 } from './schemaV1';

/**
 * Reading older documents. Each step takes a document of version N (checked by that version's
 * schema) to version N + 1; `readDocument` runs the steps in order, then checks the result with
 * the current schema. A new format adds one step here and one fixture in test/fixtures/.
 *
 * 1 → 2: flat styles nested, `margin` and `properties` added, `title` renamed `name`.
 * 2 → 3: the page becomes the one page « Accueil » of a site (site.ts, siteV3FromPageDocument).
 * 3 → 4: the site gets its colours and text styles, read from what its elements hold, and the
 *        elements that use them follow them (siteStyles/infer.ts); it draws the same.
 * 4 → 5: the home page's header and footer become the site's, shared by the pages whose own are
 *        the same (sharedParts.ts, withSharedParts); the others keep theirs. It draws the same.
 */
export { CURRENT_SCHEMA_VERSION, versionOf };

/** Version 1 kept styles flat, had no margin nor properties, and called the name `title`. */
export function migrateDocumentV1(document: DocumentV1): PageDocument {
  return {
    templateId: document.templateId,
    name: document.title,
    elements: document.elements.map(({ id, type, content, styles }): EditorElement => ({
      id,
      type,
      content,
      styles: {
        position: { x: styles.x, y: styles.y },
        size: { width: Math.max(0, styles.width), height: Math.max(0, styles.height) },
        color: styles.color,
        backgroundColor: styles.backgroundColor,
        fontSize: styles.fontSize > 0 ? styles.fontSize : 16,
        fontWeight: styles.fontWeight,
        textAlign: styles.textAlign,
        borderRadius: Math.max(0, styles.borderRadius),
        padding: Math.max(0, styles.padding),
        margin: 0,
      },
      properties: {},
    })),
  };
}

/** Version 3 had no site styles: they are read from the elements, which then follow them. */
export function migrateDocumentV3(document: unknown): SiteDocument {
  const { schemaVersion: _v3, ...site } = siteV3Schema.parse(document);
  void _v3;
  return withInferredStyles(site as Omit<SiteDocument, 'styles' | 'schemaVersion'>);
}

/** Version 4 had no shared header nor footer: the pages' own become them where they are alike. */
export function migrateDocumentV4(document: unknown): SiteDocument {
  const site = siteV4Schema.parse(document) as unknown as Omit<SiteDocument, 'schemaVersion'>;
  return withSharedParts({ ...site, schemaVersion: CURRENT_SCHEMA_VERSION } as SiteDocument).site;
}

/**
 * Version 2 was one page: it becomes a site of that one page, as version 3 wrote it (the next step
 * reads its styles).
 */
export function migrateDocumentV2(
  document: PageDocument,
): ReturnType<typeof siteV3FromPageDocument> {
  return siteV3FromPageDocument(document);
}

export type Steps = Record<number, (value: unknown) => unknown>;

/** Runs `steps[version]`, `steps[version + 1]`… up to the current version. Never throws. */
export function runSteps(
  value: unknown,
  version: number,
  steps: Steps,
): { ok: true; value: unknown } | { ok: false } {
  let current = value;
  try {
    for (let v = version; v < CURRENT_SCHEMA_VERSION; v += 1) {
      const step = steps[v];
      if (!step) return { ok: false };
      current = step(current);
    }
  } catch {
    return { ok: false };
  }
  return { ok: true, value: current };
}

/** Steps on bare documents (in project files and share links). */
export const documentSteps: Steps = {
  1: (value) => migrateDocumentV1(documentV1Schema.parse(value)),
  2: (value) => migrateDocumentV2(pageDocumentSchema.parse(value) as PageDocument),
  3: (value) => ({ ...migrateDocumentV3(value), schemaVersion: 4 }),
  4: (value) => migrateDocumentV4(value),
};

/** A colour or a text style an element (or the page) follows that the site does not define. */
export interface UnknownStyle {
  kind: 'color' | 'textStyle';
  id: string;
}

export type ReadDocumentResult =
  | { ok: true; site: SiteDocument; migratedFrom: number | null }
  | { ok: false; reason: 'newer' | 'invalid' }
  | { ok: false; reason: 'unknownStyle'; style: UnknownStyle };

/** The value at `path` in `value`, if it is a short string. */
function stringAt(value: unknown, path: readonly PropertyKey[]): string | null {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return null;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return typeof current === 'string' && current.length <= 40 ? current : null;
}

/**
 * The colour or text style `document` follows without the site defining it, when that is all the
 * schema's `issues` object to: the one reason a file is refused that a person can be told in words.
 */
function unknownStyleOf(
  document: unknown,
  issues: readonly { path: readonly PropertyKey[] }[],
): UnknownStyle | null {
  let found: UnknownStyle | null = null;
  for (const issue of issues) {
    const [parent, last] = issue.path.slice(-2);
    const kind =
      (parent === 'colors' && issue.path.includes('properties')) ||
      (parent === 'page' && last === 'bound')
        ? 'color'
        : parent === 'properties' && last === 'textStyle'
          ? 'textStyle'
          : null;
    const id = kind && stringAt(document, issue.path);
    if (!kind || !id) return null;
    found ??= { kind, id };
  }
  return found;
}

/**
 * A bare document written at `version` (a file's, a link's), brought to the current version and
 * checked. Never throws.
 */
export function readDocument(document: unknown, version: number): ReadDocumentResult {
  if (version > CURRENT_SCHEMA_VERSION) return { ok: false, reason: 'newer' };
  const stepped = runSteps(document, version, documentSteps);
  if (!stepped.ok) {
    // A site of schema 4 (styles, no shared parts) refused by its own schema: named when it is for
    // a colour or a style the site lacks, as the current version's would be.
    const v4 = version === 4 ? siteV4Schema.safeParse(document) : null;
    const style = v4 && !v4.success ? unknownStyleOf(document, v4.error.issues) : null;
    return style ? { ok: false, reason: 'unknownStyle', style } : { ok: false, reason: 'invalid' };
  }
  const checked = siteSchema.safeParse(stepped.value);
  if (!checked.success) {
    const style = unknownStyleOf(stepped.value, checked.error.issues);
    return style ? { ok: false, reason: 'unknownStyle', style } : { ok: false, reason: 'invalid' };
  }
  rememberValidSite(checked.data as SiteDocument);
  return {
    ok: true,
    site: checked.data as SiteDocument,
    migratedFrom: version === CURRENT_SCHEMA_VERSION ? null : version,
  };
}
