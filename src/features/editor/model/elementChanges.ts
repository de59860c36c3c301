import type {
  EditorElement,
  ElementStyles,
  FormSettings,
  HeadingLevel,
  ItemField,
  Link,
  ListSettings,
} from '../../../document/types';

/** What `elementUpdated` may change: the content and any part of the styles, position and size included. */
export interface StylesChanges extends Partial<Omit<ElementStyles, 'position' | 'size'>> {
  position?: Partial<ElementStyles['position']>;
  size?: Partial<ElementStyles['size']>;
}

export interface ElementChanges {
  content?: EditorElement['content'];
  styles?: StylesChanges;
  /** A text's « Niveau »: the tag it exports as (`p` is the default, kept as no property). */
  level?: HeadingLevel;
  /** Where a text, button or picture leads (« Lien »); null removes the link. */
  link?: Link | null;
  /** The element's « Ancre » (a slug unique on its page); null or '' removes it. */
  anchor?: string | null;
  /** A picture's « Texte alternatif »: '' for « Image décorative », null when not given. */
  alt?: string | null;
  /**
   * A picture from the Médiathèque (its id in the media store, docs/decisions.md « Pictures »);
   * null removes it. Setting one empties the address (`content`): the stored picture is the
   * picture.
   */
  assetId?: string | null;
  /**
   * A text's, button's or menu's « Police »: a font id (document/fonts/fonts.ts) or `system`;
   * null: the site's font (« Police du site »).
   */
  font?: string | null;
  /** « Majuscules » (text, button, menu). */
  uppercase?: boolean;
  /** « Italique » (text, button, menu). */
  italic?: boolean;
  /** « Souligné » (text, button). */
  underline?: boolean;
  /** « Interligne », unitless (document/fonts/typography.ts); null: the default, 1.2. */
  lineHeight?: number | null;
  /** « Espacement des lettres », in pixels; null or 0: none. */
  letterSpacing?: number | null;
  /**
   * A form's fields, destination and button colour, whole (document/form.ts, `isFormSettings`);
   * refused whole when not valid. A form that no longer fits its box grows it.
   */
  form?: FormSettings;
  /** « Lier au champ » on a « Modèle de page »: the item's field it shows; null: none. */
  field?: ItemField | null;
  /**
   * A « Liste »'s collection and which items it shows, whole (collections/list.ts, `isListSettings`);
   * refused whole when not valid. A list that no longer holds its cards grows its box.
   */
  list?: ListSettings;
}
