import { readdirSync, readFileSync } from 'node:fs';
import { elementLists } from '../../../src/document/siteElements';
import { join, relative, resolve } from 'node:path';
import { renderSitePage } from '../../../src/document/render/renderSite';
import { unflaggedContacts } from '../../../src/document/sampleContacts';
import { isSample, SAMPLE_TYPES } from '../../../src/document/sampleContent';
import { buildSection, DEFAULT_SECTION_PALETTE, SECTIONS } from '../../../src/document/sections';
import { createSite } from '../../../src/document/site';
import type { CollectionItem, EditorElement, SiteDocument } from '../../../src/document/types';
import { generateSites } from '../../../src/features/generator/generate';
import { generateTemplates } from '../../../src/features/templates/generateTemplates';
import { templateSite } from '../../../src/features/templates/templatePage';
import { counter, templatePages } from '../../../src/features/templates/templatePages';
import { CORPUS } from '../../fixtures/generatorCorpus';

/**
 * Nothing false goes out unflagged: every telephone number, e-mail address and street address
 * that templates, the section library and generated sites write is fictional by construction
 * (document/sampleContacts.ts: the fiction blocks, example.com, « rue de l’Exemple »), unless the
 * person typed it in their description; and everything they wrote is marked as sample content.
 * Read in the exported pages (words, `tel:` and `mailto:` links, form actions, page descriptions)
 * and in the content files themselves.
 */

const CONTENT = resolve(__dirname, '../../../src/content');

/** The contact details of `site`'s exported pages that look real, named by page. */
function realContacts(name: string, site: SiteDocument, theirs: string[] = []): string[] {
  return site.pages.flatMap((page) =>
    unflaggedContacts(renderSitePage(site, page).html, theirs).map(
      (d) => `${name}/${page.slug}: ${d.kind} « ${d.value} »`,
    ),
  );
}

/** The elements of `site` that say something and are not marked as sample content. */
/**
 * What the site says of its own and is not marked as sample: an element bound to an item's field
 * (« Lier au champ », on a « Modèle de page ») shows each item's words, not its own; the items
 * a template makes are samples too.
 */
const unmarked = (site: SiteDocument): (EditorElement | CollectionItem)[] => [
  ...elementLists(site).flatMap((elements) =>
    elements.filter((e) => SAMPLE_TYPES.has(e.type) && !isSample(e) && !e.properties.field),
  ),
  ...(site.collections ?? []).flatMap((c) => c.items.filter((item) => !item.sample)),
];

/** Descriptions that give the business's own details, beside the corpus's. */
const TYPED = [
  {
    description:
      'Salle d’escalade de bloc à Grenoble, nom : Vertical Grotte, tel 04 76 12 34 56, ecrire a bonjour@verticalgrotte.fr',
    phone: /04\u00a076\u00a012\u00a034\u00a056/,
    email: 'bonjour@verticalgrotte.fr',
  },
  {
    description: 'Plombier chauffagiste à Nantes, joignable au +33 6 11 22 33 44',
    phone: /06\u00a011\u00a022\u00a033\u00a044/,
  },
];

describe('sample contact details are fictional by construction', () => {
  it('in the 50 templates, every page', () => {
    const found = generateTemplates(50).flatMap((template) =>
      realContacts(
        `template-${template.id}`,
        templateSite(template, templatePages(template, counter())),
      ),
    );
    expect(found).toEqual([]);
  });

  it('in every section of the library, with its default content', () => {
    const found = SECTIONS.flatMap((section) => {
      const { elements } = buildSection(
        section.id,
        { palette: DEFAULT_SECTION_PALETTE },
        0,
        counter(),
      );
      return realContacts(
        `section-${section.id}`,
        createSite({ name: 'Essai', homePageId: 'accueil', elements }),
      );
    });
    expect(found).toEqual([]);
  });

  it('in the three proposals for every description of the corpus', () => {
    const found = CORPUS.flatMap((c, i) => {
      const outcome = generateSites({ description: c.description, year: 2026 }, counter());
      if (!outcome.ok) throw new Error(`no site for « ${c.description} »`);
      return outcome.generated.proposals.flatMap((p, k) =>
        realContacts(`brief-${i}/proposal-${k}`, p.site, [c.description]),
      );
    });
    expect(found).toEqual([]);
  });

  it('in the content files, placeholders and examples included', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? files(join(dir, entry.name))
          : entry.name.endsWith('.json')
            ? [join(dir, entry.name)]
            : [],
      );
    const found = files(CONTENT).flatMap((file) =>
      unflaggedContacts(readFileSync(file, 'utf8')).map(
        (d) => `${relative(CONTENT, file)}: ${d.kind} « ${d.value} »`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('keeps the telephone and e-mail a description gives, as the person’s, not as samples', () => {
    for (const typed of TYPED) {
      const outcome = generateSites({ description: typed.description, year: 2026 }, counter());
      if (!outcome.ok) throw new Error('no site');
      const { site } = outcome.generated.proposals[0];
      const html = site.pages.map((page) => renderSitePage(site, page).html).join('\n');
      expect(html).toMatch(typed.phone);
      if (typed.email) expect(html).toContain(typed.email);
      expect(realContacts('typed', site, [typed.description])).toEqual([]);
      // Without the description, its own details are real-looking: the scan does see them.
      expect(realContacts('typed', site).length).toBeGreaterThan(0);
      const own = unmarked(site).map((e) =>
        'slug' in e
          ? e.title
          : e.type === 'form'
            ? JSON.stringify(e.properties.form?.destination)
            : e.content,
      );
      expect(own.length).toBeGreaterThan(0);
      for (const text of own) {
        expect(
          typed.phone.test(text) ||
            (typed.email !== undefined && text.includes(typed.email)) ||
            text === outcome.generated.name,
        ).toBe(true);
      }
    }
  });
});

describe('everything templates and the generator write is marked as sample content', () => {
  it('every text, button, picture and form of a template’s pages', () => {
    for (const template of generateTemplates(7)) {
      const site = templateSite(template, templatePages(template, counter()));
      expect(unmarked(site)).toEqual([]);
    }
  });

  it('every one of a generated site, but the name the description gives', () => {
    const outcome = generateSites(
      { description: 'Boulangerie « Le Fournil » à Lyon', year: 2026 },
      counter(),
    );
    if (!outcome.ok) throw new Error('no site');
    for (const { site } of outcome.generated.proposals) {
      const own = unmarked(site);
      expect(own.length).toBeGreaterThan(0);
      expect(new Set(own.map((e) => e.content))).toEqual(new Set(['Le Fournil']));
    }
    const invented = generateSites({ description: 'boulangerie à Lyon', year: 2026 }, counter());
    if (!invented.ok) throw new Error('no site');
    expect(unmarked(invented.generated.proposals[0].site)).toEqual([]);
  });
});
