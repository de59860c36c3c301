import type { Plugin } from 'vite';

/**
 * Content-Security-Policy of the built app (issue 8): scripts and connections only from the app's own
 * origin (no inline script, no eval); styles from the app plus the inline styles Emotion injects;
 * images also from https: and data: for pictures a person pastes. Build only: the dev server needs
 * inline scripts for fast refresh.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "connect-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' https: data: blob:",
  "font-src 'self'",
  "frame-src 'self' blob:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export function contentSecurityPolicy(): Plugin {
  return {
    name: 'toile-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
        injectTo: 'head',
      },
    ],
  };
}
