import { ACTIVITIES } from '../../../../src/features/generator/activities';
import { findPlace } from '../../../../src/features/generator/understand/places';
import { stem, tokens } from '../../../../src/features/generator/understand/text';
import { understand } from '../../../../src/features/generator/understand/understand';

const read = (description: string) => understand(description, ACTIVITIES);

test('words are normalised and stemmed the French way', () => {
  expect(tokens('L’école de Saint-Étienne, 7e').map((t) => t.norm)).toEqual([
    'l',
    'ecole',
    'de',
    'saint',
    'etienne',
    '7e',
  ]);
  expect(['boulangeries', 'boulangerie'].map(stem)).toEqual(['boulanger', 'boulanger']);
});

test('the business’s name: in quotes, after « s’appelle », or in capitals', () => {
  expect(read('Une boulangerie qui s’appelle Le Fournil, à Lyon').name).toBe('Le Fournil');
  expect(read('boulangerie « Pains & Co » à Lyon').name).toBe('Pains & Co');
  expect(read('Notre café Le Petit Zinc à Caen').name).toBe('Le Petit Zinc');
  // In capitals every word has one: no name is guessed from them (the dialog asks for « Nom »).
  expect(read('CRÊPERIE TI BREIZH À QUIMPER').name).toBeUndefined();
  expect(read('une boulangerie à lyon').name).toBeUndefined();
  expect(read('boulangerie nommée <b>Test</b> https://a.example à Lyon').name).not.toMatch(
    /[<>]|http/,
  );
});

test('the city: a commune written with a capital or after « à », an arrondissement, a postcode', () => {
  expect(read('boulangerie à lyon').place).toEqual({ city: 'Lyon', postcode: '69001' });
  expect(read('fournil, Lyon 7e').place).toEqual({ city: 'Lyon', postcode: '69007' });
  expect(read('kiné Marseille 13e').place?.postcode).toBe('13013');
  expect(read('garage à st etienne').place?.city).toBe('Saint-Étienne');
  expect(read('pâtisserie 33000').place?.city).toBe('Bordeaux');
  expect(read('maçon à Mâcon').place?.city).toBe('Mâcon');
  expect(read('salon de coiffure au Mans').place?.city).toBe('Le Mans');
  expect(read('garage du havre').place?.city).toBe('Le Havre');
  expect(read('maçon à Mâcon').activity.id).toBe('artisan');
  // Common words are no city unless written as one.
  expect(read('des tours de magie pour enfants').place).toBeUndefined();
});

test('tone and colours', () => {
  expect(read('site chic et raffiné pour mon institut').tone).toBe('elegant');
  expect(read('un bistrot convivial').tone).toBe('chaleureux');
  expect(read('couleurs bleu marine et or').colours).toEqual(['#1B2A4A', '#B8892F']);
  expect(read('fleuriste spécialiste des roses').colours).toEqual([]);
  expect(read('tons rose poudré').colours).toEqual(['#D6457A']);
  expect(read('ma couleur : #1e40af').colours).toEqual(['#1E40AF']);
});

test('an e-mail address or a telephone number typed is kept', () => {
  const u = read('plombier à Lille, joignable au 06 12 34 56 78 ou a.dupont@exemple.fr');
  expect(u.phone).toBe('06 12 34 56 78');
  expect(u.email).toBe('a.dupont@exemple.fr');
});

test('a place in the text is found with the words it covers', () => {
  const words = tokens('Salon à Aix-en-Provence ce soir');
  expect(findPlace(words)).toMatchObject({ city: 'Aix-en-Provence', from: 2, to: 5 });
});

test('on a tie, the activity named first wins', () => {
  expect(read('hôtel avec spa').activity.id).toBe(read('hôtel').activity.id);
  expect(read('spa avec hôtel').activity.id).toBe(read('spa').activity.id);
  expect(read('hôtel').activity.id).not.toBe(read('spa').activity.id);
});
