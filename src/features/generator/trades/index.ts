import trades from '../../../content/trades.json';
import type { TradeEntry } from '../understand/trade';

/**
 * The trades lexicon (src/content/trades.json): the French trades none of the generator's
 * activities is, each with the words people name it with, the noun its site says it with, its
 * family (whose content file makes its site) and its NAF code. Checked by
 * test/unit/content/trades.test.ts.
 */
export const TRADES: readonly TradeEntry[] = trades as TradeEntry[];
