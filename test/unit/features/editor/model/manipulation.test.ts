import fc from 'fast-check';
import { createElement } from '../../../../../src/document/createElement';
import { duplicateElements } from '../../../../../src/features/editor/model/duplicate';
import {
  QUICK_TEMPLATES,
  QUICK_TEMPLATE_SIZE,
  buildQuickTemplate,
  quickTemplateTop,
} from '../../../../../src/features/editor/model/quickTemplates';
import { rectOf } from '../../../../../src/features/editor/model/rect';
import { CANVAS_WIDTH, type EditorElement } from '../../../../../src/document/types';
import {
  Z_ORDER_COMMANDS,
  canReorder,
  moveElementToIndex,
  reorderElement,
} from '../../../../../src/features/editor/model/zOrder';

const els = (n: number) => Array.from({ length: n }, (_, i) => createElement('text', `e${i}`));
const ids = (list: EditorElement[]) => list.map((e) => e.id);

describe('model/zOrder', () => {
  const four = els(4);

  it('« Premier plan », « Avancer », « Reculer », « Arrière-plan »', () => {
    expect(ids(reorderElement(four, 'e1', 'bringToFront'))).toEqual(['e0', 'e2', 'e3', 'e1']);
    expect(ids(reorderElement(four, 'e1', 'bringForward'))).toEqual(['e0', 'e2', 'e1', 'e3']);
    expect(ids(reorderElement(four, 'e2', 'sendBackward'))).toEqual(['e0', 'e2', 'e1', 'e3']);
    expect(ids(reorderElement(four, 'e2', 'sendToBack'))).toEqual(['e2', 'e0', 'e1', 'e3']);
  });

  it('returns the same array when nothing changes, and says so', () => {
    expect(reorderElement(four, 'e3', 'bringForward')).toBe(four);
    expect(reorderElement(four, 'e0', 'sendToBack')).toBe(four);
    expect(reorderElement(four, 'nope', 'sendToBack')).toBe(four);
    expect(canReorder(four, 'e3', 'bringToFront')).toBe(false);
    expect(canReorder(four, 'e3', 'sendBackward')).toBe(true);
  });

  it('moves to an index, clamped', () => {
    expect(ids(moveElementToIndex(four, 'e0', 2))).toEqual(['e1', 'e2', 'e0', 'e3']);
    expect(ids(moveElementToIndex(four, 'e0', 99))).toEqual(['e1', 'e2', 'e3', 'e0']);
    expect(ids(moveElementToIndex(four, 'e3', -5))).toEqual(['e3', 'e0', 'e1', 'e2']);
  });

  it('property: a permutation that keeps the others in order and puts the element where the command says', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 12 })
          .chain((n) =>
            fc.tuple(
              fc.constant(n),
              fc.integer({ min: 0, max: n - 1 }),
              fc.constantFrom(...Z_ORDER_COMMANDS),
            ),
          ),
        ([n, index, command]) => {
          const list = els(n);
          const id = `e${index}`;
          const next = reorderElement(list, id, command);
          expect([...ids(next)].sort()).toEqual([...ids(list)].sort());
          expect(ids(next).filter((x) => x !== id)).toEqual(ids(list).filter((x) => x !== id));
          const at = ids(next).indexOf(id);
          const expected = {
            bringToFront: n - 1,
            bringForward: Math.min(index + 1, n - 1),
            sendBackward: Math.max(index - 1, 0),
            sendToBack: 0,
          }[command];
          expect(at).toBe(expected);
          expect(canReorder(list, id, command)).toBe(expected !== index);
        },
      ),
    );
  });

  it('property: « Avancer » then « Reculer » puts the element back when it was not on top', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.nat(), (n, k) => {
        const list = els(n);
        const id = `e${k % (n - 1)}`;
        expect(
          ids(reorderElement(reorderElement(list, id, 'bringForward'), id, 'sendBackward')),
        ).toEqual(ids(list));
      }),
    );
  });
});

