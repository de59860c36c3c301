import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { SHARED_PARTS } from '../../../../document/types';
import { fr } from '../../../../i18n/fr';
import {
  elementKeptOnPage,
  sectionMovedToShared,
  selectElements,
  selectSharedPartMap,
  selectSharedPartOf,
} from '../../editorSlice';
import { sectionOf } from '../../model/sharedParts';

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
  // Only an element of a full-width section of the page (a band, or what lies in one).
  const inSection = useAppSelector((state) => {
    const parts = selectSharedPartMap(state);
    return (
      sectionOf(
        selectElements(state).filter((e) => !parts.has(e.id)),
        id,
      ) !== null
    );
  });
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
  if (!inSection) return null;
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
