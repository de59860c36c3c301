import type { EditorElement, ElementStyles } from '../../../document/types';

/** What `elementUpdated` may change: the content and any part of the styles, position and size included. */
export interface StylesChanges extends Partial<Omit<ElementStyles, 'position' | 'size'>> {
  position?: Partial<ElementStyles['position']>;
  size?: Partial<ElementStyles['size']>;
}

export interface ElementChanges {
  content?: EditorElement['content'];
  styles?: StylesChanges;
}
