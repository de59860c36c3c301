import FlipToBackOutlined from '@mui/icons-material/FlipToBackOutlined';
import FlipToFrontOutlined from '@mui/icons-material/FlipToFrontOutlined';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { createSelector } from '@reduxjs/toolkit';
import { useId, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { fr } from '../../../../i18n/fr';
import { elementReordered, elementsReordered, selectElementIds } from '../../editorSlice';
import { reorderElements } from '../../model/selection';
import { Z_ORDER_COMMANDS, type ZOrderCommand } from '../../model/zOrder';

const ICONS: Record<ZOrderCommand, typeof FlipToFrontOutlined> = {
  bringToFront: FlipToFrontOutlined,
  bringForward: KeyboardArrowUp,
  sendBackward: KeyboardArrowDown,
  sendToBack: FlipToBackOutlined,
};

/**
 * « Ordre d'affichage » in the properties panel: « Premier plan », « Avancer », « Reculer »,
 * « Arrière-plan », for one element or several (which keep their own order). A command that would
 * change nothing is disabled.
 */
export function ZOrderButtons({ ids }: { ids: string[] }) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  // Which commands would change nothing, computed once per change of the page's order (its ids)
  // and compared by value: moving or editing elements neither computes nor renders anything.
  const selectDisabled = useMemo(
    () =>
      createSelector(
        [selectElementIds],
        (all) => {
          const order = all.map((id) => ({ id }));
          return Object.fromEntries(
            Z_ORDER_COMMANDS.map((command) => [
              command,
              reorderElements(order, ids, command) === order,
            ]),
          ) as Record<ZOrderCommand, boolean>;
        },
        { memoizeOptions: { resultEqualityCheck: shallowEqual } },
      ),
    [ids],
  );
  const disabled = useAppSelector(selectDisabled);
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography
        id={titleId}
        variant="overline"
        component="h3"
        sx={{ color: 'text.secondary', lineHeight: 1.5, fontWeight: 700 }}
      >
        {fr.manipulation.zOrderTitle}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        {Z_ORDER_COMMANDS.map((command) => {
          const Icon = ICONS[command];
          return (
            <Button
              key={command}
              size="small"
              variant="outlined"
              startIcon={<Icon sx={{ fontSize: '16px !important' }} />}
              disabled={disabled[command]}
              onClick={() =>
                dispatch(
                  ids.length === 1
                    ? elementReordered({ id: ids[0], to: command })
                    : elementsReordered({ ids, to: command }),
                )
              }
              sx={{
                justifyContent: 'flex-start',
                textTransform: 'none',
                whiteSpace: 'nowrap',
                fontSize: 13,
                px: 0.75,
                '& .MuiButton-startIcon': { mr: 0.5, ml: 0 },
              }}
            >
              {fr.manipulation.zOrder[command]}
            </Button>
          );
        })}
      </Box>
    </Box>
  );
}
