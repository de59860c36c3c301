import type { Template } from './types';

/**
 * What the templates' worker (templatesWorker.ts) and the page say to each other. The templates
 * cross in batches, each stylesheet and thumbnail once: many templates share them (generateTemplates.ts
 * keeps one string of each), and a message would otherwise carry a copy per template.
 */

export interface TemplatesRequest {
  count: number;
  seed: number;
}

/** A template as it crosses: its stylesheets and thumbnail by their place in the batch's tables. */
export type PackedTemplate = Omit<Template, 'css' | 'siteCss' | 'thumbnail'> & {
  css: number;
  siteCss: number;
  thumbnail: number;
};

export type TemplatesMessage =
  | { kind: 'batch'; templates: PackedTemplate[]; styles: string[]; thumbnails: string[] }
  | { kind: 'done' }
  | { kind: 'failed'; message: string };

/** Makes the tables of a batch: each distinct string once, and its place. */
export function packTemplates(templates: readonly Template[]): TemplatesMessage {
  const styles: string[] = [];
  const thumbnails: string[] = [];
  const places = new Map<string, number>();
  const place = (table: string[], value: string) => {
    const key = `${table === styles ? 's' : 't'}${value}`;
    let at = places.get(key);
    if (at === undefined) {
      at = table.push(value) - 1;
      places.set(key, at);
    }
    return at;
  };
  return {
    kind: 'batch',
    templates: templates.map((t) => ({
      ...t,
      css: place(styles, t.css),
      siteCss: place(styles, t.siteCss),
      thumbnail: place(thumbnails, t.thumbnail),
    })),
    styles,
    thumbnails,
  };
}

/** The templates of a batch, sharing its strings again. */
export function unpackTemplates(batch: Extract<TemplatesMessage, { kind: 'batch' }>): Template[] {
  return batch.templates.map((t) => ({
    ...t,
    css: batch.styles[t.css],
    siteCss: batch.styles[t.siteCss],
    thumbnail: batch.thumbnails[t.thumbnail],
  }));
}
