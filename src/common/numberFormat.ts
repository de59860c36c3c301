/** French number formats (FRENCH.md): decimal comma, narrow no-break spaces, « 99,9 % ». */
const decimal1 = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const integer = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const percent1 = new Intl.NumberFormat('fr-FR', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** 4.5 → « 4,5 » */
export const formatDecimal1 = (value: number): string => decimal1.format(value);
/** 50000 → « 50 000 » */
export const formatInteger = (value: number): string => integer.format(value);
/** 0.999 → « 99,9 % » */
export const formatPercent1 = (ratio: number): string => percent1.format(ratio);
