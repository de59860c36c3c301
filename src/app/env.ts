/** Build-time facts from Vite. Jest maps this module to test/envMock.ts (no import.meta in CommonJS). */
export const isDev: boolean = import.meta.env.DEV;
export const baseUrl: string = import.meta.env.BASE_URL;
