import type { Template } from '../../templates/types';

/**
 * The template the editor route names, once the templates are known: `pending` while they are
 * being generated, then the template, or null for /editor and for an id that matches none.
 */
export function useEditorTemplate(
  templateId: string | undefined,
): { status: 'pending' } | { status: 'ready'; template: Template | null } {
  void templateId; // Until the templates slice lands (issue 3): no template.
  return { status: 'ready', template: null };
}
