import { createElement } from '../../../document/createElement';
import { isLocked } from '../../../document/lockHide';
import type { EditorElement, Page } from '../../../document/types';
import { boundsOf } from './align';
import { rectOf } from './rect';
import { mergeElement } from './updateElement';

/**
 * « Grouper » and « Dissocier » (docs/decisions.md, « Plusieurs éléments »), pure. A group is a
 * transparent container around its members, just behind the lowest of them in z-order; each
 * member names it (`properties.groupId`). The group moves, resizes, aligns and goes as one: the
 * editor acts on the container and its members together (`withMembers`). In the export it is a
 * real box holding them, so they stay together on every screen.
 */

const groupIdOf = (element: EditorElement): string | undefined => element.properties?.groupId;

/** The ids of the members of group `id` on the page (none when `id` is no group). */
export function membersOf(elements: readonly EditorElement[], id: string): string[] {
  return elements.filter((e) => groupIdOf(e) === id).map((e) => e.id);
}

/** Whether `id` is a group on the page: a container some elements name as theirs. */
export function isGroup(elements: readonly EditorElement[], id: string): boolean {
  return elements.some((e) => groupIdOf(e) === id);
}

/** The group an element belongs to, if that group is on the page. */
export function groupOf(elements: readonly EditorElement[], id: string): string | null {
  const element = elements.find((e) => e.id === id);
  const group = element && groupIdOf(element);
  return group && elements.some((e) => e.id === group) ? group : null;
}

/** `ids` with the members of every group among them: what moves when they move. */
export function withMembers(elements: readonly EditorElement[], ids: readonly string[]): string[] {
  const chosen = new Set(ids);
  const out = [...ids];
  for (const e of elements) {
    const group = groupIdOf(e);
    if (group && chosen.has(group) && !chosen.has(e.id)) {
      chosen.add(e.id);
      out.push(e.id);
    }
  }
  return out;
}

/** Whether these elements may make a group: two or more, none locked, none already in a group. */
export function canGroup(members: readonly EditorElement[]): boolean {
  return members.length >= 2 && members.every((e) => !isLocked(e) && groupIdOf(e) === undefined);
}

/**
 * The page with the selected elements (`canGroup`) put in a new group `groupId`; the same page
 * when that cannot be.
 */
export function groupElements(page: Page, ids: readonly string[], groupId: string): Page {
  const chosen = new Set(ids);
  const members = page.elements.filter((e) => chosen.has(e.id));
  if (!canGroup(members) || page.elements.some((e) => e.id === groupId)) return page;
  const box = boundsOf(members.map(rectOf));
  // Through the model's merge: its box within LIMITS, whatever the members' places.
  const group = mergeElement(createElement('container', groupId), {
    styles: {
      position: { x: box.x, y: box.y },
      size: { width: box.width, height: box.height },
      backgroundColor: 'transparent',
      padding: 0,
      borderRadius: 0,
    },
  });
  const first = page.elements.findIndex((e) => chosen.has(e.id));
  const elements: EditorElement[] = [];
  page.elements.forEach((e, i) => {
    if (i === first) elements.push(group);
    elements.push(chosen.has(e.id) ? { ...e, properties: { ...e.properties, groupId } } : e);
  });
  return { ...page, elements };
}

/** The page with group `groupId` undone: its container gone, its members free (and kept). */
export function ungroupElements(page: Page, groupId: string): Page {
  if (!isGroup(page.elements, groupId)) return page;
  const elements = page.elements
    .filter((e) => e.id !== groupId)
    .map((e) => {
      if (groupIdOf(e) !== groupId) return e;
      const properties = { ...e.properties };
      delete properties.groupId;
      return { ...e, properties };
    });
  return { ...page, elements };
}
