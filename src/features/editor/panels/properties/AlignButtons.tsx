import AlignHorizontalCenter from '@mui/icons-material/AlignHorizontalCenter';
import AlignHorizontalLeft from '@mui/icons-material/AlignHorizontalLeft';
import AlignHorizontalRight from '@mui/icons-material/AlignHorizontalRight';
import AlignVerticalBottom from '@mui/icons-material/AlignVerticalBottom';
import AlignVerticalCenter from '@mui/icons-material/AlignVerticalCenter';
import AlignVerticalTop from '@mui/icons-material/AlignVerticalTop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useAppDispatch } from '../../../../app/hooks';
import { announce } from '../../../../common/announce';
import { fr } from '../../../../i18n/fr';
import { elementsAligned, elementsDistributed } from '../../editorSlice';
import { ALIGNMENTS, type Alignment } from '../../model/align';
import { Hint } from '../../../../common/Hint';

const ICONS: Record<Alignment, typeof AlignHorizontalLeft> = {
  left: AlignHorizontalLeft,
  center: AlignHorizontalCenter,
  right: AlignHorizontalRight,
  top: AlignVerticalTop,
  middle: AlignVerticalCenter,
  bottom: AlignVerticalBottom,
};

/**
 * « Aligner » in the properties panel: six buttons that line the selected elements up on the box
 * around them (one element: on the page's width, and on its section or the page's height), and
 * for three or more « Répartir horizontalement / verticalement ». Each click is one undo step.
 */
export function AlignButtons({ ids }: { ids: string[] }) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const t = fr.editor.selection;
  const canDistribute = ids.length >= 3;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 1 }}>
      <Typography
        id={titleId}
        variant="overline"
        component="h3"
        sx={{ color: 'text.secondary', lineHeight: 1.5, fontWeight: 700 }}
      >
        {t.align}
      </Typography>
      {ids.length === 1 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t.alignOnPage}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {ALIGNMENTS.map((how) => {
          const Icon = ICONS[how];
          return (
            <Hint key={how} title={t.alignHow[how]}>
              <IconButton
                aria-label={t.alignHow[how]}
                onClick={() => {
                  dispatch(elementsAligned({ ids, how }));
                  announce(t.aligned(how, ids.length > 1));
                }}
                sx={{ width: 44, height: 44, border: 1, borderColor: 'divider', borderRadius: 1 }}
              >
                <Icon fontSize="small" />
              </IconButton>
            </Hint>
          );
        })}
      </Box>
      {ids.length > 1 && (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
            {(['horizontal', 'vertical'] as const).map((axis) => (
              <Button
                key={axis}
                size="small"
                variant="outlined"
                disabled={!canDistribute}
                onClick={() => {
                  dispatch(elementsDistributed({ ids, axis }));
                  announce(t.distributed[axis]);
                }}
                sx={{ textTransform: 'none', minHeight: 44, fontSize: 13 }}
              >
                {axis === 'horizontal' ? t.distributeHorizontal : t.distributeVertical}
              </Button>
            ))}
          </Box>
          {!canDistribute && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t.distributeHint}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
