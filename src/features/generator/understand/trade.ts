import type { Noun } from '../../../content/grammar';
import { distance, normalise, stems, tokens, type Token } from './text';

/**
 * The trade a description names when it is none of the generator's activities (a climbing gym,
 * an optician, a market gardener): found in the trades lexicon (src/content/trades.json, each
 * trade's words, the noun its texts say it with and its family), then said as the person said it
 * (« salle d’escalade de bloc », « librairie jeunesse »: the lexicon's words, with their accents,
 * and the words that follow them in the description). And what else the description says of the
 * place (« ouvert tard le soir », « lectures le mercredi »): its details, shown on the site.
 */

/** A trade of the lexicon (src/content/trades.json). */
export interface TradeEntry {
  label: string;
  words: string[];
  noun: Noun;
  family: string;
  naf: string;
}

/** The trade found in a description. */
export interface FoundTrade {
  entry: TradeEntry;
  /** Its words in the description: [from, to). */
  from: number;
  to: number;
  /** How many words of the lexicon it matched (a longer match says more). */
  length: number;
  /** The trade as the person named it, lower case, accents restored: « salle d’escalade de bloc ». */
  phrase: string;
}

interface Phrase {
  entry: TradeEntry;
  /** The lexicon's word, as written there: « salle d’escalade ». */
  written: string;
  stems: string[];
  /** Its words normalised. */
  norms: string[];
}

/**
 * Whether the description's word (normalised, and its stem) is the phrase's k-th word: the same
 * stem, and about as long (« librairies », « opticienne »), so that a stem two words share does
 * not make them one (« cuisine » is no « cuisiniste »).
 */
function sameWord(norm: string, stemmed: string, phrase: Phrase, k: number): boolean {
  return stemmed === phrase.stems[k] && Math.abs(norm.length - phrase.norms[k].length) <= 2;
}

interface TradeIndex {
  /** Phrases by the stem of their first word, longest first. */
  byFirst: Map<string, Phrase[]>;
  /** Words of one word, 6 letters or more, normalised: for typos. */
  single: { norm: string; phrase: Phrase }[];
}

const indexes = new WeakMap<readonly TradeEntry[], TradeIndex>();

function indexOf(trades: readonly TradeEntry[]): TradeIndex {
  let index = indexes.get(trades);
  if (index) return index;
  const byFirst = new Map<string, Phrase[]>();
  const single: TradeIndex['single'] = [];
  for (const entry of trades) {
    for (const written of entry.words) {
      const phrase = {
        entry,
        written,
        stems: stems(written),
        norms: tokens(written).map((t) => t.norm),
      };
      if (phrase.stems.length === 0) continue;
      const list = byFirst.get(phrase.stems[0]) ?? [];
      list.push(phrase);
      byFirst.set(phrase.stems[0], list);
      const norm = normalise(written);
      if (phrase.stems.length === 1 && norm.length >= 6) single.push({ norm, phrase });
    }
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.stems.length - a.stems.length);
  index = { byFirst, single };
  indexes.set(trades, index);
  return index;
}

/** Words that end a trade's name in a description: what follows is not the trade any more. */
const ENDS_TRADE = new Set(
  (
    'a au aux en sur pour qui que avec et ou dans pres proche depuis vers chez nom on nous je ' +
    'il elle ils elles mon ma mes notre nos votre vos ce cette ces situe situee situes situees ' +
    'base basee bases basees installe installee installes installees specialise specialisee ' +
    'specialises specialisees ouvert ouverte ouverts ouvertes propose proposons fait faisons ' +
    'est sont appele appelee s appelle cherche veux voudrais souhaite besoin site ambiance style ' +
    'ton couleur couleurs depuis tous toutes tout the le la les l un une des du d de'
  ).split(' '),
);
/** Words that may link the trade to its complement: « salle d’escalade de bloc ». */
const LINKS = new Set(['de', 'd', 'du', 'des', 'a', 'au', 'aux', 'en', 'et']);

/**
 * The trade of `trades` the description names first (the longest of those that start at one
 * word); a one-word trade also matches with a typo (« opticiene »).
 * `taken` words (the name, the city) are not read.
 */
