/**
 * The editor's files, asked for all at once but a few per task: each request costs the page a
 * little time, and the editor's first screen needs about forty files. Once asked for, they are
 * evaluated in stages as the code imports them (bootstrap.tsx, router.tsx), each stage finding
 * its files there: no chain of requests, and no long task spent asking for them.
 */

/**
 * Every chunk the editor's first screen needs (`assets/{name}.js`), written in at build time
 * (vite.config.ts, `editorChunkList`); none in development, where modules are served one by one.
 */
const EDITOR_CHUNKS = '__TOILE_EDITOR_CHUNKS__';
/** Files asked for in one task. */
const REQUESTS_PER_TASK = 4;

let asked: Promise<boolean> | null = null;

/**
 * Asks for the editor's files (once); resolves when all are asked for: true, or false where there
 * is no list (development), where the editor's modules load as they are imported.
 */
export function askForEditorChunks(): Promise<boolean> {
  asked ??= (async () => {
    if (!EDITOR_CHUNKS.startsWith('[')) return false;
    const names = JSON.parse(EDITOR_CHUNKS) as string[];
    for (let i = 0; i < names.length; i += REQUESTS_PER_TASK) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 0));
      for (const name of names.slice(i, i + REQUESTS_PER_TASK)) {
        const href = `/assets/${name}.js`;
        if (document.querySelector(`link[href="${href}"]`)) continue;
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.append(link);
      }
    }
    return true;
  })();
  return asked;
}
