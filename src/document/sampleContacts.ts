/**
 * Sample contact details, fictional by construction (docs/decisions.md, « Contenu d’exemple »):
 * what templates, sections and the generator write where a business's telephone, e-mail and street
 * go, and the rule that tells a sample detail from a real-looking one. A site published unchanged
 * then sends no visitor to a stranger:
 * - telephone numbers only from the blocks the French telecoms regulator (ARCEP) keeps for
 *   fiction, never allotted to anyone;
 * - e-mail at `example.com`, a domain reserved for examples (RFC 2606), which receives no mail;
 * - streets that exist nowhere (« rue de l’Exemple »), on a real town's postcode.
 * What the person typed stays theirs: `unflaggedContacts` lets through what they gave.
 */

/** The fiction blocks, by the number's first two digits: « 01 99 00 xx xx »… « 06 39 98 xx xx ». */
export const FICTION_PHONE_BLOCKS = {
  '01': '01 99 00',
  '02': '02 61 91',
  '03': '03 53 73',
  '04': '04 65 71',
  '05': '05 35 49',
  '06': '06 39 98',
} as const;
export type PhoneZone = keyof typeof FICTION_PHONE_BLOCKS;

/** The domain of every sample e-mail address (RFC 2606: reserved, never anyone's). */
export const SAMPLE_EMAIL_DOMAIN = 'example.com';
/**
 * The one sample address. Not `<business>@example.com`: the same short address on every site
 * reads as a placeholder at a glance, and a long business name never makes a long word to break.
 */
export const SAMPLE_EMAIL = `contact@${SAMPLE_EMAIL_DOMAIN}`;

/** Streets no town has: « 12 rue de l’Exemple, 38000 Grenoble ». */
export const SAMPLE_STREETS = [
  'rue de l’Exemple',
  'avenue de l’Exemple',
  'place de l’Exemple',
  'allée de l’Exemple',
  'boulevard de l’Exemple',
  'chemin de l’Exemple',
] as const;

const nb = '\u00a0';

/**
 * A number of the fiction block of `zone`, its last four digits two draws of `pair` (10 to 99):
 * « 05 35 49 65 47 », no-break spaces between the pairs.
 */
export function fictionPhone(zone: PhoneZone, pair: () => number): string {
  return `${FICTION_PHONE_BLOCKS[zone]} ${pair()} ${pair()}`.replace(/ /g, nb);
}

export type ContactKind = 'phone' | 'email' | 'street';

/** A contact detail found in a text, as written there. */
export interface ContactDetail {
  kind: ContactKind;
  value: string;
}

const SPACE = '[\\s\\u00a0\\u202f]';
const PHONE = new RegExp(
  `(?<![\\d+])(?:\\+33${SPACE}?(?:\\(0\\)${SPACE}?)?|0)[1-9](?:[${'\\s\\u00a0\\u202f'}.-]?\\d{2}){4}(?!\\d)`,
  'gu',
);
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/** The words that start a street's name in France (« 3 rue… », « 12 bis avenue… »). */
const STREET_WORDS = [
  'rue',
  'avenue',
  'boulevard',
  'bd',
  'place',
  'chemin',
  'allée',
  'impasse',
  'quai',
  'route',
  'cours',
  'square',
  'passage',
  'voie',
  'sentier',
  'esplanade',
  'promenade',
  'faubourg',
  'parvis',
  'rond-point',
  'cité',
  'montée',
  'traverse',
  'villa',
  'hameau',
  'lieu-dit',
];
const capitalised = (word: string) => `[${word[0].toUpperCase()}${word[0]}]${word.slice(1)}`;
/**
 * A number, a street word, then a name: capitalised, or after « de », « du », « des », « de la »,
 * « l’ »… (« 2 cours de yoga » is no street, « 2 cours Mirabeau » is). Up to a comma or a line's end.
 * A year after « © » is none (« © 2026 Villa Avignon »).
 */
const STREET = new RegExp(
  `(?<![\\p{L}\\p{N}])(?<!©${SPACE}*)\\d{1,4}(?:${SPACE}?(?:bis|ter))?,?${SPACE}+` +
    `(?:${STREET_WORDS.map(capitalised).join('|')})${SPACE}+` +
    `(?:(?:de la|de|du|des|la|le|les|d[’']|l[’'])${SPACE}*)*[\\p{Lu}\\p{N}][^,\\n]*`,
  'gu',
);

/** The telephone numbers, e-mail addresses and street addresses written in `text`. */
export function contactDetailsIn(text: string): ContactDetail[] {
  const found: ContactDetail[] = [];
  for (const [kind, pattern] of [
    ['phone', PHONE],
    ['email', EMAIL],
    ['street', STREET],
  ] as const) {
    for (const m of text.matchAll(pattern)) {
      found.push({ kind, value: m[0].replace(/[\s.;:!?»)]+$/u, '').trim() });
    }
  }
  return found;
}

/** A telephone number's digits, national: « +33 5 35 49 65 47 » → « 0535496547 ». */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (value.trim().startsWith('+33')) return `0${digits.slice(2).replace(/^0/, '')}`;
  return digits;
}

const FICTION_STARTS = new Set(Object.values(FICTION_PHONE_BLOCKS).map((b) => b.replace(/ /g, '')));

/** Whether a number is in a block kept for fiction. */
export function isFictionPhone(value: string): boolean {
  const digits = phoneDigits(value);
  return digits.length === 10 && FICTION_STARTS.has(digits.slice(0, 6));
}

/** Whether an e-mail address is at the reserved domain. */
export function isSampleEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  return at > 0 && value.slice(at + 1).toLowerCase() === SAMPLE_EMAIL_DOMAIN;
}

const normalSpaces = (value: string) => value.replace(/[\s\u00a0\u202f]+/g, ' ');

/** Whether a street address names one of the streets that exist nowhere. */
export function isSampleStreet(value: string): boolean {
  const street = normalSpaces(value)
    .replace(/^\d+(?: ?(?:bis|ter))?,? /u, '')
    .replace(/'/g, '’');
  return SAMPLE_STREETS.some((s) => street.toLowerCase().startsWith(s.toLowerCase()));
}

/** Whether `detail` is fictional by construction. */
export function isFictional(detail: ContactDetail): boolean {
  if (detail.kind === 'phone') return isFictionPhone(detail.value);
  if (detail.kind === 'email') return isSampleEmail(detail.value);
  return isSampleStreet(detail.value);
}

/** Whether `detail` is one the person gave (`theirs`: what they typed, as they typed it). */
function isTheirs(detail: ContactDetail, theirs: readonly string[]): boolean {
  if (detail.kind === 'phone') {
    const digits = phoneDigits(detail.value);
    return theirs.some((t) =>
      contactDetailsIn(t).some((d) => d.kind === 'phone' && phoneDigits(d.value) === digits),
    );
  }
  const value = normalSpaces(detail.value).toLowerCase();
  return theirs.some((t) => normalSpaces(t).toLowerCase().includes(value));
}

/**
 * The contact details in `text` that look real: neither fictional by construction nor given by the
 * person (`theirs`: their description, or the details read from it). Empty when all is well.
 */
export function unflaggedContacts(text: string, theirs: readonly string[] = []): ContactDetail[] {
  return contactDetailsIn(text).filter((d) => !isFictional(d) && !isTheirs(d, theirs));
}
