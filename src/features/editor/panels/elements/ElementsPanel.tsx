import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useAppDispatch } from '../../../../app/hooks';
import { fr } from '../../../../i18n/fr';
import { elementAdded } from '../../editorSlice';
import { ELEMENT_TYPES, type ElementType } from '../../../../document/types';

/** What the palette adds: every type but « Liste », which comes with its section (« Sections »). */
const PALETTE_TYPES = ELEMENT_TYPES.filter((type) => type !== 'list');
import { ELEMENT_TYPE_ICONS } from './elementTypeIcons';
import { QuickTemplates } from './QuickTemplates';
import { MediaLibraryButton } from '../media/ImageMediaFields';
import { SectionsEntry } from '../sections/SectionsEntry';

/**
 * The left panel « Éléments »: the six element types; a click (or Enter / Space) adds one at
 * (100, 100) and selects it. `onAdded` lets the phone layout close its drawer. « Sections »
 * follows it (`onOpenSections`: the phone layout shows the sections in its drawer).
 */
export function ElementsPanel({
  onAdded,
  onOpenSections,
}: {
  onAdded?: () => void;
  onOpenSections?: () => void;
}) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const baseId = useId();
  const add = (type: ElementType) => {
    dispatch(elementAdded(type));
    onAdded?.();
  };
  return (
    <>
      <Box component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {fr.editor.elements.title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {fr.editor.elements.caption}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {PALETTE_TYPES.map((type) => {
            const Icon = ELEMENT_TYPE_ICONS[type];
            const hintId = `${baseId}-${type}-hint`;
            // The hint sits over the card but outside the button, so the button's name is exactly
            // its visible label (« Texte ») and the hint is its description.
            return (
              <Box component="li" key={type} sx={{ position: 'relative' }}>
                <ButtonBase
                  data-palette-type={type}
                  aria-describedby={hintId}
                  onClick={() => add(type)}
                  sx={{
                    width: '100%',
                    justifyContent: 'flex-start',
                    alignItems: 'flex-start',
                    gap: 1.5,
                    p: 1.25,
                    pb: 2.75,
                    borderRadius: 2,
                    border: 1,
                    borderColor: 'divider',
                    bgcolor: 'background.paper',
                    textAlign: 'left',
                    // Dragged to the canvas (usePaletteDrop): a finger drags sideways, scrolls up and down.
                    cursor: 'grab',
                    touchAction: 'pan-y',
                    '&:hover': { borderColor: 'primary.light', bgcolor: 'rgba(37, 99, 235, 0.04)' },
                    '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
                  }}
                >
                  <Box
                    component="span"
                    sx={{
                      display: 'grid',
                      placeItems: 'center',
                      width: 36,
                      height: 36,
                      borderRadius: 1.5,
                      bgcolor: 'rgba(37, 99, 235, 0.08)',
                      color: 'primary.main',
                      flexShrink: 0,
                    }}
                  >
                    <Icon fontSize="small" />
                  </Box>
                  <Typography component="span" variant="body2" sx={{ fontWeight: 600, mt: 0.25 }}>
                    {fr.editor.types[type]}
                  </Typography>
                </ButtonBase>
                <Typography
                  id={hintId}
                  variant="caption"
                  sx={{
                    position: 'absolute',
                    left: 62,
                    top: 30,
                    color: 'text.secondary',
                    pointerEvents: 'none',
                  }}
                >
                  {fr.editor.elements.hint}
                </Typography>
              </Box>
            );
          })}
        </Box>
        <MediaLibraryButton />
        <QuickTemplates onInserted={onAdded} />
      </Box>
      <SectionsEntry onOpen={onOpenSections} />
    </>
  );
}
