export const isDev = false;
export const baseUrl = '/';
