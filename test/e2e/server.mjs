// A tiny static server for a build of the app (the production build by default, see
// test/builds.mjs), with the SPA fallback and the gzip compression a real host has (`vite preview`
// compresses too).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUILDS } from '../builds.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The editor's addresses below /editor that get editor.html (src/app/editorRoute.ts,
 * EDITOR_SHELL_SUBPATH: this server runs in Node without TypeScript, hence the copy).
 */
// Written as String() writes the pattern, which the unit test compares (test/unit/app/prerendered.test.ts).
// eslint-disable-next-line no-useless-escape
const EDITOR_SHELL_SUBPATH = /^\/editor\/(?!partage$|projet$)[^\/]+$/i;

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
]);
/** Gzipped files by path and modification time: each is compressed once. */
const gzipCache = new Map();
function gzipped(file) {
  const key = `${file}:${statSync(file).mtimeMs}`;
  let body = gzipCache.get(key);
  if (!body) {
    body = gzipSync(readFileSync(file), { level: 6 });
    gzipCache.set(key, body);
  }
  return body;
}

/**
 * Serves `root` on `port` (0: any free one). `cleanUrls`: behave like hosts with clean addresses
 * (Netlify's pretty URLs, Vercel's cleanUrls), which redirect `/x.html` to `/x`.
 */
export function startServer(root = BUILDS.production.dir, port = 0, { cleanUrls = false } = {}) {
  const server = createServer((req, res) => {
    if (cleanUrls) {
      const { pathname, search } = new URL(req.url ?? '/', 'http://localhost');
      if (pathname.endsWith('.html')) {
        const clean = pathname === '/index.html' ? '/' : pathname.slice(0, -'.html'.length);
        res.writeHead(301, { Location: `${clean}${search}` }).end();
        return;
      }
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const inside = (path) => path === root || path.startsWith(root + sep);
    let file = normalize(join(root, pathname));
    if (!inside(file)) {
      res.writeHead(403).end();
      return;
    }
    if (!existsSync(file) || statSync(file).isDirectory()) {
      // Unknown asset paths are real 404s; every other path is a route of the app.
      if (url.pathname.startsWith('/assets/')) {
        res.writeHead(404).end();
        return;
      }
      // A prerendered page is the address's file plus `.html` (templates.html for /templates), the
      // landing page is index.html, the editor's shell editor.html for /editor/{templateId} too
      // (the one rewrite rule of README « Deploying »); other routes get the unrendered page.
      const path = pathname.replace(/\/+$/, '') || '/';
      const page =
        path === '/'
          ? null
          : normalize(join(root, EDITOR_SHELL_SUBPATH.test(path) ? 'editor.html' : `${path}.html`));
      const shell = join(root, 'app.html');
      if (page && inside(page) && existsSync(page)) file = page;
      else file = path !== '/' && existsSync(shell) ? shell : join(root, 'index.html');
    }
    const headers = { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' };
    if (file.includes('/assets/')) headers['Cache-Control'] = 'public, max-age=31536000, immutable';
    else headers['Cache-Control'] = 'no-cache';
    headers.Vary = 'Accept-Encoding';
    if (COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      const body = gzipped(file);
      headers['Content-Encoding'] = 'gzip';
      headers['Content-Length'] = body.length;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(200, headers);
    createReadStream(file).pipe(res);
  });
  return new Promise((done) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address();
      done({ server, url: `http://127.0.0.1:${actual}` });
    });
  });
}
