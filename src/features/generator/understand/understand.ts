import type { Activity } from '../activities/types';
import { findArea, findOtherTown, findPlace, isPlace, type Place } from './places';
import { findColours, findTone, type Tone } from './style';
import { distance, normalise, stem, stems, tokens, type Token } from './text';
import {
  findDetails,
  findTrade,
  inCapitals,
  readFrom,
  tradeSaid,
  type FoundTrade,
  type TradeEntry,
} from './trade';

/**
 * What a French description says about the site to make, without a server: the activity (the
 * best score of the activities' lexicons over the description's stems, typos forgiven), the
 * business's name (in quotes, after « s’appelle », or in capitals), its city (places.ts), the
 * tone and the colours asked for (style.ts), an e-mail address or a telephone number typed.
 * Pure; the description is only read, never put in a page as markup.
 */

/** Beyond this, a description is cut before it is read. */
export const READ_AT_MOST = 4000;

export interface Understanding {
  activity: Activity;
  /** False when no activity's words were found: the general site, and the dialog says so. */
  recognised: boolean;
  /**
   * A trade of the lexicon that is none of the activities (« salle d’escalade de bloc »): its
   * family's site is made, in its words. Absent when an activity was recognised.
   */
  trade?: FoundTrade;
  /** The recognised activity as the description says it: « photographe de mariage ». */
  said?: string;
  name?: string;
  /** The city: a commune of the list, or one it lacks named after « à », « près de ». */
  place?: Place;
  /** A department, region or area named with no commune (« en Gironde »): its seat is the city. */
  area?: { name: string; seat: Place };
  tone?: Tone;
  colours: string[];
  email?: string;
  phone?: string;
  /**
   * What the description says of the place besides its trade, name and city (« Ouvert tard le
   * soir », « Lectures le mercredi »), as the site shows it.
   */
  details: string[];
}

interface Lexicon {
  activity: Activity;
  strong: string[][];
  weak: string[][];
  /** The strong keywords of one word, normalised, for typos. */
  strongWords: string[];
}

const byLength = (phrases: string[][]) => phrases.sort((a, b) => b.length - a.length);

const lexicons = new WeakMap<readonly Activity[], Lexicon[]>();

function lexiconsOf(activities: readonly Activity[]): Lexicon[] {
  let kept = lexicons.get(activities);
  if (!kept) {
    kept = activities.map((activity) => ({
      activity,
      // The longest phrases first: « école de musique » before « école ».
      strong: byLength(activity.keywords.strong.map(stems)),
      weak: byLength(activity.keywords.weak.map(stems)),
      strongWords: activity.keywords.strong
        .filter((k) => !/\s/.test(k) && k.length >= 5)
        .map(normalise),
    }));
    lexicons.set(activities, kept);
  }
  return kept;
}

/**
 * Whether the description's stem `word` says the keyword's stem `key`: the same, or a longer word
 * built on it from 5 letters (« photographie » says « photograph »), never a shorter one
 * (« fromages » does not say « fromagerie », nor « compte » « comptable »).
 */
export const sameStem = (word: string, key: string) =>
  word === key || (key.length >= 5 && word.startsWith(key));

/** The words of `stemmed` from `at` that make `phrase`, or 0. */
function matchAt(stemmed: string[], at: number, phrase: string[]): number {
  if (at + phrase.length > stemmed.length) return 0;
  return phrase.every((p, k) => sameStem(stemmed[at + k], p)) ? phrase.length : 0;
}

interface Score {
  lexicon: Lexicon;
  score: number;
  strong: number;
  /** Where its first strong word is: on a tie, the activity named first wins (« hôtel avec spa »). */
  first: number;
  words: Set<number>;
}

