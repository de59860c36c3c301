import type { SectionPalette } from './types';

/**
 * The sections' sample pictures: small SVG scenes drawn here in the section's colours, carried in
 * the page as `data:` URLs (docs/decisions.md, 3: no request to another host, ever). Each motif
 * takes a number that moves it a little, so a gallery's pictures differ. A person replaces them
 * with their own photos (« Importer une image »); until then they read as what the text says.
 */

/**
 * An SVG as a data URL, escaping only what a URL cannot carry, spaces included (the W3C checker
 * rejects an `src` with one). The SVG uses single quotes for its attributes. The same rule as the
 * templates' pictures (features/templates/svgDataUrl.ts), which the document layer cannot import.
 */
export function svgDataUrl(svg: string): string {
  const encoded = svg
    .replace(/\s+/g, ' ')
    .replace(/[ %#<>"{}|\\^`]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `data:image/svg+xml;charset=utf-8,${encoded}`;
}

type Motif = (p: SectionPalette, n: number) => string;

const WHITE = '#FFFFFF';
const SKINS = ['#F1C7A5', '#C68B64', '#8D5A3B', '#E8B894', '#5C3A24', '#D9A07A'];
const HAIRS = ['#3B2A20', '#14100E', '#A0522D', '#6B4A2E', '#D8B46A', '#2A1C14'];

const MOTIFS = {
  /** A shop front: sign, striped awning, a window of loaves, a door. */
  shop: (p, n) => {
    const stripes = Array.from(
      { length: 8 },
      (_, i) =>
        `<path d='M${40 + i * 40} 72h40v24a20 14 0 0 1-40 0Z' fill='${i % 2 ? WHITE : p.accent}'/>`,
    ).join('');
    return `<rect width='400' height='300' fill='${p.surface}'/><circle cx='${330 - n * 20}' cy='40' r='26' fill='${p.accent}' opacity='.5'/><rect x='40' y='62' width='320' height='238' fill='${p.primary}'/><rect x='40' y='40' width='320' height='30' rx='4' fill='${p.text}'/><rect x='150' y='50' width='100' height='10' rx='5' fill='${p.accent}'/>${stripes}<rect x='64' y='124' width='184' height='132' rx='6' fill='${p.background}'/><ellipse cx='112' cy='226' rx='34' ry='16' fill='${p.accent}'/><ellipse cx='196' cy='228' rx='38' ry='14' fill='${p.muted}'/><ellipse cx='150' cy='196' rx='30' ry='13' fill='${p.accent}' opacity='.8'/><rect x='64' y='244' width='184' height='12' fill='${p.muted}' opacity='.5'/><rect x='272' y='124' width='64' height='176' rx='6' fill='${p.text}'/><circle cx='324' cy='214' r='4' fill='${p.accent}'/><rect y='290' width='400' height='10' fill='${p.muted}'/>`;
  },
  /** The shop's shelves, lined with loaves: a picture to lay text over. */
  shelves: (p, n) => {
    const rows = [0, 1, 2]
      .map((r) => {
        const y = 100 + r * 80;
        const loaves = Array.from({ length: 8 }, (_, i) => {
          const x = 6 + i * 52 + ((r + n) % 2) * 22;
          const tone = [p.accent, p.surface, p.muted][(i + r + n) % 3];
          return `<ellipse cx='${x + 20}' cy='${y - 16}' rx='${20 + ((i + r) % 2) * 4}' ry='15' fill='${tone}'/>`;
        }).join('');
        return `${loaves}<rect x='0' y='${y}' width='400' height='10' fill='${p.text}' opacity='.7'/>`;
      })
      .join('');
    return `<rect width='400' height='300' fill='${p.primary}'/>${rows}`;
  },
  /** Loaves of bread on a board. */
  loaves: (p, n) =>
    `<rect width='400' height='300' fill='${p.surface}'/><rect x='24' y='214' width='352' height='40' rx='14' fill='${p.muted}' opacity='.5'/><ellipse cx='${140 + n * 6}' cy='184' rx='96' ry='52' fill='${p.accent}'/><path d='M${86 + n * 6} 176q22-26 44 0M${128 + n * 6} 170q22-26 44 0M${170 + n * 6} 178q16-20 32 0' stroke='${p.primary}' stroke-width='6' fill='none' stroke-linecap='round'/><ellipse cx='290' cy='${196 - n * 2}' rx='72' ry='40' fill='${p.primary}'/><path d='M252 ${190 - n * 2}l76-10' stroke='${p.accent}' stroke-width='6' stroke-linecap='round'/><circle cx='330' cy='70' r='${22 + n * 2}' fill='${p.accent}' opacity='.45'/>`,
  /** A braided brioche: four golden lobes on a slant. */
  brioche: (p, n) => {
    const lobes = [0, 1, 2, 3]
      .map(
        (i) =>
          `<ellipse cx='${110 + i * 60}' cy='${180 - i * 18 + (i % 2) * 10}' rx='54' ry='${46 - n}' fill='${i % 2 ? p.accent : p.primary}' stroke='${p.text}' stroke-opacity='.2' stroke-width='4'/>`,
      )
      .join('');
    return `<rect width='400' height='300' fill='${p.surface}'/><ellipse cx='200' cy='236' rx='170' ry='24' fill='${p.muted}' opacity='.35'/>${lobes}<circle cx='${320 - n * 10}' cy='64' r='16' fill='${p.accent}' opacity='.5'/>`;
  },
  /** A croissant. */
  croissant: (p, n) => {
    const parts = [-2, -1, 0, 1, 2]
      .map((i) => {
        const a = Math.abs(i);
        return `<ellipse cx='${200 + i * 48}' cy='${150 + a * a * 14}' rx='${40 - a * 7}' ry='${52 - a * 10}' transform='rotate(${i * 22} ${200 + i * 48} ${150 + a * a * 14})' fill='${a % 2 ? p.accent : p.primary}' stroke='${p.text}' stroke-opacity='.25' stroke-width='4'/>`;
      })
      .join('');
    return `<rect width='400' height='300' fill='${p.surface}'/><ellipse cx='200' cy='246' rx='170' ry='26' fill='${p.muted}' opacity='.35'/>${parts}<circle cx='${60 + n * 12}' cy='60' r='18' fill='${p.accent}' opacity='.5'/>`;
  },
  /** A cup of coffee on its saucer, steaming. */
  coffee: (p, n) =>
    `<rect width='400' height='300' fill='${p.surface}'/><ellipse cx='200' cy='250' rx='130' ry='24' fill='${p.muted}' opacity='.55'/><path d='M120 130h160v60a80 60 0 0 1-160 0Z' fill='${p.primary}'/><path d='M280 146a30 26 0 1 1 0 52' stroke='${p.primary}' stroke-width='14' fill='none'/><ellipse cx='200' cy='130' rx='80' ry='14' fill='${p.text}'/><ellipse cx='200' cy='130' rx='60' ry='8' fill='${p.accent}' opacity='.7'/><path d='M170 ${100 - n * 2}q-14-20 0-40q14-20 0-40M210 ${100 - n * 2}q-14-20 0-40q14-20 0-40' stroke='${p.muted}' stroke-width='6' fill='none' stroke-linecap='round' opacity='.7'/>`,
  /** A fruit tart seen from above. */
  tart: (p, n) => {
    const fruits = Array.from({ length: 10 }, (_, i) => {
      const angle = (i / 10) * Math.PI * 2 + n * 0.3;
      const cx = Math.round(200 + Math.cos(angle) * 70);
      const cy = Math.round(150 + Math.sin(angle) * 70);
      return `<circle cx='${cx}' cy='${cy}' r='20' fill='${i % 2 ? p.primary : p.accent}'/>`;
    }).join('');
    return `<rect width='400' height='300' fill='${p.surface}'/><circle cx='200' cy='150' r='128' fill='${WHITE}' opacity='.8'/><circle cx='200' cy='150' r='112' fill='${p.muted}'/><circle cx='200' cy='150' r='100' fill='${p.background}'/>${fruits}<circle cx='200' cy='150' r='26' fill='${p.primary}' opacity='.85'/>`;
  },
  /** A bread oven, its fire lit. */
  oven: (p, n) =>
    `<rect width='400' height='300' fill='${p.surface}'/><rect x='40' y='60' width='320' height='240' rx='24' fill='${p.muted}'/><path d='M110 260v-80a90 80 0 0 1 180 0v80Z' fill='${p.text}'/><path d='M150 260q10-${50 + n * 6} 40-70q-6 40 24 40q8-30 30-36q-4 40 6 66Z' fill='${p.accent}'/><path d='M176 260q6-30 24-40q0 24 18 40Z' fill='${WHITE}' opacity='.7'/><rect x='40' y='260' width='320' height='40' fill='${p.primary}'/>`,
  /** A wheat field under the sun. */
  wheat: (p, n) => {
    const stalks = Array.from({ length: 9 }, (_, i) => {
      const x = 30 + i * 44;
      const h = 120 + ((i * 37 + n * 11) % 50);
      return `<path d='M${x} 300V${300 - h}' stroke='${p.muted}' stroke-width='4'/><ellipse cx='${x}' cy='${300 - h}' rx='9' ry='24' fill='${p.accent}'/>`;
    }).join('');
    return `<rect width='400' height='300' fill='${p.surface}'/><circle cx='${300 - n * 30}' cy='80' r='40' fill='${p.accent}' opacity='.6'/><path d='M0 210q100-40 200 0t200 0V300H0Z' fill='${p.primary}' opacity='.25'/>${stalks}`;
  },
  /** A plate seen from above: a tartine and a salad. */
  dish: (p, n) =>
    `<rect width='400' height='300' fill='${p.surface}'/><circle cx='200' cy='150' r='120' fill='${p.muted}' opacity='.3'/><circle cx='200' cy='150' r='110' fill='${WHITE}'/><circle cx='200' cy='150' r='86' fill='${p.background}'/><rect x='${130 + n * 4}' y='110' width='110' height='60' rx='16' fill='${p.accent}' transform='rotate(-14 185 140)'/><circle cx='${160 + n * 4}' cy='136' r='12' fill='${p.primary}'/><circle cx='${196 + n * 4}' cy='128' r='10' fill='${p.primary}' opacity='.8'/><ellipse cx='250' cy='196' rx='36' ry='22' fill='${p.primary}' opacity='.6'/><ellipse cx='236' cy='190' rx='14' ry='9' fill='${p.accent}'/>`,
  /** A person from the shoulders up. */
  portrait: (p, n) => {
    const skin = SKINS[n % SKINS.length];
    const hair = HAIRS[(n * 2 + 1) % HAIRS.length];
    const long = n % 2 === 0;
    return `<rect width='400' height='300' fill='${n % 3 === 1 ? p.surface : p.accent}' /><rect width='400' height='300' fill='${p.surface}' opacity='.55'/>${long ? `<path d='M130 190q-10-120 70-130q80 10 70 130Z' fill='${hair}'/>` : ''}<path d='M84 300q10-96 116-96q106 0 116 96Z' fill='${n % 2 ? p.primary : p.muted}'/><rect x='180' y='170' width='40' height='44' rx='12' fill='${skin}'/><ellipse cx='200' cy='132' rx='54' ry='62' fill='${skin}'/><path d='M146 126q0-70 54-70q54 0 54 70q-20-36-54-40q-34 4-54 40Z' fill='${hair}'/>`;
  },
} satisfies Record<string, Motif>;

export type PictureMotif = keyof typeof MOTIFS;

/**
 * A picture of `motif` in the section's colours, as an SVG data URL. It is 400 × 300 (a portrait:
 * the same, its subject centred) and covers whatever box it is shown in (the page's `object-fit:
 * cover`). `dim` darkens it, for white text laid over it.
 */
export function picture(
  motif: PictureMotif,
  palette: SectionPalette,
  n = 0,
  { dim = false }: { dim?: boolean } = {},
): string {
  const veil = dim ? `<rect width='400' height='300' fill='${palette.text}' opacity='.7'/>` : '';
  return svgDataUrl(
    `<svg xmlns='http://www.w3.org/2000/svg' width='400' height='300' viewBox='0 0 400 300' preserveAspectRatio='xMidYMid slice'>${MOTIFS[motif](palette, n % 6)}${veil}</svg>`,
  );
}
