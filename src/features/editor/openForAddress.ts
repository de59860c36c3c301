import { EDITOR_SHELL, EDITOR_SHELL_SUBPATH } from '../../app/prerendered';
import type { AppStore } from '../../app/store';
import { selectTemplateById } from '../templates';
import { editorOpened } from './editorSlice';

/**
 * Opens the document of `path` (normalized) if it is `/editor` or `/editor/{templateId}`, as
 * EditorPage does for its route (a new document named after the template, the same work if it is
 * already open): the template if the templates know it, else none. Any other address (a saved
 * project, a share link) brings its own document: nothing is done.
 */
export function openForAddress(store: AppStore, path: string): void {
  const templateId =
    path === EDITOR_SHELL
      ? undefined
      : EDITOR_SHELL_SUBPATH.test(path)
        ? decodeURIComponent(path.slice(EDITOR_SHELL.length + 1))
        : null;
  if (templateId === null) return;
  const template =
    templateId === undefined ? undefined : selectTemplateById(store.getState(), templateId);
  store.dispatch(
    editorOpened({
      route: templateId ?? '',
      template: template ? { id: template.id, name: template.name } : null,
    }),
  );
}
