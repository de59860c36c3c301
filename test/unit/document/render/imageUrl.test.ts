import { createElement } from '../../../../src/document/createElement';
import { renderPage } from '../../../../src/document/render/renderPage';

describe('document/renderPage: image addresses', () => {
  it('percent-encodes what a URL may not hold raw (an older or pasted data: picture), nothing else', () => {
    const image = createElement('image', 'img');
    image.content =
      'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>';
    const { html } = renderPage({ elements: [image] });
    const src = /<img src="([^"]*)"/.exec(html)![1];
    expect(src).not.toMatch(/[\s<>"]/);
    expect(decodeURIComponent(src)).toBe(image.content);
    const web = createElement('image', 'web');
    web.content = 'https://images.example.com/pain%20au%20levain.jpg?w=800&h=600';
    expect(renderPage({ elements: [web] }).html).toContain(
      'src="https://images.example.com/pain%20au%20levain.jpg?w=800&amp;h=600"',
    );
  });
});
