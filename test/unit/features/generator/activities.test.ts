import { ACTIVITIES } from '../../../../src/features/generator/activities';
import { FAMILIES } from '../../../../src/features/generator/activities/families';
import {
  atBusiness,
  atPlace,
  nounForms,
  ofBusiness,
  ofName,
} from '../../../../src/content/grammar';
import type { Activity, Business } from '../../../../src/features/generator/activities/types';

/**
 * Every activity of the generator: its pages hold what its site needs, its texts exist for every
 * section its pages show, and they are clean French page text (no markup, no address of any kind,
 * typographic apostrophes, the business's name and city used through the grammar helpers).
 */

function business(activity: Activity, name: string, city: string): Business {
  return {
    name,
    ofName: ofBusiness(name),
    atName: atBusiness(name),
    city,
    inCity: atPlace(city),
    ofCity: ofName(city),
    noun: nounForms(activity.noun),
    trade: activity.label.toLowerCase(),
    details: [],
    since: 2015,
    year: 2026,
  };
}

/** Every string of `value` with its path (« features.items.2.text »). */
function leaves(value: unknown, path = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') out.set(path, value);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) leaves(v, path ? `${path}.${key}` : key, out);
  }
  return out;
}

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => strings(v, out));
  return out;
}

const FIXTURES: [string, string][] = [
  ['Le Fournil', 'Le Mans'],
  ['Atelier Nord', 'Angers'],
  ['La Belle Époque', 'La Rochelle'],
];

test('there are at least 20 activities and the general site comes last', () => {
  expect(ACTIVITIES.length).toBeGreaterThanOrEqual(21);
  expect(ACTIVITIES[ACTIVITIES.length - 1].id).toBe('general');
  expect(new Set(ACTIVITIES.map((a) => a.id)).size).toBe(ACTIVITIES.length);
});

const families = new Set(FAMILIES);

test('each family is named apart from the activities', () => {
  const ids = [...ACTIVITIES, ...FAMILIES].map((a) => a.id);
  expect(new Set(ids).size).toBe(ids.length);
});

describe.each([...ACTIVITIES, ...FAMILIES].map((a) => [a.id, a] as const))(
  '%s',
  (_id, activity) => {
    test('its pages: « Accueil » first, 2 to 4 pages of distinct names, what it requires shown', () => {
      expect(activity.pages[0].name).toBe('Accueil');
      expect(activity.pages.length).toBeGreaterThanOrEqual(2);
      expect(activity.pages.length).toBeLessThanOrEqual(4);
      expect(new Set(activity.pages.map((p) => p.name)).size).toBe(activity.pages.length);
      const shown = new Set(activity.pages.flatMap((p) => p.sections));
      for (const kind of activity.required) expect(shown).toContain(kind);
      // A family's trades are named by the trades lexicon, not by keywords of its own.
      if (activity.id !== 'general' && !families.has(activity)) {
        expect(activity.keywords.strong.length).toBeGreaterThan(0);
      }
    });

    test.each(FIXTURES)('its texts for « %s » in %s', (name, city) => {
      const texts = activity.texts(business(activity, name, city));
      for (const page of activity.pages) {
        for (const kind of page.sections) {
          expect([page.name, kind, texts[kind === 'cta' ? 'ctas' : kind]]).not.toContainEqual(
            undefined,
          );
        }
      }
      for (const page of activity.pages.slice(1)) expect(texts.pageHeroes[page.name]).toBeDefined();
      expect(texts.heroes).toHaveLength(3);
      expect(new Set(texts.heroes.map((h) => h.title)).size).toBe(3);
      expect(texts.features.items.length).toBeGreaterThanOrEqual(3);
      const all = strings(texts);
      for (const text of all) {
        // A form's example address is the only one allowed.
        expect(text.replace('vous@example.com', '')).not.toMatch(
          /[<>]|https?:|www\.|@|\{|\}|\bundefined\b|\bNaN\b|\bnull\b/,
        );
        expect(text).not.toMatch(/'/);
        // « du Mans », never « de Le Mans » (the grammar helpers).
        expect(text).not.toMatch(/\b(de|à) (Le|Les) /);
        expect(text).not.toMatch(/\b(lorem|ipsum)\b/i);
        expect(text).not.toMatch(/\s{2,}/);
        expect(text.trim()).toBe(text);
      }
      const joined = all.join('\n');
      expect(joined).toContain(name);
      expect(joined).toMatch(new RegExp(city.replace(/^(Le|La|Les) /, '')));
    });

    test.each(FIXTURES)('its second version (« Réécrire ») for « %s » in %s', (name, city) => {
      expect(activity.rewrite).toBeDefined();
      const b = business(activity, name, city);
      const first = leaves(activity.texts(b));
      const second = leaves(activity.rewrite!(b));
      expect(second.size).toBeGreaterThan(20);
      for (const [path, text] of second) {
        // At a place the first version has, in other words, as clean.
        expect([path, first.has(path)]).toEqual([path, true]);
        expect([path, text]).not.toEqual([path, first.get(path)]);
        expect(text.replace('vous@example.com', '')).not.toMatch(
          /[<>]|https?:|www\.|@|\{|\}|\bundefined\b|\bNaN\b|\bnull\b/,
        );
        expect(text).not.toMatch(/'/);
        expect(text).not.toMatch(/\b(de|à) (Le|Les) /);
        expect(text.trim()).toBe(text);
      }
      const texts = activity.texts(b);
      texts.features.items.forEach((_, i) =>
        expect(second.has(`features.items.${i}.text`)).toBe(true),
      );
      expect(second.has('ctas.0.title') && second.has('ctas.1.title')).toBe(true);
    });
  },
);
