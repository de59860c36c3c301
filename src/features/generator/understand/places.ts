import { AREAS, COMMUNES } from './communes';
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
  /** A town's first word (« brive »), for a description that writes it short. */
  aliases: Map<string, Place>;
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
  const aliases = new Map<string, Place>();
  let rank = 0;
  let longest = 1;
  for (const line of COMMUNES.split('\n')) {
    const [city, postcode] = line.split('|');
    const place = { city, postcode };
    const key = placeKey(city);
    // The list runs from the most populated: a name shared by several communes is the largest.
    if (!byName.has(key)) byName.set(key, place);
    // « Brive » for Brive-la-Gaillarde, « Thonon » for Thonon-les-Bains: a town's first word
    // names it when no commune has that name (towns of the list's first 2,000, the most
    // populated first), read only after « à », « près de ».
    const first = /^([^\s-]{4,})-/u.exec(city)?.[1];
    if (first && rank < 2000 && !/^(saint|sainte|bourg|port|mont|pont|val|ville)$/iu.test(first)) {
      if (!aliases.has(placeKey(first))) aliases.set(placeKey(first), place);
    }
    rank += 1;
    if (postcode && !byPostcode.has(postcode)) byPostcode.set(postcode, place);
    longest = Math.max(longest, key.split(' ').length);
  }
  for (const key of byName.keys()) aliases.delete(key);
  index = { byName, byPostcode, aliases, longest };
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
  source = '',
): (Place & { from: number; to: number; weak?: true }) | undefined {
  const text = (a: Token, b: Token) => source.slice(a.end, b.start);
  const { byName, byPostcode, aliases, longest } = communes();
  // A commune named by a sentence's first word only: kept if no other is named (`weak`).
  let fallback: (Place & { from: number; to: number; weak: true }) | undefined;
  for (let i = 0; i < words.length; i += 1) {
    if (taken(i)) continue;
    for (let n = Math.min(longest, words.length - i); n >= 1; n -= 1) {
      const run = words.slice(i, i + n);
      if (run.some((_, k) => taken(i + k))) continue;
      const key = placeKey(run.map((t) => t.norm).join(' '));
      if (key.length < 3) continue;
      // « au Mans », « du Havre », « aux Sables-d’Olonne »: the article is inside the word before.
      const glued = i > 0 ? GLUED_ARTICLES[words[i - 1].norm] : undefined;
      const short = n === 1 && i > 0 && BEFORE_TOWN.has(words[i - 1].norm);
      const place =
        byName.get(key) ??
        (glued ? byName.get(`${glued} ${key}`) : undefined) ??
        (short ? aliases.get(key) : undefined);
      if (!place) continue;
      const capital = /^\p{Lu}/u.test(run[0].raw);
      const after = i > 0 && BEFORE_CITY.has(words[i - 1].norm);
      if (!capital && !after) continue;
      // « Mornac-sur-Seudre »: the commune's name goes on, it is another commune.
      const next = words[i + n];
      if (next && /^\s*-\s*$/u.test(text(run[n - 1], next))) continue;
      // A sentence's first word has its capital for the sentence (« Cours de cuisine à Lille »):
      // a commune named later is the one.
      if (!after && (i === 0 || /[.!?\n]\s*$/u.test(text(words[i - 1], run[0])))) {
        if (n === 1) {
          fallback ??= { ...place, from: i, to: i + n, weak: true };
          continue;
        }
      }
      const base = ARRONDISSEMENTS[key];
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
  return fallback;
}

/**
 * Areas that are no commune: the departments and regions (communes.ts, with their prefecture's
 * commune), and the areas people name beside them (« Pays basque », « Côte d’Azur »), each with
 * the commune a site says when the description names no other. A description that names one
 * names no business: « Gironde » is never a name.
 */
const OTHER_AREAS = [
  'Pays basque|Bayonne|64100',
  'Côte basque|Biarritz|64200',
  'Alsace|Strasbourg|67000',
  'Lorraine|Nancy|54000',
  'Champagne|Reims|51100',
  'Bourgogne|Dijon|21000',
  'Franche-Comté|Besançon|25000',
  'Provence|Aix-en-Provence|13080',
  'Côte d’Azur|Nice|06000',
  'Camargue|Arles|13104',
  'Périgord|Périgueux|24000',
  'Beaujolais|Villefranche-sur-Saône|69400',
  'Cévennes|Alès|30100',
  'Morvan|Autun|71400',
  'Vercors|Grenoble|38000',
  'Luberon|Apt|84400',
  'Quercy|Cahors|46000',
  'Berry|Bourges|18000',
  'Sologne|Romorantin-Lanthenay|41200',
  'Touraine|Tours|37000',
  'Anjou|Angers|49000',
  'Auvergne|Clermont-Ferrand|63000',
  'Limousin|Limoges|87000',
  'Picardie|Amiens|80000',
  'Flandre|Dunkerque|59140',
  'Artois|Arras|62000',
  'Gascogne|Auch|32000',
  'Béarn|Pau|64000',
  'Roussillon|Perpignan|66000',
  'Languedoc|Montpellier|34000',
  'Cotentin|Cherbourg-en-Cotentin|50100',
  'Médoc|Lesparre-Médoc|33340',
  'Pays catalan|Perpignan|66000',
  'Côte d’Opale|Boulogne-sur-Mer|62200',
  'Pays de Caux|Yvetot|76190',
  'Vexin|Pontoise|95000',
  'Beauce|Chartres|28000',
  'Bresse|Bourg-en-Bresse|01000',
  'Chablais|Thonon-les-Bains|74200',
  'Aubrac|Laguiole|12210',
  'Pays de Gex|Gex|01170',
  'Vendômois|Vendôme|41100',
  'Île de Ré|La Flotte|17630',
  'Belle-Île|Le Palais|56360',
  'Pays d’Auge|Lisieux|14100',
  'Bocage|Flers|61100',
  'Corse|Ajaccio|20000',
  'Sud-Ouest|Toulouse|31000',
  'Sud-Est|Marseille|13001',
  'Nord-Est|Strasbourg|67000',
  'Nord-Ouest|Rouen|76000',
  'Grand Ouest|Nantes|44000',
  'Midi|Toulouse|31000',
  'Léman|Thonon-les-Bains|74200',
  'Brocéliande|Paimpont|35380',
  'Marennes-Oléron|Marennes-Hiers-Brouage|17320',
  'Gorges du Tarn|Sainte-Enimie|48210',
  'Pays de Retz|Pornic|44210',
  'Mont-Blanc|Chamonix-Mont-Blanc|74400',
];

export interface Area {
  /** As the description's words wrote it, officially: « Gironde », « Pays basque ». */
  name: string;
  /** Its commune for a site that names none: the prefecture's. */
  seat: Place;
}

let areas: Map<string, Area> | undefined;

function areaIndex(): Map<string, Area> {
  if (areas) return areas;
  areas = new Map();
  const lines = [
    ...AREAS.split('\n').map((line) => {
      const [name, , city, postcode] = line.split('|');
      return [name, city, postcode];
    }),
    ...OTHER_AREAS.map((line) => line.split('|')),
  ];
  for (const [name, city, postcode] of lines) {
    const key = placeKey(name);
    if (!areas.has(key) && city) areas.set(key, { name, seat: { city, postcode } });
  }
  return areas;
}

/** Whether `name` is a place (a commune, a department, a region, an area): never a business's. */
export const isPlace = (name: string): boolean =>
  communeNamed(name) !== undefined || areaIndex().has(placeKey(name));

/** The first area the words name, written with a capital (« en Gironde », « Pays Basque »). */
export function findArea(
  words: Token[],
  taken: (index: number) => boolean = () => false,
): (Area & { from: number; to: number }) | undefined {
  const index = areaIndex();
  for (let i = 0; i < words.length; i += 1) {
    if (taken(i) || !/^\p{Lu}/u.test(words[i].raw)) continue;
    for (let n = Math.min(4, words.length - i); n >= 1; n -= 1) {
      if (words.slice(i, i + n).some((_, k) => taken(i + k))) continue;
      const area = index.get(
        placeKey(
          words
            .slice(i, i + n)
            .map((t) => t.norm)
            .join(' '),
        ),
      );
      if (area) return { ...area, from: i, to: i + n };
    }
  }
  return undefined;
}

/** Words that may sit inside a commune's name: « Saint-Jean-de-Luz », « Bourg-lès-Valence ». */
const INSIDE_NAME = new Set([
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'l',
  'd',
  'sur',
  'sous',
  'en',
  'les',
  'et',
]);
/** The words before a commune's name: « à », « près de », « proche de ». */
const BEFORE_TOWN = new Set(['a', 'pres', 'proche', 'vers', 'sur', 'depuis']);

/**
 * A commune the list does not hold (it keeps those of 2,000 inhabitants or more): a name written
 * with a capital after « à », « près de », « proche de » (« près de Florac »), as written.
 */
export function findOtherTown(
  words: Token[],
  text: string,
  taken: (index: number) => boolean = () => false,
): { city: string; from: number; to: number } | undefined {
  for (let i = 1; i < words.length; i += 1) {
    if (taken(i) || !/^\p{Lu}\p{Ll}/u.test(words[i].raw)) continue;
    const before = words[i - 1].norm;
    const near =
      BEFORE_TOWN.has(before) ||
      (before === 'de' &&
        i > 1 &&
        (words[i - 2].norm === 'pres' || words[i - 2].norm === 'proche'));
    if (!near) continue;
    let j = i + 1;
    while (j < words.length && !taken(j)) {
      const gap = text.slice(words[j - 1].end, words[j].start);
      if (!/^[\s’'-]*$/u.test(gap)) break;
      if (/^\p{Lu}/u.test(words[j].raw) && /-/u.test(gap)) j += 1;
      else if (INSIDE_NAME.has(words[j].norm) && /-/u.test(gap) && words[j + 1]) j += 1;
      else break;
    }
    while (j > i + 1 && INSIDE_NAME.has(words[j - 1].norm)) j -= 1;
    const city = text.slice(words[i].start, words[j - 1].end).replace(/'/gu, '’');
    return { city, from: i, to: j };
  }
  return undefined;
}
