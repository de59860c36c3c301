import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import type { SiteDocument } from '../../document/types';
import { fr } from '../../i18n/fr';

/**
 * What becomes of the proposal a person chooses: the caller's (projects opens it as a new project,
 * projects/openGeneratedSite.ts); the address to go to once it is open. The generator knows
 * nothing of projects, the editor or storage.
 */
export type OpenSite = (site: SiteDocument) => Promise<string>;

/** The dialog and the whole generator: loaded when the button is first pressed. */
const GenerateDialog = lazy(() => import('./GenerateDialog'));

/** The generator's dialog, its code loaded on first use (both buttons show it). */
export function GeneratorDialog({ onClose, onOpen }: { onClose: () => void; onOpen: OpenSite }) {
  return (
    <Suspense fallback={null}>
      <GenerateDialog onClose={onClose} onOpen={onOpen} />
    </Suspense>
  );
}

/**
 * « Créer avec l’IA »: opens the generator's dialog (landing page, « Mes projets »; the editor's
 * top bar has its icon, CreateWithAiIconButton). Its code is not in the page's own bundle: it
 * loads on the first press.
 */
export function CreateWithAiButton({
  variant = 'outlined',
  size,
  onOpen,
}: {
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  onOpen: OpenSite;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        startIcon={<AutoAwesomeOutlined />}
        onClick={() => setOpen(true)}
      >
        {fr.generator.open}
      </Button>
      {open && <GeneratorDialog onClose={() => setOpen(false)} onOpen={onOpen} />}
    </>
  );
}
