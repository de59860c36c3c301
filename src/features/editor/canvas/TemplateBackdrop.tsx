import { memo, useEffect, useState } from 'react';
import { fr } from '../../../i18n/fr';
import { templateSrcDoc } from '../../../document/render/templateSrcDoc';
import type { Template } from '../../templates';

/**
 * The chosen template drawn faintly behind the elements (spec: 10% opacity). `sandbox=""` gives the
 * frame a unique origin with no scripts, forms or popups; it is hidden from assistive technology,
 * out of the tab order and ignores the pointer, so it can never be interacted with.
 *
 * The frame is added once the canvas is on screen, in a commit of its own: creating a frame (a
 * document, a process of its own for a sandboxed one) is the costliest node of the editor's first
 * commit, which would otherwise hold the page that much longer.
 */
export const TemplateBackdrop = memo(function TemplateBackdrop({
  template,
  height,
}: {
  template: Pick<Template, 'html' | 'css' | 'siteCss'>;
  height: number;
}) {
  const [added, setAdded] = useState(false);
  useEffect(() => setAdded(true), []);
  if (!added) return null;
  return (
    <iframe
      title={fr.editor.canvas.templateFrame}
      sandbox=""
      srcDoc={templateSrcDoc(template)}
      aria-hidden="true"
      tabIndex={-1}
      data-template-backdrop=""
      style={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height,
        border: 0,
        opacity: 0.1,
        pointerEvents: 'none',
      }}
    />
  );
});
