import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { memo, useId, useState } from 'react';
import { useAppSelector } from '../../../../app/hooks';
import { lazyPart, useLazyPart } from '../../../../common/lazyPart';
import { fr } from '../../../../i18n/fr';
import type { CollectionsDialogTarget } from './CollectionsDialog';
import type { RootState } from '../../../../app/store';
import { ownPage } from '../../editorState';

const t = fr.editor.collectionsEntry;

/** The site's collections (the same list until one of them changes). */
const selectCollections = (state: RootState) => state.editor?.document.collections;
/** The collection whose « Modèle de page » the canvas shows, if any. */
const selectShownModel = (state: RootState) =>
  state.editor ? ownPage(state.editor).collection : undefined;

/** The dialog of the collections, their items and their form: when first opened. */
const collectionsDialog = lazyPart(() => import('./CollectionsDialog'));

/**
 * « Collections », under « Pages »: the site's collections (articles, realisations, products),
 * each a button that opens it in the « Collections » dialog (its items, their form, its
 * « Modèle de page »), and « Ajouter une collection ». The dialog and its words load when first
 * opened (editorParts.ts).
 */
export const CollectionsEntry = memo(function CollectionsEntry({
  onShown,
}: {
  onShown?: () => void;
}) {
  const collections = useAppSelector(selectCollections) ?? [];
  const shown = useAppSelector(selectShownModel);
  const titleId = useId();
  const [target, setTarget] = useState<CollectionsDialogTarget | null>(null);
  const [wanted, setWanted] = useState(false);
  const dialog = useLazyPart(collectionsDialog, wanted);
  const open = (next: CollectionsDialogTarget) => {
    setWanted(true);
    setTarget(next);
  };
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ px: 2, pb: 1 }}>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t.title}
      </Typography>
      {collections.length === 0 ? (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {t.none}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
          {collections.map(({ id, name }) => {
            return (
              <li key={id}>
                <Button
                  fullWidth
                  size="small"
                  aria-haspopup="dialog"
                  aria-current={id === shown ? 'page' : undefined}
                  onClick={() => open({ mode: 'collection', id })}
                  sx={{
                    justifyContent: 'flex-start',
                    color: 'text.primary',
                    ...(id === shown
                      ? {
                          bgcolor: 'rgba(37, 99, 235, 0.1)',
                          outline: '1px solid rgba(37, 99, 235, 0.5)',
                        }
                      : {}),
                  }}
                >
                  {name}
                </Button>
                {id === shown && (
                  <Typography
                    variant="caption"
                    component="p"
                    sx={{ color: 'text.secondary', px: 1 }}
                  >
                    {t.modelShown}
                  </Typography>
                )}
              </li>
            );
          })}
        </Box>
      )}
      <Button
        startIcon={<AddOutlined />}
        size="small"
        aria-haspopup="dialog"
        onClick={() => open({ mode: 'new' })}
        sx={{ mt: 0.5 }}
      >
        {t.add}
      </Button>
      {dialog && target && (
        <dialog.CollectionsDialog
          target={target}
          onTarget={setTarget}
          onClose={() => setTarget(null)}
          onShown={onShown}
        />
      )}
    </Box>
  );
});
