/**
 * French small words for the generator's texts: a name's or a city's article after « de » and
 * « à » (« du Fournil », « au Mans », « d’Angers », « à La Rochelle »), and the forms of the
 * activity's noun (« la boulangerie », « notre restaurant », « cette école »). Pure.
 */

export type Gender = 'f' | 'm';

/** The activity's noun and its gender: « boulangerie », feminine. */
export interface Noun {
  word: string;
  gender: Gender;
}

/** Every form of the noun a text needs. */
export interface NounForms {
  word: string;
  gender: Gender;
  /** « une boulangerie », « un restaurant ». */
  a: string;
  /** « la boulangerie », « l’école », « le restaurant ». */
  the: string;
  /** « de la boulangerie », « de l’école », « du restaurant ». */
  of: string;
  /** « à la boulangerie », « à l’école », « au restaurant ». */
  to: string;
  /** « notre boulangerie ». */
  our: string;
  /** « votre boulangerie ». */
  your: string;
  /** « cette boulangerie », « cet atelier », « ce restaurant ». */
  this: string;
}

const VOWEL = /^[aeiouyàâäéèêëîïôöùûüœæh]/i;
/** Words starting with an aspirated h take no elision (« le hammam », « la halle »). */
const ASPIRATED =
  /^(hall|hamm|hang|hard|haut|héro|hêtr|hibou|hock|homard|honte|hors|hotte|houb|hutt)/i;

export const elides = (word: string) => VOWEL.test(word) && !ASPIRATED.test(word);

/** The masculine or feminine form, as the gender asks: agree('f', 'situé', 'située'). */
export const agree = (gender: Gender, masculine: string, feminine: string) =>
  gender === 'f' ? feminine : masculine;

export function nounForms({ word, gender }: Noun): NounForms {
  const vowel = elides(word);
  const the = vowel ? `l’${word}` : `${gender === 'f' ? 'la' : 'le'} ${word}`;
  return {
    word,
    gender,
    a: `${gender === 'f' ? 'une' : 'un'} ${word}`,
    the,
    of: vowel ? `de l’${word}` : gender === 'f' ? `de la ${word}` : `du ${word}`,
    to: vowel ? `à l’${word}` : gender === 'f' ? `à la ${word}` : `au ${word}`,
    our: `notre ${word}`,
    your: `votre ${word}`,
    this: gender === 'f' ? `cette ${word}` : vowel ? `cet ${word}` : `ce ${word}`,
  };
}

/** A name's leading article: « Les » before « Le », a space after it, or « L’ » glued. */
const ARTICLE = /^(?:(Les|Le|La)\s+|(L)[’'])(\S.*)$/u;

/** « Le Fournil » → « du Fournil »; « Léa » → « de Léa »; « Angers » → « d’Angers ». */
export function ofName(name: string): string {
  const m = ARTICLE.exec(name);
  if (m) {
    const [, word, , rest] = m;
    const article = word ?? 'L’';
    if (article === 'Le') return `du ${rest}`;
    if (article === 'Les') return `des ${rest}`;
    // « La » and « L’ » keep their capital, as in a city's name: « de La Rochelle ».
    if (article === 'La') return `de La ${rest}`;
    return `de L’${rest}`;
  }
  return elides(name) ? `d’${name}` : `de ${name}`;
}

/** « Lyon » → « à Lyon »; « Le Mans » → « au Mans »; « Les Ulis » → « aux Ulis ». */
export function atPlace(name: string): string {
  const m = ARTICLE.exec(name);
  if (m) {
    const [, word, , rest] = m;
    const article = word ?? 'L’';
    if (article === 'Le') return `au ${rest}`;
    if (article === 'Les') return `aux ${rest}`;
    if (article === 'La') return `à La ${rest}`;
    return `à L’${rest}`;
  }
  return `à ${name}`;
}

/**
 * Common nouns a business's name often starts with, and their gender: « Villa Sud » is « la Villa
 * Sud », so one sleeps « à la Villa Sud » and admires the garden « de la Villa Sud ».
 */
const LEADING_NOUNS: Record<string, Gender> = Object.fromEntries([
  ...'atelier studio cabinet garage collectif pôle espace centre institut salon café bistrot restaurant hôtel domaine comptoir bar théâtre club cercle conservatoire laboratoire bureau manoir château moulin mas refuge camping gîte marché jardin fournil'
    .split(' ')
    .map((w) => [w, 'm'] as const),
  ...'villa maison agence boulangerie pâtisserie épicerie librairie galerie école clinique brasserie fromagerie boucherie boutique auberge ferme cave table résidence académie association compagnie fondation pharmacie halle chocolaterie crêperie pizzeria cantine'
    .split(' ')
    .map((w) => [w, 'f'] as const),
]);

/** The gender of the common noun a name starts with (« Villa Sud »), if it starts with one. */
function leadingNoun(name: string): { word: string; gender: Gender } | undefined {
  const word = /^\p{L}+/u.exec(name)?.[0];
  const gender = word ? LEADING_NOUNS[word.toLowerCase()] : undefined;
  return word && gender ? { word, gender } : undefined;
}

/**
 * « de » before a business's name: « du Fournil », « de la Villa Sud », « de l’Atelier Nord »,
 * « du Café Lumière », « de Léa Martin », « d’Éclat Lyon ».
 */
export function ofBusiness(name: string): string {
  const noun = ARTICLE.test(name) ? undefined : leadingNoun(name);
  if (!noun) return ofName(name);
  if (elides(noun.word)) return `de l’${name}`;
  return noun.gender === 'f' ? `de la ${name}` : `du ${name}`;
}

/**
 * Where one goes, at a business: « au Fournil », « à la Villa Sud », « à l’Atelier Nord »,
 * « au Café Lumière »; a person or a brand is « chez »: « chez Léa Martin », « chez Pixel Lyon »,
 * « Chez Paulette » → « chez Paulette ». One joins an association « à » it: `atBusiness(name, 'à')`
 * gives « à Lyon Solidaire », « à l’Association des Amis ».
 */
export function atBusiness(name: string, other: 'chez' | 'à' = 'chez'): string {
  if (ARTICLE.test(name)) return atPlace(name);
  const chez = /^chez\s+(\S.*)$/iu.exec(name);
  if (chez) return `chez ${chez[1]}`;
  const noun = leadingNoun(name);
  if (!noun) return `${other} ${name}`;
  if (elides(noun.word)) return `à l’${name}`;
  return noun.gender === 'f' ? `à la ${name}` : `au ${name}`;
}

/** A sentence's first letter in capitals. */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The no-break space (« 7 h », « 3 ans », before « : »). */
export const nb = '\u00a0';
/** The narrow no-break space of French thousands (« 1 200 »). */
export const thin = '\u202f';
/** « 7 h », « 19 h 30 ». */
export const h = (hours: number, minutes?: number) =>
  minutes ? `${hours}${nb}h${nb}${String(minutes).padStart(2, '0')}` : `${hours}${nb}h`;
/** « 7 h – 19 h 30 ». */
export const span = (a: string, b: string) => `${a} – ${b}`;
/** « 12,50 € » (write the amount with a decimal comma). */
export const euros = (amount: string) => `${amount}${nb}€`;
/** « « Excellent ! » ». */
export const quote = (text: string) => `«${nb}${text}${nb}»`;
