import fc from 'fast-check';
import {
  CLIPBOARD_KEY,
  clipboardCount,
  readClipboard,
  writeClipboard,
} from '../../../../src/features/editor/clipboard';
import { createElement } from '../../../../src/document/createElement';
import { placeCopies } from '../../../../src/features/editor/model/duplicate';

describe('editor clipboard (localStorage, shared by every project of the browser)', () => {
  beforeEach(() => localStorage.clear());

  it('reads back what was copied', async () => {
    const element = createElement('button', 'a', { x: 40, y: 60 });
    expect(writeClipboard([element])).toBe(true);
    expect(clipboardCount()).toBe(1);
    await expect(readClipboard()).resolves.toEqual([element]);
  });

  it('ignores an empty, broken or hostile clipboard', async () => {
    await expect(readClipboard()).resolves.toBeNull();
    localStorage.setItem(CLIPBOARD_KEY, '{not json');
    await expect(readClipboard()).resolves.toBeNull();
    expect(clipboardCount()).toBeNull();
    localStorage.setItem(CLIPBOARD_KEY, JSON.stringify({ version: 1, elements: [] }));
    expect(clipboardCount()).toBeNull();
    await expect(readClipboard()).resolves.toBeNull();
    const evil = { ...createElement('image', 'x'), content: 'javascript:alert(1)' };
    localStorage.setItem(CLIPBOARD_KEY, JSON.stringify({ version: 1, elements: [evil] }));
    await expect(readClipboard()).resolves.toBeNull();
    const extra = { ...createElement('text', 'y'), onclick: 'alert(1)' };
    localStorage.setItem(CLIPBOARD_KEY, JSON.stringify({ version: 1, elements: [extra] }));
    await expect(readClipboard()).resolves.toBeNull();
  });
});

describe('model/duplicate placeCopies', () => {
  it('property: no pasted copy lands exactly on an existing element, and the offset is a multiple of 20', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ x: fc.integer({ min: 0, max: 200 }), y: fc.integer({ min: 0, max: 200 }) }),
          {
            maxLength: 20,
          },
        ),
        fc.record({ x: fc.integer({ min: 0, max: 200 }), y: fc.integer({ min: 0, max: 200 }) }),
        (positions, at) => {
          const existing = positions.map((p, i) => createElement('text', `e${i}`, p));
          const [placed] = placeCopies(existing, [createElement('text', 'c', at)]);
          const { x, y } = placed.styles.position;
          expect(existing.some((e) => e.styles.position.x === x && e.styles.position.y === y)).toBe(
            false,
          );
          expect((x - at.x) % 20).toBe(0);
          expect(x - at.x).toBe(y - at.y);
          expect(x - at.x).toBeLessThanOrEqual(20 * existing.length);
        },
      ),
    );
  });
});
