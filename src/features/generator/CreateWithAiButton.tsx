import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useState } from 'react';
import { fr } from '../../i18n/fr';

/** The dialog and the whole generator: loaded when the button is first pressed. */
const GenerateDialog = lazy(() => import('./GenerateDialog'));

/**
 * « Créer avec l’IA »: opens the generator's dialog (landing page, « Mes projets », the editor's
 * top bar). Its code is not in the page's own bundle: it loads on the first press.
 */
export function CreateWithAiButton({
  compact = false,
  variant = 'outlined',
  size,
}: {
  /** An icon button (the editor's top bar). */
  compact?: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}) {
  const [open, setOpen] = useState(false);
  const label = fr.generator.open;
  return (
    <>
      {compact ? (
        <Tooltip title={fr.generator.openHint}>
          <IconButton aria-label={label} onClick={() => setOpen(true)} size="small">
            <AutoAwesomeOutlined />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          variant={variant}
          size={size}
          startIcon={<AutoAwesomeOutlined />}
          onClick={() => setOpen(true)}
        >
          {label}
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <GenerateDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
