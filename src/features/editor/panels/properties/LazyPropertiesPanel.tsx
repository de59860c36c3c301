import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useAppSelector } from '../../../../app/hooks';
import { whenIdle } from '../../../../common/whenIdle';
import { fr } from '../../../../i18n/fr';
import { selectSelection } from '../../editorSlice';
import { useLazyPart } from '../../../../common/lazyPart';
import { propertiesPanel } from '../../editorParts';

/**
 * The « Propriétés » panel's fields (PropertiesPanel.tsx: MUI's text fields, selects, switches,
 * the fonts' list…) load once the editor is idle, or with the first selection if it comes first:
 * they are not in the editor's start-up bundle (test/bench/size.mjs). Until then the panel says
 * what it says when nothing is selected.
 */

export function LazyPropertiesPanel() {
  const selected = useAppSelector((state) => selectSelection(state).length > 0);
  const [idle, setIdle] = useState(false);
  const module = useLazyPart(propertiesPanel, selected || idle);
  const titleId = useId();
  useEffect(() => (module ? undefined : whenIdle(() => setIdle(true), 3000, 200)), [module]);

  if (module) return <module.PropertiesPanel />;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {fr.editor.properties.title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {fr.editor.properties.empty}
      </Typography>
    </Box>
  );
}
