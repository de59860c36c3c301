import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { fr } from '../../../i18n/fr';

/** The generator's dialog, wired to open the chosen site: loaded when a button is first pressed. */
const GenerateAndOpen = lazy(() => import('./GenerateAndOpen'));

/** The generator's dialog, its code loaded on first use (both buttons show it). */
export function GeneratorDialog({ onClose }: { onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <GenerateAndOpen onClose={onClose} />
    </Suspense>
  );
}

/**
 * « Créer avec l’IA »: opens the generator's dialog (landing page, « Mes projets »; the editor's
 * top bar has its icon, CreateWithAiIconButton); the site chosen there opens as a new project. Its
 * code is not in the page's own bundle: it loads on the first press.
 */
export function CreateWithAiButton({
  variant = 'outlined',
  size,
}: {
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
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
      {open && <GeneratorDialog onClose={() => setOpen(false)} />}
    </>
  );
}
