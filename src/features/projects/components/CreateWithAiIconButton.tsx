import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { fr } from '../../../i18n/fr';
import { GeneratorDialog } from './CreateWithAiButton';
import { Hint } from '../../../common/Hint';

/** « Créer avec l’IA » as an icon with its hint (the editor's top bar). */
export function CreateWithAiIconButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Hint title={fr.generator.openHint}>
        <IconButton aria-label={fr.generator.open} onClick={() => setOpen(true)} size="small">
          <AutoAwesomeOutlined />
        </IconButton>
      </Hint>
      {open && <GeneratorDialog onClose={() => setOpen(false)} />}
    </>
  );
}
