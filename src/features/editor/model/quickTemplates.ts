import { fr } from '../../../i18n/fr';
import { defaultStyles } from '../../../document/createElement';
import { PLACEHOLDER_IMAGE } from '../../../document/placeholderImage';
import {
  CANVAS_WIDTH,
  GRID_SIZE,
  type EditorElement,
  type ElementStyles,
  type ElementType,
  type HeadingLevel,
} from '../../../document/types';

/** « Templates rapides »: ready-made groups of elements, inserted below the existing ones. */
export const QUICK_TEMPLATES = ['hero', 'cards', 'contact'] as const;
export type QuickTemplate = (typeof QUICK_TEMPLATES)[number];

/** Their names in the palette (the spec's own, in English). */
export const QUICK_TEMPLATE_NAMES: Record<QuickTemplate, string> = {
  hero: 'Hero Section',
  cards: 'Cards Grid',
  contact: 'Contact Form',
};

/** How many elements each inserts, so a `prepare` callback can make that many ids. */
export const QUICK_TEMPLATE_SIZE: Record<QuickTemplate, number> = {
  hero: 4,
  cards: 12,
  contact: 10,
};

/** The space left between the lowest element and an inserted group; the top when the page is empty. */
export const QUICK_TEMPLATE_GAP = 40;

/** Where a group goes: below the lowest element, on the grid. */
export function quickTemplateTop(elements: readonly EditorElement[]): number {
  if (elements.length === 0) return QUICK_TEMPLATE_GAP;
  const lowest = Math.max(...elements.map((e) => e.styles.position.y + e.styles.size.height));
  return Math.ceil((lowest + QUICK_TEMPLATE_GAP) / GRID_SIZE) * GRID_SIZE;
}

type Draft = Omit<EditorElement, 'id' | 'styles'> & { styles: ElementStyles };

/** An element of `type` at (x, y) with size (w, h) and the given style changes. */
function draft(
  type: ElementType,
  content: string,
  [x, y, width, height]: [number, number, number, number],
  styles: Partial<Omit<ElementStyles, 'position' | 'size'>> = {},
  level?: HeadingLevel,
): Draft {
  return {
    type,
    content,
    styles: { ...defaultStyles(type, { x, y }), size: { width, height }, ...styles },
    properties: level ? { level } : {},
  };
}

const centred = (width: number) => (CANVAS_WIDTH - width) / 2;
const ink = '#111827';
const muted = '#4B5563';

function hero(top: number): Draft[] {
  const c = fr.manipulation.quickContent;
  return [
    draft('container', '', [0, top, CANVAS_WIDTH, 440], { backgroundColor: '#1E3A8A' }),
    draft(
      'text',
      c.heroTitle,
      [centred(960), top + 110, 960, 64],
      {
        color: '#FFFFFF',
        fontSize: 48,
        fontWeight: 'bold',
        textAlign: 'center',
      },
      'h1',
    ),
    draft('text', c.heroText, [centred(720), top + 200, 720, 64], {
      color: '#DBEAFE',
      fontSize: 20,
      textAlign: 'center',
    }),
    draft('button', c.heroButton, [centred(240), top + 300, 240, 52], {
      color: ink,
      backgroundColor: '#FBBF24',
      fontWeight: 'bold',
      textAlign: 'center',
    }),
  ];
}

function cards(top: number): Draft[] {
  const width = 352;
  const gap = 32;
  const left = (CANVAS_WIDTH - 3 * width - 2 * gap) / 2;
  return fr.manipulation.quickContent.cards.flatMap(({ title, text }, i) => {
    const x = left + i * (width + gap);
    return [
      draft('container', '', [x, top, width, 400], {
        backgroundColor: '#F1F5F9',
        borderRadius: 12,
      }),
      draft('image', PLACEHOLDER_IMAGE, [x + 16, top + 16, width - 32, 180], { borderRadius: 8 }),
      draft(
        'text',
        title,
        [x + 16, top + 216, width - 32, 32],
        {
          color: ink,
          fontSize: 22,
          fontWeight: 'bold',
        },
        'h3',
      ),
      draft('text', text, [x + 16, top + 260, width - 32, 96], { color: muted }),
    ];
  });
}

function contact(top: number): Draft[] {
  const c = fr.manipulation.quickContent;
  const width = 600;
  const x = centred(width);
  const inner = width - 80;
  const fieldHeights = [44, 44, 120];
  const parts: Draft[] = [
    draft(
      'text',
      c.contactTitle,
      [x + 40, top + 36, inner, 44],
      {
        color: ink,
        fontSize: 32,
        fontWeight: 'bold',
      },
      'h2',
    ),
    draft('text', c.contactText, [x + 40, top + 88, inner, 28], { color: muted }),
  ];
  let y = top + 140;
  c.contactFields.forEach(({ label, placeholder }, i) => {
    parts.push(
      draft('text', label, [x + 40, y, inner, 24], {
        color: '#374151',
        fontSize: 14,
        fontWeight: 'bold',
      }),
      draft('text', placeholder, [x + 40, y + 28, inner, fieldHeights[i]], {
        color: '#6B7280',
        backgroundColor: '#FFFFFF',
        borderRadius: 8,
        padding: 12,
      }),
    );
    y += 28 + fieldHeights[i] + 20;
  });
  parts.push(
    draft('button', c.contactButton, [x + 40, y + 4, 160, 48], {
      color: '#FFFFFF',
      backgroundColor: '#2563EB',
      fontWeight: 'bold',
      textAlign: 'center',
    }),
  );
  const frame = draft('container', '', [x, top, width, y + 4 + 48 + 40 - top], {
    backgroundColor: '#F8FAFC',
    borderRadius: 16,
  });
  return [frame, ...parts];
}

const builders: Record<QuickTemplate, (top: number) => Draft[]> = { hero, cards, contact };

/**
 * The elements of a quick template placed below `elements`, with the ids made by the caller's
 * `prepare` (one per element: QUICK_TEMPLATE_SIZE). The group's frame comes first, so it is drawn
 * under its content.
 */
export function buildQuickTemplate(
  kind: QuickTemplate,
  ids: readonly string[],
  elements: readonly EditorElement[],
): EditorElement[] {
  const drafts = builders[kind](quickTemplateTop(elements));
  if (ids.length < drafts.length) throw new Error('buildQuickTemplate: one id per element');
  return drafts.map((d, i) => ({ ...d, id: ids[i] }));
}
