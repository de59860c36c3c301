import StemmerFr from '@nlpjs/lang-fr/src/stemmer-fr';

/**
 * The description's words, as the generator compares them: lower case, without accents, split on
 * anything that is not a letter or a digit (« l’école » → « l », « ecole »), and their stems by
 * the French Snowball stemmer of NLP.js (« boulangeries », « boulanger » → « boulang »).
 */

const stemmer = new StemmerFr();

/** Lower case, accents and ligatures gone, apostrophes and hyphens kept as spaces. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** A word of the description: where it starts in the text, as written, normalised. */
export interface Token {
  start: number;
  end: number;
  raw: string;
  norm: string;
}

/** The words of `text` with their places (letters and digits; « 7e » is one word). */
export function tokens(text: string): Token[] {
  const found: Token[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const start = m.index;
    found.push({ start, end: start + m[0].length, raw: m[0], norm: normalise(m[0]) });
  }
  return found;
}

const stemCache = new Map<string, string>();

/** The stem of a normalised word. */
export function stem(word: string): string {
  let kept = stemCache.get(word);
  if (kept === undefined) {
    kept = word.length <= 2 ? word : (stemmer.stem([word]) as string[])[0];
    stemCache.set(word, kept);
  }
  return kept;
}

/** The stems of a phrase (« salon de thé » → « salon », « de », « the »). */
export const stems = (phrase: string): string[] => tokens(phrase).map((t) => stem(t.norm));

/** Damerau–Levenshtein distance, stopping early beyond `max`. */
export function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        rows[0].push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, rows[i - 2][j - 2] + 1);
      }
      rows[i].push(d);
    }
  }
  return rows[a.length][b.length];
}
