import { editorRoute } from '../../../../src/app/editorRoute';
import { makeStore, type AppStore } from '../../../../src/app/store';
import {
  editorOpened,
  elementAdded,
  selectDocument,
  selectDocumentName,
  selectOpenedFor,
  selectTemplateId,
} from '../../../../src/features/editor/editorSlice';
import { openingFor } from '../../../../src/features/editor/openForAddress';
import { generateTemplates as generate } from '../../../../src/features/templates/generateTemplates';
import { generateTemplates } from '../../../../src/features/templates/templatesSlice';
import { fr } from '../../../../src/i18n/fr';

const templates = generate(12);

function readyStore() {
  const store = makeStore();
  store.dispatch(generateTemplates.fulfilled(templates, 'test', undefined));
  return store;
}

/** Opens the document of `path`, as the start-up and the editor do. */
async function open(store: AppStore, path: string) {
  await openingFor(store, editorRoute(path));
}

describe('openingFor (the editor’s one opener of an address’s document)', () => {
  it('opens /editor/{templateId} as editorOpened does: named after the template', async () => {
    const store = readyStore();
    await open(store, '/editor/5');
    const template = templates.find((t) => t.id === '5')!;
    expect(selectOpenedFor(store.getState())).toBe('5');
    expect(selectTemplateId(store.getState())).toBe('5');
    expect(selectDocumentName(store.getState())).toBe(template.name);

    const other = makeStore();
    other.dispatch(generateTemplates.fulfilled(templates, 'test', undefined));
    other.dispatch(editorOpened({ route: '5', template: { id: '5', name: template.name } }));
    expect(selectDocumentName(store.getState())).toBe(selectDocumentName(other.getState()));
    expect(selectTemplateId(store.getState())).toBe(selectTemplateId(other.getState()));
  });

  it('opens /editor as a new blank document, and an unknown id with no template', async () => {
    const blank = readyStore();
    await open(blank, '/editor/');
    expect(selectOpenedFor(blank.getState())).toBe('');
    expect(selectTemplateId(blank.getState())).toBeNull();
    expect(selectDocumentName(blank.getState())).toBe(fr.editor.newProject);

    const unknown = readyStore();
    await open(unknown, '/editor/9999');
    expect(selectOpenedFor(unknown.getState())).toBe('9999');
    expect(selectTemplateId(unknown.getState())).toBeNull();
  });

  it('waits for the templates being generated, and opens without one if generation fails', async () => {
    const store = makeStore();
    store.dispatch(generateTemplates.pending('test', undefined));
    const opening = openingFor(store, editorRoute('/editor/5'));
    expect(opening).not.toBeNull();
    // Every caller waits for the same opening until it settles.
    expect(openingFor(store, editorRoute('/editor/5'))).toBe(opening);
    await Promise.resolve();
    expect(selectOpenedFor(store.getState())).toBeNull();
    store.dispatch(generateTemplates.fulfilled(templates, 'test', undefined));
    await opening;
    expect(selectTemplateId(store.getState())).toBe('5');

    const failed = makeStore();
    failed.dispatch(generateTemplates.pending('test', undefined));
    const failing = openingFor(failed, editorRoute('/editor/5'));
    failed.dispatch(generateTemplates.rejected(new Error('x'), 'test', undefined));
    await failing;
    expect(selectOpenedFor(failed.getState())).toBe('5');
    expect(selectTemplateId(failed.getState())).toBeNull();
    expect(selectDocumentName(failed.getState())).toBe(fr.editor.newProject);
  });

  it('leaves a saved project’s and a share link’s addresses to their own document', () => {
    for (const path of [
      '/editor/projet/abc',
      '/editor/partage',
      '/editor/a/b',
      '/templates',
      '/',
    ]) {
      const store = readyStore();
      const before = store.getState();
      expect(openingFor(store, editorRoute(path))).toBeNull();
      expect(store.getState()).toBe(before);
    }
  });

  it('keeps the work when the address’s document is already open: nothing to wait for', async () => {
    const store = readyStore();
    await open(store, '/editor/5');
    store.dispatch(elementAdded('text'));
    const document = selectDocument(store.getState());
    expect(openingFor(store, editorRoute('/editor/5'))).toBeNull();
    expect(selectDocument(store.getState())).toBe(document);
    // Another address opens its own.
    await open(store, '/editor');
    expect(selectOpenedFor(store.getState())).toBe('');
  });
});
