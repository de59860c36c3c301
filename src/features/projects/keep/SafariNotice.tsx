import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { fr } from '../../../i18n/fr';
import { KEEP_KEYS, readString, writeString } from './keepStore';
import { safariPlatform, type SafariPlatform } from './rules';

const t = fr.projects.keep.safari;

/**
 * The notice is told once per browser, but stays in the tab that told it (from « Mes projets »
 * to the editor and back) until « J’ai compris » or the next load.
 */
let toldInThisTab: SafariPlatform | null = null;
let closedInThisTab = false;

/** Where this page runs: Safari's platform, unless the notice was told already. */
function platformToTell(): SafariPlatform | null {
  if (closedInThisTab) return null;
  if (toldInThisTab) return toldInThisTab;
  if (readString(KEEP_KEYS.safari) !== null) return null;
  const nav = globalThis.navigator as (Navigator & { standalone?: boolean }) | undefined;
  if (!nav) return null;
  const standalone =
    nav.standalone === true ||
    (typeof window.matchMedia === 'function' &&
      window.matchMedia('(display-mode: standalone)').matches);
  return safariPlatform(nav.userAgent, { maxTouchPoints: nav.maxTouchPoints, standalone });
}

/**
 * Once ever in a browser that follows Safari's seven-day rule (`rules.ts`, `safariPlatform`),
 * once there is something to lose (`ready`: a project saved): what the rule does, and how to
 * escape it (the home screen on iOS, the Dock on a Mac, a file). Remembered as told as soon as
 * it appears; « J’ai compris » closes it.
 */
export function SafariNotice({ ready, inset }: { ready: boolean; inset?: boolean }) {
  const [platform] = useState(platformToTell);
  const [closed, setClosed] = useState(false);
  const shown = ready && platform !== null && !closed;
  useEffect(() => {
    if (!shown) return;
    toldInThisTab = platform;
    writeString(KEEP_KEYS.safari, '1');
  }, [shown, platform]);
  if (!shown) return null;
  return (
    <Alert severity="info" role="status" sx={inset ? { mb: 3 } : { borderRadius: 0 }}>
      <AlertTitle>{t.title}</AlertTitle>
      {t.body} {platform === 'ios' ? t.ios : t.mac}
      <Box sx={{ mt: 1 }}>
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          onClick={() => {
            closedInThisTab = true;
            setClosed(true);
          }}
        >
          {t.understood}
        </Button>
      </Box>
    </Alert>
  );
}
