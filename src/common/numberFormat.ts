/**
 * French number formats (FRENCH.md): decimal comma, narrow no-break spaces, « 99,9 % ». Each is
 * built on first use, not when the module loads: the first `Intl` format of a page is a costly
 * call (its locale's data), which would otherwise weigh on the start-up of every screen.
 */
function lazyFormat(options: Intl.NumberFormatOptions): (value: number) => string {
  let format: Intl.NumberFormat | null = null;
  return (value) => (format ??= new Intl.NumberFormat('fr-FR', options)).format(value);
}

/** 4.5 → « 4,5 » */
export const formatDecimal1 = lazyFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** 50000 → « 50 000 » */
export const formatInteger = lazyFormat({ maximumFractionDigits: 0 });
/** 0.999 → « 99,9 % » */
export const formatPercent1 = lazyFormat({
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
