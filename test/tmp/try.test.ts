import { generateSites } from '../../src/features/generator/generate';
const cases = [
  "salle d'escalade de bloc à Grenoble, nom : Vertical Grotte. Ambiance conviviale, ouvert tard le soir, on veut un site qui donne envie de venir grimper !",
  "Librairie jeunesse … livres pour enfants et ados, lectures le mercredi",
  "Photographe de mariage basée à Bordeaux, reportages en Gironde et au Pays basque",
  "apiculteur près de Florac, miel de chataignier et de bruyere, vente a la ferme le samedi",
  "caviste a Tours, vins nature et bio, degustations le samedi",
  "une boulangerie bio à Lyon qui s’appelle Le Fournil",
  "Je suis kiné à Rennes",
];
test('try', () => {
  for (const d of cases) {
    const r = generateSites({ description: d, year: 2026 }, () => Math.random().toString(36).slice(2));
    if (!r.ok) throw new Error('x');
    const g = r.generated;
    const p = g.proposals[0];
    console.log(JSON.stringify({ d, act: g.activity.id, label: g.label, name: g.name, nameChosen: g.nameChosen, city: g.city, trade: g.business.trade, details: g.business.details, title: p.site.pages[0].seo.title, hero: g.proposals.map(q=>q.recipe.pages[0].sections[1].content) .map((c: any) => c.text) }, null, 1));
  }
});
