import { LIMITS } from '../../../../src/document/limits';
/**
 * import fuzzing. At least 1,000 generated malformed or hostile project files
 * (wrong types, huge strings, deep nesting, prototype keys, scripts in every field) always end in a
 * clear French error or a valid, sanitized project; never a crash; and a refused file leaves the
 * open project exactly as it was.
 */
import 'fake-indexeddb/auto';
import { deserialize, serialize } from 'node:v8';
import fc from 'fast-check';
import { makeStore } from '../../../../src/app/store';
import { documentLoaded, selectDocument } from '../../../../src/features/editor/editorSlice';
import { brokenLinkReason } from '../../../../src/document/links';
import { isAllowedImageUrl } from '../../../../src/document/validate/isAllowedImageUrl';
import { safeStyles } from '../../../../src/document/validate/safeStyles';
import { SPEC_ELEMENT_TYPES, type SiteDocument } from '../../../../src/document/types';
import { siteSchema } from '../../../../src/document/schema/documentSchema';
import { parseProjectFile, projectFileText } from '../../../../src/document/projectFile';
import { importProjectFile } from '../../../../src/features/projects/projectsThunks';
import { fr } from '../../../../src/i18n/fr';
import { elementLists } from '../../../../src/document/siteElements';
import { threePageSiteShared } from './projectsSites';

globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;

const { tooBig, unknownStyle, ...fixed } = fr.projects.file;
const FRENCH_MESSAGES = new Set<string>([
  ...Object.values(fixed),
  tooBig(LIMITS.fileBytes / (1024 * 1024)),
]);
/** The message that names a colour or a text style: its words around the name. */
const [UNKNOWN_BEFORE, UNKNOWN_AFTER] = unknownStyle('\u0000').split('\u0000');
const isFrenchMessage = (message: string) =>
  FRENCH_MESSAGES.has(message) ||
  (message.startsWith(UNKNOWN_BEFORE) && message.endsWith(UNKNOWN_AFTER));

const SCRIPTS = [
  '<script>window.__pwned=1</script>',
  'javascript:alert(1)',
  '"><svg onload=alert(1)>',
  '</style><script>alert(1)</script>',
  "'; alert(1); //",
  'data:text/html,<script>alert(1)</script>',
  '{{constructor.constructor("alert(1)")()}}',
];

/**
 * Three pages (test/fixtures/project-v3-file.json) with elements of every type, links of every
 * kind, anchors, overrides and SEO fields, the home page's header shared by the site and the other
 * pages hiding it: every field of a site is a place to mutate.
 */
const valid: SiteDocument = threePageSiteShared();
const validText = projectFileText(valid);
const validJson = JSON.parse(validText) as Record<string, unknown>;

/** Any JSON value, including deep nesting. */
const anyJson = fc.jsonValue({ maxDepth: 6 });
const hostileValue = fc.oneof(
  anyJson,
  fc.constantFrom(...SCRIPTS),
  fc.constantFrom(null, true, -1, 1e308, '', '__proto__', [], {}),
  fc.string({ minLength: 1, maxLength: 20 }).map((s) => s.repeat(5000)),
);

/** A path into the valid file (e.g. ['document', 'pages', 0, 'elements', 2, 'styles', 'color']). */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Array.isArray(value)
    ? value.map((v, i) => [i, v] as const)
    : Object.entries(value);
  return [prefix, ...entries.flatMap(([k, v]) => paths(v, [...prefix, k]))];
}
const ALL_PATHS = paths(validJson).filter((p) => p.length > 0);

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]] = value;
  return copy;
}

/** One field of a valid file replaced by a hostile value. */
const mutatedField = fc
  .record({ path: fc.constantFrom(...ALL_PATHS), value: hostileValue })
  .map(({ path, value }) => JSON.stringify(setAt(validJson, path, value)));

/** Prototype keys, written as raw JSON text so that they stay own properties. */
const prototypeKeys = fc
  .record({
    path: fc.constantFrom(...ALL_PATHS.filter((p) => typeof p[p.length - 1] === 'string')),
    key: fc.constantFrom('__proto__', 'constructor', 'prototype'),
  })
  .map(({ path, key }) => {
    const marker = '"__MARKER__":1';
    const text = JSON.stringify(setAt(validJson, [...path.slice(0, -1), '__MARKER__'], 1));
    return text.replace(marker, `"${key}":{"polluted":true,"isAdmin":true}`);
  });

/** Deep nesting where an object is expected. */
const deepNesting = fc
  .record({ path: fc.constantFrom(...ALL_PATHS), depth: fc.integer({ min: 100, max: 3000 }) })
  .map(({ path, depth }) => {
    const text = JSON.stringify(setAt(validJson, path, '__DEEP__'));
    return text.replace('"__DEEP__"', '['.repeat(depth) + ']'.repeat(depth));
  });

/**
 * Scripts in every text field of an otherwise valid file (the site's name, each page's name and
 * SEO texts, every element's text and alternative text), and in every image and link if asked.
 */
