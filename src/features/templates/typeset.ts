/** French typography: a no-break space before « : ; ! ? % ». */
export const typo = (text: string) => text.replace(/ ([:;!?%])/g, '\u00a0$1');

/** Every string of `value`, typeset (typo). */
export function typeset<T>(value: T): T {
  if (typeof value === 'string') return typo(value) as T;
  if (Array.isArray(value)) return value.map(typeset) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeset(v)])) as T;
  }
  return value;
}
