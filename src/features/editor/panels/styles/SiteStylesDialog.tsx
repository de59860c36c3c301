import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Suspense, lazy, useId, useState } from 'react';
import { fr } from '../../../../i18n/fr';
import { ColorsPanel } from './ColorsPanel';
import { TextStylesPanel } from './TextStylesPanel';

const t = fr.siteStyles;

// « Thèmes » (miniatures of the site) loads when its tab is first shown.
const ThemesPanel = lazy(() => import('./ThemesPanel'));

const TABS = ['colors', 'textStyles', 'themes'] as const;
type StylesTab = (typeof TABS)[number];

/**
 * « Styles du site »: the site's colours (« Couleurs »), its six text styles (« Styles de texte »)
 * and ready looks (« Thèmes »). Every change applies at once to every element bound to it, on
 * every page, as one undo step; the canvas behind shows it. On a phone it takes the whole screen.
 */
export function SiteStylesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const tabsId = useId();
  const [tab, setTab] = useState<StylesTab>('colors');
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const tabId = (name: StylesTab) => `${tabsId}-${name}-tab`;
  const panelId = (name: StylesTab) => `${tabsId}-${name}-panel`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      slotProps={{ paper: { sx: phone ? undefined : { height: 'calc(100% - 64px)' } } }}
    >
      <DialogTitle
        id={titleId}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5, pb: 0 }}
      >
        <Box component="span" sx={{ flex: 1 }}>
          {t.title}
        </Box>
        <IconButton aria-label={t.dialog.close} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <Tabs
        value={tab}
        onChange={(_event, value: StylesTab) => setTab(value)}
        aria-label={t.dialog.tabs}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 0, sm: 2 } }}
      >
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t[name]}
            id={tabId(name)}
            aria-controls={panelId(name)}
          />
        ))}
      </Tabs>
      <DialogContent
        role="tabpanel"
        id={panelId(tab)}
        aria-labelledby={tabId(tab)}
        sx={{ px: { xs: 2, sm: 3 }, pt: '16px !important' }}
      >
        {tab === 'colors' && <ColorsPanel />}
        {tab === 'textStyles' && <TextStylesPanel />}
        {tab === 'themes' && (
          <Suspense fallback={<Typography role="status">{t.dialog.loading}</Typography>}>
            <ThemesPanel />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
