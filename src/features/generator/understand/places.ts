import { COMMUNES } from './communes';
import { normalise, type Token } from './text';

/**
 * Finding the business's city in a description: a commune of the bundled list (communes.ts, the
 * 5,564 French communes of at least 2,000 inhabitants), written with a capital (« Lyon »,
 * « saint-étienne » after « à »), « Saint » as « St », an arrondissement of Paris, Lyon or
 * Marseille by its number (« Lyon 7e » → 69007), or a postcode alone.
 */

export interface Place {
  /** The commune's official name: « Saint-Étienne », « Lyon ». */
  city: string;
  postcode: string;
}

interface Index {
  byName: Map<string, Place>;
  byPostcode: Map<string, Place>;
  longest: number;
}

let index: Index | undefined;

/** A commune's name as descriptions are compared: « saint etienne ». */
export const placeKey = (name: string) =>
  normalise(name)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/^st /, 'saint ')
    .replace(/^ste /, 'sainte ')
    .replace(/ st /g, ' saint ')
    .replace(/ ste /g, ' sainte ');

function communes(): Index {
  if (index) return index;
  const byName = new Map<string, Place>();
  const byPostcode = new Map<string, Place>();
  let longest = 1;
  for (const line of COMMUNES.split('\n')) {
    const [city, postcode] = line.split('|');
    const place = { city, postcode };
    const key = placeKey(city);
    // The list runs from the most populated: a name shared by several communes is the largest.
    if (!byName.has(key)) byName.set(key, place);
    if (postcode && !byPostcode.has(postcode)) byPostcode.set(postcode, place);
    longest = Math.max(longest, key.split(' ').length);
  }
  index = { byName, byPostcode, longest };
  return index;
}

/** The commune named `name` exactly (« la rochelle », « St-Malo »), if the list has it. */
export const communeNamed = (name: string): Place | undefined =>
  communes().byName.get(placeKey(name));

/** Words after which a lower-case place name is taken for a city (« à lyon »). */
const BEFORE_CITY = new Set([
  'a',
  'au',
  'aux',
  'du',
  'sur',
  'vers',
  'pres',
  'proche',
  'dans',
  'de',
]);
/** « au » is « à le », « du » « de le », « aux » « à les ». */
const GLUED_ARTICLES: Record<string, string> = { au: 'le', du: 'le', aux: 'les', des: 'les' };
/** Cities whose arrondissements have their own postcode. */
const ARRONDISSEMENTS: Record<string, number> = { paris: 75000, lyon: 69000, marseille: 13000 };
const LIMITS: Record<string, number> = { paris: 20, lyon: 9, marseille: 16 };

/**
 * The first city the words name, with the words it covers; `taken` are words already used (the
 * business's name).
 */
export function findPlace(
  words: Token[],
  taken: (index: number) => boolean = () => false,
): (Place & { from: number; to: number }) | undefined {
  const { byName, byPostcode, longest } = communes();
  for (let i = 0; i < words.length; i += 1) {
    if (taken(i)) continue;
    for (let n = Math.min(longest, words.length - i); n >= 1; n -= 1) {
      const run = words.slice(i, i + n);
      if (run.some((_, k) => taken(i + k))) continue;
      const key = placeKey(run.map((t) => t.norm).join(' '));
      if (key.length < 3) continue;
      // « au Mans », « du Havre », « aux Sables-d’Olonne »: the article is inside the word before.
      const glued = i > 0 ? GLUED_ARTICLES[words[i - 1].norm] : undefined;
      const place = byName.get(key) ?? (glued ? byName.get(`${glued} ${key}`) : undefined);
      if (!place) continue;
      const capital = /^\p{Lu}/u.test(run[0].raw);
      const after = i > 0 && BEFORE_CITY.has(words[i - 1].norm);
      if (!capital && !after) continue;
      const base = ARRONDISSEMENTS[key];
      const next = words[i + n];
      const number = next && /^(\d{1,2})(e|er|eme|ieme)$/.exec(next.norm);
      if (base && number && Number(number[1]) >= 1 && Number(number[1]) <= LIMITS[key]) {
        const postcode = String(base + Number(number[1]));
        return { ...place, postcode, from: i, to: i + n + 1 };
      }
      return { ...place, from: i, to: i + n };
    }
    const code = /^\d{5}$/.test(words[i].norm) ? byPostcode.get(words[i].norm) : undefined;
    if (code) return { ...code, postcode: words[i].norm, from: i, to: i + 1 };
  }
  return undefined;
}
