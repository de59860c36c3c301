import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { renderSitePage } from '../../../src/document/render/renderSite';
import { buildSection, DEFAULT_SECTION_PALETTE, SECTIONS } from '../../../src/document/sections';
import { createSite } from '../../../src/document/site';
import type { SiteDocument } from '../../../src/document/types';
import { ACTIVITIES } from '../../../src/features/generator/activities';
import { businessOf, generateSites } from '../../../src/features/generator/generate';
import { rewriteTable } from '../../../src/features/generator/rewrite';
import { generateTemplates } from '../../../src/features/templates/generateTemplates';
import { templateSite } from '../../../src/features/templates/templatePage';
import { counter, templatePages } from '../../../src/features/templates/templatePages';
import { CORPUS } from '../../fixtures/generatorCorpus';

/**
 * The words of templates, sections and the generator, drawn as the export draws them, compared
 * with what they were before the content moved into content files (test/fixtures/
 * content-golden.json, one hash per page or text table). Identical, or the fixture is made again
 * on purpose and each difference is explained in the commit that does it.
 *
 * `GOLDEN_WRITE=1 npx jest test/unit/content/golden` writes the fixture anew;
 * `GOLDEN_DUMP=/tmp/dir` writes every compared text in full there, to diff two checkouts.
 */

const FIXTURE = resolve(__dirname, '../../fixtures/content-golden.json');

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** Every compared text, by a stable name. */
function renderedContent(): Map<string, string> {
  const out = new Map<string, string>();
  const sitePages = (prefix: string, site: SiteDocument) => {
    for (const page of site.pages) {
      out.set(`${prefix}/${page.slug}.html`, renderSitePage(site, page).html);
    }
  };

  // The 50 templates, every page of each, and what the library shows of them.
  for (const template of generateTemplates(50)) {
    const site = templateSite(template, templatePages(template, counter()));
    sitePages(`template-${template.id}`, site);
    const { name, description, tags, category, recipe, thumbnail } = template;
    out.set(
      `template-${template.id}/card.json`,
      JSON.stringify({ name, description, tags, category, recipe, thumbnail: hash(thumbnail) }),
    );
  }

  // The sections of the library, in the default palette.
  for (const section of SECTIONS) {
    const { elements } = buildSection(
      section.id,
      { palette: DEFAULT_SECTION_PALETTE },
      0,
      counter(),
    );
    const site = createSite({ name: 'Essai', homePageId: 'accueil', elements });
    sitePages(`section-${section.id}`, site);
  }

  // The corpus's briefs: the three proposals, every page, and the words « Réécrire » gives.
  CORPUS.forEach((c, i) => {
    const outcome = generateSites({ description: c.description, year: 2026 }, counter());
    if (!outcome.ok) throw new Error(`no site for « ${c.description} »`);
    outcome.generated.proposals.forEach((proposal, k) => {
      sitePages(`brief-${i}/proposal-${k}`, proposal.site);
    });
    const from = outcome.generated.proposals[0].site.settings.generator;
    if (from) out.set(`brief-${i}/rewrite.json`, JSON.stringify([...rewriteTable(from)]));
  });

  // Every activity's texts, for a business of each gender and a city with an article.
  for (const activity of ACTIVITIES) {
    for (const [name, city] of [
      ['Le Fournil', 'Le Mans'],
      ['Atelier Nord', 'Angers'],
      ['Léa Martin', 'La Rochelle'],
    ]) {
      const b = businessOf(activity, {
        activity: activity.id,
        name,
        city,
        since: 2011,
        year: 2026,
      });
      out.set(
        `activity-${activity.id}/${name}.json`,
        JSON.stringify({
          texts: activity.texts(b),
          rewrite: activity.rewrite?.(b) ?? null,
          names: activity.names(b.city, b.ofCity),
        }),
      );
    }
  }
  return out;
}

test('templates, sections and generated sites say, word for word, what they said', () => {
  const content = renderedContent();
  const hashes = Object.fromEntries([...content].map(([name, text]) => [name, hash(text)]));
  const dump = process.env.GOLDEN_DUMP;
  if (dump) {
    for (const [name, text] of content) {
      const file = join(dump, name);
      mkdirSync(resolve(file, '..'), { recursive: true });
      writeFileSync(file, text);
    }
  }
  if (process.env.GOLDEN_WRITE) writeFileSync(FIXTURE, `${JSON.stringify(hashes, null, 2)}\n`);
  const expected = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, string>;
  expect(Object.keys(hashes).sort()).toEqual(Object.keys(expected).sort());
  const changed = Object.keys(expected).filter((name) => hashes[name] !== expected[name]);
  expect(changed).toEqual([]);
});