function score(
  lexicon: Lexicon,
  words: Token[],
  stemmed: string[],
  taken: ReadonlySet<number>,
): Score {
  const found: Score = { lexicon, score: 0, strong: 0, first: Infinity, words: new Set() };
  for (let i = 0; i < stemmed.length; i += 1) {
    if (taken.has(i)) continue;
    let matched = false;
    for (const phrase of lexicon.strong) {
      const n = matchAt(stemmed, i, phrase);
      if (n) {
        found.score += 3 + n - 1;
        found.strong += 1;
        found.first = Math.min(found.first, i);
        for (let k = 0; k < n; k += 1) found.words.add(i + k);
        matched = true;
        break;
      }
    }
    if (matched) continue;
    for (const phrase of lexicon.weak) {
      const n = matchAt(stemmed, i, phrase);
      if (n) {
        found.score += n;
        for (let k = 0; k < n; k += 1) found.words.add(i + k);
        matched = true;
        break;
      }
    }
    if (matched) continue;
    // A typo in the activity's own name: « boulangrie », « resturant ».
    const word = words[i].norm;
    if (word.length >= 6) {
      const typo = lexicon.strongWords.some(
        (k) => distance(word, k, word.length >= 9 ? 2 : 1) <= (word.length >= 9 ? 2 : 1),
      );
      if (typo) {
        found.score += 2;
        found.strong += 1;
        found.first = Math.min(found.first, i);
        found.words.add(i);
      }
    }
  }
  return found;
}

/** Words after which one capitalised word is a place or a thing, not a name. */
const AFTER_PLACE_WORDS = new Set([
  'de',
  'd',
  'du',
  'des',
  'a',
  'au',
  'aux',
  'en',
  'dans',
  'sur',
  'pres',
  'vers',
  'depuis',
  'entre',
]);

/** Words that start a name or sit inside one, though written in lower case. */
const NAME_LINKS = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'l', 'd', 'et', '&']);
/** Capitalised words that are not names (a sentence's first word, a day, a month…). */
const NOT_NAMES = new Set([
  'je',
  'nous',
  'mon',
  'ma',
  'mes',
  'notre',
  'nos',
  'un',
  'une',
  'site',
  'le',
  'la',
  'les',
  'l',
  'pour',
  'bonjour',
  'salut',
  'creer',
  'faire',
  'il',
  'elle',
  'on',
  'c',
  'ce',
  'cette',
  'avec',
  'lundi',
  'mardi',
  'mercredi',
  'jeudi',
  'vendredi',
  'samedi',
  'dimanche',
  'janvier',
  'fevrier',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'aout',
  'septembre',
  'octobre',
  'novembre',
  'decembre',
  'france',
  'bio',
  'et',
  'de',
  'du',
  'des',
  'a',
  'au',
  'aux',
  'en',
  'sur',
  'qui',
  'besoin',
  'voici',
  'ia',
]);

