import { unzipSync } from 'fflate';
import { addCollection, saveItem } from '../../../../src/document/collections/edits';
import { newCollection } from '../../../../src/document/collections/newCollection';
import { createSite } from '../../../../src/document/site';
import type { SiteDocument } from '../../../../src/document/types';
import { buildExportZip } from '../../../../src/features/export/exportZip';
import type { ZipRequest, ZipResponse } from '../../../../src/features/export/exportWorker';

/** The worker's handler, run here: `self.onmessage` as the module sets it, its answers kept. */
async function worker() {
  const answers: ZipResponse[] = [];
  const scope = self as unknown as {
    onmessage: ((event: { data: ZipRequest }) => void) | null;
    postMessage: (message: ZipResponse) => void;
  };
  scope.postMessage = (message) => answers.push(message);
  await import('../../../../src/features/export/exportWorker');
  return { send: (data: ZipRequest) => scope.onmessage!({ data }), answers };
}

function blog(): SiteDocument {
  let site = createSite({ name: 'Carnet', homePageId: 'accueil' });
  const made = newCollection(site, 'articles', 'Articles');
  site = addCollection(site, made.collection, made.page);
  for (let n = 1; n <= 20; n += 1) {
    site = saveItem(site, made.collection.id, {
      id: `a${n}`,
      slug: `article-${n}`,
      title: `Article ${n}`,
      date: `2026-02-${String(n).padStart(2, '0')}`,
    });
  }
  return site;
}

describe('the export’s worker', () => {
  it('builds the same zip as the main thread, items’ pages and all', async () => {
    const { send, answers } = await worker();
    const site = blog();
    const when = new Date('2026-11-30T10:00:00Z');
    send({ id: 7, site, exportedAt: when.getTime(), host: 'netlify' });
    expect(answers).toHaveLength(1);
    const [answer] = answers;
    if (!('zip' in answer)) throw new Error('the worker failed');
    expect(answer.id).toBe(7);
    const here = buildExportZip(site, when, undefined, undefined, 'netlify');
    expect(answer.zip).toEqual(here);
    const names = Object.keys(unzipSync(answer.zip));
    expect(names.filter((name) => /^articles\/article-\d+\.html$/.test(name))).toHaveLength(20);
    expect(answer.renamed.length).toBeGreaterThan(0);
  });

  it('answers « failed » when the zip cannot be made (a site that needs fonts it was not sent)', async () => {
    const { send, answers } = await worker();
    const site = blog();
    const fonted = { ...site, theme: { headingFont: 'inter', bodyFont: 'inter' } };
    send({ id: 8, site: fonted, exportedAt: 0, host: 'apache' });
    expect(answers.at(-1)).toEqual({ id: 8, failed: true });
  });
});