describe('model/duplicate', () => {
  it('copies under new ids, offset by (20, 20), without sharing objects with the source', () => {
    const source = createElement('button', 'a', { x: 40, y: 60 });
    const [copy] = duplicateElements([source], ['b']);
    expect(copy.id).toBe('b');
    expect(copy.styles.position).toEqual({ x: 60, y: 80 });
    expect(copy.content).toBe(source.content);
    expect(copy.styles.size).not.toBe(source.styles.size);
    expect(source.styles.position).toEqual({ x: 40, y: 60 });
  });

  it('refuses to make copies without ids', () => {
    expect(() => duplicateElements([createElement('text', 'a')], [])).toThrow();
  });
});

describe('model/quickTemplates', () => {
  const typesOf = (list: EditorElement[]) => list.map((e) => e.type);
  const newIds = (n: number) => Array.from({ length: n }, (_, i) => `q${i}`);

  it('Hero Section: container, title, text, button', () => {
    const hero = buildQuickTemplate('hero', newIds(4), []);
    expect(typesOf(hero)).toEqual(['container', 'text', 'text', 'button']);
    expect(hero[1].content).toBe('Un site qui vous ressemble');
    expect(hero[3].content).toBe('Découvrir nos offres');
  });

  it('Cards Grid: three cards of container, image, title, text', () => {
    const cards = buildQuickTemplate('cards', newIds(12), []);
    expect(typesOf(cards)).toEqual(Array(3).fill(['container', 'image', 'text', 'text']).flat());
    expect(cards[2].content).toBe('Conception sur mesure');
  });

  it('Contact Form: a frame, labelled fields drawn as elements, a send button last', () => {
    const form = buildQuickTemplate('contact', newIds(10), []);
    expect(form[0].type).toBe('container');
    expect(form.map((e) => e.content)).toEqual(
      expect.arrayContaining(['Nom', 'Votre nom', 'E-mail', 'vous@example.com', 'Message']),
    );
    expect(form.at(-1)).toMatchObject({ type: 'button', content: 'Envoyer' });
  });

  it('goes below the lowest element, on the grid', () => {
    const low = createElement('image', 'x', { x: 10, y: 500 });
    expect(quickTemplateTop([])).toBe(40);
    expect(quickTemplateTop([low, createElement('text', 'y')])).toBe(700);
    expect(buildQuickTemplate('hero', newIds(4), [low])[0].styles.position.y).toBe(700);
  });

  it('property: every group has its size, uses the given ids, stays inside its frame and the canvas, below everything', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...QUICK_TEMPLATES),
        fc.array(
          fc.record({ x: fc.integer({ min: 0, max: 900 }), y: fc.integer({ min: 0, max: 3000 }) }),
          { maxLength: 6 },
        ),
        (kind, positions) => {
          const existing = positions.map((p, i) => createElement('image', `x${i}`, p));
          const group = buildQuickTemplate(kind, newIds(QUICK_TEMPLATE_SIZE[kind]), existing);
          expect(group).toHaveLength(QUICK_TEMPLATE_SIZE[kind]);
          expect(ids(group)).toEqual(newIds(QUICK_TEMPLATE_SIZE[kind]));
          const lowest = Math.max(
            0,
            ...existing.map((e) => e.styles.position.y + e.styles.size.height),
          );
          const frames = group.filter((e) => e.type === 'container').map(rectOf);
          for (const e of group) {
            const r = rectOf(e);
            expect(r.y).toBeGreaterThanOrEqual(lowest);
            expect(r.x).toBeGreaterThanOrEqual(0);
            expect(r.x + r.width).toBeLessThanOrEqual(CANVAS_WIDTH);
            const inside = frames.some(
              (f) =>
                r.x >= f.x &&
                r.y >= f.y &&
                r.x + r.width <= f.x + f.width &&
                r.y + r.height <= f.y + f.height,
            );
            expect(inside).toBe(true);
          }
        },
      ),
    );
  });
});
