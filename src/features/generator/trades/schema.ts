import { z } from '../../../document/zod';

/**
 * The format of src/content/trades.json: the trades of small businesses and the self-employed that
 * none of the hand-written activities serves, each with the words people name it by, the noun a
 * sentence uses for the business, its family (which gives the site its structure) and its INSEE
 * NAF rév. 2 subclass. Checked against the file by test/unit/content/trades.test.ts, which also
 * checks the nouns' genders against the Lefff and the codes against the NAF list.
 */

/** The families of trades, in the order the dialog lists them. */
export const TRADE_FAMILIES = [
  'commerce',
  'bouche',
  'producteur',
  'artisanat',
  'service',
  'soin',
  'loisir',
  'cours',
  'creation',
  'conseil',
  'lieu',
] as const;

export type TradeFamily = (typeof TRADE_FAMILIES)[number];

const text = z.string().min(1);
/** How people write it: lower case (accents and ’ kept), words separated by single spaces. */
const lowerText = text.regex(/^[^\sA-Z]+(?: [^\sA-Z]+)*$/, 'lower case, single spaces');

export const tradeSchema = z.strictObject({
  /** How the dialog names the trade (« Salle d’escalade »). */
  label: text.regex(/^[A-ZÀ-ÖØ-ÞŒ]/, 'starts with a capital'),
  /** How a description names it (« salle de bloc », « grimpe »), each word in one entry only. */
  words: z.array(lowerText).min(1),
  /** The business in a sentence (« la salle d’escalade »), its gender that of its first word. */
  noun: z.strictObject({ word: lowerText, gender: z.enum(['f', 'm']) }),
  family: z.enum(TRADE_FAMILIES),
  /** The NAF rév. 2 subclass (« 93.11Z »). */
  naf: z.string().regex(/^\d\d\.\d\d[A-Z]$/),
});

export const tradesSchema = z.array(tradeSchema);

export type Trade = z.infer<typeof tradeSchema>;
