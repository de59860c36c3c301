import { svgDataUrl } from './svgDataUrl';
import type { Category, TemplatePalette } from './types';

/**
 * The pictures of the templates' pages (heroes, services, galleries, products, articles): small SVG scenes drawn locally in the
 * template's colours, one motif per category, moved around by `n` so a page's pictures differ.
 */

type Motif = (p: TemplatePalette, n: number) => string;

const MOTIFS: Record<Category, Motif> = {
  // A rising bar chart with its trend line.
  business: (p, n) => {
    const bars = [0, 1, 2, 3, 4]
      .map((i) => {
        const h = 50 + ((i * 37 + n * 23) % 70) + i * 18;
        return `<rect x='${70 + i * 56}' y='${250 - h}' width='36' height='${h}' rx='6' fill='${i % 2 ? p.accent : p.primary}'/>`;
      })
      .join('');
    return `${bars}<path d='M60 ${190 - n * 4} L150 ${160 - n * 3} L230 ${130 + n * 2} L340 ${70 + n * 3}' stroke='${p.text}' stroke-width='6' fill='none' stroke-linecap='round'/>`;
  },
  // Framed artworks and a circle: a studio wall.
  portfolio: (p, n) =>
    `<circle cx='${120 + n * 30}' cy='130' r='70' fill='${p.accent}'/><rect x='${190 - n * 10}' y='70' width='150' height='170' rx='8' fill='${p.primary}' transform='rotate(${n * 4 - 8} 265 155)'/><rect x='60' y='200' width='120' height='60' rx='8' fill='${p.text}' opacity='.85'/>`,
  // A phone with cards on its screen.
  landing: (p, n) =>
    `<rect x='140' y='30' width='120' height='240' rx='20' fill='${p.text}'/><rect x='150' y='50' width='100' height='200' rx='10' fill='${p.background}'/><rect x='160' y='${64 + n * 6}' width='80' height='40' rx='6' fill='${p.primary}'/><rect x='160' y='${116 + n * 6}' width='80' height='14' rx='4' fill='${p.accent}'/><rect x='160' y='${138 + n * 6}' width='60' height='14' rx='4' fill='${p.muted}'/><circle cx='${70 + n * 8}' cy='90' r='34' fill='${p.accent}' opacity='.7'/><circle cx='330' cy='${200 - n * 8}' r='44' fill='${p.primary}' opacity='.5'/>`,
  // A landscape: sun and hills.
  blog: (p, n) =>
    `<circle cx='${90 + n * 45}' cy='90' r='36' fill='${p.accent}'/><path d='M0 230 L${100 + n * 10} ${130 + n * 4} L200 210 L${280 - n * 8} 150 L400 240 L400 300 L0 300 Z' fill='${p.primary}'/><path d='M0 260 L120 210 L230 260 L330 220 L400 270 L400 300 L0 300 Z' fill='${p.text}' opacity='.8'/>`,
  // A shopping bag beside a boxed product.
  ecommerce: (p, n) =>
    `<path d='M${110 + n * 6} 110 h120 l14 150 h-148 Z' fill='${p.primary}'/><path d='M${140 + n * 6} 110 q30 -60 60 0' stroke='${p.text}' stroke-width='8' fill='none'/><rect x='270' y='${150 - n * 6}' width='90' height='${110 + n * 6}' rx='10' fill='${p.accent}'/><rect x='40' y='262' width='320' height='10' rx='5' fill='${p.muted}' opacity='.5'/>`,
  // A medical cross and a heartbeat line.
  medical: (p, n) =>
    `<circle cx='${130 + n * 12}' cy='140' r='80' fill='${p.primary}'/><rect x='${115 + n * 12}' y='95' width='30' height='90' rx='6' fill='#FFFFFF'/><rect x='${85 + n * 12}' y='125' width='90' height='30' rx='6' fill='#FFFFFF'/><path d='M30 250 H150 L175 ${210 - n * 4} L205 280 L230 240 H370' stroke='${p.accent}' stroke-width='8' fill='none' stroke-linejoin='round'/>`,
  // An open book under a graduation cap.
  education: (p, n) =>
    `<path d='M200 110 L80 ${86 + n * 2} V240 L200 264 Z' fill='${p.primary}'/><path d='M200 110 L320 ${86 + n * 2} V240 L200 264 Z' fill='${p.accent}'/><path d='M200 24 L300 58 L200 92 L100 58 Z' fill='${p.text}'/><rect x='290' y='58' width='6' height='${40 + n * 4}' fill='${p.text}'/>`,
};

/**
 * A 400x300 picture for a sample page (an SVG data URL). `dim` darkens it, for white text laid
 * over it (« Héros sur image »).
 */
export function illustration(
  category: Category,
  palette: TemplatePalette,
  n: number,
  dim = false,
): string {
  const veil = dim ? `<rect width='400' height='300' fill='${palette.text}' opacity='.72'/>` : '';
  return svgDataUrl(
    `<svg xmlns='http://www.w3.org/2000/svg' width='400' height='300' viewBox='0 0 400 300' preserveAspectRatio='xMidYMid slice'><rect width='400' height='300' fill='${palette.surface}'/><rect width='400' height='300' fill='${palette.primary}' opacity='.1'/>${MOTIFS[category](palette, n % 6)}${veil}</svg>`,
  );
}
