import { stem, tokens } from '../../src/features/generator/understand/text';

test('tokens and stems', () => {
  expect(tokens('L’école de Saint-Étienne, 7e').map((t) => t.norm)).toEqual([
    'l',
    'ecole',
    'de',
    'saint',
    'etienne',
    '7e',
  ]);
  expect(['boulangeries', 'boulanger', 'restaurants'].map(stem)).toEqual(['boulang', 'boulang', 'restaur']);
});
