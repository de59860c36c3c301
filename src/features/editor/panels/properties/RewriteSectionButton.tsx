import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../../app/hooks';
import { announce } from '../../../../common/announce';
import { fr } from '../../../../i18n/fr';
import { selectDocument, selectElements, textsRewritten } from '../../editorSlice';
import { sectionElements } from '../../sectionReducers';

const t = fr.generator;

/**
 * « Réécrire », in « Propriétés » of an element of a site « Créer avec l’IA » made: other words
 * for every text of the element's section, in one step (the browser's language model when it has
 * one ready, else the generator's second version of its texts). The generator loads on the first
 * press, not with the editor.
 */
export function RewriteSectionButton({ id }: { id: string }) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const generated = useAppSelector((state) => selectDocument(state).settings.generator);
  const [busy, setBusy] = useState(false);
  if (!generated) return null;
  const rewrite = async () => {
    setBusy(true);
    try {
      const elements = sectionElements(selectElements(store.getState()), id);
      const { rewriteWithGenerator, rewriteWithModel } = await import('../../../generator/rewrite');
      const contents =
        (await rewriteWithModel(generated, elements)) ?? rewriteWithGenerator(generated, elements);
      if (Object.keys(contents).length === 0) {
        announce(t.rewriteNone);
        return;
      }
      dispatch(textsRewritten({ contents }));
      announce(t.rewritten);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Button
        variant="outlined"
        startIcon={<AutoAwesomeOutlined />}
        onClick={() => void rewrite()}
        disabled={busy}
        aria-describedby={`rewrite-hint-${id}`}
        sx={{ textTransform: 'none', minHeight: 44 }}
      >
        {t.rewrite}
      </Button>
      <Typography id={`rewrite-hint-${id}`} variant="caption" sx={{ color: 'text.secondary' }}>
        {t.rewriteHint}
      </Typography>
    </Box>
  );
}
