import { Suspense, lazy, useState, type ReactNode } from 'react';
import type { SiteDocument } from '../../document/types';

// The preview loads on first use, not with the editor.
const PreviewDialog = lazy(() =>
  import('./components/PreviewDialog').then((m) => ({ default: m.PreviewDialog })),
);

interface PreviewState {
  open: boolean;
  document: SiteDocument | null;
  pageId: string | undefined;
}

/**
 * « Aperçu »: opens the full-window preview of the site as it is at click time, on the page
 * `getPageId` names (the editor's current page); the editor is hidden behind it, so it cannot
 * change while the preview shows.
 */
export function usePreviewAction(
  getDocument: () => SiteDocument,
  getPageId?: () => string,
): {
  onPreview: () => void;
  dialog: ReactNode;
} {
  const [state, setState] = useState<PreviewState>({
    open: false,
    document: null,
    pageId: undefined,
  });
  const onPreview = () => setState({ open: true, document: getDocument(), pageId: getPageId?.() });
  const dialog = state.document ? (
    <Suspense fallback={null}>
      <PreviewDialog
        open={state.open}
        document={state.document}
        initialPageId={state.pageId}
        onClose={() => setState((s) => ({ ...s, open: false }))}
      />
    </Suspense>
  ) : null;
  return { onPreview, dialog };
}
