import CloseRounded from '@mui/icons-material/CloseRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { fr } from '../../i18n/fr';
import { templateSrcDoc } from '../../document/render/templateSrcDoc';
import { CANVAS_WIDTH as PAGE_WIDTH } from '../../document/types';
import { selectTemplateById } from '../templates';
import type { Template } from '../templates';
import { categoryChipColors } from './TemplateCard';
import { previewClosed, selectPreviewId } from './librarySlice';

const t = fr.library;

/**
 * The template's own page in a sandboxed iframe: `sandbox=""` runs no script and gives the
 * frame an opaque origin. The page is laid out at its real width (1152 px) and scaled down to
 * the dialog's width, so the preview shows exactly what the editor will get.
 */
function ScaledPage({ template }: { template: Template }) {
  const frameBox = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(PAGE_WIDTH);
  // The home page's height, measured when the template was made (its elements' lowest edge).
  const { pageHeight } = template;
  const srcDoc = useMemo(() => templateSrcDoc(template), [template]);

  useLayoutEffect(() => {
    const box = frameBox.current;
    if (!box) return;
    const measure = () => setWidth(box.clientWidth || PAGE_WIDTH);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const scale = Math.min(1, width / PAGE_WIDTH);
  return (
    <Box ref={frameBox} sx={{ width: '100%' }}>
      <Box
        sx={{
          width: PAGE_WIDTH * scale,
          height: pageHeight * scale,
          overflow: 'hidden',
          mx: 'auto',
        }}
      >
        <Box
          component="iframe"
          sandbox=""
          srcDoc={srcDoc}
          title={t.previewFrame(template.name)}
          sx={{
            display: 'block',
            border: 0,
            width: PAGE_WIDTH,
            height: pageHeight,
            transformOrigin: '0 0',
            bgcolor: '#FFFFFF',
          }}
          style={{ transform: `scale(${scale})` }}
        />
      </Box>
    </Box>
  );
}

export default function TemplatePreviewDialog() {
  const dispatch = useAppDispatch();
  const previewId = useAppSelector(selectPreviewId);
  const template = useAppSelector((state) =>
    previewId === null ? undefined : selectTemplateById(state, previewId),
  );
  // Keep the last template while the dialog fades out.
  const [shown, setShown] = useState<Template | undefined>(template);
  if (template && template !== shown) setShown(template);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const close = () => dispatch(previewClosed());

  return (
    <Dialog open={Boolean(template)} onClose={close} fullWidth maxWidth="lg" fullScreen={phone}>
      {shown && (
        <>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: 1.5,
              rowGap: 0.5,
              px: 3,
              py: 2,
              pr: 7,
            }}
          >
            <DialogTitle component="h2" sx={{ p: 0, fontWeight: 700, minWidth: 0 }}>
              {t.previewTitle(shown.name)}
            </DialogTitle>
            <Chip
              label={fr.templates.categories[shown.category]}
              size="small"
              sx={{ fontWeight: 600, ...categoryChipColors(shown.category) }}
            />
          </Box>
          <IconButton
            aria-label={t.close}
            onClick={close}
            sx={{ position: 'absolute', right: 12, top: 12 }}
          >
            <CloseRounded />
          </IconButton>
          {/* Focusable, so the page can be scrolled from the keyboard (it holds no control). */}
          <DialogContent
            dividers
            tabIndex={0}
            role="region"
            aria-label={t.previewFrame(shown.name)}
            sx={{ p: 0, bgcolor: 'grey.100' }}
          >
            <ScaledPage template={shown} />
          </DialogContent>
          <DialogActions
            sx={{
              px: 3,
              py: 2,
              gap: 2,
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: { xs: 'stretch', sm: 'center' },
            }}
          >
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
              {t.previewHint}
            </Typography>
            <Button
              variant="contained"
              size="large"
              startIcon={<EditOutlined />}
              component={RouterLink}
              to={`/editor/${shown.id}`}
              onClick={close}
            >
              {t.useTemplate}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
