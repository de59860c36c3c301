/**
 * The names the generator gives a site's team and customers: common French first and last names,
 * drawn by the generator's seeded random numbers. (Its street is a sample that exists nowhere:
 * document/sampleContacts.ts.)
 */

export const FIRST_NAMES = {
  female: [
    'Camille',
    'Léa',
    'Manon',
    'Chloé',
    'Inès',
    'Sarah',
    'Julie',
    'Émilie',
    'Claire',
    'Lucie',
    'Nadia',
    'Anne',
    'Sophie',
    'Élodie',
    'Laura',
    'Margaux',
    'Amina',
    'Hélène',
    'Pauline',
    'Marion',
  ],
  male: [
    'Thomas',
    'Nicolas',
    'Julien',
    'Antoine',
    'Karim',
    'Hugo',
    'Lucas',
    'Mathieu',
    'Romain',
    'Yanis',
    'Pierre',
    'Olivier',
    'Baptiste',
    'Samuel',
    'Mehdi',
    'Vincent',
    'Adrien',
    'Louis',
    'Théo',
    'Paul',
  ],
} as const;

export const LAST_NAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Moreau',
  'Laurent',
  'Simon',
  'Michel',
  'Lefèvre',
  'Leroy',
  'Roux',
  'David',
  'Bertrand',
  'Morel',
  'Fournier',
  'Girard',
  'Bonnet',
  'Dupont',
  'Lambert',
  'Fontaine',
  'Rousseau',
  'Vincent',
  'Muller',
  'Faure',
  'André',
  'Mercier',
  'Blanc',
  'Guérin',
  'Boyer',
  'Garnier',
  'Chevalier',
  'Benali',
  'Nguyen',
  'Perrin',
  'Robin',
  'Masson',
  'Sanchez',
  'Marchand',
  'Duval',
];

/** A seeded random number generator (mulberry32): the same seed, the same draws. */
export function randomFrom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit hash of a text (FNV-1a): the seed of a description's draws. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
