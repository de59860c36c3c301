/**
 * The bounds of a page document that Toile reads from outside (storage, a file, a share link).
 * Generous for a real page, small enough that a hostile file cannot freeze the tab.
 */
export const LIMITS = {
  /** Elements on one page. */
  elements: 2000,
  /** Project name (the editor keeps 120; a little slack for older files). */
  name: 200,
  /** Element id and template id. */
  id: 100,
  /** Text of a text, button, header, footer or container element. */
  text: 20_000,
  /** An image address; `data:image/…` pictures carried in the page can be large. */
  imageUrl: 2_000_000,
  /** Position on the canvas, in px, either way from the origin. */
  coordinate: 100_000,
  /** Width, height, rounded corners, padding, margin, in px. */
  length: 100_000,
  /** Font size, in px. */
  fontSize: 1000,
  /** A project file (`.toile.json`), in bytes. */
  fileBytes: 5 * 1024 * 1024,
  /** The compressed part of a share link, in characters (Chromium accepts URLs up to 2 MB). */
  shareLinkChars: 2_000_000,
} as const;
