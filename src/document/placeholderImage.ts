/**
 * The default picture of a new image element, made locally (docs/decisions.md, 3: no stock-photo
 * host). A small landscape drawn in SVG, as a data URL so it works offline and in the export.
 */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#BFDBFE"/><stop offset="1" stop-color="#EFF6FF"/></linearGradient></defs><rect width="400" height="300" fill="url(#s)"/><circle cx="300" cy="80" r="34" fill="#FDE68A"/><path d="M0 230 L110 130 L190 210 L250 160 L400 270 L400 300 L0 300 Z" fill="#60A5FA"/><path d="M0 260 L90 200 L170 250 L260 205 L400 290 L400 300 L0 300 Z" fill="#2563EB"/></svg>`;

export const PLACEHOLDER_IMAGE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
