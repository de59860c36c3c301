import { useState, type ReactNode } from 'react';
import type { PageDocument } from '../../document/types';
import { PreviewDialog } from './components/PreviewDialog';

/**
 * « Aperçu »: opens the full-window preview of the document as it is at click time (the editor is
 * hidden behind it, so it cannot change while the preview shows).
 */
export function usePreviewAction(getDocument: () => PageDocument): {
  onPreview: () => void;
  dialog: ReactNode;
} {
  const [state, setState] = useState<{ open: boolean; document: PageDocument | null }>({
    open: false,
    document: null,
  });
  const onPreview = () => setState({ open: true, document: getDocument() });
  const dialog = state.document ? (
    <PreviewDialog
      open={state.open}
      document={state.document}
      onClose={() => setState((s) => ({ ...s, open: false }))}
    />
  ) : null;
  return { onPreview, dialog };
}
