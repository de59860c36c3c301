import { useEffect, useState } from 'react';
import { faceKey, type FontFaceKey } from '../../document/fonts/fonts';
import { elementFace } from '../../document/fonts/resolveFont';
import type { EditorElement, SiteTheme } from '../../document/types';
import { ensureFontFaces, fontAssetUrlNow, loadFontAssets } from './fontLoader';

/** Loads `faces` into the editor's document (fontLoader.ts): once each, when first shown. */
export function useFontFaces(faces: readonly FontFaceKey[]): void {
  const key = faces.map(faceKey).join(' ');
  useEffect(() => {
    if (key) void ensureFontFaces(faces);
    // `key` names the faces: the same faces in a new array load nothing more.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

/** Loads the face a canvas element is drawn with (none for the system font or no text). */
export function useElementFont(element: EditorElement | undefined, theme: SiteTheme): void {
  const face = element ? elementFace(element, theme) : null;
  useFontFaces(face ? [face] : NO_FACES);
}

const NO_FACES: readonly FontFaceKey[] = [];

/**
 * The renderer's `fontUrl` for a `srcdoc` document (the preview, a miniature) of a site that uses
 * fonts: the app's asset URLs, once known (`ready`); a site without fonts is ready at once and
 * needs none.
 */
export function useSrcdocFontUrl(needsFonts: boolean): {
  ready: boolean;
  fontUrl?: (file: string) => string;
} {
  const [fontUrl, setFontUrl] = useState(() => fontAssetUrlNow());
  useEffect(() => {
    if (!needsFonts || fontUrl) return;
    let live = true;
    loadFontAssets().then(
      () => {
        if (live) setFontUrl(() => fontAssetUrlNow());
      },
      // The fonts' chunk did not load (offline before it was cached): the fallback fonts show.
      () => {
        if (live) setFontUrl(() => (file: string) => `fonts/${file}`);
      },
    );
    return () => {
      live = false;
    };
  }, [needsFonts, fontUrl]);
  if (!needsFonts) return { ready: true };
  return { ready: fontUrl !== undefined, fontUrl };
}
