import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { factKey, fillAll, placeholders } from '../../../src/content/fill';
import { ACTIVITIES } from '../../../src/features/generator/activities';
import { FAMILIES } from '../../../src/features/generator/activities/families';
import { FACT_NAMES } from '../../../src/features/generator/activities/facts';
import { activityContentSchema } from '../../../src/features/generator/activities/schema';
import { typographyProblems } from './typographyRules';

/**
 * The activities' content files (src/content/activities/<id>.json) and the families' (the same
 * format, src/content/families/<id>.json): each one in the format of an activity's content, each
 * placeholder one the facts fill, each text typed the French way.
 */

const DIR = resolve(__dirname, '../../../src/content/activities');
const FAMILY_DIR = resolve(__dirname, '../../../src/content/families');
const jsonFiles = (dir: string) =>
  existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'shared.json') : [];
const files = jsonFiles(DIR);
const familyFiles = jsonFiles(FAMILY_DIR);
const shared = JSON.parse(readFileSync(resolve(DIR, 'shared.json'), 'utf8')) as Record<
  string,
  unknown
>;
/** A text several activities say: `"@shared:<key>"` in their files, its words in shared.json. */
const SHARED_TEXT = /^@shared:(.+)$/;
const contents = [
  ...files.map((file) => ({ file, dir: DIR })),
  ...familyFiles.map((file) => ({ file: `families/${file}`, dir: FAMILY_DIR })),
].map(({ file, dir }) => ({
  file,
  json: JSON.parse(readFileSync(resolve(dir, file.replace(/^families\//, '')), 'utf8')) as unknown,
}));

/** Every string of a value with its path (« texts.faq.items.2.answer »). */
function strings(value: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) strings(v, `${path}.${key}`, out);
  }
  return out;
}

test('there is one content file per activity, named after its id', () => {
  expect(files.map((f) => f.replace(/\.json$/, '')).sort()).toEqual(
    ACTIVITIES.map((a) => a.id).sort(),
  );
});

test('there is one content file per family, named after its id', () => {
  expect(familyFiles.map((f) => f.replace(/\.json$/, '')).sort()).toEqual(
    FAMILIES.map((a) => a.id).sort(),
  );
});

describe.each(contents)('$file', ({ file, json }) => {
  it('is in the format of an activity’s content', () => {
    const parsed = activityContentSchema.safeParse(json);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    expect(parsed.data?.id).toBe(file.replace(/^families\//, '').replace(/\.json$/, ''));
  });

  it('names only facts the generator has', () => {
    const { names, texts, rewrite, ...rest } = json as Record<string, unknown>;
    const unknown = (value: unknown, path: string, allowed: readonly string[]) =>
      strings(value, path).flatMap(([where, text]) =>
        placeholders(text)
          .filter((p) => !allowed.includes(factKey(p)))
          .map((p) => `{${p}} in ${where}`),
      );
    expect([
      ...unknown(texts, 'texts', FACT_NAMES),
      ...unknown(rewrite, 'rewrite', FACT_NAMES),
      ...unknown(names, 'names', ['city', 'ofCity']),
      // The label, the keywords and the pages are the same for every business.
      ...unknown(rest, '', []),
    ]).toEqual([]);
  });

  // The files are typeset as the page shows them (« Réservez\u00a0: »); the generator still
  // typesets what it fills in, since a name from a description may hold « ! » or « ? ».
  it('follows French typography', () => {
    // A shared text's words are checked in shared.json.
    const own = strings(json, '').filter(([, text]) => !SHARED_TEXT.test(text));
    const problems = own.flatMap(([where, text]) =>
      typographyProblems(text).map((problem) => `${where}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});

describe('shared.json', () => {
  const references = contents.flatMap(({ file, json }) =>
    strings(json, file).flatMap(([where, text]) => {
      const key = SHARED_TEXT.exec(text)?.[1];
      return key === undefined ? [] : [{ where, key }];
    }),
  );

  it('holds texts, each said by two activities or more', () => {
    expect(Object.values(shared).filter((text) => typeof text !== 'string')).toEqual([]);
    const users = (key: string) =>
      new Set(references.filter((r) => r.key === key).map((r) => r.where.split('.')[0])).size;
    expect(Object.keys(shared).filter((key) => users(key) < 2)).toEqual([]);
  });

  it('has every text an activity refers to', () => {
    expect(references.filter(({ key }) => !(key in shared)).map((r) => r.where)).toEqual([]);
  });

  it('names only facts the generator has, and follows French typography', () => {
    expect(
      strings(shared, 'shared').flatMap(([where, text]) => [
        ...placeholders(text)
          .filter((p) => !FACT_NAMES.includes(factKey(p)))
          .map((p) => `{${p}} in ${where}`),
        ...typographyProblems(text).map((problem) => `${where}: ${problem}`),
      ]),
    ).toEqual([]);
  });
});

/** A sentence, not a time (« 9 h – 18 h ») or a number: what is written once. */
const isSentence = (text: string) =>
  text.split(/\s+/).length >= 4 && !/^[\d\s\u00a0\u202fh–,]+$/.test(text);

test('a sentence is written once: no two activities say it in their own files', () => {
  const said = new Map<string, Set<string>>();
  for (const { file, json } of contents) {
    const { texts, rewrite } = json as Record<string, unknown>;
    for (const [, text] of [...strings(texts, ''), ...strings(rewrite, '')]) {
      if (isSentence(text)) said.set(text, (said.get(text) ?? new Set()).add(file));
    }
  }
  expect([...said].filter(([, by]) => by.size > 1).map(([text]) => text)).toEqual([]);
});

test('a placeholder the facts do not fill is caught', () => {
  expect(() => fillAll({ title: 'Bienvenue {inTown}' }, { inCity: 'au Mans' })).toThrow(
    /\{inTown\}/,
  );
  expect(
    activityContentSchema.safeParse({ ...(contents[0].json as object), lable: 'x' }).success,
  ).toBe(false);
});

test('the typography rules find each problem they look for', () => {
  expect(typographyProblems('C\u2019est l\u00a0: « oui » ? 15 %')).toHaveLength(4);
  expect(typographyProblems("l'atelier")).toHaveLength(1);
  expect(
    typographyProblems('Bonjour\u00a0: «\u00a0oui\u00a0», 15\u202f% ?!'.replace(' ?', '\u00a0?')),
  ).toEqual([]);
});
