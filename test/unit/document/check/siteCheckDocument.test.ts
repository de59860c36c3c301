import {
  isValidSite,
  rememberValidSite,
  siteSchema,
} from '../../../../src/document/schema/documentSchema';
import { createElement } from '../../../../src/document/createElement';
import { siteOf } from '../../features/editor/editorTestUtils';

const site = () =>
  siteOf({
    templateId: null,
    name: 'Site',
    elements: [createElement('text', 'a'), createElement('button', 'b')],
  });

describe('document/isValidSite (what a save checks)', () => {
  it('accepts a valid site and refuses what the full schema refuses', () => {
    const valid = site();
    expect(isValidSite(valid)).toBe(true);
    const badElement = {
      ...valid,
      pages: [{ ...valid.pages[0], elements: [{ ...valid.pages[0].elements[0], type: 'video' }] }],
    };
    expect(siteSchema.safeParse(badElement).success).toBe(false);
    expect(isValidSite(badElement)).toBe(false);
  });

  it('checks again a changed page, and the rules across pages, even when other pages were seen valid', () => {
    const valid = site();
    rememberValidSite(valid);
    const [home] = valid.pages;
    // A second page of the same slug, or reusing an element id of a page seen valid: refused.
    const sameSlug = { ...valid, pages: [home, { ...home, id: 'p2', elements: [] }] };
    expect(isValidSite(sameSlug)).toBe(false);
    const sameIds = { ...valid, pages: [home, { ...home, id: 'p2', slug: 'p2' }] };
    expect(isValidSite(sameIds)).toBe(false);
    // A new page object with a bad value: refused even though its neighbour is remembered.
    const changed = {
      ...home,
      id: 'p3',
      slug: 'p3',
      elements: [
        { ...createElement('text', 'c'), styles: { ...home.elements[0].styles, fontSize: -4 } },
      ],
    };
    expect(isValidSite({ ...valid, pages: [home, changed] })).toBe(false);
    expect(isValidSite({ ...valid, homePageId: 'absent' })).toBe(false);
  });
});
