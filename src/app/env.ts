/** Build-time facts from Vite. Jest maps this module to test/envMock.ts (no import.meta in CommonJS). */
export const isDev: boolean = import.meta.env.DEV;
export const baseUrl: string = import.meta.env.BASE_URL;

/** Replaced at build time (vite.config.ts, `define`): true in `vite build --mode test` only. */
declare const __TOILE_TEST_HOOKS__: boolean;

/**
 * The build for tests (`npm run build:test`, dist-test/) has hooks that browser tests and
 * benchmarks drive: `?bench=1` (the store on `window`), `?nombre=N` (templates generated) and the
 * storage-fault flag. A constant: everywhere else the hooks are dead code, dropped from the bundle
 * (`npm test` checks dist/ with test/testHooksAbsent.mjs).
 */
export const testHooks: boolean = __TOILE_TEST_HOOKS__;
