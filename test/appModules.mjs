import { createServer } from 'vite';

/**
 * The app's own modules loaded from source in Node, without a build (Vite's SSR loader): what
 * browser tests and benchmarks compare the app with. `paths` from the project's root
 * (`/src/document/site.ts`); their exports merged.
 */
export async function loadModules(paths) {
  const server = await createServer({
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, watch: null, hmr: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const modules = {};
    for (const path of paths) Object.assign(modules, await server.ssrLoadModule(path));
    return modules;
  } finally {
    await server.close();
  }
}
