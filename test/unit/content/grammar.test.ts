import {
  agree,
  atBusiness,
  atPlace,
  capitalise,
  elides,
  euros,
  h,
  nounForms,
  ofBusiness,
  ofName,
  quote,
  span,
} from '../../../src/content/grammar';

/** content/grammar.ts: the French small words the content files' facts are made with. */

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

test('hours, prices and quotes carry their no-break spaces', () => {
  expect(h(7)).toBe('7\u00a0h');
  expect(h(19, 30)).toBe('19\u00a0h\u00a030');
  expect(h(9, 5)).toBe('9\u00a0h\u00a005');
  expect(span(h(9), h(18))).toBe('9\u00a0h – 18\u00a0h');
  expect(euros('6,80')).toBe('6,80\u00a0€');
  expect(quote('Excellent !')).toBe('«\u00a0Excellent !\u00a0»');
});

test('elision, agreement and capitals', () => {
  expect(elides('école')).toBe(true);
  expect(elides('hôtel')).toBe(true);
  expect(elides('hammam')).toBe(false);
  expect(elides('boulangerie')).toBe(false);
  expect(agree('f', 'situé', 'située')).toBe('située');
  expect(agree('m', 'situé', 'située')).toBe('situé');
  expect(capitalise('la boulangerie')).toBe('La boulangerie');
  expect(capitalise('')).toBe('');
});
