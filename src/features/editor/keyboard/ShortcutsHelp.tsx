import KeyboardOutlined from '@mui/icons-material/KeyboardOutlined';
import IconButton from '@mui/material/IconButton';
import { useEffect, useState } from 'react';
import { fr } from '../../../i18n/fr';
import { useLazyPart } from '../../../common/lazyPart';
import { shortcutsDialog } from '../editorParts';
import { isInOverlay, isTypingTarget } from './isTypingTarget';
import { Hint } from '../../../common/Hint';

const m = fr.manipulation;

/** A button that opens the shortcuts dialog; « ? » opens it too (never while typing in a field). */
export function ShortcutsHelp() {
  // null until first opened: the dialog loads then (editorParts.ts).
  const [open, setOpen] = useState<boolean | null>(null);
  const dialog = useLazyPart(shortcutsDialog, open !== null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || isTypingTarget(event.target) || isInOverlay(event.target)) {
        return;
      }
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <>
      <Hint title={`${m.shortcutsTitle} (?)`}>
        <IconButton
          size="small"
          aria-label={m.shortcutsTitle}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <KeyboardOutlined fontSize="small" />
        </IconButton>
      </Hint>
      {dialog && open !== null && (
        <dialog.ShortcutsDialog open={open} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
