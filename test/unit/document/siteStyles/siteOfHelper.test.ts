import { spawnSync } from 'node:child_process';
import { createElement } from '../../../../src/document/createElement';
import { siteSchema } from '../../../../src/document/schema/documentSchema';
import { defaultSiteStyles } from '../../../../src/document/siteStyles/siteStyles';
import type { PageDocument } from '../../../../src/document/types';
import { threePageSiteV3, withoutStyles } from '../../features/projects/projectsSites';

/** What test/siteOf.mjs (the browser tests' and benchmarks' helper) gives for `documents`. */
function siteOfMjs(documents: unknown[]): { styles: unknown; sites: unknown[] } {
  const script = `
    const { siteOf, DEFAULT_SITE_STYLES } = await import('./test/siteOf.mjs');
    const documents = JSON.parse(process.argv[1]);
    console.log(JSON.stringify({ styles: DEFAULT_SITE_STYLES, sites: documents.map(siteOf) }));
  `;
  const run = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(documents)],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as { styles: unknown; sites: unknown[] };
}

describe('test/siteOf.mjs (documents loaded through the test build’s store hook)', () => {
  it('gives sites of schema 4 that the schema accepts, each element as it was', () => {
    const page: PageDocument = {
      templateId: null,
      name: 'Banc d’essai',
      elements: [createElement('text', 't'), createElement('button', 'b', { x: 10, y: 80 })],
    };
    const v3 = threePageSiteV3();
    const { styles, sites } = siteOfMjs([page, v3]);
    expect(styles).toEqual(defaultSiteStyles());
    for (const site of sites) expect(siteSchema.safeParse(site).success).toBe(true);
    expect(withoutStyles(sites[0] as object).pages[0].elements).toEqual(page.elements);
    expect(withoutStyles(sites[1] as object)).toEqual(v3);
  });
});
