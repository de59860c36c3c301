import { makeStore } from '../../src/app/store';
import {
  editorOpened,
  elementAdded,
  selectDocument,
  selectDocumentName,
  selectOpenedFor,
  selectTemplateId,
} from '../../src/features/editor/editorSlice';
import { openForAddress } from '../../src/features/editor/openForAddress';
import { generateTemplates as generate } from '../../src/features/templates/generateTemplates';
import { generateTemplates } from '../../src/features/templates/templatesSlice';
import { fr } from '../../src/i18n/fr';

const templates = generate(12);

function readyStore() {
  const store = makeStore();
  store.dispatch(generateTemplates.fulfilled(templates, 'test', undefined));
  return store;
}

describe('openForAddress (the editor shell’s document, opened before the first render)', () => {
  it('opens /editor/{templateId} as EditorPage would: named after the template', () => {
    const store = readyStore();
    openForAddress(store, '/editor/5');
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

  it('opens /editor as a new blank document, and an unknown id with no template', () => {
    const blank = readyStore();
    openForAddress(blank, '/editor');
    expect(selectOpenedFor(blank.getState())).toBe('');
    expect(selectTemplateId(blank.getState())).toBeNull();
    expect(selectDocumentName(blank.getState())).toBe(fr.editor.newProject);

    const unknown = readyStore();
    openForAddress(unknown, '/editor/9999');
    expect(selectOpenedFor(unknown.getState())).toBe('9999');
    expect(selectTemplateId(unknown.getState())).toBeNull();
  });

  it('leaves a saved project’s and a share link’s addresses to their own document', () => {
    for (const path of ['/editor/projet/abc', '/editor/partage', '/templates', '/']) {
      const store = readyStore();
      const before = store.getState();
      openForAddress(store, path);
      expect(store.getState()).toBe(before);
    }
  });

  it('keeps the work when the address’s document is already open', () => {
    const store = readyStore();
    openForAddress(store, '/editor/5');
    store.dispatch(elementAdded('text'));
    const document = selectDocument(store.getState());
    openForAddress(store, '/editor/5');
    expect(selectDocument(store.getState())).toBe(document);
  });
});
