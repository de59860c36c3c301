import type { VersionStore } from '../../../../../src/features/projects/versions/versionStore';
import type { VersionMeta } from '../../../../../src/features/projects/versions/versionTypes';

/** The versions in memory, as the IndexedDB store keeps them (tests). */
export function createMemoryVersionStore(): VersionStore & {
  metas: Map<string, VersionMeta>;
  bodies: Map<string, Uint8Array>;
} {
  const metas = new Map<string, VersionMeta>();
  const bodies = new Map<string, Uint8Array>();
  const newestFirst = (list: VersionMeta[]) =>
    list.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return {
    metas,
    bodies,
    async add(meta, body) {
      metas.set(meta.id, meta);
      bodies.set(meta.id, body);
    },
    list: async (projectId) =>
      newestFirst([...metas.values()].filter((m) => m.projectId === projectId)),
    all: async () => newestFirst([...metas.values()]),
    body: async (id) => bodies.get(id),
    async remove(ids) {
      for (const id of ids) {
        metas.delete(id);
        bodies.delete(id);
      }
    },
  };
}
