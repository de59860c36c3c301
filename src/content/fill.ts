import { capitalise } from './grammar';

/**
 * The one way a content file's words meet the facts: `{inCity}` in a text is replaced by
 * `facts.inCity`, `{noun.the}` by `facts['noun.the']`; a capital first letter,
 * `{Noun.the}`, writes the value with a capital (« La boulangerie »). A placeholder with no fact
 * is a mistake in the content, never shown: it throws (the content tests check every one).
 */
export type Facts = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)*)\}/g;

/** The placeholders a text holds, as written: `['inCity', 'Noun.the']`. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]);
}

/** The key a placeholder reads: `Noun.the` reads `noun.the`. */
export const factKey = (placeholder: string) =>
  placeholder.charAt(0).toLowerCase() + placeholder.slice(1);

export function fill(text: string, facts: Facts): string {
  return text.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = facts[factKey(name)];
    if (value === undefined) throw new Error(`content: no fact for {${name}} in « ${text} »`);
    const written = String(value);
    return name.charAt(0) === name.charAt(0).toUpperCase() ? capitalise(written) : written;
  });
}

/** Every text of a content value filled, its shape kept (strings inside arrays and objects). */
export function fillAll<T>(value: T, facts: Facts): T {
  if (typeof value === 'string') return fill(value, facts) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => fillAll(v, facts)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillAll(v, facts)])) as T;
  }
  return value;
}
