import AutoAwesomeMosaicOutlined from '@mui/icons-material/AutoAwesomeMosaicOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { fr } from '../../../i18n/fr';

const QUICK_TEMPLATES = ['hero', 'cards', 'contact'] as const;
export type QuickTemplateKind = (typeof QUICK_TEMPLATES)[number];

/**
 * « Templates rapides »: Hero Section, Cards Grid, Contact Form. Inserting their group of elements
 * is the direct-manipulation issue's (5) work: it wires `insert` below.
 */
export function QuickTemplates({ onInserted }: { onInserted?: () => void }) {
  const titleId = useId();
  const insert = (kind: QuickTemplateKind) => {
    void kind; // Wired by issue 5: dispatch elementsInserted(quickTemplate(kind, …)).
    void onInserted;
  };
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 3 }}>
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {fr.editor.elements.quickTemplates}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
        {QUICK_TEMPLATES.map((kind) => (
          <li key={kind}>
            <Button
              fullWidth
              variant="text"
              color="inherit"
              startIcon={<AutoAwesomeMosaicOutlined fontSize="small" />}
              onClick={() => insert(kind)}
              sx={{ justifyContent: 'flex-start', bgcolor: '#F1F5F9', fontWeight: 500 }}
            >
              {fr.editor.elements.quick[kind]}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}
