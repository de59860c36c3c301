import type { EditorElement } from '../../../document/types';

/** What the element operations work on: a page (or anything holding a page's elements). */
export interface ElementList {
  elements: EditorElement[];
}
