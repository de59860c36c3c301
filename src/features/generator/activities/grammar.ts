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
