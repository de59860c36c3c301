import { formatDecimal1, formatInteger } from '../../common/numberFormat';

const nbsp = '\u00a0';
const KO = 1024;
const MO = KO * 1024;
const GO = MO * 1024;

/** A weight in French: « 245 Ko », « 12,4 Mo », « 1,2 Go » (binary units, as Toile's limits). */
export function formatBytes(bytes: number): string {
  if (bytes >= GO) return `${formatDecimal1(bytes / GO)}${nbsp}Go`;
  if (bytes >= MO) return `${formatDecimal1(bytes / MO)}${nbsp}Mo`;
  return `${formatInteger(Math.max(1, Math.round(bytes / KO)))}${nbsp}Ko`;
}
