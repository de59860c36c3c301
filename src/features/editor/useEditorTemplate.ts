import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { generateTemplates, selectTemplateById, selectTemplatesStatus } from '../templates';
import type { Template } from '../templates';

export type EditorTemplateLookup =
  { status: 'pending' } | { status: 'ready'; template: Template | null };

/**
 * The template an editor route (or a document) names, once the templates are known: `pending`
 * while they are being generated, then the template, or null for no id, an id that matches none
 * (spec: the editor opens with no template), or when generation failed. Starts the generation if
 * nothing has (the start-up does it on the library only).
 */
export function useEditorTemplate(templateId: string | undefined): EditorTemplateLookup {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectTemplatesStatus);
  const template = useAppSelector((state) =>
    templateId === undefined ? undefined : selectTemplateById(state, templateId),
  );
  const needed = templateId !== undefined && status === 'idle';
  useEffect(() => {
    if (needed) void dispatch(generateTemplates());
  }, [dispatch, needed]);

  if (templateId === undefined) return { status: 'ready', template: null };
  if (template) return { status: 'ready', template };
  if (status === 'idle' || status === 'loading') return { status: 'pending' };
  return { status: 'ready', template: null };
}
