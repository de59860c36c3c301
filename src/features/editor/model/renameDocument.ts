import { LIMITS } from '../../../document/limits';

/** The longest project name kept (a name is a title, not a paragraph). */
export const MAX_NAME_LENGTH = LIMITS.name;

/**
 * The document renamed to `name`, trimmed and shortened. A blank name changes nothing (the same
 * document is returned): a project always has a name.
 */
export function renameDocument<D extends { name: string }>(document: D, name: string): D {
  const clean = name.replace(/\s+/g, ' ').trim().slice(0, MAX_NAME_LENGTH);
  if (!clean || clean === document.name) return document;
  return { ...document, name: clean };
}
