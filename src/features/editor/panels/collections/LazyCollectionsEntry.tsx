import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useLazyPart } from '../../../../common/lazyPart';
import { fr } from '../../../../i18n/fr';
import { collectionsEntry } from '../../editorParts';

/**
 * « Collections », loaded right after the editor's first render rather than with it (as
 * « Calques »): until it is there (a moment), the section shows its title.
 */
export function LazyCollectionsEntry({ onShown }: { onShown?: () => void }) {
  const module = useLazyPart(collectionsEntry, true);
  const titleId = useId();
  if (module) return <module.CollectionsEntry onShown={onShown} />;
  return (
    <Box component="section" aria-labelledby={titleId} aria-busy="true" sx={{ px: 2, pb: 1 }}>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {fr.editor.collectionsEntry.title}
      </Typography>
    </Box>
  );
}
