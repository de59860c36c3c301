import {
  contactDetailsIn,
  fictionPhone,
  FICTION_PHONE_BLOCKS,
  isFictionPhone,
  isSampleEmail,
  isSampleStreet,
  SAMPLE_EMAIL,
  SAMPLE_STREETS,
  unflaggedContacts,
} from '../../../src/document/sampleContacts';

const nb = '\u00a0';

describe('sample contact details', () => {
  it('finds telephone numbers however they are written', () => {
    const text = `Appelez le 05${nb}35${nb}49${nb}65${nb}47, le 01.23.45.67.89, le +33 6 12 34 56 78 ou tel:0478123456.`;
    expect(contactDetailsIn(text).map((d) => [d.kind, d.value])).toEqual([
      ['phone', `05${nb}35${nb}49${nb}65${nb}47`],
      ['phone', '01.23.45.67.89'],
      ['phone', '+33 6 12 34 56 78'],
      ['phone', '0478123456'],
    ]);
  });

  it('does not take prices, years or counts for numbers', () => {
    expect(contactDetailsIn('Depuis 2011, 1 200 clients, 45 € la séance, 12345678901')).toEqual([]);
  });

  it('finds e-mail addresses and street addresses, not « 2 cours de yoga »', () => {
    const text =
      'Écrivez à Bonjour@Fournil.fr ou contact@example.com.\n12 rue Victor-Hugo, 69002 Lyon\n3 bis avenue de l’Exemple\n2 cours de yoga par semaine, 4 places libres, 2 cours Mirabeau';
    expect(contactDetailsIn(text).map((d) => [d.kind, d.value])).toEqual([
      ['email', 'Bonjour@Fournil.fr'],
      ['email', 'contact@example.com'],
      ['street', '12 rue Victor-Hugo'],
      ['street', '3 bis avenue de l’Exemple'],
      ['street', '2 cours Mirabeau'],
    ]);
  });

  it('knows the fiction blocks, the reserved domain and the streets that exist nowhere', () => {
    for (const block of Object.values(FICTION_PHONE_BLOCKS)) {
      expect(isFictionPhone(`${block} 12 34`)).toBe(true);
    }
    expect(isFictionPhone('+33 5 35 49 65 47')).toBe(true);
    expect(isFictionPhone('05 35 50 65 47')).toBe(false);
    expect(isFictionPhone('06 12 34 56 78')).toBe(false);
    expect(isSampleEmail(SAMPLE_EMAIL)).toBe(true);
    expect(isSampleEmail('Vertical-Grotte@EXAMPLE.com')).toBe(true);
    expect(isSampleEmail('contact@example.com.fr')).toBe(false);
    expect(isSampleEmail('contact@exemple.fr')).toBe(false);
    for (const street of SAMPLE_STREETS) expect(isSampleStreet(`14 ${street}`)).toBe(true);
    expect(isSampleStreet("14 rue de l'Exemple")).toBe(true);
    expect(isSampleStreet('14 rue d’Austerlitz')).toBe(false);
  });

  it('draws numbers of the zone’s fiction block, pairs apart by no-break spaces', () => {
    const draws = [47, 12];
    expect(fictionPhone('04', () => draws.shift()!)).toBe(`04${nb}65${nb}71${nb}47${nb}12`);
    expect(isFictionPhone(fictionPhone('06', () => 99))).toBe(true);
  });

  it('lets through what is fictional and what the person typed, nothing else', () => {
    const text = `Au 05${nb}35${nb}49${nb}10${nb}20, au 06 11 22 33 44 ou à lea@atelier.fr, 8 rue de l’Exemple, 9 place du Marché.`;
    expect(unflaggedContacts(text).map((d) => d.value)).toEqual([
      '06 11 22 33 44',
      'lea@atelier.fr',
      '9 place du Marché',
    ]);
    const typed = 'Atelier Léa, 06.11.22.33.44, lea@atelier.fr';
    expect(unflaggedContacts(text, [typed]).map((d) => d.value)).toEqual(['9 place du Marché']);
    expect(unflaggedContacts(text, [`${typed}, 9 place du Marché`])).toEqual([]);
  });
});
