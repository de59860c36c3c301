import { styled } from '@mui/material/styles';
import { memo, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDecimal1 } from '../../common/numberFormat';
import { fr } from '../../i18n/fr';
import { CATEGORY_HUES, contrastRatio, hslToHex } from '../templates';
import type { Category, Template } from '../templates';

const t = fr.library;

/** The category's colours, for its label on a card (text darkened until it passes WCAG AA). */
export function categoryChipColors(category: Category) {
  const hue = CATEGORY_HUES[category];
  const backgroundColor = hslToHex(hue, 70, 94);
  let lightness = 32;
  while (lightness > 10 && contrastRatio(hslToHex(hue, 70, lightness), backgroundColor) < 5) {
    lightness -= 2;
  }
  return { color: hslToHex(hue, 70, lightness), backgroundColor };
}

const CATEGORY_COLORS = Object.fromEntries(
  Object.keys(CATEGORY_HUES).map((c) => [c, categoryChipColors(c as Category)]),
) as Record<Category, { color: string; backgroundColor: string }>;

/** Material icon paths (Apache 2.0), drawn inline: cheaper than an icon component per card. */
const ICONS = {
  star: 'm12 17.27 4.15 2.51c.76.46 1.69-.22 1.49-1.08l-1.1-4.72 3.67-3.18c.67-.58.31-1.68-.57-1.75l-4.83-.41-1.89-4.46c-.34-.81-1.5-.81-1.84 0L9.19 8.63l-4.83.41c-.88.07-1.24 1.17-.57 1.75l3.67 3.18-1.1 4.72c-.2.86.73 1.54 1.49 1.08z',
  eye: 'M12 6c3.79 0 7.17 2.13 8.82 5.5C19.17 14.87 15.79 17 12 17s-7.17-2.13-8.82-5.5C4.83 8.13 8.21 6 12 6m0-2C7 4 2.73 7.11 1 11.5 2.73 15.89 7 19 12 19s9.27-3.11 11-7.5C21.27 7.11 17 4 12 4m0 5c1.38 0 2.5 1.12 2.5 2.5S13.38 14 12 14s-2.5-1.12-2.5-2.5S10.62 9 12 9m0-2c-2.48 0-4.5 2.02-4.5 4.5S9.52 16 12 16s4.5-2.02 4.5-4.5S14.48 7 12 7',
  edit: 'm14.06 9.02.92.92L5.92 19H5v-.92zM17.66 3c-.25 0-.51.1-.7.29l-1.83 1.83 3.75 3.75 1.83-1.83c.39-.39.39-1.02 0-1.41l-2.34-2.34c-.2-.2-.45-.29-.71-.29m-3.6 3.19L3 17.25V21h3.75L17.81 9.94z',
  premium:
    'm10.92 12.75 1.08-.82 1.07.81c.39.29.92-.08.78-.55l-.42-1.36 1.2-.95c.37-.28.16-.88-.32-.88h-1.4l-.43-1.34c-.15-.46-.8-.46-.95 0L11.09 9H9.68c-.47 0-.68.6-.31.89l1.19.95-.42 1.36c-.14.47.39.84.78.55M6 21.61c0 .68.67 1.16 1.32.95L12 21l4.68 1.56c.65.22 1.32-.26 1.32-.95v-6.33c1.24-1.41 2-3.25 2-5.28 0-4.42-3.58-8-8-8s-8 3.58-8 8c0 2.03.76 3.87 2 5.28zM12 4c3.31 0 6 2.69 6 6s-2.69 6-6 6-6-2.69-6-6 2.69-6 6-6',
};

