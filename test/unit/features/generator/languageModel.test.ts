import { createElement } from '../../../../src/document/createElement';
import { readRequest, type GenerateRequest } from '../../../../src/features/generator/generate';
import { writeWithModel } from '../../../../src/features/generator/languageModel';
import { rewriteWithModel } from '../../../../src/features/generator/rewrite';

/**
 * The browser's model's texts (the Prompt API, faked here as the browser tests fake it) are held
 * to the rule of every text Toile writes: no real-looking contact detail is kept, neither in the
 * proposals' texts nor in « Réécrire »'s. A fictional one, or the person's own, may stay.
 */

const nb = '\u00a0';

/** The model answers `answer` (made JSON) to every prompt. */
function fakeModel(answer: unknown) {
  (globalThis as { LanguageModel?: unknown }).LanguageModel = {
    availability: async () => 'available',
    create: async () => ({
      prompt: async () => JSON.stringify(answer),
      destroy() {},
    }),
  };
}

afterEach(() => {
  delete (globalThis as { LanguageModel?: unknown }).LanguageModel;
});

/** Three proposals' texts, the first hero's paragraph `heroText`. */
const answerWith = (heroText: string) => ({
  proposals: [1, 2, 3].map((n) => ({
    tagline: `Salle de bloc ${n}`,
    heroTitle: `Grimper à Grenoble, version ${n}`,
    heroText: n === 1 ? heroText : 'Des blocs pour tous les niveaux, ouverts tard le soir.',
    featuresTitle: 'Nos espaces',
    featuresIntro: 'Ce que vous trouverez chez nous.',
    features: ['Bloc', 'Pan', 'Cours', 'Bar'].map((title) => ({
      title,
      text: `${title} pour tous, chaque jour.`,
    })),
  })),
});

async function written(heroText: string, description = 'Salle d’escalade à Grenoble') {
  const request: GenerateRequest = { description, year: 2026 };
  const read = readRequest(request);
  if (!read.ok || !('read' in read)) throw new Error('no request');
  fakeModel(answerWith(heroText));
  return writeWithModel(read.read, request, 1000);
}

describe('the browser’s model, checked for contact details', () => {
  it('keeps its texts when they hold none, or only fictional ones', async () => {
    expect(await written('Venez grimper entre amis, ambiance conviviale.')).toMatchObject({
      ok: true,
    });
    const fiction = await written(
      `Réservez au 04${nb}65${nb}71${nb}20${nb}30, 3 rue de l’Exemple.`,
    );
    expect(fiction).toMatchObject({ ok: true });
  });

  it('refuses them all for one real-looking telephone number or street', async () => {
    for (const text of [
      'Appelez-nous au 04 76 12 34 56 pour réserver.',
      'Retrouvez-nous au 12 rue Victor-Hugo, à deux pas de la gare.',
      'Un numéro : +33 6 12 34 56 78.',
    ]) {
      expect(await written(text)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('lets the number the description gives stay: it is the person’s', async () => {
    const description = 'Salle d’escalade à Grenoble, tel 04 76 12 34 56';
    expect(await written('Appelez-nous au 04 76 12 34 56.', description)).toMatchObject({
      ok: true,
    });
  });

  it('« Réécrire » refuses a text with a number its original did not hold', async () => {
    const from = {
      activity: 'sport',
      name: 'Vertical Grotte',
      city: 'Grenoble',
      since: 2015,
      year: 2026,
    };
    const phone = { ...createElement('text', 'tel'), content: `04${nb}65${nb}71${nb}20${nb}30` };
    const title = { ...createElement('text', 'titre'), content: 'Grimpez avec nous' };
    fakeModel({ texts: ['04 76 12 34 56', 'Grimpez entre amis'] });
    expect(await rewriteWithModel(from, [phone, title], 1000)).toBeUndefined();
    fakeModel({ texts: [`04${nb}65${nb}71${nb}20${nb}30`, 'Grimpez entre amis'] });
    expect(await rewriteWithModel(from, [phone, title], 1000)).toEqual({
      titre: 'Grimpez entre amis',
    });
  });
});
