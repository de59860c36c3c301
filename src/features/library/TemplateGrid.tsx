import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { fr } from '../../i18n/fr';
import { TemplateCard } from './TemplateCard';
import { gridColumnsSx, VIRTUALIZE_FROM, type GridProps } from './gridLayout';

const listReset = { listStyle: 'none', m: 0, p: 0 } as const;
const offscreenSkipped = {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 440px',
} as const;

/**
 * The large grid and its virtualizer, loaded when a grid first reaches VIRTUALIZE_FROM cards: the
 * library shows 50 templates (more only with the test builds' `?nombre=`), so a person never
 * downloads it.
 */
const VirtualTemplateGrid = lazy(() => import('./VirtualTemplateGrid'));

export function TemplateGrid({ templates, onPreview }: GridProps) {
  if (templates.length >= VIRTUALIZE_FROM) {
    return (
      <Suspense fallback={null}>
        <VirtualTemplateGrid templates={templates} onPreview={onPreview} />
      </Suspense>
    );
  }
  return (
    <Box component="ul" aria-label={fr.library.gridLabel} sx={{ ...listReset, ...gridColumnsSx }}>
      {templates.map((template) => (
        // Cards off screen skip style, layout and paint until they scroll near the viewport.
        <li key={template.id} style={{ minWidth: 0, ...offscreenSkipped }}>
          <TemplateCard template={template} onPreview={onPreview} />
        </li>
      ))}
    </Box>
  );
}
