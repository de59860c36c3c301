import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { factKey, placeholders } from '../../../src/content/fill';
import { hoursRows, sectionDefaultsFile } from '../../../src/content/sections/schema';
import {
  categoryContent,
  TEMPLATE_FACTS,
  templatesCommon,
} from '../../../src/content/templates/schema';
import { z } from '../../../src/document/zod';
import { CONTENT as TEMPLATES, templateFacts } from '../../../src/features/templates/content';
import { typographyProblems } from './typographyRules';

/**
 * Every content file of the templates and the sections (src/content/templates/, sections/,
 * shared/) against its schema, its placeholders against the facts that fill them, and its words
 * against French typography (typographyRules.ts). A file these tests do not know fails them: a
 * new content file comes with its schema here.
 */

const CONTENT = resolve(__dirname, '../../../src/content');
const read = (path: string): unknown => JSON.parse(readFileSync(join(CONTENT, path), 'utf8'));

/** Every text of a JSON value, with where it is: `faq.items.2.answer`. */
function texts(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => texts(v, `${at}.${i}`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => texts(v, at ? `${at}.${k}` : k));
  }
  return [];
}

/** The placeholders of `value` that `known` does not hold, as « where: {name} ». */
function unknownPlaceholders(value: unknown, known: readonly string[]): string[] {
  return texts(value).flatMap(([at, text]) =>
    placeholders(text)
      .filter((p) => !known.includes(factKey(p)))
      .map((p) => `${at}: {${p}}`),
  );
}

function typography(value: unknown): string[] {
  return texts(value).flatMap(([at, text]) => typographyProblems(text).map((p) => `${at}: ${p}`));
}

const CATEGORIES = [
  'business',
  'portfolio',
  'landing',
  'blog',
  'ecommerce',
  'medical',
  'education',
];
const jsonFiles = (folder: string) =>
  readdirSync(join(CONTENT, folder))
    .filter((name) => name.endsWith('.json'))
    .sort();

it('knows every content file of the templates, the sections and the shared tables', () => {
  expect(jsonFiles('templates')).toEqual(
    [...CATEGORIES.map((c) => `${c}.json`), 'common.json'].sort(),
  );
  expect(jsonFiles('sections')).toEqual(['defaults.json']);
  expect(jsonFiles('shared')).toEqual(['hours.json']);
});

describe('src/content/shared/hours.json', () => {
  const file = read('shared/hours.json');
  it('is a set of named opening-hours tables', () => {
    expect(() => z.record(z.string(), hoursRows).parse(file)).not.toThrow();
  });
  it('holds no placeholder and is typeset', () => {
    expect(unknownPlaceholders(file, [])).toEqual([]);
    expect(typography(file)).toEqual([]);
  });
});

describe.each(CATEGORIES)('src/content/templates/%s.json', (category) => {
  const file = read(`templates/${category}.json`);
  const hours = read('shared/hours.json') as Record<string, unknown>;

  it('has the shape of a category', () => {
    expect(() => categoryContent.parse(file)).not.toThrow();
  });

  it('names only facts a template has, and an hours table that exists', () => {
    const content = categoryContent.parse(file);
    // {founded} needs the years the business has been open.
    const known = TEMPLATE_FACTS.filter((f) => f !== 'founded' || content.yearsOpen !== undefined);
    expect(unknownPlaceholders(file, known)).toEqual([]);
    if (content.hours) expect(Object.keys(hours)).toContain(content.hours.hours);
  });

  it('is typeset', () => {
    expect(typography(file)).toEqual([]);
  });
});

describe('src/content/templates/common.json', () => {
  const file = templatesCommon.parse(read('templates/common.json'));
  it('has its shape, and each text names only the facts that fill it', () => {
    const { doctor, portrait, copyright, ...plain } = file;
    expect(unknownPlaceholders(plain, [])).toEqual([]);
    expect(unknownPlaceholders({ doctor, portrait }, ['name'])).toEqual([]);
    expect(unknownPlaceholders(copyright, TEMPLATE_FACTS)).toEqual([]);
  });
  it('is typeset', () => {
    expect(typography(file)).toEqual([]);
  });
});

describe('src/content/sections/defaults.json', () => {
  const file = read('sections/defaults.json');
  it('has the shape of every section’s content, and its facts', () => {
    expect(() => sectionDefaultsFile.parse(file)).not.toThrow();
  });
  it('names only its own facts', () => {
    const { facts, content } = sectionDefaultsFile.parse(file);
    expect(unknownPlaceholders(facts, [])).toEqual([]);
    expect(unknownPlaceholders(content, Object.keys(facts))).toEqual([]);
  });
  it('is typeset', () => {
    expect(typography(file)).toEqual([]);
  });
});

it('fills the templates from the facts TEMPLATE_FACTS lists', () => {
  const facts = templateFacts(
    {
      brand: 'Lumio',
      city: 'Lyon',
      street: '3 rue Neuve',
      postcode: '69001',
      phone: '04',
      email: 'a@b.fr',
      people: [],
      customers: [],
      year: 2026,
    },
    TEMPLATES.business,
  );
  expect(Object.keys(facts).sort()).toEqual([...TEMPLATE_FACTS].sort());
  expect(facts.founded).toBe(2026 - 18);
});

describe('the checks can fail', () => {
  it('refuses a wrong shape, an unknown placeholder and a plain space before « : »', () => {
    const file = read('templates/business.json') as Record<string, unknown>;
    expect(() => categoryContent.parse({ ...file, extra: 'x' })).toThrow();
    expect(() => categoryContent.parse({ ...file, tagline: 3 })).toThrow();
    expect(unknownPlaceholders({ a: 'À {town}' }, TEMPLATE_FACTS)).toEqual(['a: {town}']);
    expect(unknownPlaceholders({ a: 'À {City}' }, TEMPLATE_FACTS)).toEqual([]);
    expect(typography({ a: 'Horaires : 9 h' })).toHaveLength(1);
  });
});
