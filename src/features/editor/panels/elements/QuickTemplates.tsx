import AutoAwesomeMosaicOutlined from '@mui/icons-material/AutoAwesomeMosaicOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useAppDispatch } from '../../../../app/hooks';
import { fr } from '../../../../i18n/fr';
import { quickTemplateInserted } from '../../editorSlice';
import { QUICK_TEMPLATES, type QuickTemplate } from '../../model/quickTemplates';

export type QuickTemplateKind = QuickTemplate;

/**
 * « Templates rapides »: Hero Section, Cards Grid, Contact Form. Each inserts its group of
 * elements below the lowest one, in one history step (model/quickTemplates.ts).
 */
export function QuickTemplates({ onInserted }: { onInserted?: () => void }) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const insert = (kind: QuickTemplateKind) => {
    dispatch(quickTemplateInserted(kind));
    onInserted?.();
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
