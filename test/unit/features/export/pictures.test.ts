import { unzipSync } from 'fflate';
import { createElement } from '../../../../src/document/createElement';
import type { ExportPicture } from '../../../../src/document/render/pictureFiles';
import { renderSitePage } from '../../../../src/document/render/renderSite';
import { siteFileNames } from '../../../../src/document/render/siteFiles';
import { createSite } from '../../../../src/document/site';
import type { EditorElement } from '../../../../src/document/types';
import { buildExportZip, exportNeedsPictures } from '../../../../src/features/export/exportZip';

/** The person's own pictures in the export: `images/<id>.webp`, its phone variant, `srcset`. */

const ID = 'a'.repeat(43);
const SVG_ID = 'b'.repeat(43);
const PICTURES: Record<string, ExportPicture> = {
  [ID]: {
    id: ID,
    type: 'image/webp',
    width: 2304,
    height: 1536,
    phone: { width: 768, height: 512 },
  },
  [SVG_ID]: { id: SVG_ID, type: 'image/svg+xml', width: 120, height: 40 },
};
const BYTES: Record<string, Uint8Array> = {
  [`${ID}:full`]: new Uint8Array([1, 2, 3]),
  [`${ID}:phone`]: new Uint8Array([4, 5]),
  [`${SVG_ID}:full`]: new Uint8Array([60, 115, 118, 103, 62]),
};
const pictures = {
  picture: (id: string) => PICTURES[id],
  pictureBytes: (id: string, variant: 'full' | 'phone') => BYTES[`${id}:${variant}`],
};

const stored = (
  id: string,
  y: number,
  assetId: string,
  alt = 'Une miche de pain',
): EditorElement => ({
  ...createElement('image', id, { x: 40, y }),
  content: '',
  styles: {
    ...createElement('image', id).styles,
    position: { x: 40, y },
    size: { width: 480, height: 320 },
  },
  properties: { assetId, alt },
});

function site(elements: EditorElement[]) {
  return createSite({ name: 'Le Fournil', homePageId: 'accueil', elements });
}

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('stored pictures in the export', () => {
  const doc = site([
    stored('top', 100, ID),
    stored('low', 1200, ID),
    stored('logo', 1600, SVG_ID, 'Le Fournil'),
    stored('gone', 2000, 'c'.repeat(43)),
  ]);

  it('writes each picture once as images/<id>.<ext>, its phone variant beside it', () => {
    const names = siteFileNames(doc, pictures.picture);
    expect(names.filter((n) => n.startsWith('images/'))).toEqual([
      `images/${ID}.webp`,
      `images/${ID}-mobile.webp`,
      `images/${SVG_ID}.svg`,
    ]);
    const zip = unzipSync(
      buildExportZip(doc, new Date('2026-11-23T12:00:00Z'), undefined, pictures),
    );
    expect([...zip[`images/${ID}.webp`]]).toEqual([1, 2, 3]);
    expect([...zip[`images/${ID}-mobile.webp`]]).toEqual([4, 5]);
    expect(exportNeedsPictures(doc)).toBe(true);
    expect(exportNeedsPictures(site([createElement('image', 'x')]))).toBe(false);
  });

  it('gives the <img> its file, srcset and sizes, width and height, alt, and lazy below the first screen', () => {
    const page = parse(renderSitePage(doc, doc.pages[0], pictures).html);
    const [top, low, logo, gone] = [...page.querySelectorAll('.page img')];
    expect(top.getAttribute('src')).toBe(`images/${ID}.webp`);
    expect(top.getAttribute('srcset')).toBe(
      `images/${ID}-mobile.webp 768w, images/${ID}.webp 2304w`,
    );
    expect(top.getAttribute('sizes')).toBe('(max-width: 599px) 100vw, 480px');
    expect([top.getAttribute('width'), top.getAttribute('height')]).toEqual(['2304', '1536']);
    expect(top.getAttribute('alt')).toBe('Une miche de pain');
    expect(top.hasAttribute('loading')).toBe(false);
    expect(low.getAttribute('loading')).toBe('lazy');
    // A drawing has no phone variant.
    expect(logo.getAttribute('src')).toBe(`images/${SVG_ID}.svg`);
    expect(logo.hasAttribute('srcset')).toBe(false);
    // A picture this browser does not hold shows the default picture, never a blob: address.
    expect(gone.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('fails rather than ship a page whose picture file is missing', () => {
    const without = { picture: pictures.picture, pictureBytes: () => undefined };
    expect(() => buildExportZip(doc, new Date('2026-11-23T12:00:00Z'), undefined, without)).toThrow(
      /picture missing/,
    );
  });

  it('without the pictures read (a page alone), images show the default picture', () => {
    const page = parse(renderSitePage(doc, doc.pages[0]).html);
    for (const img of page.querySelectorAll('.page img')) {
      expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    }
  });
});

describe('projet.json of the export carries the pictures', () => {
  it('holds the pictures given, so that the export reopens with them', () => {
    const doc = site([stored('top', 100, ID)]);
    const projectAssets = {
      [ID]: { type: 'image/webp', width: 2304, height: 1536, data: 'AQID' },
    } as never;
    const zip = unzipSync(
      buildExportZip(doc, new Date('2026-11-23T12:00:00Z'), undefined, {
        ...pictures,
        projectAssets,
      }),
    );
    const project = JSON.parse(new TextDecoder().decode(zip['projet.json']));
    expect(Object.keys(project.assets)).toEqual([ID]);
    expect(project.assets[ID].data).toBe('AQID');
  });
});
