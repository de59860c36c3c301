import { ACTIVITIES } from '../../../../src/features/generator/activities';
import {
  atBusiness,
  atPlace,
  nounForms,
  ofBusiness,
  ofName,
} from '../../../../src/content/grammar';
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

test('names and places take their article the French way', () => {
  expect(ofName('Le Fournil')).toBe('du Fournil');
  expect(ofName('Les Ciseaux')).toBe('des Ciseaux');
  expect(ofName('Lena')).toBe('de Lena');
  expect(ofName('Lacroix')).toBe('de Lacroix');
  expect(ofName('Angers')).toBe('d’Angers');
  expect(ofName('L’Atelier')).toBe('de L’Atelier');
  expect(atPlace('Le Mans')).toBe('au Mans');
  expect(atPlace('Les Ulis')).toBe('aux Ulis');
  expect(atPlace('La Rochelle')).toBe('à La Rochelle');
});

test('a business takes the article of the noun its name starts with, else « chez »', () => {
  expect(atBusiness('Villa La Rochelle')).toBe('à la Villa La Rochelle');
  expect(ofBusiness('Villa La Rochelle')).toBe('de la Villa La Rochelle');
  expect(atBusiness('Atelier de Lyon')).toBe('à l’Atelier de Lyon');
  expect(ofBusiness('Atelier de Lyon')).toBe('de l’Atelier de Lyon');
  expect(atBusiness('Café Lumière')).toBe('au Café Lumière');
  expect(ofBusiness('Café Lumière')).toBe('du Café Lumière');
  expect(atBusiness('Halle aux Grains')).toBe('à la Halle aux Grains');
  expect(atBusiness('Le Fournil de Lyon')).toBe('au Fournil de Lyon');
  expect(ofBusiness('Le Fournil de Lyon')).toBe('du Fournil de Lyon');
  expect(atBusiness('Léa Martin')).toBe('chez Léa Martin');
  expect(ofBusiness('Léa Martin')).toBe('de Léa Martin');
  expect(atBusiness('Lyon Rénovation')).toBe('chez Lyon Rénovation');
  expect(ofBusiness('Éclat Lyon')).toBe('d’Éclat Lyon');
  expect(atBusiness('Chez Paulette')).toBe('chez Paulette');
  expect(atBusiness('Lyon Solidaire', 'à')).toBe('à Lyon Solidaire');
  expect(atBusiness('Association des Amis', 'à')).toBe('à l’Association des Amis');
  expect(atBusiness('Villageois')).toBe('chez Villageois');
  expect(nounForms({ word: 'école', gender: 'f' })).toMatchObject({
    the: 'l’école',
    of: 'de l’école',
    this: 'cette école',
    a: 'une école',
  });
  expect(nounForms({ word: 'atelier', gender: 'm' })).toMatchObject({
    this: 'cet atelier',
    to: 'à l’atelier',
  });
  expect(nounForms({ word: 'cabinet', gender: 'm' })).toMatchObject({
    of: 'du cabinet',
    to: 'au cabinet',
  });
});

test('the business’s name: in quotes, after « s’appelle », or in capitals', () => {
  expect(read('Une boulangerie qui s’appelle Le Fournil, à Lyon').name).toBe('Le Fournil');
  expect(read('boulangerie « Pains & Co » à Lyon').name).toBe('Pains & Co');
  expect(read('Notre café Le Petit Zinc à Caen').name).toBe('Le Petit Zinc');
  expect(read('CRÊPERIE TI BREIZH À QUIMPER').name).toBe('Crêperie Ti Breizh');
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