export function findTrade(
  words: Token[],
  stemmed: string[],
  trades: readonly TradeEntry[],
  taken: ReadonlySet<number>,
): FoundTrade | undefined {
  const { byFirst, single } = indexOf(trades);
  let best: { phrase: Phrase; from: number; length: number } | undefined;
  for (let i = 0; i < words.length; i += 1) {
    if (taken.has(i)) continue;
    const candidates = byFirst.get(stemmed[i]) ?? [];
    for (const phrase of candidates) {
      const n = phrase.stems.length;
      if (i + n > words.length) continue;
      let ok = true;
      for (let k = 0; k < n && ok; k += 1) {
        ok = !taken.has(i + k) && sameWord(words[i + k].norm, stemmed[i + k], phrase, k);
      }
      if (!ok) continue;
      // The first trade named is the business's (« apiculteur…, vente à la ferme »); at one
      // place, the longest (« salle d’escalade » before « salle »).
      best = { phrase, from: i, length: n };
      break;
    }
    if (best) break;
    const norm = words[i].norm;
    if (!best && norm.length >= 6 && !ENDS_TRADE.has(norm)) {
      const max = norm.length >= 9 ? 2 : 1;
      const typo = single.find((s) => s.norm[0] === norm[0] && distance(norm, s.norm, max) <= max);
      if (typo) best = { phrase: typo.phrase, from: i, length: 1 };
    }
  }
  if (!best) return undefined;
  // The person's own form of the word (« psychomotricienne », « consultante ») when it is not
  // the lexicon's.
  const own = words.slice(best.from, best.from + best.phrase.stems.length);
  const inflected =
    own.map((w) => w.norm).join(' ') !== best.phrase.norms.join(' ') &&
    own.every((_, k) => stemmed[best!.from + k] === best!.phrase.stems[k]);
  // A typo is the lexicon's word, written right.
  const written = inflected ? joined(own, lowerCase) : best.phrase.written;
  const said = tradeSaid(words, best.from, best.from + best.phrase.stems.length, taken, written);
  return {
    entry: best.phrase.entry,
    from: best.from,
    to: said.to,
    length: best.length,
    phrase: said.phrase,
  };
}

/**
 * The trade as the description says it: the words [from, to) (written `written`, or as the
 * description has them, in lower case) and the few words after them that say which (« de bloc »,
 * « jeunesse », « de mariage »).
 */
export function tradeSaid(
  words: Token[],
  from: number,
  to: number,
  taken: ReadonlySet<number>,
  written = joined(words.slice(from, to), lowerCase),
): { to: number; phrase: string } {
  const end = complementEnd(words, to, taken);
  const complement = words.slice(to, end);
  const phrase = complement.length
    ? `${written}${joint(words[to - 1], complement[0])}${joined(complement, lowerCase)}`
    : written;
  return { to: end, phrase };
}

