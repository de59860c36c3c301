import { isRichText, richTextFrom } from '../../../../src/document/collections/richText';
import { richPictures, withRichPictures } from '../../../../src/document/collections/richPictures';
import { richHtml, richPlainText } from '../../../../src/document/collections/richHtml';

/** What Tiptap's `getJSON()` gives for a title, a bold word, a list and a link. */
const fromEditor = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Nos pains' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Du ' },
        { type: 'text', marks: [{ type: 'bold' }], text: 'levain' },
        { type: 'text', text: ' <script>alert(1)</script>' },
      ],
    },
    {
      type: 'orderedList',
      attrs: { start: 1, type: null },
      content: [
        {
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Farine' }] }],
        },
      ],
    },
    {
      type: 'paragraph',
      content: [
        {
          type: 'text',
          marks: [
            {
              type: 'link',
              attrs: { href: 'https://exemple.fr', target: null, rel: 'noopener', class: null },
            },
          ],
          text: 'notre site',
        },
      ],
    },
  ],
};

describe('document/collections/richText', () => {
  it("reads the editor's JSON into Toile's rich content, dropping what Toile does not keep", () => {
    const rich = richTextFrom(fromEditor);
    expect(rich).not.toBeNull();
    expect(rich!.content[2]).toEqual({
      type: 'orderedList',
      content: [
        {
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Farine' }] }],
        },
      ],
    });
    expect(rich!.content[3]).toEqual({
      type: 'paragraph',
      content: [
        {
          type: 'text',
          text: 'notre site',
          marks: [{ type: 'link', attrs: { href: 'https://exemple.fr' } }],
        },
      ],
    });
    // What it reads is what the schema keeps; the editor's own JSON (extra attributes) is not.
    expect(isRichText(rich)).toBe(true);
    expect(isRichText(fromEditor)).toBe(false);
  });

  it.each([
    ['a link to javascript:', { type: 'link', attrs: { href: 'javascript:alert(1)' } }],
    ['a link to data:', { type: 'link', attrs: { href: 'data:text/html,<b>x</b>' } }],
    ['a mark Toile does not allow', { type: 'strike' }],
  ])('refuses %s', (_name, mark) => {
    const doc = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [mark] }] }],
    };
    expect(richTextFrom(doc)).toBeNull();
  });

  it('refuses blocks outside the schema, a first-level title, HTML as a string, and too much', () => {
    const doc = (content: unknown) => ({ type: 'doc', content });
    expect(
      richTextFrom(doc([{ type: 'codeBlock', content: [{ type: 'text', text: 'x' }] }])),
    ).toBeNull();
    expect(richTextFrom(doc([{ type: 'heading', attrs: { level: 1 } }]))).toBeNull();
    expect(richTextFrom('<p>x</p>')).toBeNull();
    expect(richTextFrom(doc([]))).toBeNull();
    const many = Array.from({ length: 2_001 }, () => ({ type: 'paragraph' }));
    expect(richTextFrom(doc(many))).toBeNull();
  });

  it('writes HTML with every text escaped, allowed tags only, links marked as leaving', () => {
    const html = richHtml(richTextFrom(fromEditor)!);
    expect(html).toContain('<h2>Nos pains</h2>');
    expect(html).toContain('<strong>levain</strong>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script');
    expect(html).toContain('<ol><li><p>Farine</p></li></ol>');
    expect(html).toContain('<a href="https://exemple.fr" rel="noopener">notre site</a>');
    expect(richPlainText(richTextFrom(fromEditor)!)).toBe(
      'Nos pains\nDu levain <script>alert(1)</script>\nFarine\nnotre site',
    );
  });
});

describe('document/collections/richText: pictures of the Médiathèque', () => {
  const A = 'ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0';
  const B = 'n4bQgYhMfWWaL-qgxVrQFaO_TxsrC4Is0V1sFbDwCgg';
  const doc = (...content: unknown[]) => ({ type: 'doc', content });
  const picture = (attrs: Record<string, unknown>) => ({ type: 'image', attrs });

  it("keeps a picture's id and words, never its address", () => {
    // What the editor writes: its node view's attributes, an object URL among them.
    const read = richTextFrom(
      doc(picture({ assetId: A, alt: 'Une miche', src: 'blob:http://x/1', title: null }), {
        type: 'paragraph',
        content: [{ type: 'text', text: 'Sous la photo' }],
      }),
    );
    expect(read!.content[0]).toEqual({ type: 'image', attrs: { assetId: A, alt: 'Une miche' } });
    expect(isRichText(read)).toBe(true);
    // The stored shape holds nothing else.
    expect(isRichText(doc(picture({ assetId: A, alt: '', src: 'x.png' })))).toBe(false);
  });

  it.each([
    ['no id', { alt: 'x' }],
    ['an address instead of an id', { assetId: 'https://exemple.fr/pain.png', alt: '' }],
    ['a javascript: id', { assetId: 'javascript:alert(1)', alt: '' }],
    ['words that are not words', { assetId: A, alt: 12 }],
    ['too many words', { assetId: A, alt: 'x'.repeat(1_001) }],
  ])('refuses a picture with %s', (_name, attrs) => {
    expect(richTextFrom(doc(picture(attrs)))).toBeNull();
  });

  it('lists its pictures, in a list and a quote too, and changes their ids', () => {
    const rich = richTextFrom(
      doc(
        picture({ assetId: A, alt: 'Pain' }),
        { type: 'blockquote', content: [picture({ assetId: B, alt: 'Four' })] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [picture({ assetId: A })] }] },
      ),
    )!;
    expect(richPictures(rich).map((p) => p.assetId)).toEqual([A, B, A]);
    const moved = withRichPictures(rich, (id) => (id === A ? B : undefined));
    expect(richPictures(moved).map((p) => p.assetId)).toEqual([B, B, B]);
    expect(withRichPictures(rich, () => undefined)).toBe(rich);
  });

  it('writes a picture as its figure says, nothing without one, and no words for it', () => {
    const rich = richTextFrom(
      doc(picture({ assetId: A, alt: '<b>Pain</b>' }), {
        type: 'paragraph',
        content: [{ type: 'text', text: 'Texte' }],
      }),
    )!;
    expect(richHtml(rich, '')).toBe('<p>Texte</p>');
    expect(richHtml(rich, '', (p) => `<figure>${p.assetId}</figure>`)).toBe(
      `<figure>${A}</figure><p>Texte</p>`,
    );
    expect(richPlainText(rich)).toBe('Texte');
  });
});
