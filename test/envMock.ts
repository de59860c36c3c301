export const isDev = false;
export const baseUrl = '/';
/** Jest runs code built for tests: the test hooks are there (src/app/env.ts). */
export const testHooks = true;