/** Where the trade's complement ends: « de bloc », « jeunesse », « bio » (3 words at most). */
function complementEnd(words: Token[], from: number, taken: ReadonlySet<number>): number {
  let end = from;
  for (let i = from; i < Math.min(words.length, from + 4); i += 1) {
    if (taken.has(i)) break;
    const gap = words[i - 1] ? gapText(words[i - 1], words[i]) : ' ';
    // A comma, a full stop, a bracket: the trade's name is over.
    if (!/^[\s’'-]*$/u.test(gap)) break;
    const norm = words[i].norm;
    if (LINKS.has(norm)) {
      // A link counts only with a word after it: « de bloc », never « de » alone.
      const next = words[i + 1];
      if (!next || taken.has(i + 1) || ENDS_TRADE.has(next.norm) || /^\p{Lu}/u.test(next.raw)) {
        break;
      }
      if (norm === 'a' || norm === 'au' || norm === 'aux' || norm === 'en') break;
      continue;
    }
    if (ENDS_TRADE.has(norm) || /^\d/.test(norm)) break;
    // In capitals, a name cannot be told from the trade's words: only « de … » says which.
    if (end === from && inCapitals(source) && !LINKS.has(words[i - 1]?.norm ?? '')) break;
    // A capitalised word after the trade starts a name or a place: « Librairie Zazie ».
    if (/^\p{Lu}\p{Ll}/u.test(words[i].raw)) break;
    end = i + 1;
  }
  return end;
}

/** The text between two words of the description. */
let source = '';
const gapText = (a: Token, b: Token) => source.slice(a.end, b.start);

/** Letters elided before a vowel, typed with a space for their apostrophe (« d occasion »). */
const ELIDED = new Set(['d', 'l', 'j', 'm', 'n', 's', 't', 'c', 'qu']);

/** What goes between two words of the description: an apostrophe, a hyphen or a space. */
function joint(previous: Token, word: Token): string {
  const gap = gapText(previous, word);
  if (/[’']/u.test(gap)) return '’';
  if (/^-$/u.test(gap.trim())) return '-';
  if (ELIDED.has(previous.norm) && /^[aeiouyh]/u.test(word.norm)) return '’';
  return ' ';
}

/** Words of the description as one text, their apostrophes typographic, accents restored. */
function joined(words: Token[], spell: (raw: string) => string): string {
  return words
    .map((word, i) => (i === 0 ? '' : joint(words[i - 1], word)) + accented(spell(word.raw)))
    .join('');
}

/** Words as written in lower case, but for initials (« BD », « VTT »). */
const lowerCase = (word: string) => (/^\p{Lu}{2,}$/u.test(word) ? word : word.toLowerCase());

/** Unaccented words and their accented spelling (« degustation » → « dégustation »). */
let accents = new Map<string, string>();

/** The accented spelling of `word` when the content knows it and the person left it out. */
function accented(word: string): string {
  if (normalise(word) !== word.toLowerCase()) return word;
  const known = accents.get(word.toLowerCase());
  if (!known) return word;
  return /^\p{Lu}/u.test(word) ? known.charAt(0).toUpperCase() + known.slice(1) : known;
}

/**
 * Every word with an accent of the content's texts (the activities', the families', the trades'),
 * by its spelling without: the words a description typed without accents gets them back
 * (« ouvert tard le soir », « degustations » → « dégustations »). A spelling without accent that
 * is itself a word of the content (« a », « ou ») is left as typed.
 */
export function learnAccents(texts: Iterable<string>): void {
  const found = new Map<string, string>();
  const plain = new Set<string>();
  for (const text of texts) {
    for (const m of text.matchAll(/\p{L}+/gu)) {
      const word = m[0].toLowerCase();
      const norm = normalise(word);
      if (norm === word) plain.add(word);
      else if (!found.has(norm)) found.set(norm, word);
    }
  }
  for (const word of plain) found.delete(word);
  // « livrés » is no spelling of « livres », « porté » none of « porte »: a final « é », « és »
  // may be a word of its own without its accent, so it is never put back.
  for (const [norm, word] of found) if (/és?$/u.test(word)) found.delete(norm);
  accents = found;
}

/** Whether the accents have been learnt already. */
export const accentsLearnt = () => accents.size > 0;

/** Sets the description the words come from (their gaps are read in it). */
export function readFrom(text: string): void {
  source = text;
}

/** Words that only ask for the site, or say how it looks: no detail of the business. */
const ASKS =
  /\b(?:site|page|pages|veux|voulons|voudrais|voudrions|souhaite|souhaitons|aimerais|besoin|cherche|merci|bonjour|salut|creer|faire un|refaire|donne envie|style|ton|couleur|couleurs|design|look|moderne|epure|sobre|elegant|chaleureux|colore|logo|nom|appelle|appellent|appele|appelee|nomme|nommee)\b/u;
/** Words that start a detail and are left out of it: « et », « on propose », « situé ». */
const LEADS =
  /^(?:(?:situee?s?|basee?s?|installee?s?|implantee?s?|et|mais|ou|puis|donc|alors|aussi|egalement|on|nous|je|j|il|elle|c|ca|est|sommes|suis|fait|faisons|fais|propose|proposons|proposent|offre|offrons|organise|organisons|vend|vendons|vends|specialisee?s?|il y a|y a|qui|que)\s+)+/u;
/** Words a detail does not end with: « livres pour », « ouvert de ». */
const TRAILING = new Set(
  'de d du des a au aux en et ou pour avec le la les l un une sur dans par chez mon ma mes notre nos pres proche vers depuis'.split(
    ' ',
  ),
);

/** Whether the description is written in capitals (« BIJOUTERIE A LAVAL »). */
export const inCapitals = (text: string) =>
  /\p{Lu}{3}/u.test(text) && !/\p{Ll}{3}/u.test(text.replace(/\b(?:[a-z]{1,2})\b/gu, ''));

/**
 * What the description says of the place besides its trade, name and city, as the site can say
 * it: each run of words between the words already read (`used`) and the ends of sentences, its
 * lists kept whole (« nettoyage à sec, blanchisserie, retouches »), without its leading « et »,
 * « on propose »…, accents restored, capitalised: « Ambiance conviviale », « Ouvert tard le
 * soir », « Lectures le mercredi ». What only asks for the site (« on veut un site qui… ») or
 * says its look (« ton sobre ») is no detail, nor a place alone (`places`: « le Béarn »).
 */
export function findDetails(
  words: Token[],
  used: ReadonlySet<number>,
  places: ReadonlySet<number> = new Set(),
): string[] {
  const capitals = inCapitals(source);
  const details: string[] = [];
  let run: number[] = [];
  const flush = () => {
    const detail = detailOf(words, run, places, capitals);
    if (detail && !details.some((d) => d.toLowerCase() === detail.toLowerCase())) {
      details.push(detail);
    }
    run = [];
  };
  words.forEach((word, i) => {
    const gap = i > 0 ? gapText(words[i - 1], word) : '';
    if (/[.;:!?()\n…«»"“”/+]|\s[-–—]\s/u.test(gap)) flush();
    if (used.has(i)) {
      flush();
      return;
    }
    run.push(i);
  });
  flush();
  return details.slice(0, 5);
}

/** The most words a detail says. */
const LONGEST = 16;

function detailOf(
  words: Token[],
  run: number[],
  places: ReadonlySet<number>,
  capitals: boolean,
): string | undefined {
  // The run's items, between its commas: each asked for nothing, and each keeps its words.
  const items: number[][] = [[]];
  for (const i of run) {
    if (items[items.length - 1].length && /,/u.test(gapText(words[i - 1], words[i]))) {
      items.push([]);
    }
    items[items.length - 1].push(i);
  }
  const kept = items.flatMap((item) => {
    const norms = item.map((i) => words[i].norm).join(' ');
    if (ASKS.test(norms)) return [];
    const lead = LEADS.exec(`${norms} `)?.[0] ?? '';
    let rest = item.slice(lead ? lead.trim().split(/\s+/u).length : 0);
    while (rest.length && TRAILING.has(words[rest[rest.length - 1]].norm)) rest = rest.slice(0, -1);
    // A place alone is no detail (« dans le Béarn »), nor small words alone.
    const says = rest.filter((i) => !places.has(i) && words[i].norm.length >= 4);
    return says.length ? [rest] : [];
  });
  if (kept.length === 0) return undefined;
  const count = kept.reduce((n, item) => n + item.length, 0);
  if (count < 2 && kept[0][0] !== undefined && words[kept[0][0]].norm.length < 5) return undefined;
  let total = 0;
  const shown = kept.filter((item) => (total += item.length) <= LONGEST);
  if (shown.length === 0) return undefined;
  const spell = (raw: string) => (capitals ? raw.toLowerCase() : raw);
  const text = shown
    .map((item) =>
      joined(
        item.map((i) => words[i]),
        spell,
      ),
    )
    .join(', ')
    // « a la ferme » typed without its accent: « à la ferme ».
    .replace(
      /(^|\s)a(?= (?:la|l’|les|une?|domicile|partir|emporter|volonté|deux|pied|vélo|table|tous|toutes)\b)/gu,
      '$1à',
    );
  if (!/\p{L}{3}/u.test(text)) return undefined;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
