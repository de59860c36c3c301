import { makeStore } from '../../../../../src/app/store';
import { parseSite } from '../../../../../src/document/schema/documentSchema';
import { readDocument } from '../../../../../src/document/schema/migrations';
import { isSample } from '../../../../../src/document/sampleContent';
import { buildSection, DEFAULT_SECTION_PALETTE } from '../../../../../src/document/sections';
import { createSite } from '../../../../../src/document/site';
import { elementLists } from '../../../../../src/document/siteElements';
import type { EditorElement, SiteDocument } from '../../../../../src/document/types';
import {
  documentLoaded,
  elementsDuplicated,
  elementUpdated,
  redone,
  selectDocument,
  selectElements,
  textsRewritten,
  undone,
} from '../../../../../src/features/editor/editorSlice';
import { counter } from '../../../../../src/features/templates/templatePages';
import fileV3 from '../../../../fixtures/project-v3-file.json';

const ASSET = 'ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0';

/** A page of the section library's hero, gallery, contact form and footer, as « Sections » builds them. */
function sampleSite(): SiteDocument {
  const makeId = counter();
  const theme = { palette: DEFAULT_SECTION_PALETTE };
  let top = 0;
  const elements = (
    ['hero.split', 'gallery.grid', 'contact.form', 'footer.columns'] as const
  ).flatMap((id) => {
    const built = buildSection(id, theme, top, makeId);
    top += built.height;
    return built.elements;
  });
  return createSite({ name: 'Maison Garance', homePageId: 'accueil', elements });
}

function setUp() {
  const store = makeStore();
  store.dispatch(documentLoaded({ document: sampleSite() }));
  const elements = () => selectElements(store.getState());
  const find = (test: (e: EditorElement) => boolean) => {
    const found = elements().find(test);
    if (!found) throw new Error('no such element');
    return found;
  };
  const byId = (id: string) => find((e) => e.id === id);
  return { store, elements, find, byId };
}

describe('« Contenu d’exemple »: the sample flag', () => {
  it('is set by the section library on every text, button, picture and form, not on the rest', () => {
    const { elements } = setUp();
    for (const e of elements()) {
      const says = ['text', 'button', 'image', 'form'].includes(e.type);
      expect([e.type, isSample(e)]).toEqual([e.type, says]);
    }
    expect(elements().filter(isSample).length).toBeGreaterThan(10);
  });

  it('goes when the text changes, comes back with undo, goes again with redo', () => {
    const { store, find, byId } = setUp();
    const title = find((e) => e.type === 'text' && e.properties.level === 'h1');
    store.dispatch(elementUpdated({ id: title.id, changes: { content: 'Vertical Grotte' } }));
    expect(isSample(byId(title.id))).toBe(false);
    expect(byId(title.id).properties.level).toBe('h1');
    store.dispatch(undone());
    expect(byId(title.id)).toEqual(title);
    expect(isSample(byId(title.id))).toBe(true);
    store.dispatch(redone());
    expect(isSample(byId(title.id))).toBe(false);
  });

  it('stays when the element is moved, restyled, its typography or picture’s text changed', () => {
    const { store, find, byId } = setUp();
    const title = find((e) => e.type === 'text');
    const picture = find((e) => e.type === 'image');
    store.dispatch(
      elementUpdated({
        id: title.id,
        changes: { styles: { color: '#123456', position: { x: 10 } }, italic: true, level: 'h2' },
      }),
    );
    store.dispatch(elementUpdated({ id: picture.id, changes: { alt: 'Une autre description' } }));
    expect(byId(title.id).styles.color).toBe('#123456');
    expect(isSample(byId(title.id))).toBe(true);
    expect(byId(picture.id).properties.alt).toBe('Une autre description');
    expect(isSample(byId(picture.id))).toBe(true);
  });

  it('goes when a picture is replaced by an address or a stored picture, comes back with undo', () => {
    const { store, elements, byId } = setUp();
    const [first, second] = elements().filter((e) => e.type === 'image');
    store.dispatch(
      elementUpdated({ id: first.id, changes: { content: 'https://exemple.org/photo.jpg' } }),
    );
    expect(isSample(byId(first.id))).toBe(false);
    store.dispatch(elementUpdated({ id: second.id, changes: { assetId: ASSET } }));
    expect(isSample(byId(second.id))).toBe(false);
    store.dispatch(undone());
    expect(isSample(byId(second.id))).toBe(true);
    expect(byId(second.id).properties.assetId).toBeUndefined();
  });

  it('goes when a contact detail’s link changes, or the form’s destination; not its fields', () => {
    const { store, find, byId } = setUp();
    const phone = find((e) => e.properties.link?.kind === 'phone');
    store.dispatch(
      elementUpdated({ id: phone.id, changes: { link: { kind: 'phone', number: '0476123456' } } }),
    );
    expect(isSample(byId(phone.id))).toBe(false);
    const form = find((e) => e.type === 'form');
    const settings = form.properties.form!;
    store.dispatch(
      elementUpdated({
        id: form.id,
        changes: { form: { ...settings, fields: settings.fields.slice(0, -2) } },
      }),
    );
    expect(isSample(byId(form.id))).toBe(true);
    store.dispatch(
      elementUpdated({
        id: form.id,
        changes: {
          form: {
            ...settings,
            destination: { kind: 'email', address: 'bonjour@fournil.fr', subject: 'Demande' },
          },
        },
      }),
    );
    expect(isSample(byId(form.id))).toBe(false);
  });

  it('stays on « Réécrire »’s words (still Toile’s) and on copies', () => {
    const { store, elements, find, byId } = setUp();
    const text = find((e) => e.type === 'text');
    store.dispatch(textsRewritten({ contents: { [text.id]: 'D’autres mots' } }));
    expect(byId(text.id).content).toBe('D’autres mots');
    expect(isSample(byId(text.id))).toBe(true);
    const count = elements().length;
    store.dispatch(elementsDuplicated([text.id]));
    const copy = elements()[count];
    expect(copy.content).toBe('D’autres mots');
    expect(isSample(copy)).toBe(true);
  });

  it('is saved and read back; a project saved before it (no flag) loads unchanged', () => {
    const { store } = setUp();
    const saved = JSON.parse(JSON.stringify(selectDocument(store.getState())));
    expect(parseSite(saved)).toEqual(saved);
    // Saved by schema 3: it opens through the migration, with no element marked as a sample,
    // neither on its pages nor in the header its pages now share.
    const old = readDocument(fileV3.document, 3);
    if (!old.ok) throw new Error(old.reason);
    expect(old.site.shared?.header.length).toBeGreaterThan(0);
    expect(elementLists(old.site).flat().some(isSample)).toBe(false);
    const page = saved.pages[0];
    const wrong = {
      ...saved,
      pages: [{ ...page, elements: [{ ...page.elements[1], properties: { sample: 'oui' } }] }],
    };
    expect(parseSite(wrong)).toBeNull();
  });
});
