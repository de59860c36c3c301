import { z } from '../zod';
import { SPEC_ELEMENT_TYPES, FONT_WEIGHTS, TEXT_ALIGNS } from '../types';
import { colourSchema, elementIdSchema } from './documentSchema';
import { LIMITS } from '../limits';

/**
 * Schema version 1, the first stored format (kept so older records and files still open).
 * It differed from version 2 in three ways: styles were flat (`x`, `y`, `width`, `height` beside
 * the colours), there was no `margin` and no `properties`, and the page's name was `title`. The
 * record had no revision and kept its date as `savedAt`, milliseconds since 1970.
 * Only used as the input of `migrateV1ToV2`; never written any more.
 */
const int = z.int().min(LIMITS.position.min).max(LIMITS.position.max);

export const elementV1Schema = z.strictObject({
  id: elementIdSchema,
  type: z.enum(SPEC_ELEMENT_TYPES),
  content: z.string().max(LIMITS.imageUrl),
  styles: z.strictObject({
    x: int,
    y: int,
    width: int,
    height: int,
    color: colourSchema,
    backgroundColor: colourSchema,
    fontSize: int,
    fontWeight: z.enum(FONT_WEIGHTS),
    textAlign: z.enum(TEXT_ALIGNS),
    borderRadius: int,
    padding: int,
  }),
});

export const documentV1Schema = z.strictObject({
  templateId: z.string().min(1).max(LIMITS.id).nullable(),
  title: z.string().max(LIMITS.storedName),
  elements: z.array(elementV1Schema).max(LIMITS.elementsPerPage),
});

export const recordV1Schema = z.strictObject({
  schemaVersion: z.literal(1),
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  savedAt: z.int().min(0),
  document: documentV1Schema,
});

export type DocumentV1 = z.infer<typeof documentV1Schema>;
export type RecordV1 = z.infer<typeof recordV1Schema>;
