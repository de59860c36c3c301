import Box from '@mui/material/Box';

const bar = (width: string, color = '#CBD5E1', height = 8) => (
  <Box sx={{ width, height, borderRadius: 4, bgcolor: color }} />
);

/** A drawn miniature of the editor (panels, canvas, a selected block). Decorative only. */
export function HeroIllustration() {
  return (
    <Box
      aria-hidden="true"
      sx={{
        borderRadius: 4,
        bgcolor: '#FFFFFF',
        boxShadow: '0 30px 60px -20px rgba(30, 58, 138, 0.35)',
        border: 1,
        borderColor: 'divider',
        overflow: 'hidden',
      }}
    >
      <Box sx={{ display: 'flex', gap: 0.75, p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        {['#F87171', '#FBBF24', '#34D399'].map((c) => (
          <Box key={c} sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: c }} />
        ))}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: '22% 1fr 22%',
          minHeight: { xs: 220, md: 300 },
        }}
      >
        <Box
          sx={{
            p: 1.5,
            display: 'grid',
            gap: 1,
            alignContent: 'start',
            borderRight: 1,
            borderColor: 'divider',
          }}
        >
          {['70%', '55%', '80%', '60%', '65%'].map((w, i) => (
            <Box key={i} sx={{ p: 0.75, borderRadius: 1, bgcolor: '#F1F5F9' }}>
              {bar(w)}
            </Box>
          ))}
        </Box>
        <Box
          sx={{
            position: 'relative',
            p: 2,
            backgroundImage: 'radial-gradient(#CBD5E1 1px, transparent 1px)',
            backgroundSize: '14px 14px',
          }}
        >
          <Box sx={{ height: 24, borderRadius: 1, bgcolor: '#E2E8F0', mb: 2 }} />
          <Box
            sx={{
              p: 2,
              borderRadius: 2,
              background: 'linear-gradient(135deg,#DBEAFE,#EDE9FE)',
              mb: 2,
              display: 'grid',
              gap: 1,
            }}
          >
            {bar('70%', '#1E3A8A', 10)}
            {bar('50%', '#64748B')}
            <Box sx={{ width: 64, height: 18, borderRadius: 1, bgcolor: '#3B82F6', mt: 1 }} />
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
            {[0, 1, 2].map((i) => (
              <Box
                key={i}
                sx={{
                  height: 54,
                  borderRadius: 1,
                  bgcolor: '#FFFFFF',
                  border: i === 1 ? '2px solid #3B82F6' : '1px solid #E2E8F0',
                }}
              />
            ))}
          </Box>
        </Box>
        <Box
          sx={{
            p: 1.5,
            display: 'grid',
            gap: 1.25,
            alignContent: 'start',
            borderLeft: 1,
            borderColor: 'divider',
          }}
        >
          {['60%', '90%', '40%', '85%', '70%'].map((w, i) => (
            <Box key={i}>{bar(w, i % 2 ? '#E2E8F0' : '#CBD5E1', 7)}</Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