const CALLED =
  /(?:s[’']appelle(?:nt|ra)?|appel[ée]e?s?|nomm[ée]e?s?|du nom de|au nom de|enseigne|nom\s*:)\s+(.+)/iu;
const QUOTED = /[«“"]\s*([^«»“”"\n]{2,60}?)\s*[»”"]/u;

/** Keeps letters, digits, spaces and a name's marks; no markup, no address. */
export function cleanName(raw: string): string | undefined {
  const name = raw
    .replace(/https?:\/\/\S+|www\.\S+|\S+@\S+/giu, ' ')
    .replace(/[^\p{L}\p{N}\s’'&.-]/gu, ' ')
    .replace(/'/g, '’')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.\-’\s]+$/u, '');
  if (!/\p{L}/u.test(name)) return undefined;
  return name.length > 40 ? name.slice(0, 40).replace(/\s+\S*$/u, '') : name;
}

/** The end of a name after « s’appelle »: a comma, a full stop, or « à Lyon ». */
function nameAfterCalled(rest: string): string {
  const stop =
    /[,.;:!?()\n]|\s(?:à|a|au|aux|sur|dans|qui|et(?!\s+\p{Lu})|avec|pour|près|depuis|situ[ée]e?|en)\s/iu.exec(
      ` ${rest} `,
    );
  return stop ? rest.slice(0, Math.max(0, stop.index - 1)) : rest;
}

function capitalisedName(words: Token[], text: string, skip: Set<number>): string | undefined {
  let best: string | undefined;
  for (let i = 0; i < words.length; i += 1) {
    if (skip.has(i)) continue;
    const capital = (t: Token) => /^\p{Lu}/u.test(t.raw) && !NOT_NAMES.has(t.norm);
    // « Le Fournil »: a capitalised article starts the name when a name follows it.
    const article = /^(Le|La|Les|L)$/u.test(words[i].raw) && words[i + 1] && capital(words[i + 1]);
    if (!capital(words[i]) && !article) continue;
    // A sentence's first word is a name only with another capitalised word after it.
    const sentenceStart =
      i === 0 || /[.!?\n]\s*$/u.test(text.slice(words[i - 1].end, words[i].start));
    let j = i + 1;
    while (j < words.length && !skip.has(j)) {
      const gap = text.slice(words[j - 1].end, words[j].start);
      if (!/^[\s’'&-]*$/u.test(gap)) break;
      if (capital(words[j])) j += 1;
      else if (
        NAME_LINKS.has(words[j].norm) &&
        words[j + 1] &&
        !skip.has(j + 1) &&
        capital(words[j + 1])
      )
        j += 2;
      else break;
    }
    const count = j - i;
    if (sentenceStart && !article && count < 2) continue;
    // One word after « de », « à », « en »… is a place or a thing (« viande de Salers »,
    // « forêt de Brocéliande »), not the business.
    if (count < 2 && i > 0 && AFTER_PLACE_WORDS.has(words[i - 1].norm)) continue;
    // Initials alone (« NAC », « PSC1 », « B ») are no name.
    const run = words.slice(i, j);
    if (!run.some((t) => /^\p{Lu}\p{Ll}/u.test(t.raw))) continue;
    // « le Strike »: the article before the name is the name's.
    const before = words[i - 1];
    const withArticle =
      before &&
      /^(le|la|les)$/u.test(before.raw) &&
      !skip.has(i - 1) &&
      !(words[i - 2] && AFTER_PLACE_WORDS.has(words[i - 2].norm)) &&
      /^\s+$/u.test(text.slice(before.end, words[i].start));
    const from = withArticle ? before.start : words[i].start;
    let candidate = cleanName(text.slice(from, words[j - 1].end));
    if (candidate && withArticle)
      candidate = candidate.charAt(0).toUpperCase() + candidate.slice(1);
    // A place is never a name: « Gironde », « Pays Basque ».
    if (candidate && isPlace(candidate)) {
      i = j - 1;
      continue;
    }
    if (candidate && (!best || candidate.length > best.length)) best = candidate;
    i = j - 1;
  }
  return best;
}

/**
 * Reads `description` against `activities` (the last one is the general site) and the trades of
 * the lexicon (`trades`, for the trades none of the activities is).
 */
export function understand(
  description: string,
  activities: readonly Activity[],
  trades: readonly TradeEntry[] = [],
): Understanding {
  // Markup is read as nothing: « <img src=x onerror=…> » names no business.
  // Addresses of other sites too: Toile never links to what it was not asked to.
  const text = description
    .slice(0, READ_AT_MOST)
    .replace(/<[^>]*>?/gu, ' ')
    .replace(/\b(?:https?:\/\/|www\.)\S*/giu, ' ');
  const words = tokens(text);
  readFrom(text);
  const stemmed = words.map((w) => stem(w.norm));
  const general = activities[activities.length - 1];

  let name: string | undefined;
  const quoted = QUOTED.exec(text);
  const called = CALLED.exec(text);
  if (quoted) name = cleanName(quoted[1]);
  if (!name && called) name = cleanName(nameAfterCalled(called[1]));
  // « ça s’appelle le Rex »: a name starts with a capital.
  if (name && /^(?:le|la|les|l’)\s*\p{Lu}/u.test(name))
    name = name.charAt(0).toUpperCase() + name.slice(1);
  // « Nom : Gironde » is still a place.
  if (name && isPlace(name)) name = undefined;
  const taken = new Set<number>();
  const nameWords = new Set<number>();
  if (name) {
    const at = text.indexOf(
      quoted && name === cleanName(quoted[1]) ? quoted[1] : name.split(' ')[0],
    );
    words.forEach((w, i) => {
      if (at >= 0 && w.start >= at && w.end <= at + name!.length + 2) {
        taken.add(i);
        nameWords.add(i);
      }
    });
  }
  const isTaken = (i: number) => taken.has(i);
  let commune = findPlace(words, isTaken, text);
  // « Jardin à visiter à Yvoire »: a commune that only a sentence's first word names gives way to
  // a town named after « à ».
  if (commune?.weak) {
    const later = findOtherTown(words, text, (i) => taken.has(i) || i === commune!.from);
    if (later) commune = undefined;
  }
  // A city's words say no activity (« Mâcon » is not « maçon »).
  if (commune) for (let i = commune.from; i < commune.to; i += 1) taken.add(i);
  // Every area named is read (« Photographe à Bordeaux, reportages en Gironde »): none is a name.
  const areaWords = new Set<number>();
  let area: ReturnType<typeof findArea>;
  for (let found = findArea(words, isTaken); found; found = findArea(words, isTaken)) {
    area ??= found;
    for (let i = found.from; i < found.to; i += 1) {
      taken.add(i);
      areaWords.add(i);
    }
  }
  const other = commune ? undefined : findOtherTown(words, text, isTaken);
  if (other) for (let i = other.from; i < other.to; i += 1) taken.add(i);
  const place: Place | undefined = commune
    ? { city: commune.city, postcode: commune.postcode }
    : other && { city: other.city, postcode: '' };

  const scores = lexiconsOf(activities.slice(0, -1))
    .map((lexicon) => score(lexicon, words, stemmed, taken))
    .sort(
      (a, b) =>
        b.score - a.score || b.strong - a.strong || (a.first === b.first ? 0 : a.first - b.first),
    );
  const best = scores[0];
  let recognised = Boolean(best && (best.strong > 0 || best.score >= 3));
  // A trade of the lexicon wins over an activity when it is said first, or says more of the same
  // words (« école de danse » is not the language school of « école », « brasserie artisanale »
  // not the restaurant of « brasserie »), or when the activity had only its weak words.
  // The trade said outside the name, or else in it (« Pharmacie du Centre »), never a place's.
  const placeWords = new Set([...taken].filter((i) => !nameWords.has(i)));
  let trade =
    findTrade(words, stemmed, trades, taken) ?? findTrade(words, stemmed, trades, placeWords);
  if (trade && recognised) {
    const overlaps = best.first >= trade.from && best.first < trade.to;
    const first = trade.from < best.first;
    if (!(overlaps || first || best.strong === 0)) trade = undefined;
  }
  if (trade) recognised = false;
  const activityWords = recognised ? best.words : new Set<number>();
  // The activity as the description says it: « photographe de mariage », « restaurant italien ».
  let said: string | undefined;
  const saidWords = new Set<number>();
  if (recognised && Number.isFinite(best.first)) {
    let to = best.first;
    while (best.words.has(to)) to += 1;
    const found = tradeSaid(words, best.first, to, taken);
    for (let i = best.first; i < found.to; i += 1) saidWords.add(i);
    said = found.phrase;
  }
  const tradeWords = new Set<number>();
  if (trade) for (let i = trade.from; i < trade.to; i += 1) tradeWords.add(i);
  if (!name) {
    // An activity's word written with a capital may be part of a name (« Les Ciseaux d’Or »).
    // (but a sentence's first word has its capital for the sentence: « Consultante RH… »).
    const startsSentence = (i: number) =>
      i === 0 || /[.!?\n]\s*$/u.test(text.slice(words[i - 1].end, words[i].start));
    // A name goes on after it: « Pharmacie du Centre », not « Consultante RH ».
    const named = (t?: Token) => t !== undefined && /^\p{Lu}\p{Ll}/u.test(t.raw);
    const nameGoesOn = (i: number) =>
      named(words[i + 1]) || (NAME_LINKS.has(words[i + 1]?.norm ?? '') && named(words[i + 2]));
    const lower = [...activityWords, ...tradeWords].filter(
      (i) => !/^\p{Lu}/u.test(words[i].raw) || (startsSentence(i) && !nameGoesOn(i)),
    );
    // In a description written in capitals, every word is: none is a name by its capital.
    if (!inCapitals(text)) {
      name = capitalisedName(words, text, new Set<number>([...lower, ...taken]));
    }
  }
  const email = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[a-z]{2,}/iu.exec(
    text,
  )?.[0];
  const phone = /(?:\+33\s?|0)[1-9](?:[\s.-]?\d{2}){4}/u.exec(text)?.[0];
  // The details: what is left once the name, the places, the trade and the activity are read.
  const used = new Set<number>([...taken, ...tradeWords, ...saidWords]);
  words.forEach((w, i) => {
    if (name && name.includes(w.raw) && /^\p{Lu}/u.test(w.raw)) used.add(i);
  });
  // An area stays in its detail: « Reportages en Gironde et au Pays basque ».
  for (const i of areaWords) used.delete(i);
  return {
    activity: recognised ? best.lexicon.activity : general,
    recognised,
    ...(trade ? { trade } : {}),
    ...(said ? { said } : {}),
    name,
    place,
    ...(area && !commune && !other ? { area: { name: area.name, seat: area.seat } } : {}),
    tone: findTone(words),
    colours: findColours(text, words),
    email,
    phone,
    details: findDetails(words, used, areaWords),
  };
}
