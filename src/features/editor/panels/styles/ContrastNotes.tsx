import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { formatDecimal1 } from '../../../../common/numberFormat';
import { siteContrastChecks, type ContrastCheck } from '../../../../document/siteStyles/contrast';
import { fr } from '../../../../i18n/fr';
import { selectDocument, siteColorChanged } from '../../editorSlice';

const t = fr.siteStyles.dialog;
const roles = fr.siteStyles.roles;

/** A ratio below 4.5:1 as read, to the tenth, never rounded up to what it lacks (« 4,4:1 »). */
const shownLow = (ratio: number) => formatDecimal1(Math.floor(ratio * 10) / 10);

const textName = (check: ContrastCheck) =>
  check.text === 'buttonText' ? t.buttonText : roles[check.text];

/**
 * The contrast of the site's base texts: « Texte » on « Fond » and on « Fond alterné », the
 * buttons' text on « Principale ». Each pair below 4.5:1 is named with its ratio, and the nearest
 * colour that reads is proposed, applied in one click (one undo step).
 */
export function ContrastNotes() {
  const dispatch = useAppDispatch();
  const site = useAppSelector(selectDocument);
  // A walk over the buttons of every page: once per change of the site, not per render.
  const checks = useMemo(() => siteContrastChecks(site), [site]);
  const low = checks.filter((check) => check.proposal !== null);
  return (
    <Box
      component="section"
      aria-labelledby="site-colors-contrast"
      sx={{ display: 'grid', gap: 1 }}
    >
      <Typography
        id="site-colors-contrast"
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 700 }}
      >
        {t.contrast}
      </Typography>
      {low.length === 0 && (
        <Typography role="status" variant="body2" color="text.secondary">
          {t.contrastFine}
        </Typography>
      )}
      {low.map((check) => {
        const proposal = check.proposal!;
        const target = roles[proposal.colorId];
        return (
          <Alert key={`${check.text}-${check.background}`} severity="warning" role="status">
            <Typography variant="body2">
              {t.contrastLow(textName(check), roles[check.background], shownLow(check.ratio))}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
              <Box
                aria-hidden="true"
                sx={{
                  width: 24,
                  height: 24,
                  borderRadius: 0.5,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: proposal.value,
                }}
              />
              <Typography variant="body2">{t.proposal(target, proposal.value)}</Typography>
              <Button
                size="small"
                variant="outlined"
                color="inherit"
                onClick={() =>
                  dispatch(siteColorChanged({ id: proposal.colorId, value: proposal.value }))
                }
              >
                {t.applyProposal(target, proposal.value)}
              </Button>
            </Box>
          </Alert>
        );
      })}
    </Box>
  );
}
