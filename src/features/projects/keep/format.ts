import { formatInteger } from '../../../common/numberFormat';
import { fr } from '../../../i18n/fr';
import { MEBIBYTE } from './rules';

const t = fr.projects.keep.space;

// Built on first use (numberFormat.ts says why).
let day: Intl.DateTimeFormat | null = null;
let upToOneDecimal: Intl.NumberFormat | null = null;

/** 40 Mo, 1,5 Go, 3 Go: free space, the French way (a Mo is 1 024 × 1 024 bytes, as elsewhere). */
export function formatBytes(bytes: number): string {
  const megabytes = bytes / MEBIBYTE;
  if (megabytes < 1024) return t.megabytes(formatInteger(Math.floor(megabytes)));
  upToOneDecimal ??= new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
  return t.gigabytes(upToOneDecimal.format(Math.floor((megabytes / 1024) * 10) / 10));
}

/** « 22 novembre 2026 ». */
export function formatDay(at: number): string {
  return (day ??= new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' })).format(new Date(at));
}