function Icon({ path, className = 'tc-icon' }: { path: string; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

/**
 * One styled root for the whole card (its parts are plain elements with classes): a grid of
 * cards re-renders on every keystroke of the search, so a card must cost little to mount.
 *
 * The actions appear when the card is hovered or holds the keyboard focus, and stay visible on
 * touch screens and phone widths. Hidden, they are only transparent (never `visibility: hidden`
 * or `display: none`): Tab still reaches them, and their focus reveals them.
 */
const CardRoot = styled('article')(({ theme }) => ({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 16,
  transition: 'box-shadow 150ms ease, transform 150ms ease',
  '&:hover, &:focus-within': {
    boxShadow: '0 12px 32px rgba(15, 23, 42, 0.12)',
    '& .tc-actions': { opacity: 1 },
  },
  '@media (prefers-reduced-motion: no-preference)': {
    '&:hover': { transform: 'translateY(-2px)' },
  },
  '& .tc-media': {
    position: 'relative',
    aspectRatio: '4 / 3',
    backgroundColor: theme.palette.grey[100],
  },
  '& .tc-thumb': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  '& .tc-icon': { width: 18, height: 18, fill: 'currentColor', flexShrink: 0 },
  '& .tc-premium': {
    position: 'absolute',
    top: 12,
    left: 12,
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    padding: '3px 10px 3px 6px',
    borderRadius: 999,
    fontSize: '0.8125rem',
    fontWeight: 700,
    lineHeight: 1.4,
    color: '#78350F',
    backgroundColor: '#FEF3C7',
    '& .tc-icon': { color: '#B45309' },
  },
  '& .tc-actions': {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 12,
    backgroundColor: 'rgba(15, 23, 42, 0.5)',
    opacity: 0,
    transition: 'opacity 150ms ease',
    '@media (hover: none), (pointer: coarse), (max-width: 599.95px)': {
      inset: 'auto 0 0 0',
      justifyContent: 'flex-end',
      padding: 12,
      backgroundColor: 'transparent',
      backgroundImage: 'linear-gradient(to top, rgba(15, 23, 42, 0.6), transparent)',
      opacity: 1,
    },
  },
  '& .tc-action': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    minHeight: 34,
    padding: '4px 12px',
    border: 0,
    borderRadius: 8,
    font: 'inherit',
    fontSize: '0.875rem',
    fontWeight: 600,
    lineHeight: 1.5,
    textDecoration: 'none',
    cursor: 'pointer',
    color: theme.palette.text.primary,
    backgroundColor: '#FFFFFF',
    transition: 'background-color 120ms ease',
    '&:hover': { backgroundColor: theme.palette.grey[100] },
    '&:focus-visible': {
      outline: '2px solid #FFFFFF',
      outlineOffset: 2,
      boxShadow: `0 0 0 5px ${theme.palette.primary.dark}`,
    },
  },
  '& .tc-action-primary': {
    color: theme.palette.primary.contrastText,
    backgroundColor: theme.palette.primary.main,
    '&:hover': { backgroundColor: theme.palette.primary.dark },
  },
  '& .tc-body': {
    display: 'flex',
    flexDirection: 'column',
    gap: 8,
    padding: 16,
    flex: 1,
  },
  '& .tc-head': { display: 'flex', alignItems: 'flex-start', gap: 8 },
  '& .tc-title': {
    ...theme.typography.subtitle1,
    margin: 0,
    flex: 1,
    minWidth: 0,
    fontWeight: 700,
    lineHeight: 1.3,
  },
  '& .tc-rating': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 2,
    flexShrink: 0,
    ...theme.typography.body2,
    fontWeight: 700,
    '& .tc-icon': { width: 20, height: 20, color: '#D97706' },
  },
  '& .tc-description': {
    ...theme.typography.body2,
    margin: 0,
    flex: 1,
    color: theme.palette.text.secondary,
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  '& .tc-category': {
    alignSelf: 'flex-start',
    padding: '2px 10px',
    borderRadius: 999,
    fontSize: '0.8125rem',
    fontWeight: 600,
    lineHeight: 1.5,
  },
  '& .tc-hidden': {
    position: 'absolute',
    width: 1,
    height: 1,
    margin: -1,
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
}));

export const TemplateCard = memo(function TemplateCard({
  template,
  onPreview,
}: {
  template: Template;
  onPreview: (id: string) => void;
}) {
  const titleId = useId();
  return (
    <CardRoot aria-labelledby={titleId}>
      <div className="tc-media">
        <img
          className="tc-thumb"
          src={template.thumbnail}
          alt={t.thumbnailAlt(template.name)}
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
        />
        {template.isPremium && (
          <span className="tc-premium">
            <Icon path={ICONS.premium} />
            {t.premium}
          </span>
        )}
        <div className="tc-actions">
          <button
            type="button"
            className="tc-action"
            onClick={() => onPreview(template.id)}
            aria-describedby={titleId}
            aria-haspopup="dialog"
          >
            <Icon path={ICONS.eye} />
            {t.preview}
          </button>
          <RouterLink
            to={`/editor/${template.id}`}
            className="tc-action tc-action-primary"
            aria-describedby={titleId}
          >
            <Icon path={ICONS.edit} />
            {t.use}
          </RouterLink>
        </div>
      </div>
      <div className="tc-body">
        <div className="tc-head">
          <h2 id={titleId} className="tc-title">
            {template.name}
          </h2>
          <span className="tc-rating">
            <Icon path={ICONS.star} />
            <span className="tc-hidden">{t.ratingPrefix}</span>
            {formatDecimal1(template.rating)}
            <span className="tc-hidden">{t.ratingSuffix}</span>
          </span>
        </div>
        <p className="tc-description">{template.description}</p>
        <span className="tc-category" style={CATEGORY_COLORS[template.category]}>
          {fr.templates.categories[template.category]}
        </span>
      </div>
    </CardRoot>
  );
});
