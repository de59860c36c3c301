import { makeStore } from '../../../../src/app/store';
import { siteSchema } from '../../../../src/document/schema/documentSchema';
import {
  documentLoaded,
  selectDocument,
  selectElements,
  textsRewritten,
  undone,
} from '../../../../src/features/editor/editorSlice';
import { sectionElements } from '../../../../src/features/editor/sectionReducers';
import { generateSites } from '../../../../src/features/generator/generate';
import { rewriteTable, rewriteWithGenerator } from '../../../../src/features/generator/rewrite';
import { counter } from '../../../../src/features/templates/templatePages';

/** « Réécrire » on a generated site: other words for one section's texts, in one undo step. */

function generatedSite() {
  const outcome = generateSites(
    { description: 'Une boulangerie bio à Lyon qui s’appelle Le Fournil', year: 2026 },
    counter(),
  );
  if (!outcome.ok) throw new Error('no site');
  return outcome.generated.proposals[0].site;
}

test('a generated site keeps what it was made from, and stays a valid document', () => {
  const site = generatedSite();
  expect(site.settings.generator).toEqual({
    activity: 'boulangerie',
    name: 'Le Fournil',
    city: 'Lyon',
    since: expect.any(Number),
    year: 2026,
  });
  expect(siteSchema.safeParse(site).success).toBe(true);
  expect(
    siteSchema.safeParse({
      ...site,
      settings: { ...site.settings, generator: { activity: '<b>' } },
    }).success,
  ).toBe(false);
});

test('« Réécrire » on the hero changes its texts, and only that section’s, in one undo step', () => {
  const site = generatedSite();
  const store = makeStore();
  store.dispatch(documentLoaded({ document: site }));
  const before = selectElements(store.getState());
  const hero = site.pages[0].elements.find(
    (e) => e.type === 'text' && e.content.includes('levain'),
  );
  expect(hero).toBeDefined();
  const section = sectionElements(before, hero!.id);
  const contents = rewriteWithGenerator(site.settings.generator!, section);
  expect(Object.keys(contents).length).toBeGreaterThanOrEqual(2);
  const sectionIds = new Set(section.map((e) => e.id));
  for (const id of Object.keys(contents)) expect(sectionIds.has(id)).toBe(true);
  store.dispatch(textsRewritten({ contents }));
  const after = selectElements(store.getState());
  expect(after.find((e) => e.id === hero!.id)!.content).not.toBe(hero!.content);
  expect(after.filter((e) => !sectionIds.has(e.id))).toEqual(
    before.filter((e) => !sectionIds.has(e.id)),
  );
  store.dispatch(undone());
  expect(selectElements(store.getState())).toEqual(before);
  expect(selectDocument(store.getState()).settings.generator).toEqual(site.settings.generator);
});

test('« Réécrire » leaves a text the person wrote, and never gives markup', () => {
  const site = generatedSite();
  const table = rewriteTable(site.settings.generator!);
  expect(table.size).toBeGreaterThan(10);
  for (const [from, to] of table) {
    expect(to).not.toBe(from);
    expect(to).not.toMatch(/[<>]/);
  }
  const element = { ...site.pages[0].elements[3], content: 'Mes propres mots' };
  expect(rewriteWithGenerator(site.settings.generator!, [element])).toEqual({});
});
