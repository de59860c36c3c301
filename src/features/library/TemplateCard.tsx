import StarRounded from '@mui/icons-material/StarRounded';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDecimal1 } from '../../common/numberFormat';
import { fr } from '../../i18n/fr';
import { CATEGORY_HUES, contrastRatio, hslToHex } from '../templates/palette';
import type { Category, Template } from '../templates/types';
import { visuallyHidden } from './visuallyHidden';

const t = fr.library;

/** The category's colours, for its label on a card. */
export function categoryChipColors(category: Category) {
  const hue = CATEGORY_HUES[category];
  const backgroundColor = hslToHex(hue, 70, 94);
  // Greens and cyans read lighter: darken the text until it passes WCAG AA.
  let lightness = 32;
  while (lightness > 10 && contrastRatio(hslToHex(hue, 70, lightness), backgroundColor) < 5) {
    lightness -= 2;
  }
  return { color: hslToHex(hue, 70, lightness), backgroundColor };
}

/**
 * The actions appear when the card is hovered or holds the keyboard focus, and stay visible on
 * touch screens and phone widths. Hidden, they are only transparent (never `visibility: hidden`
 * or `display: none`): Tab still reaches them, and their focus reveals them.
 */
const actionsSx = {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 1.5,
  bgcolor: 'rgba(15, 23, 42, 0.5)',
  opacity: 0,
  transition: 'opacity 150ms ease',
  '@media (hover: none), (pointer: coarse), (max-width: 599.95px)': {
    inset: 'auto 0 0 0',
    justifyContent: 'flex-end',
    p: 1.5,
    bgcolor: 'transparent',
    backgroundImage: 'linear-gradient(to top, rgba(15, 23, 42, 0.6), transparent)',
    opacity: 1,
  },
} as const;

const shownActions = { opacity: 1 };

export const TemplateCard = memo(function TemplateCard({
  template,
  onPreview,
}: {
  template: Template;
  onPreview: (id: string) => void;
}) {
  const titleId = useId();
  const rating = formatDecimal1(template.rating);
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 3,
        transition: 'box-shadow 150ms ease, transform 150ms ease',
        '&:hover, &:focus-within': {
          boxShadow: '0 12px 32px rgba(15, 23, 42, 0.12)',
          '& .template-card-actions': shownActions,
        },
        '@media (prefers-reduced-motion: no-preference)': {
          '&:hover': { transform: 'translateY(-2px)' },
        },
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'grey.100' }}>
        <Box
          component="img"
          src={template.thumbnail}
          alt={t.thumbnailAlt(template.name)}
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
        {template.isPremium && (
          <Chip
            icon={<WorkspacePremiumRounded />}
            label={t.premium}
            size="small"
            sx={{
              position: 'absolute',
              top: 12,
              left: 12,
              fontWeight: 700,
              color: '#78350F',
              bgcolor: '#FEF3C7',
              '& .MuiChip-icon': { color: '#B45309' },
            }}
          />
        )}
        <Box className="template-card-actions" sx={actionsSx}>
          <Button
            variant="contained"
            size="small"
            startIcon={<VisibilityOutlined />}
            onClick={() => onPreview(template.id)}
            aria-describedby={titleId}
            aria-haspopup="dialog"
            sx={{ bgcolor: '#FFFFFF', color: 'text.primary', '&:hover': { bgcolor: 'grey.100' } }}
          >
            {t.preview}
          </Button>
          <Button
            variant="contained"
            size="small"
            startIcon={<EditOutlined />}
            component={RouterLink}
            to={`/editor/${template.id}`}
            aria-describedby={titleId}
          >
            {t.use}
          </Button>
        </Box>
      </Box>
      <Stack spacing={1} sx={{ p: 2, flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography
            id={titleId}
            component="h2"
            variant="subtitle1"
            sx={{ fontWeight: 700, lineHeight: 1.3, flex: 1, minWidth: 0 }}
          >
            {template.name}
          </Typography>
          <Stack
            direction="row"
            spacing={0.25}
            sx={{ alignItems: 'center', flexShrink: 0, color: 'text.primary' }}
          >
            <StarRounded aria-hidden="true" sx={{ fontSize: 20, color: '#D97706' }} />
            <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
              <Box component="span" sx={visuallyHidden}>
                {t.ratingPrefix}
              </Box>
              {rating}
              <Box component="span" sx={visuallyHidden}>
                {t.ratingSuffix}
              </Box>
            </Typography>
          </Stack>
        </Stack>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            flex: 1,
          }}
        >
          {template.description}
        </Typography>
        <Box>
          <Chip
            label={fr.templates.categories[template.category]}
            size="small"
            sx={{ fontWeight: 600, ...categoryChipColors(template.category) }}
          />
        </Box>
      </Stack>
    </Card>
  );
});
