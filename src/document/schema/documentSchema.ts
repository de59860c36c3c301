import { z } from '../zod';
import {
  ELEMENT_TYPES,
  FONT_WEIGHTS,
  TEXT_ALIGNS,
  type EditorElement,
  type PageDocument,
} from '../types';
import { isAllowedImageUrl } from '../validate/isAllowedImageUrl';
import { isSafeColour } from '../validate/safeStyles';
import { LIMITS, type Bounds } from '../limits';

/**
 * The page document as Toile accepts it from outside: storage, a `.toile.json` file, a share link.
 * Strict on purpose (DESIGN.md « What bad input gets »): unknown keys (`__proto__`, `constructor`…)
 * are refused rather than dropped, numbers are finite integers within bounds, colours are those the
 * editor accepts (isSafeColour), and an image is only ever an http(s) address or a `data:image/…` picture.
 */

/**
 * A colour the editor lets through to CSS (`isSafeColour`: hex, rgb()/rgba(), a CSS named colour,
 * `transparent`): what the editor can hold, a saved file can carry, and nothing else.
 */
export const colourSchema = z
  .string()
  .max(40)
  .refine((value) => isSafeColour(value) && value === value.trim(), 'couleur invalide');

/** The image sources Toile ever uses (the editor's own rule), stored exactly as they are used. */
export function isSafeImageUrl(value: string): boolean {
  return value === value.trim() && isAllowedImageUrl(value);
}

const int = (min: number, max: number) => z.int().min(min).max(max);
const bounded = ({ min, max }: Bounds) => int(min, max);

export const stylesSchema = z.strictObject({
  position: z.strictObject({ x: bounded(LIMITS.position), y: bounded(LIMITS.position) }),
  size: z.strictObject({ width: bounded(LIMITS.size), height: bounded(LIMITS.size) }),
  color: colourSchema,
  backgroundColor: colourSchema,
  fontSize: bounded(LIMITS.fontSize),
  fontWeight: z.enum(FONT_WEIGHTS),
  textAlign: z.enum(TEXT_ALIGNS),
  borderRadius: bounded(LIMITS.borderRadius),
  padding: bounded(LIMITS.padding),
  margin: bounded(LIMITS.margin),
});

/** An element id, in every schema version. */
export const elementIdSchema = z
  .string()
  .min(1)
  .max(LIMITS.id)
  .regex(/^[A-Za-z0-9_.:-]+$/);

export const elementSchema = z
  .strictObject({
    id: elementIdSchema,
    type: z.enum(ELEMENT_TYPES),
    content: z.string().max(LIMITS.imageUrl),
    styles: stylesSchema,
    properties: z.strictObject({}),
  })
  .superRefine((element, ctx) => {
    if (element.type === 'image') {
      if (element.content !== '' && !isSafeImageUrl(element.content)) {
        ctx.addIssue({ code: 'custom', path: ['content'], message: "adresse d'image refusée" });
      }
    } else if (element.content.length > LIMITS.text) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: 'texte trop long' });
    }
  });

export const documentSchema = z
  .strictObject({
    templateId: z.string().min(1).max(LIMITS.id).nullable(),
    name: z.string().max(LIMITS.storedName),
    elements: z.array(elementSchema).max(LIMITS.elementsPerPage),
  })
  .superRefine((document, ctx) => {
    const seen = new Set<string>();
    document.elements.forEach((element, index) => {
      if (seen.has(element.id)) {
        ctx.addIssue({ code: 'custom', path: ['elements', index, 'id'], message: 'id en double' });
      }
      seen.add(element.id);
    });
  });

/** The schema and the editor's own types must describe the same document. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const elementMatches: Same<z.infer<typeof elementSchema>, EditorElement> = true;
const documentMatches: Same<z.infer<typeof documentSchema>, PageDocument> = true;
void elementMatches;
void documentMatches;

/** The document if `value` is a valid page document, else `null`. */
export function parseDocument(value: unknown): PageDocument | null {
  const result = documentSchema.safeParse(value);
  return result.success ? (result.data as PageDocument) : null;
}
