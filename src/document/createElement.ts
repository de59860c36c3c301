import { defaultForm, formHeight } from './formFields';
import { PLACEHOLDER_IMAGE } from './placeholderImage';
import { CARD } from './collections/card';
import type { EditorElement, ElementStyles, ElementType } from './types';

/** A new form's width on the canvas: its fields at a comfortable line length. */
const FORM_WIDTH = 480;

/** Default content of each type (spec section 3); the image's picture is made locally. */
export const DEFAULT_CONTENT: Record<ElementType, string> = {
  text: 'Votre texte ici',
  image: PLACEHOLDER_IMAGE,
  button: 'Cliquez ici',
  container: '',
  header: 'Header',
  footer: 'Footer',
  // The menu's items are the site's pages: it holds no text of its own.
  menu: '',
  // A form's content is its send button's text.
  form: 'Envoyer',
  // A list's cards are its collection's items.
  list: '',
};

/** A new list's width: three cards side by side (collections/list.ts). */
const LIST_WIDTH = 960;

/** The default styles of a new element of `type` (spec section 3), at `position`. */
export function defaultStyles(
  type: ElementType,
  position: { x: number; y: number } = { x: 100, y: 100 },
): ElementStyles {
  const isButton = type === 'button';
  return {
    position: { ...position },
    size: {
      width:
        type === 'menu' ? 480 : type === 'form' ? FORM_WIDTH : type === 'list' ? LIST_WIDTH : 200,
      height:
        type === 'text'
          ? 30
          : type === 'image'
            ? 150
            : type === 'menu'
              ? 48
              : type === 'form'
                ? formHeight(defaultForm(), FORM_WIDTH, 16, 0)
                : type === 'list'
                  ? CARD.height
                  : 40,
    },
    color: '#000000',
    backgroundColor: isButton ? '#3B82F6' : 'transparent',
    fontSize: 16,
    fontWeight: 'normal',
    textAlign: 'left',
    borderRadius: isButton ? 8 : 0,
    padding: isButton ? 12 : 0,
    margin: 0,
  };
}

/** A new element with the spec's defaults. The id is made by the caller (a `prepare` callback). */
export function createElement(
  type: ElementType,
  id: string,
  position?: { x: number; y: number },
): EditorElement {
  return {
    id,
    type,
    content: DEFAULT_CONTENT[type],
    styles: defaultStyles(type, position),
    properties: type === 'form' ? { form: defaultForm() } : {},
  };
}
