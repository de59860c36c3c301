import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, memo, Suspense, useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formatInteger } from '../../common/numberFormat';
import { PageTitle } from '../../common/PageTitle';
import { fr } from '../../i18n/fr';
import { generateTemplates } from '../templates';
import { useTemplates } from '../templates';
import { LibraryToolbar } from './LibraryToolbar';
import { TemplateGridSkeleton } from './TemplateGridSkeleton';
import { TemplateGrid } from './TemplateGrid';
import { selectVisibleTemplates } from './librarySelectors';
import { previewOpened, selectPreviewId } from './librarySlice';
import { useLibraryUrlSync } from './useLibraryUrlSync';

const t = fr.library;

/**
 * The preview dialog (MUI's Dialog, Modal and focus trap, and the template's page renderer) loads
 * the first time « Aperçu » is pressed, or when the pointer or the keyboard's focus reaches one.
 */
const loadPreviewDialog = () => import('./TemplatePreviewDialog');
const TemplatePreviewDialog = lazy(loadPreviewDialog);

/**
 * No result and the failure load on first use too: a visit to /templates starts with the
 * prerendered cards, which need neither. (The skeleton, shown while the templates are generated
 * after another screen, is there at once.)
 */
const loadStates = () => import('./LibraryStates');
const EmptyResults = lazy(() => loadStates().then((m) => ({ default: m.EmptyResults })));
const GenerationFailed = lazy(() => loadStates().then((m) => ({ default: m.GenerationFailed })));

/** Fetches the dialog's code ahead when a card's « Aperçu » is hovered or focused. */
const preloadPreviewOnIntent = (event: { target: EventTarget }) => {
  if (event.target instanceof Element && event.target.closest('[aria-haspopup="dialog"]')) {
    void loadPreviewDialog();
  }
};

/** Mounts the preview dialog once a template is first previewed, and keeps it for the next. */
function PreviewDialogOnUse() {
  const open = useAppSelector((state) => selectPreviewId(state) !== null);
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <TemplatePreviewDialog />
    </Suspense>
  ) : null;
}

/** Memoized: a change of address re-renders the page, not the grid. */
const LibraryResults = memo(function LibraryResults({ onClear }: { onClear: () => void }) {
  const dispatch = useAppDispatch();
  const visible = useAppSelector(selectVisibleTemplates);
  const onPreview = useCallback((id: string) => dispatch(previewOpened(id)), [dispatch]);
  return (
    <>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ my: 2 }}>
        {t.resultCount(visible.length, formatInteger(visible.length))}
      </Typography>
      {visible.length === 0 ? (
        <Suspense fallback={null}>
          <EmptyResults onClear={onClear} />
        </Suspense>
      ) : (
        <TemplateGrid templates={visible} onPreview={onPreview} />
      )}
    </>
  );
});

/** /templates: search, category, the cards, and a template's page in a preview dialog. */
export function LibraryPage() {
  const dispatch = useAppDispatch();
  const { status } = useTemplates();
  const { changeQuery, changeCategory, clearFilters, flushQuery } = useLibraryUrlSync();
  const retry = useCallback(() => dispatch(generateTemplates()), [dispatch]);
  // Coming from the landing page, which does not generate them: the library starts it.
  useEffect(() => {
    if (status === 'idle') void dispatch(generateTemplates());
  }, [dispatch, status]);

  return (
    <Box component="main" sx={{ flex: 1, bgcolor: 'background.default' }}>
      {/* MUI's Container (maxWidth="xl"), as a box: its styles without one more component. */}
      <Box
        sx={{
          boxSizing: 'border-box',
          width: '100%',
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          maxWidth: { xl: 1536 },
          py: { xs: 4, md: 6 },
        }}
      >
        <Box sx={{ mb: { xs: 3, md: 4 }, maxWidth: 760 }}>
          <PageTitle>{t.title}</PageTitle>
          <Typography color="text.secondary" sx={{ fontSize: { xs: '1rem', md: '1.125rem' } }}>
            {t.subtitle}
          </Typography>
        </Box>
        <LibraryToolbar
          onQueryChange={changeQuery}
          onQueryBlur={flushQuery}
          onCategoryChange={changeCategory}
        />
        <Box sx={{ mt: 3 }} onPointerOver={preloadPreviewOnIntent} onFocus={preloadPreviewOnIntent}>
          {status === 'ready' ? (
            <LibraryResults onClear={clearFilters} />
          ) : status === 'failed' ? (
            <Suspense fallback={null}>
              <GenerationFailed onRetry={retry} />
            </Suspense>
          ) : (
            <TemplateGridSkeleton />
          )}
        </Box>
      </Box>
      <PreviewDialogOnUse />
    </Box>
  );
}
