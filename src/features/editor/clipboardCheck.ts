import { z } from '../../document/zod';
import { elementSchema } from '../../document/schema/documentSchema';
import type { EditorElement } from '../../document/types';

const clipboardSchema = (max: number) =>
  z.strictObject({
    version: z.literal(1),
    elements: z.array(elementSchema).min(1).max(max),
  });

/** The clipboard's elements (clipboard.ts) if every one is valid and at most `max`, else null. */
export function clipboardElements(value: unknown, max: number): EditorElement[] | null {
  const parsed = clipboardSchema(max).safeParse(value);
  return parsed.success ? (parsed.data.elements as EditorElement[]) : null;
}
