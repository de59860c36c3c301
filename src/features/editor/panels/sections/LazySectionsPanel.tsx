import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { fr } from '../../../../i18n/fr';
import { loadedSectionsPanel, loadSectionsPanel } from './loadSectionsPanel';

export interface SectionsPanelProps {
  /** After a section is inserted (its band's id): the drawer closes. */
  onInserted?: (firstId: string) => void;
}

/**
 * The « Sections » panel once its code has loaded (loadSectionsPanel.ts): a spinner meanwhile, a
 * message and « Réessayer » if the load fails.
 */
export function LazySectionsPanel(props: SectionsPanelProps) {
  const [module, setModule] = useState(loadedSectionsPanel);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (module) return;
    let live = true;
    loadSectionsPanel().then(
      (loaded) => {
        if (live) setModule(loaded);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [module, attempt]);

  if (module) return <module.SectionsPanel {...props} />;
  if (failed) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                setFailed(false);
                setAttempt((n) => n + 1);
              }}
            >
              {fr.editor.sections.retry}
            </Button>
          }
        >
          {fr.editor.sections.failed}
        </Alert>
      </Box>
    );
  }
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2 }}>
      <CircularProgress size={20} aria-hidden />
      <Typography variant="body2">{fr.editor.sections.loading}</Typography>
    </Box>
  );
}
