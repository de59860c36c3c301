import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useLazyPart } from '../../../../common/lazyPart';
import { fr } from '../../../../i18n/fr';
import { layersPanel } from '../../editorParts';

/**
 * « Calques », loaded right after the editor's first render rather than with it: until its list
 * is there (a moment), the panel shows its title.
 */
export function LazyLayersPanel() {
  const module = useLazyPart(layersPanel, true);
  const titleId = useId();
  if (module) return <module.LayersPanel />;
  return (
    <Box component="section" aria-labelledby={titleId} aria-busy="true" sx={{ p: 2, pt: 1 }}>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {fr.manipulation.layersTitle}
      </Typography>
    </Box>
  );
}
