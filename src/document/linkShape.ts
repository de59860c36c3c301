import { LIMITS } from './limits';
import type { Link } from './types';

/**
 * Whether `value` has the shape of a link, exactly as the document's schema accepts it
 * (documentSchema.ts, `linkSchema`; a unit test holds the two together), without Zod: the editor
 * checks each link a person sets, and Zod loads only when a project is read or saved.
 */
export function isLinkShape(value: unknown): value is Link {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const link = value as Record<string, unknown>;
  const fields = LINK_FIELDS[link.kind as string];
  if (!fields || !Object.hasOwn(LINK_FIELDS, link.kind as string)) return false;
  for (const key of Object.keys(link)) {
    if (key !== 'kind' && !Object.hasOwn(fields, key)) return false;
  }
  return Object.entries(fields).every(([key, check]) => check(link[key]));
}

type Check = (value: unknown) => boolean;
const text =
  (min: number, max: number): Check =>
  (value) =>
    typeof value === 'string' && value.length >= min && value.length <= max;
const ID = /^[A-Za-z0-9_.:-]+$/;
const id: Check = (value) => text(1, LIMITS.id)(value) && ID.test(value as string);
const newTab: Check = (value) => value === undefined || typeof value === 'boolean';

const LINK_FIELDS: Record<string, Record<string, Check>> = {
  page: { pageId: id, newTab },
  anchor: { pageId: id, anchor: text(1, LIMITS.slug), newTab },
  url: { href: text(0, 2048), newTab },
  email: { address: text(0, 254) },
  phone: { number: text(0, 30) },
};
