import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import WidgetsOutlined from '@mui/icons-material/WidgetsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { useState } from 'react';
import { fr } from '../../../i18n/fr';
import { ElementsPanel } from './elements/ElementsPanel';
import { LazyCollectionsEntry } from './collections/LazyCollectionsEntry';
import { PagesPanel } from './pages/PagesPanel';
import { LazyLayersPanel } from './layers/LazyLayersPanel';
import { LazyPropertiesPanel } from './properties/LazyPropertiesPanel';
import { LazySectionsPanel } from './sections/LazySectionsPanel';
import { showOnCanvas } from './sections/SectionsEntry';

type Panel = 'pages' | 'elements' | 'sections' | 'properties';

/**
 * Below `md` the two side panels do not fit beside the canvas: a bar under the canvas opens
 * each of them as a bottom drawer (adding an element closes it, so the person sees the result).
 */
export function MobilePanels() {
  const [open, setOpen] = useState<Panel | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Box
        component="nav"
        aria-label={fr.editor.mobile.panels}
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr 1fr 1fr',
          gap: 1,
          // Three labels fit a 320 px screen when the icons give way below 420 px.
          '& .MuiButton-root': { minWidth: 0, px: 1, whiteSpace: 'nowrap' },
          '@media (max-width: 419.95px)': { '& .MuiButton-startIcon': { display: 'none' } },
          p: 1,
          borderTop: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Button
          variant="outlined"
          startIcon={<DescriptionOutlined />}
          onClick={() => setOpen('pages')}
          aria-haspopup="dialog"
        >
          {fr.editor.mobile.pages}
        </Button>
        <Button
          variant="outlined"
          startIcon={<WidgetsOutlined />}
          onClick={() => setOpen('elements')}
          aria-haspopup="dialog"
        >
          {fr.editor.elements.title}
        </Button>
        <Button
          variant="outlined"
          startIcon={<TuneOutlined />}
          onClick={() => setOpen('properties')}
          aria-haspopup="dialog"
        >
          {fr.editor.properties.title}
        </Button>
      </Box>
      <Drawer
        anchor="bottom"
        open={open !== null}
        onClose={close}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label':
              open === 'properties'
                ? fr.editor.properties.title
                : open === 'pages'
                  ? fr.editor.pages.title
                  : open === 'sections'
                    ? fr.editor.sections.title
                    : fr.editor.elements.title,
            sx: { maxHeight: '75dvh', borderTopLeftRadius: 16, borderTopRightRadius: 16 },
          },
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 0.5, pb: 0 }}>
          <IconButton aria-label={fr.editor.mobile.close} onClick={close}>
            <CloseOutlined />
          </IconButton>
        </Box>
        {open === 'elements' && (
          <>
            <ElementsPanel onAdded={close} onOpenSections={() => setOpen('sections')} />
            <LazyLayersPanel />
          </>
        )}
        {open === 'sections' && (
          <LazySectionsPanel
            onInserted={(id) => {
              close();
              showOnCanvas(id);
            }}
          />
        )}
        {open === 'properties' && <LazyPropertiesPanel />}
        {open === 'pages' && (
          <>
            <PagesPanel onShown={close} />
            <LazyCollectionsEntry onShown={close} />
          </>
        )}
      </Drawer>
    </>
  );
}
