/**
 * The person's own pictures in the exported site (docs/decisions.md, « Pictures »): each stored
 * picture a page shows is written once into the zip as `images/<id>.<ext>` (its id is the sha-256
 * of its bytes), with its phone variant `images/<id>-mobile.<ext>` for the `srcset`. The renderer
 * needs only what a picture is (its type and sizes); the zip also needs its bytes, which the app
 * reads from its media store before exporting.
 */

/** What the renderer knows of a stored picture. */
export interface ExportPicture {
  id: string;
  /** image/webp, image/png, or image/svg+xml. */
  type: string;
  width: number;
  height: number;
  /** The smaller variant for phones (~768 px on its long side), when there is one. */
  phone?: { width: number; height: number };
}

/** A stored picture by its id, or undefined when this browser does not hold it. */
export type PictureLookup = (id: string) => ExportPicture | undefined;

/** The bytes of a picture's file (`phone`: its variant for phones). */
export type PictureBytes = (id: string, variant: 'full' | 'phone') => Uint8Array | undefined;

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/webp': 'webp',
  'image/png': 'png',
  'image/svg+xml': 'svg',
};

/** Whether the export knows how to write a picture of this type. */
export const isExportablePicture = (picture: ExportPicture | undefined): picture is ExportPicture =>
  picture !== undefined && picture.type in EXTENSIONS && /^[A-Za-z0-9_-]{1,128}$/.test(picture.id);

/** `images/<id>.webp`, or its phone variant `images/<id>-mobile.webp`. */
export function pictureFileName(
  picture: ExportPicture,
  variant: 'full' | 'phone' = 'full',
): string {
  const suffix = variant === 'phone' ? '-mobile' : '';
  return `images/${picture.id}${suffix}.${EXTENSIONS[picture.type]}`;
}

/**
 * A page taller than this from its top holds pictures a visitor scrolls to: the browser loads them
 * when they come near (`loading="lazy"`), so the first screen shows sooner.
 */
export const FIRST_SCREEN_HEIGHT = 800;
