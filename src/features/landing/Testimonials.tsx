import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { fr } from '../../i18n/fr';
import { testimonials } from './content';
import { pageWidth } from '../../common/pageWidth';

const t = fr.landing;

function Stars({ rating }: { rating: number }) {
  return (
    <Box role="img" aria-label={t.starsLabel(rating)} sx={{ display: 'flex', color: '#F59E0B' }}>
      {Array.from({ length: rating }, (_, i) => (
        <StarIcon key={i} fontSize="small" aria-hidden="true" />
      ))}
    </Box>
  );
}

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

export function Testimonials() {
  return (
    <Box component="section" aria-labelledby="testimonials-title" sx={{ py: { xs: 7, md: 10 } }}>
      <Box sx={pageWidth('lg')}>
        <Typography
          id="testimonials-title"
          variant="h2"
          sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, textAlign: 'center', mb: 6 }}
        >
          {t.testimonialsTitle}
        </Typography>
        <Box
          sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}
        >
          {testimonials.map((item) => (
            <Box
              component="figure"
              key={item.name}
              sx={{
                m: 0,
                p: { xs: 3, md: 4 },
                borderRadius: 3,
                bgcolor: 'background.paper',
                border: 1,
                borderColor: 'divider',
              }}
            >
              <Box
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'center',
                  mb: 2,
                }}
              >
                <Stars rating={item.rating} />
                <FormatQuoteIcon aria-hidden="true" sx={{ color: 'primary.light' }} />
              </Box>
              <Box
                component="blockquote"
                sx={{ m: 0, mb: 3, fontSize: '1.05rem', lineHeight: 1.6 }}
              >
                {item.content}
              </Box>
              <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                {/* Drawn as MUI's Avatar is, without its module. */}
                <Box
                  aria-hidden="true"
                  sx={{
                    position: 'relative',
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    flexShrink: 0,
                    width: 40,
                    height: 40,
                    fontSize: '1.25rem',
                    lineHeight: 1,
                    borderRadius: '50%',
                    overflow: 'hidden',
                    userSelect: 'none',
                    color: 'background.default',
                    bgcolor: 'primary.main',
                    '@media (forced-colors: active)': {
                      boxSizing: 'border-box',
                      border: '1px solid ButtonBorder',
                    },
                  }}
                >
                  {initials(item.name)}
                </Box>
                <Box>
                  <Typography sx={{ fontWeight: 700 }}>{item.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {item.role}
                  </Typography>
                </Box>
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