const scriptsEverywhere = fc
  .record({ script: fc.constantFrom(...SCRIPTS), inAddresses: fc.boolean() })
  .map(({ script, inAddresses }) => {
    const doc = structuredClone(valid);
    doc.name = script;
    for (const page of doc.pages) {
      page.name = script;
      page.seo = { ...page.seo, title: script, description: script };
    }
    for (const elements of elementLists(doc)) {
      for (const element of elements) {
        if (element.type !== 'image' || inAddresses) element.content = script;
        if (element.properties.alt !== undefined) element.properties.alt = script;
        if (inAddresses && element.properties.link?.kind === 'url') {
          element.properties.link = { ...element.properties.link, href: script };
        }
      }
    }
    return projectFileText(doc);
  });

/** Broken text: truncated, garbage, wrong envelope, newer versions. */
const brokenText = fc.oneof(
  fc.nat({ max: validText.length - 1 }).map((n) => validText.slice(0, n)),
  fc.string(),
  anyJson.map((v) => JSON.stringify(v)),
  // The file's version (the first) or the site's: older, newer, or absurd.
  fc
    .record({ v: fc.integer({ min: 0, max: 1e6 }), inSite: fc.boolean() })
    .map(({ v, inSite }) =>
      inSite
        ? validText.replace(/("document": \{\s*"schemaVersion": )\d+/, `$1${v}`)
        : validText.replace(/"schemaVersion": \d+/, `"schemaVersion": ${v}`),
    ),
  fc.constantFrom('', '   ', 'null', '[]', '{}', '\u0000', '\uFEFF{}'),
);

const hostileFile = fc.oneof(
  mutatedField,
  prototypeKeys,
  deepNesting,
  scriptsEverywhere,
  brokenText,
);

function expectSanitized(site: SiteDocument) {
  expect(siteSchema.safeParse(site).success).toBe(true);
  expect(site.pages.some((page) => page.id === site.homePageId)).toBe(true);
  for (const page of site.pages) {
    if (page.seo.image !== undefined) expect(isAllowedImageUrl(page.seo.image)).toBe(true);
  }
  for (const elements of elementLists(site)) {
    for (const element of elements) {
      expect(safeStyles(element, element.styles)).toEqual(element.styles);
      if (element.type === 'image' && element.content !== '') {
        expect(isAllowedImageUrl(element.content)).toBe(true);
      }
      const { link } = element.properties;
      if (link) expect(brokenLinkReason(link, site)).not.toBe('badAddress');
    }
  }
}

describe('import of hostile project files', () => {
  afterEach(() => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('accepts the valid file it starts from, with elements of every type', () => {
    const parsed = parseProjectFile(validText);
    expect(parsed).toEqual({ ok: true, project: { document: valid, migratedFrom: null } });
    const types = new Set(elementLists(valid).flatMap((elements) => elements.map((e) => e.type)));
    expect([...types].sort()).toEqual([...SPEC_ELEMENT_TYPES].sort());
    expect(valid.shared?.header).toHaveLength(1);
  });

  it('keeps scripts typed in text fields as text: the file opens, its texts unchanged', () => {
    for (const text of fc.sample(scriptsEverywhere, { numRuns: 40, seed: 7 })) {
      const parsed = parseProjectFile(text);
      const sent = JSON.parse(text) as { document: SiteDocument };
      const inAddresses = sent.document.pages[0].elements.some(
        (e) => e.type === 'image' && e.content === sent.document.name,
      );
      expect(parsed.ok).toBe(!inAddresses);
      if (parsed.ok) expect(parsed.project.document).toEqual(sent.document);
    }
  });

  it('ends 1,000 hostile files in a French error or a valid, sanitized project', () => {
    let refused = 0;
    fc.assert(
      fc.property(hostileFile, (text) => {
        const parsed = parseProjectFile(text);
        if (parsed.ok) expectSanitized(parsed.project.document);
        else {
          refused += 1;
          expect(isFrenchMessage(parsed.message)).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
    // The generator really produces hostile files, not only valid ones.
    expect(refused).toBeGreaterThan(500);
  });

  it('refuses an oversized file before reading it, with a French message', async () => {
    const huge = new Blob(['{"format":"toile-project","x":"', 'a'.repeat(6 * 1024 * 1024), '"}']);
    const store = makeStore();
    store.dispatch(documentLoaded({ document: valid }));
    const before = selectDocument(store.getState());
    expect(await store.dispatch(importProjectFile(huge))).toBe(false);
    expect(selectDocument(store.getState())).toBe(before);
  });

  it('leaves the open project exactly as it was when a file is refused', async () => {
    const samples = fc.sample(hostileFile, { numRuns: 150, seed: 42 });
    const store = makeStore();
    store.dispatch(documentLoaded({ document: valid }));
    for (const text of samples) {
      if (parseProjectFile(text).ok) continue;
      const before = selectDocument(store.getState());
      const accepted = await store.dispatch(importProjectFile(new Blob([text])));
      expect(accepted).toBe(false);
      expect(selectDocument(store.getState())).toBe(before);
    }
  });
});
