import CloseOutlined from '@mui/icons-material/CloseOutlined';
import ViewDayOutlined from '@mui/icons-material/ViewDayOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { fr } from '../../../../i18n/fr';
import { LazySectionsPanel } from './LazySectionsPanel';
import { loadSectionsPanel } from './loadSectionsPanel';

/** Where the new section is on the canvas: brought into view once drawn. */
export function showOnCanvas(id: string) {
  requestAnimationFrame(() => {
    // Ids are made by makeElementId: letters, digits, « - » and « _ » only.
    if (!/^[\w-]+$/.test(id)) return;
    const element = document.querySelector(`[data-element-id="${id}"]`);
    element?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  });
}

/** Starts loading the panel's code before it is needed (the button hovered or focused). */
const preload = () => {
  loadSectionsPanel().catch(() => {
    // The panel says it when it is opened.
  });
};

/**
 * « Sections », beside « Éléments »: a few words and « Parcourir les sections », which opens the
 * panel of ready-made sections (loaded then, not with the editor). On a wide screen the panel is a
 * drawer on the left; on a phone `onOpen` shows it in the panels' bottom drawer (MobilePanels).
 */
export function SectionsEntry({ onOpen }: { onOpen?: () => void }) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ px: 2, pb: 2 }}>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {fr.editor.sections.title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {fr.editor.sections.caption}
      </Typography>
      <Button
        variant="outlined"
        size="small"
        fullWidth
        startIcon={<ViewDayOutlined />}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => (onOpen ? onOpen() : setOpen(true))}
        sx={{ justifyContent: 'flex-start' }}
      >
        {fr.editor.sections.open}
      </Button>
      {!onOpen && (
        <Drawer
          anchor="left"
          open={open}
          onClose={close}
          slotProps={{
            paper: {
              role: 'dialog',
              'aria-label': fr.editor.sections.title,
              sx: { width: 'min(420px, 100vw)' },
            },
          }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 0.5, pb: 0 }}>
            <IconButton aria-label={fr.editor.sections.close} onClick={close}>
              <CloseOutlined />
            </IconButton>
          </Box>
          <LazySectionsPanel
            onInserted={(id) => {
              close();
              showOnCanvas(id);
            }}
          />
        </Drawer>
      )}
    </Box>
  );
}
