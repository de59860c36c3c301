import { editorPath } from '../../app/editorRoute';

/** A saved project's address in the editor. */
export const projectPath = (projectId: string) => editorPath({ kind: 'project', projectId });
