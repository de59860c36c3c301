import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { SHARED_PARTS } from '../../../../document/types';
import { fr } from '../../../../i18n/fr';
import { elementKeptOnPage, sectionMovedToShared, selectSharedPartOf } from '../../editorSlice';

const t = fr.editor.shared;
const buttonSx = { textTransform: 'none', minHeight: 44 } as const;

/**
 * In « Propriétés »: an element of the site's header or footer says so, and can be kept on the
 * page shown only; an element of a page's section can move that section into the header or the
 * footer of every page (each one step; the canvas's context menu offers the same).
 */
export function SharedPartButtons({ id }: { id: string }) {
  const dispatch = useAppDispatch();
  const part = useAppSelector((state) => selectSharedPartOf(state, id));
  if (part) {
    return (
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="body2" role="note" sx={{ color: 'text.secondary' }}>
          {`${t.parts[part]} · ${t.common}`}
        </Typography>
        <Button variant="outlined" onClick={() => dispatch(elementKeptOnPage(id))} sx={buttonSx}>
          {t.keepHere}
        </Button>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {SHARED_PARTS.map((to) => (
        <Button
          key={to}
          variant="outlined"
          onClick={() => dispatch(sectionMovedToShared({ id, part: to }))}
          sx={buttonSx}
        >
          {t.moveTo[to]}
        </Button>
      ))}
    </Box>
  );
}
