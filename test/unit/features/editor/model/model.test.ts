import { siteOf } from '../editorTestUtils';
import { addElement, addElements } from '../../../../../src/features/editor/model/addElement';
import { createElement } from '../../../../../src/document/createElement';
import { deleteElement } from '../../../../../src/features/editor/model/deleteElement';
import {
  HISTORY_LIMIT,
  TYPING_PAUSE_MS,
  emptyHistory,
  recordStep,
  redo,
  undo,
} from '../../../../../src/features/editor/model/history';
import { makeElementId } from '../../../../../src/document/makeElementId';
import { PLACEHOLDER_IMAGE } from '../../../../../src/document/placeholderImage';
import { renameDocument } from '../../../../../src/features/editor/model/renameDocument';
import { updateElement } from '../../../../../src/features/editor/model/updateElement';
import type { ElementType, PageDocument } from '../../../../../src/document/types';

const page = (...ids: string[]): PageDocument => ({
  templateId: null,
  name: 'Nouveau Projet',
  elements: ids.map((id) => createElement('text', id)),
});

describe('createElement: the defaults of spec section 3', () => {
  const cases: [ElementType, string, number, string, number, number][] = [
    // type, content, height, background, radius, padding
    ['text', 'Votre texte ici', 30, 'transparent', 0, 0],
    ['image', PLACEHOLDER_IMAGE, 150, 'transparent', 0, 0],
    ['button', 'Cliquez ici', 40, '#3B82F6', 8, 12],
    ['container', '', 40, 'transparent', 0, 0],
    ['header', 'Header', 40, 'transparent', 0, 0],
    ['footer', 'Footer', 40, 'transparent', 0, 0],
  ];
  it.each(cases)('%s', (type, content, height, backgroundColor, borderRadius, padding) => {
    expect(createElement(type, 'id-1')).toEqual({
      id: 'id-1',
      type,
      content,
      styles: {
        position: { x: 100, y: 100 },
        size: { width: 200, height },
        color: '#000000',
        backgroundColor,
        fontSize: 16,
        fontWeight: 'normal',
        textAlign: 'left',
        borderRadius,
        padding,
        margin: 0,
      },
      properties: {},
    });
  });

  it('the default picture is made locally (no stock-photo host)', () => {
    expect(PLACEHOLDER_IMAGE.startsWith('data:image/svg+xml')).toBe(true);
  });
});

describe('makeElementId', () => {
  it('is time-based and unique', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => makeElementId(1_700_000_000_000)));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id.startsWith((1_700_000_000_000).toString(36))).toBe(true);
  });
});

describe('document operations', () => {
  it('addElement appends on top; addElements keeps the order', () => {
    const doc = addElement(page('a'), createElement('image', 'b'));
    expect(doc.elements.map((e) => e.id)).toEqual(['a', 'b']);
    const more = addElements(doc, [createElement('text', 'c'), createElement('text', 'd')]);
    expect(more.elements.map((e) => e.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('updateElement merges position and size field by field, and never mutates', () => {
    const before = page('a', 'b');
    const after = updateElement(before, 'a', {
      styles: { position: { y: 7 }, size: { width: 50 }, fontWeight: 'bold' },
    });
    expect(after.elements[0].styles).toMatchObject({
      position: { x: 100, y: 7 },
      size: { width: 50, height: 30 },
      fontWeight: 'bold',
    });
    expect(after.elements[1]).toBe(before.elements[1]);
    expect(before.elements[0].styles.position.y).toBe(100);
    expect(updateElement(before, 'zzz', { content: 'x' })).toBe(before);
  });

  it('deleteElement removes one element, and returns the same document for an unknown id', () => {
    const before = page('a', 'b');
    expect(deleteElement(before, 'a').elements.map((e) => e.id)).toEqual(['b']);
    expect(deleteElement(before, 'zzz')).toBe(before);
  });

  it('renameDocument trims, shortens, and ignores a blank or unchanged name', () => {
    const before = page();
    expect(renameDocument(before, '  Ma   boutique ').name).toBe('Ma boutique');
    expect(renameDocument(before, 'x'.repeat(500)).name).toHaveLength(120);
    expect(renameDocument(before, ' ')).toBe(before);
    expect(renameDocument(before, 'Nouveau Projet')).toBe(before);
  });
});

describe('history', () => {
  const site = (...ids: string[]) => siteOf(page(...ids));
  const start = () => ({ document: site('a'), history: emptyHistory() });

  it('records a step, undoes it, redoes it', () => {
    const s0 = start();
    const s1 = recordStep(s0, site('a', 'b'));
    expect(s1.history.past).toEqual([s0.document]);
    const back = undo(s1);
    expect(back.document).toBe(s0.document);
    expect(redo(back).document).toBe(s1.document);
  });

  it('records nothing when the document did not change', () => {
    const s0 = start();
    expect(recordStep(s0, s0.document)).toBe(s0);
  });

  it('joins edits with the same key within the typing pause, not after it', () => {
    let s = recordStep(start(), site('b'), { key: 'k', at: 0 });
    s = recordStep(s, site('c'), { key: 'k', at: TYPING_PAUSE_MS - 1 });
    expect(s.history.past).toHaveLength(1);
    s = recordStep(s, site('d'), { key: 'k', at: 2 * TYPING_PAUSE_MS });
    expect(s.history.past).toHaveLength(2);
    s = recordStep(s, site('e'), { key: 'other', at: 2 * TYPING_PAUSE_MS + 1 });
    expect(s.history.past).toHaveLength(3);
  });

  it('an undo in between breaks the join', () => {
    let s = recordStep(start(), site('b'), { key: 'k', at: 0 });
    s = undo(s);
    s = recordStep(s, site('c'), { key: 'k', at: 1 });
    expect(s.history.past).toHaveLength(1);
    expect(undo(s).document.pages[0].elements.map((e) => e.id)).toEqual(['a']);
  });

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    let s = start();
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) s = recordStep(s, site(String(i)));
    expect(s.history.past).toHaveLength(HISTORY_LIMIT);
    expect(s.history.past[0].pages[0].elements[0].id).toBe('4');
  });
});
