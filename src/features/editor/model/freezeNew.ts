/**
 * `value` with every object and array in it frozen, stopping at what is frozen already (the
 * store's state from before an action). A reducer that returns a new state built from the old one
 * may hand it over frozen: the store (Immer) then takes it as it is, instead of walking it to
 * look for drafts and freezing it itself — with 1,000 elements, most of a group move's time.
 * Only for a state built from `original` (no draft in it).
 */
export function freezeNew<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    Object.freeze(value);
    for (const item of value as unknown[]) freezeNew(item);
    return value;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  Object.freeze(value);
  for (const key in value) if (Object.hasOwn(value, key)) freezeNew(value[key]);
  return value;
}
