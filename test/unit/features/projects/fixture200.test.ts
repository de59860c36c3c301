import { PLACEHOLDER_IMAGE } from '../../../../src/document/placeholderImage';
import { parseProjectFile } from '../../../../src/document/projectFile';
import { decodeSharePayload, shareUrl } from '../../../../src/features/projects/shareLink';
import { expectedSiteOf, fixture, fixtureText } from './projectsSites';

const text = fixtureText('project-200-elements.json');

describe('projects/fixture of 200 elements (browser test and benchmark of the share link)', () => {
  it('is a valid project file (schema 2) that opens as a one-page site of its 200 elements', () => {
    const parsed = parseProjectFile(text);
    if (!parsed.ok) throw new Error(parsed.message);
    const { document: page } = fixture('project-200-elements.json');
    expect(parsed.project).toEqual({ document: expectedSiteOf(page), migratedFrom: 2 });
    const { elements } = parsed.project.document.pages[0];
    expect(elements).toHaveLength(200);
    expect(parsed.project.document.name).toBe('Boulangerie Lumière — 200 éléments');
  });

  it('has images that are the editor’s own default picture', () => {
    const parsed = parseProjectFile(text);
    if (!parsed.ok) throw new Error(parsed.message);
    const images = parsed.project.document.pages[0].elements.filter((e) => e.type === 'image');
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image.content).toBe(PLACEHOLDER_IMAGE);
  });

  it('makes a share link that decodes to the same site', () => {
    const parsed = parseProjectFile(text);
    if (!parsed.ok) throw new Error(parsed.message);
    const url = shareUrl('https://toile.example', parsed.project.document);
    expect(decodeSharePayload(new URL(url).hash)).toEqual({
      ok: true,
      document: parsed.project.document,
    });
  });
});
