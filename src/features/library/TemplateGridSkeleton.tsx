import Box from '@mui/material/Box';
import { alpha, keyframes, styled } from '@mui/material/styles';
import { fr } from '../../i18n/fr';
import { gridColumnsSx } from './gridLayout';
import { visuallyHidden } from './visuallyHidden';

const t = fr.library;

const pulse = keyframes`
  0% {
    opacity: 1;
  }
  50% {
    opacity: 0.4;
  }
  100% {
    opacity: 1;
  }
`;

/**
 * A card's shape while the templates are generated: MUI's outlined Card with its pulsing
 * Skeletons (same sizes, colours and animation), drawn with one styled root and plain elements,
 * so that the library's start needs neither component.
 */
const SkeletonCard = styled('div')(({ theme }) => ({
  overflow: 'hidden',
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 30,
  '& .sk': {
    display: 'block',
    backgroundColor: alpha(theme.palette.text.primary, 0.11),
    height: '1.2em',
    animation: `${pulse} 2s ease-in-out 0.5s infinite`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  },
  '& .sk-media': { aspectRatio: '4 / 3', height: 'auto' },
  '& .sk-body': { display: 'flex', flexDirection: 'column', padding: 16 },
  '& .sk-body > * + *': { marginTop: 8 },
  '& .sk-text': {
    height: 'auto',
    transformOrigin: '0 55%',
    transform: 'scale(1, 0.60)',
    borderRadius: '10px/16.7px',
    '&:empty:before': { content: '"\\00a0"' },
  },
  '& .sk-title': { width: '60%', fontSize: '1.1rem' },
  '& .sk-line': { width: '85%' },
  '& .sk-chip': { width: 90, height: 24, borderRadius: theme.shape.borderRadius },
}));

/** While the templates are generated: cards of the grid's shape, and a word for screen readers. */
export function TemplateGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <Box aria-busy="true">
      <Box role="status" sx={visuallyHidden}>
        {t.loading}
      </Box>
      <Box aria-hidden="true" data-testid="template-skeletons" sx={gridColumnsSx}>
        {Array.from({ length: count }, (_, i) => (
          <SkeletonCard key={i}>
            <span className="sk sk-media" />
            <div className="sk-body">
              <span className="sk sk-text sk-title" />
              <span className="sk sk-text" />
              <span className="sk sk-text sk-line" />
              <span className="sk sk-chip" />
            </div>
          </SkeletonCard>
        ))}
      </Box>
    </Box>
  );
}
