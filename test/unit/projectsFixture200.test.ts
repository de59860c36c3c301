import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PLACEHOLDER_IMAGE } from '../../src/document/placeholderImage';
import { parseProjectFile } from '../../src/features/projects/projectFile';
import { decodeSharePayload, shareUrl } from '../../src/features/projects/shareLink';

const text = readFileSync(resolve(__dirname, '../fixtures/project-200-elements.json'), 'utf8');

describe('projects/fixture of 200 elements (browser test and benchmark of the share link)', () => {
  it('is a valid project file whose images are the editor’s own default picture', () => {
    const parsed = parseProjectFile(text);
    if (!parsed.ok) throw new Error(parsed.message);
    const { elements } = parsed.project.document;
    expect(elements).toHaveLength(200);
    const images = elements.filter((e) => e.type === 'image');
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image.content).toBe(PLACEHOLDER_IMAGE);
  });

  it('makes a share link that decodes to the same page', () => {
    const parsed = parseProjectFile(text);
    if (!parsed.ok) throw new Error(parsed.message);
    const url = shareUrl('https://toile.example', parsed.project.document);
    expect(decodeSharePayload(new URL(url).hash)).toEqual({
      ok: true,
      document: parsed.project.document,
    });
  });
});
