import {
  fingerprintFiles,
  HASHED_NAME,
  hashedName,
  nameHash,
  renameReferences,
} from '../../../../src/document/render/fingerprint';
import type { SiteFile } from '../../../../src/document/render/siteFiles';

const bytes = (text: string) => new TextEncoder().encode(text);

/** A page, its stylesheet, the site's, a font and the icon, as siteFiles gives them. */
function files(font = 'font bytes', pageCss = 'h1 { color: red; }'): SiteFile[] {
  return [
    {
      name: 'index.html',
      kind: 'page',
      pageId: 'p1',
      text: [
        '<link rel="stylesheet" href="site.css">',
        '<link rel="stylesheet" href="styles.css">',
        '<link rel="icon" href="favicon.svg" type="image/svg+xml">',
        '<p>Notre feuille styles.css et "styles.css" restent du texte.</p>',
        '<a href="https://ailleurs.fr/favicon.svg/x">lien</a>',
      ].join('\n'),
    },
    { name: 'styles.css', kind: 'stylesheet', pageId: 'p1', text: pageCss },
    {
      name: 'site.css',
      kind: 'siteStylesheet',
      text: '@font-face { src: url("fonts/inter-latin-400-normal.woff2") format("woff2"); }',
    },
    {
      name: 'fonts/inter-latin-400-normal.woff2',
      kind: 'font',
      fontId: 'inter',
      bytes: bytes(font),
    },
    { name: 'fonts/inter-LICENSE.txt', kind: 'fontLicence', fontId: 'inter', text: 'OFL' },
    { name: 'favicon.svg', kind: 'icon', text: '<svg></svg>' },
    { name: '404.html', kind: 'notFound', text: '<link rel="icon" href="/favicon.svg">' },
  ];
}

const byName = (list: SiteFile[]) => new Map(list.map((file) => [file.name, file]));
const text = (file: SiteFile | undefined) => (file && 'text' in file ? file.text : '');

describe('files named after their content', () => {
  it('hashes bytes into ten hexadecimal digits, the same for the same content', () => {
    expect(nameHash(bytes('a'))).toMatch(/^[0-9a-f]{10}$/);
    expect(nameHash(bytes('a'))).toBe(nameHash(bytes('a')));
    expect(nameHash(bytes('a'))).not.toBe(nameHash(bytes('b')));
    expect(nameHash(bytes('ab'))).not.toBe(nameHash(bytes('ba')));
    expect(nameHash(new Uint8Array())).toMatch(/^[0-9a-f]{10}$/);
    expect(hashedName('fonts/inter.woff2', '0123456789')).toBe('fonts/inter.0123456789.woff2');
    expect(HASHED_NAME.test('styles-contact.0123456789.css')).toBe(true);
    expect(HASHED_NAME.test('styles-contact.css')).toBe(false);
  });

  it('renames stylesheets, fonts and the icon, and rewrites what names them, and only that', () => {
    const { files: out, renamed } = fingerprintFiles(files());
    expect(out.map((file) => file.kind)).toEqual(files().map((file) => file.kind));
    const names = out.map((file) => file.name);
    expect(names.filter((name) => HASHED_NAME.test(name))).toHaveLength(4);
    expect(names).toEqual(
      expect.arrayContaining(['index.html', 'fonts/inter-LICENSE.txt', '404.html']),
    );
    const css = renamed.get('styles.css')!;
    const site = renamed.get('site.css')!;
    const font = renamed.get('fonts/inter-latin-400-normal.woff2')!;
    const icon = renamed.get('favicon.svg')!;
    const all = byName(out);
    const page = text(all.get('index.html'));
    expect(page).toContain(`href="${site}"`);
    expect(page).toContain(`href="${css}"`);
    expect(page).toContain(`href="${icon}" type="image/svg+xml"`);
    // A mention in the text, or another site's address, is not a reference.
    expect(page).toContain('<p>Notre feuille styles.css et "styles.css" restent du texte.</p>');
    expect(page).toContain('href="https://ailleurs.fr/favicon.svg/x"');
    expect(text(all.get(site))).toContain(`url("${font}")`);
    expect(text(all.get('404.html'))).toBe(`<link rel="icon" href="/${icon}">`);
  });

  it('gives a new name to what changed, and to what names it, and keeps the others', () => {
    const before = fingerprintFiles(files()).renamed;
    const font = fingerprintFiles(files('other font bytes')).renamed;
    expect(font.get('fonts/inter-latin-400-normal.woff2')).not.toBe(
      before.get('fonts/inter-latin-400-normal.woff2'),
    );
    // site.css names the font: its name changes too.
    expect(font.get('site.css')).not.toBe(before.get('site.css'));
    expect(font.get('styles.css')).toBe(before.get('styles.css'));
    const page = fingerprintFiles(files(undefined, 'h1 { color: blue; }')).renamed;
    expect(page.get('styles.css')).not.toBe(before.get('styles.css'));
    expect(page.get('site.css')).toBe(before.get('site.css'));
  });

  it('leaves a text alone when nothing is renamed', () => {
    expect(renameReferences('href="styles.css"', new Map())).toBe('href="styles.css"');
  });
});
