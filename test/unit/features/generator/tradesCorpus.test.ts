import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderSitePage } from '../../../../src/document/render/renderSite';
import { generateSites, type Generated } from '../../../../src/features/generator/generate';
import { isPlace } from '../../../../src/features/generator/understand/places';
import { counter } from '../../../../src/features/templates/templatePages';
import { TRADES_CORPUS } from '../../../fixtures/tradesCorpus';

/**
 * « Créer avec l’IA » for trades none of the generator's activities is, described as people type
 * (no accents, typos, a name or none, a department beside the town), written without looking at
 * how the generator reads them: for each, its family's site, the trade's words and the
 * description's details on it, the name given (never a place), the town given, and every page
 * valid HTML (the W3C Nu checker, once for all).
 */

/** Lower case, no accents, one kind of apostrophe and of space: how a detail is looked for. */
const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, '’')
    .replace(/[\s\u00a0\u202f]+/g, ' ');

/** Every word a proposal's elements show. */
function siteTexts(generated: Generated, k = 0): string {
  return generated.proposals[k].site.pages
    .flatMap((page) => [
      page.seo.title,
      ...page.elements.map((e) => (typeof e.content === 'string' ? e.content : '')),
    ])
    .filter((c) => !c.startsWith('data:'))
    .join('\n');
}

const documents: { name: string; html: string }[] = [];

describe.each(TRADES_CORPUS.map((c) => [c.description.slice(0, 60), c] as const))(
  '« %s »',
  (_label, c) => {
    let generated: Generated;
    beforeAll(() => {
      const outcome = generateSites({ description: c.description, year: 2026 }, counter());
      if (!outcome.ok) throw new Error(`no site: ${outcome.problem}`);
      generated = outcome.generated;
      const site = generated.proposals[0].site;
      for (const page of site.pages) {
        documents.push({
          name: `trade-${documents.length}-${page.slug}.html`,
          html: renderSitePage(site, page).html,
        });
      }
    });

    test('its family makes the site, in the trade’s words', () => {
      // Its family's site, or the activity of that family written for its trade (« menuisier »).
      expect(generated.family).toBe(c.family);
      const texts = plain(generated.proposals.map((_, k) => siteTexts(generated, k)).join('\n'));
      expect([c.tradeWords, c.tradeWords.some((w) => texts.includes(plain(w)))]).toEqual([
        c.tradeWords,
        true,
      ]);
      expect(generated.proposals[0].site.pages[0].seo.title).not.toMatch(/Site général/);
    });

    test('what the description says of the place shows on every proposal', () => {
      for (const k of [0, 1, 2]) {
        const texts = plain(siteTexts(generated, k));
        for (const detail of c.details) {
          expect([k, detail, texts.includes(plain(detail))]).toEqual([k, detail, true]);
        }
      }
    });

    test('its name is the one given, never a place; its town the one given', () => {
      if (c.name) expect(generated.name).toBe(c.name);
      else expect(generated.nameChosen).toBe(true);
      expect(isPlace(generated.name)).toBe(false);
      for (const place of c.notNames ?? []) expect(generated.name).not.toBe(place);
      // The town as given; one the commune list lacks keeps the spelling typed (« Vezelay »).
      if (c.city) expect(plain(generated.city)).toBe(plain(c.city));
      const texts = siteTexts(generated);
      expect(texts).toContain(generated.name);
      expect(texts).toContain(generated.city);
    });
  },
);

afterAll(() => {
  const require = createRequire(__filename);
  const jar = String(require('vnu-jar'));
  const folder = mkdtempSync(join(tmpdir(), 'toile-trades-'));
  try {
    const files = documents.map((doc) => {
      const path = join(folder, doc.name);
      writeFileSync(path, doc.html);
      return path;
    });
    let report = '';
    try {
      execFileSync('java', ['-jar', jar, '--errors-only', '--format', 'text', ...files], {
        stdio: 'pipe',
        maxBuffer: 32 * 1024 * 1024,
      });
    } catch (error) {
      report = String((error as { stderr?: Buffer }).stderr ?? error);
    }
    expect(report).toBe('');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}, 120_000);
