import { factKey, fill, fillAll, placeholders } from '../../../src/content/fill';

describe('content/fill', () => {
  const facts = { inCity: 'au Mans', 'noun.the': 'la boulangerie', since: 2011 };

  it('puts each fact in its placeholder, numbers as written', () => {
    expect(fill('Ouverte {inCity} depuis {since}', facts)).toBe('Ouverte au Mans depuis 2011');
  });

  it('writes a capital first letter where the placeholder has one', () => {
    expect(fill('{Noun.the} du quartier', facts)).toBe('La boulangerie du quartier');
    expect(factKey('Noun.the')).toBe('noun.the');
  });

  it('refuses a placeholder with no fact, naming it', () => {
    expect(() => fill('Bonjour {ofName}', facts)).toThrow(/\{ofName\}/);
  });

  it('leaves a text without placeholders as it is, braces of other kinds included', () => {
    expect(fill('Prix { à venir }', facts)).toBe('Prix { à venir }');
    expect(placeholders('{inCity} et {Noun.the}')).toEqual(['inCity', 'Noun.the']);
  });

  it('fills every text of a value and keeps its shape', () => {
    const value = { title: '{Noun.the}', items: [{ text: 'Vu {inCity}' }], count: 3 };
    expect(fillAll(value, facts)).toEqual({
      title: 'La boulangerie',
      items: [{ text: 'Vu au Mans' }],
      count: 3,
    });
  });
});
