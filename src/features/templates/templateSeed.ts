/** The seed of the templates (spec: seeded), in a module of its own: the page needs it, not faker. */
export const TEMPLATE_SEED = 2026;
