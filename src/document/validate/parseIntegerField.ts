/**
 * Position, size, rounded corners and padding (spec section 5): the value typed is read as an
 * integer (« 12,7 » and « 12.7 » give 12) and anything that is not a number gives 0.
 */
export function parseIntegerField(input: string | number): number {
  const value = typeof input === 'number' ? Math.trunc(input) : Number.parseInt(input.trim(), 10);
  return Number.isFinite(value) ? value : 0;
}
