/** A saved project's address in the editor. */
export const projectPath = (id: string) => `/editor/projet/${encodeURIComponent(id)}`;
