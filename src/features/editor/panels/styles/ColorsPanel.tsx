import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { colorUses, isColorRole } from '../../../../document/siteStyles/siteStyles';
import type { SiteColor } from '../../../../document/types';
import { fr } from '../../../../i18n/fr';
import { selectDocument, siteColorRemoved } from '../../editorSlice';
import { AddColorForm } from './AddColorForm';
import { ColorRow } from './ColorRow';
import { ContrastNotes } from './ContrastNotes';
import { RemoveColorDialog } from './RemoveColorDialog';

const t = fr.siteStyles.dialog;

/**
 * « Couleurs »: the contrast of the site's texts, the roles' colours (« Principale »…), then the
 * colours the person added, and « Ajouter une couleur ». Deleting a colour still in use asks which
 * colour replaces it (« Remplacer par… »), so no element is ever left without one.
 */
export function ColorsPanel() {
  const dispatch = useAppDispatch();
  const site = useAppSelector(selectDocument);
  const [removing, setRemoving] = useState<{ color: SiteColor; uses: number } | null>(null);
  const roles = site.styles.colors.filter((color) => isColorRole(color.id));
  const added = site.styles.colors.filter((color) => !isColorRole(color.id));

  const remove = (color: SiteColor) => {
    const uses = colorUses(site, color.id);
    // Unused, nothing follows it: « Principale » stands as the replacement that replaces nothing.
    if (uses === 0) dispatch(siteColorRemoved({ id: color.id, replacement: 'primary' }));
    else setRemoving({ color, uses });
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <ContrastNotes />
      <Box component="section" aria-labelledby="site-colors-base">
        <Typography
          id="site-colors-base"
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 700 }}
        >
          {t.baseColors}
        </Typography>
        {roles.map((color) => (
          <ColorRow key={color.id} color={color} />
        ))}
      </Box>
      <Box component="section" aria-labelledby="site-colors-added">
        <Typography
          id="site-colors-added"
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 700 }}
        >
          {t.addedColors}
        </Typography>
        {added.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 1 }}>
            {t.noAddedColor}
          </Typography>
        ) : (
          added.map((color) => <ColorRow key={color.id} color={color} onRemove={remove} />)
        )}
        <AddColorForm />
      </Box>
      {removing && (
        <RemoveColorDialog
          color={removing.color}
          uses={removing.uses}
          colors={site.styles.colors}
          onCancel={() => setRemoving(null)}
          onRemove={(replacement) => {
            dispatch(siteColorRemoved({ id: removing.color.id, replacement }));
            setRemoving(null);
          }}
        />
      )}
    </Box>
  );
}
