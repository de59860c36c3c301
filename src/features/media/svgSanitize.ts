import { checkSvg } from '../../document/assets/svgCheck';
import type { UploadProblem } from './workerProtocol';

export type SvgOutcome =
  { ok: true; bytes: Blob; width: number; height: number } | { ok: false; problem: UploadProblem };

const PROBLEMS = {
  script: 'svgScript',
  handler: 'svgHandler',
  external: 'svgExternal',
  damaged: 'damaged',
} as const;

/**
 * An SVG made safe to keep (docs/decisions.md, « Pictures »): refused with its reason when it
 * holds a script, a handler or a reference outside itself (svgCheck.ts); otherwise passed through
 * DOMPurify's SVG profile (loaded on first use, out of the editor's bundle) and written back as
 * an XML file. It is never put in the page's DOM: only ever shown through `<img>`.
 */
export async function sanitizeSvg(text: string): Promise<SvgOutcome> {
  const check = checkSvg(text);
  if (check.problem) return { ok: false, problem: PROBLEMS[check.problem] };
  const { default: DOMPurify } = await import('dompurify');
  const body = DOMPurify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    RETURN_DOM: true,
  });
  const svg = (body as HTMLElement).querySelector('svg');
  if (!svg) return { ok: false, problem: 'damaged' };
  svg.setAttribute('width', String(check.dimensions.width));
  svg.setAttribute('height', String(check.dimensions.height));
  const xml = new XMLSerializer().serializeToString(svg);
  return {
    ok: true,
    bytes: new Blob([xml], { type: 'image/svg+xml' }),
    ...check.dimensions,
  };
}
