import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { CreateWithAiButton } from '../projects';
import { features, stats } from './content';
import { HeroIllustration } from './HeroIllustration';
import { LandingFooter } from './LandingFooter';
import { Testimonials } from './Testimonials';
import { pageWidth } from '../../common/pageWidth';

const t = fr.landing;
/** The « IA intégrée » card, which opens the generator. */
const AI_FEATURE = 2;

/** The marketing page (spec section 2): hero, features, statistics, testimonials, call to action, footer. */
export function LandingPage() {
  return (
    <>
      <Box component="main" sx={{ flex: 1 }}>
        <Box
          component="section"
          aria-labelledby="hero-title"
          sx={{
            background:
              'radial-gradient(1200px 500px at 10% -10%, #DBEAFE 0%, transparent 60%), radial-gradient(900px 500px at 100% 0%, #EDE9FE 0%, transparent 55%)',
            py: { xs: 6, md: 10 },
          }}
        >
          <Box sx={pageWidth('lg')}>
            <Box
              sx={{
                display: 'flex',
                flexDirection: { xs: 'column', md: 'row' },
                alignItems: 'center',
                gap: { xs: 5, md: 8 },
              }}
            >
              <Box sx={{ flex: 1, textAlign: { xs: 'center', md: 'left' } }}>
                {/* Drawn as MUI's outlined Chip is, without its module (on the landing page only). */}
                <Box
                  sx={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    maxWidth: '100%',
                    height: 32,
                    boxSizing: 'border-box',
                    borderRadius: '16px',
                    border: '1px solid rgba(37, 99, 235, 0.7)',
                    color: 'primary.main',
                    bgcolor: 'background.paper',
                    fontSize: '0.8125rem',
                    lineHeight: 1.5,
                    whiteSpace: 'nowrap',
                    verticalAlign: 'middle',
                    mb: 3,
                  }}
                >
                  <Box
                    component="span"
                    sx={{
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                      px: '11px',
                    }}
                  >
                    {t.heroBadge}
                  </Box>
                </Box>
                <Typography
                  id="hero-title"
                  variant="h1"
                  sx={{
                    fontSize: { xs: '2.3rem', sm: '3rem', md: '3.6rem' },
                    mb: 2.5,
                    lineHeight: 1.08,
                  }}
                >
                  {t.heroTitle}
                </Typography>
                <Typography
                  color="text.secondary"
                  sx={{
                    fontSize: { xs: '1.05rem', md: '1.2rem' },
                    mb: 4,
                    maxWidth: 560,
                    mx: { xs: 'auto', md: 0 },
                  }}
                >
                  {t.heroSubtitle}
                </Typography>
                <Box
                  sx={{
                    display: 'flex',
                    flexDirection: { xs: 'column', sm: 'row' },
                    justifyContent: { xs: 'center', md: 'flex-start' },
                    gap: 2,
                  }}
                >
                  <Button
                    size="large"
                    variant="contained"
                    component={RouterLink}
                    to="/templates"
                    endIcon={<ArrowForwardIcon />}
                  >
                    {t.heroCta}
                  </Button>
                  <Button
                    size="large"
                    variant="outlined"
                    component={RouterLink}
                    to="/editor"
                    startIcon={<PlayCircleOutlineIcon />}
                    sx={{ bgcolor: 'background.paper' }}
                  >
                    {t.heroDemo}
                  </Button>
                </Box>
              </Box>
              <Box sx={{ flex: 1, width: '100%', maxWidth: 560 }}>
                <HeroIllustration />
              </Box>
            </Box>
          </Box>
        </Box>

        <Box component="section" aria-labelledby="features-title" sx={{ py: { xs: 7, md: 10 } }}>
          <Box sx={pageWidth('lg')}>
            <Typography
              id="features-title"
              variant="h2"
              sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, textAlign: 'center', mb: 1.5 }}
            >
              {t.featuresTitle}
            </Typography>
            <Typography
              color="text.secondary"
              sx={{ textAlign: 'center', mb: 6, maxWidth: 640, mx: 'auto' }}
            >
              {t.featuresSubtitle}
            </Typography>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
              }}
            >
              {features.map(({ icon: Icon, title, description }, index) => (
                <Box
                  component="li"
                  key={title}
                  sx={{
                    p: 3,
                    borderRadius: 3,
                    border: 1,
                    borderColor: 'divider',
                    bgcolor: 'background.paper',
                  }}
                >
                  <Box
                    sx={{
                      width: 48,
                      height: 48,
                      borderRadius: 2,
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: 'rgba(37, 99, 235, 0.1)',
                      color: 'primary.main',
                      mb: 2,
                    }}
                  >
                    <Icon aria-hidden="true" />
                  </Box>
                  <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                    {title}
                  </Typography>
                  <Typography color="text.secondary" variant="body2">
                    {description}
                  </Typography>
                  {index === AI_FEATURE && (
                    <Box sx={{ mt: 2 }}>
                      <CreateWithAiButton size="small" />
                    </Box>
                  )}
                </Box>
              ))}
            </Box>
          </Box>
        </Box>

        <Box
          component="section"
          aria-label={t.statsLabel}
          sx={{ bgcolor: '#1E3A8A', color: '#FFFFFF', py: { xs: 6, md: 7 } }}
        >
          <Box sx={pageWidth('lg')}>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gap: 4,
                gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
                textAlign: 'center',
              }}
            >
              {stats().map((stat) => (
                <Box key={stat.label} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
                  <Box component="dt" sx={{ color: '#BFDBFE', fontSize: '0.95rem' }}>
                    {stat.label}
                  </Box>
                  <Box
                    component="dd"
                    sx={{ m: 0, fontSize: { xs: '2rem', md: '2.6rem' }, fontWeight: 800 }}
                  >
                    {stat.value}
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        </Box>

        <Testimonials />

        <Box component="section" aria-labelledby="cta-title" sx={{ pb: { xs: 7, md: 10 } }}>
          <Box sx={pageWidth('md')}>
            <Box
              sx={{
                borderRadius: 4,
                p: { xs: 4, md: 7 },
                textAlign: 'center',
                color: '#FFFFFF',
                background: 'linear-gradient(135deg, #1D4ED8 0%, #6D28D9 100%)',
              }}
            >
              <Typography
                id="cta-title"
                variant="h2"
                sx={{ fontSize: { xs: '1.7rem', md: '2.3rem' }, mb: 2 }}
              >
                {t.ctaTitle}
              </Typography>
              <Typography sx={{ mb: 4, color: '#E0E7FF' }}>{t.ctaBody}</Typography>
              <Button
                size="large"
                variant="contained"
                component={RouterLink}
                to="/templates"
                sx={{ bgcolor: '#FFFFFF', color: '#1D4ED8', '&:hover': { bgcolor: '#EEF2FF' } }}
              >
                {t.ctaButton}
              </Button>
            </Box>
          </Box>
        </Box>
      </Box>
      <LandingFooter />
    </>
  );
}
