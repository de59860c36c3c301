import type { Token } from './text';

/**
 * The look a description asks for: its tone (« sobre », « chic »…) and its colours (« bleu
 * marine », « #1E40AF »). Colour words that are also things (« rose », « orange », « or »,
 * « olive »…) count only after a word about colour (« couleurs », « tons », « en »).
 */

export const TONES = ['sobre', 'chaleureux', 'audacieux', 'elegant'] as const;
export type Tone = (typeof TONES)[number];

/** Normalised words that ask for each tone. */
const TONE_WORDS: Record<Tone, string[]> = {
  sobre: [
    'sobre',
    'minimaliste',
    'minimal',
    'epure',
    'epuree',
    'simple',
    'serieux',
    'serieuse',
    'professionnel',
    'professionnelle',
    'classique',
    'neutre',
    'discret',
    'discrete',
    'clair',
  ],
  chaleureux: [
    'chaleureux',
    'chaleureuse',
    'convivial',
    'conviviale',
    'familial',
    'familiale',
    'cosy',
    'accueillant',
    'accueillante',
    'douillet',
    'rustique',
    'authentique',
    'naturel',
    'naturelle',
    'doux',
    'douce',
    'chaleur',
    'sympa',
    'sympathique',
  ],
  audacieux: [
    'audacieux',
    'audacieuse',
    'moderne',
    'dynamique',
    'colore',
    'coloree',
    'punchy',
    'fun',
    'jeune',
    'pop',
    'vif',
    'vive',
    'energique',
    'original',
    'originale',
    'decale',
    'decalee',
    'creatif',
    'creative',
    'tendance',
    'urbain',
    'urbaine',
  ],
  elegant: [
    'elegant',
    'elegante',
    'chic',
    'luxe',
    'luxueux',
    'luxueuse',
    'raffine',
    'raffinee',
    'prestige',
    'prestigieux',
    'haut',
    'sophistique',
    'sophistiquee',
    'premium',
    'distingue',
  ],
};

/** The tone the words ask for most, if any. */
export function findTone(words: Token[]): Tone | undefined {
  let best: Tone | undefined;
  let bestCount = 0;
  for (const tone of TONES) {
    const count = words.filter((w, i) => {
      if (tone === 'elegant' && w.norm === 'haut') return words[i + 2]?.norm === 'gamme';
      return TONE_WORDS[tone].includes(w.norm);
    }).length;
    if (count > bestCount) {
      best = tone;
      bestCount = count;
    }
  }
  return best;
}

/** Colour words (normalised, one or two words) and the colour each means. */
const COLOURS: Record<string, string> = {
  'bleu marine': '#1B2A4A',
  marine: '#1B2A4A',
  'bleu nuit': '#1A2340',
  'bleu ciel': '#5AA9E6',
  'bleu canard': '#0F5E6E',
  'bleu roi': '#2547B8',
  bleu: '#2563EB',
  bleue: '#2563EB',
  bleus: '#2563EB',
  turquoise: '#1BA3A0',
  'vert sapin': '#1F4D3A',
  'vert olive': '#6B7A2E',
  'vert d eau': '#7CC4A8',
  vert: '#2F855A',
  verte: '#2F855A',
  verts: '#2F855A',
  emeraude: '#12805C',
  kaki: '#6B6B3A',
  sauge: '#87A383',
  rouge: '#C53030',
  rouges: '#C53030',
  bordeaux: '#7B1E34',
  framboise: '#B5245F',
  fuchsia: '#C026D3',
  corail: '#E76F51',
  terracotta: '#C4623A',
  jaune: '#E0B12E',
  jaunes: '#E0B12E',
  moutarde: '#C9A227',
  ocre: '#C07F2B',
  dore: '#B8892F',
  doree: '#B8892F',
  beige: '#C8B79A',
  sable: '#D8C3A0',
  marron: '#7A4B2A',
  brun: '#6B4226',
  chocolat: '#5B3A29',
  violet: '#6D3FC0',
  violette: '#6D3FC0',
  mauve: '#9B6FB0',
  lavande: '#8C7BC6',
  prune: '#6E2F57',
  gris: '#5B6470',
  grise: '#5B6470',
  anthracite: '#33373D',
  noir: '#1F1F1F',
  noire: '#1F1F1F',
  'noir et blanc': '#1F1F1F',
  rose: '#D6457A',
  roses: '#D6457A',
  orange: '#E07A1F',
  or: '#B8892F',
  olive: '#6B7A2E',
  creme: '#E8DCC4',
  pastel: '#9CC5E0',
};

/** Words that are things as often as colours: they need a word about colour before them. */
const AMBIGUOUS = new Set([
  'rose',
  'roses',
  'orange',
  'or',
  'olive',
  'creme',
  'chocolat',
  'prune',
  'lavande',
  'moutarde',
  'sable',
  'marine',
  'framboise',
  'sauge',
  'corail',
  'brun',
  'noir',
  'noire',
  'gris',
]);
const COLOUR_CONTEXT = new Set([
  'couleur',
  'couleurs',
  'ton',
  'tons',
  'teinte',
  'teintes',
  'palette',
  'dominante',
  'en',
  'nuances',
  'nuance',
  'charte',
]);

/** The colours asked for, in the order written (hex codes kept as typed, in capitals). */
export function findColours(text: string, words: Token[]): string[] {
  const found: string[] = [];
  const add = (hex: string) => {
    if (!found.includes(hex)) found.push(hex);
  };
  for (const m of text.matchAll(/#([0-9a-f]{6}|[0-9a-f]{3})\b/gi)) {
    const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
    add(`#${h.toUpperCase()}`);
  }
  let colourSeen = false;
  for (let i = 0; i < words.length; i += 1) {
    const two = i + 1 < words.length ? `${words[i].norm} ${words[i + 1].norm}` : '';
    const three = i + 2 < words.length ? `${two} ${words[i + 2].norm}` : '';
    const phrase = [three, two, words[i].norm].find((p) => p && COLOURS[p]);
    if (!phrase) {
      if (COLOUR_CONTEXT.has(words[i].norm) && words[i].norm !== 'en') {
        colourSeen = true;
      }
      continue;
    }
    const before = words[i - 1]?.norm ?? '';
    const context = colourSeen || COLOUR_CONTEXT.has(before) || found.length > 0;
    if (!AMBIGUOUS.has(phrase) || context) {
      add(COLOURS[phrase]);
      colourSeen = true;
    }
    i += phrase.split(' ').length - 1;
  }
  return found.slice(0, 3);
}
