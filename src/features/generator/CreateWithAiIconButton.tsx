import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { fr } from '../../i18n/fr';
import { GeneratorDialog } from './CreateWithAiButton';

/**
 * « Créer avec l’IA » as an icon with its tooltip (the editor's top bar). A module of its own:
 * MUI's Tooltip (and Popper) stays out of the landing page's and « Mes projets »' bundles.
 */
export function CreateWithAiIconButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={fr.generator.openHint}>
        <IconButton aria-label={fr.generator.open} onClick={() => setOpen(true)} size="small">
          <AutoAwesomeOutlined />
        </IconButton>
      </Tooltip>
      {open && <GeneratorDialog onClose={() => setOpen(false)} />}
    </>
  );
}
