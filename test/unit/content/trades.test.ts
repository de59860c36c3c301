import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  TRADE_FAMILIES,
  tradesSchema,
  type Trade,
} from '../../../src/features/generator/trades/schema';
import { typographyProblems } from './typographyRules';

/**
 * The trades the generator recognises beyond its hand-written activities
 * (src/content/trades.json): in their format, enough of them in every family, each word naming
 * one trade only, each noun's gender the Lefff's, each NAF code one INSEE lists, none of them a
 * trade an activity already names, every text typed the French way.
 */

const ROOT = resolve(__dirname, '../../..');
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

const file = readJson(resolve(ROOT, 'src/content/trades.json'));
const parsed = tradesSchema.safeParse(file);
/** The file as it is, so that every check below reports even when the format is wrong. */
const trades = file as Trade[];

/** The Lefff's nouns with their gender (french-words-gender-lefff). */
const lefff = readJson(require.resolve('french-words-gender-lefff/dist/words.json')) as Record<
  string,
  'M' | 'F'
>;
/** INSEE's NAF rév. 2 codes, every level (@socialgouv/codes-naf). */
const nafCodes = new Set(
  (readJson(require.resolve('@socialgouv/codes-naf/index.json')) as { id: string }[]).map(
    (code) => code.id,
  ),
);

/** Words compared as a description is read: lower case, no accents, one kind of apostrophe. */
const key = (word: string) =>
  word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/’/g, "'");

/** Words too vague alone to name a trade. */
const AMBIGUOUS = [
  'bloc',
  'cours',
  'atelier',
  'cabinet',
  'salle',
  'magasin',
  'boutique',
  'centre',
  'école',
];

const ACTIVITIES = resolve(ROOT, 'src/content/activities');
/** Each hand-written activity's strong keywords, by key, with the activity's id. */
const strongKeywords = new Map<string, string>();
for (const name of readdirSync(ACTIVITIES).filter((f) => f.endsWith('.json'))) {
  const activity = readJson(resolve(ACTIVITIES, name)) as {
    id?: string;
    keywords?: { strong: string[] };
  };
  for (const word of activity.keywords?.strong ?? []) {
    strongKeywords.set(key(word), activity.id ?? name);
  }
}

it('is in the format of the trades', () => {
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
});

it('holds at least 350 trades, at least 15 in every family, each label once', () => {
  expect(trades.length).toBeGreaterThanOrEqual(350);
  const short = TRADE_FAMILIES.map(
    (family) => [family, trades.filter((t) => t.family === family).length] as const,
  ).filter(([, count]) => count < 15);
  expect(short).toEqual([]);
  const labels = trades.map((t) => key(t.label));
  expect(labels.filter((label, i) => labels.indexOf(label) !== i)).toEqual([]);
});

it('gives each word to one trade only, and never a word too vague alone', () => {
  const owner = new Map<string, string>();
  const twice: string[] = [];
  for (const trade of trades) {
    for (const word of trade.words) {
      const k = key(word);
      const other = owner.get(k);
      if (other !== undefined) twice.push(`« ${word} » in ${other} and ${trade.label}`);
      owner.set(k, trade.label);
    }
  }
  expect(twice).toEqual([]);
  const vague = AMBIGUOUS.map(key);
  expect(
    trades.flatMap((t) =>
      t.words.filter((w) => vague.includes(key(w))).map((w) => `${t.label}: ${w}`),
    ),
  ).toEqual([]);
});

it('gives each noun the gender the Lefff gives its first word', () => {
  const problems = trades.flatMap((trade) => {
    const head = trade.noun.word.split(' ')[0];
    const gender = lefff[head] ?? lefff[head.replace(/’/g, "'")];
    if (gender === undefined) return [`${trade.label}: « ${head} » is not in the Lefff`];
    const expected = gender === 'F' ? 'f' : 'm';
    return expected === trade.noun.gender
      ? []
      : [`${trade.label}: « ${trade.noun.word} » is ${expected} in the Lefff`];
  });
  expect(problems).toEqual([]);
});

it('files each trade under a NAF rév. 2 subclass INSEE lists', () => {
  expect(trades.filter((t) => !nafCodes.has(t.naf)).map((t) => `${t.label}: ${t.naf}`)).toEqual([]);
});

it('leaves to the hand-written activities the trades they name', () => {
  expect(strongKeywords.size).toBeGreaterThan(100);
  expect(
    trades.flatMap((t) =>
      t.words
        .filter((w) => strongKeywords.has(key(w)))
        .map((w) => `${t.label}: « ${w} » is a strong keyword of ${strongKeywords.get(key(w))}`),
    ),
  ).toEqual([]);
});

it('types its labels, words and nouns the French way', () => {
  expect(
    trades.flatMap((t) =>
      [t.label, t.noun.word, ...t.words].flatMap((text) =>
        typographyProblems(text).map((p) => `${t.label}: ${p}`),
      ),
    ),
  ).toEqual([]);
});
