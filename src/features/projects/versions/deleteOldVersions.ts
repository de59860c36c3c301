import { getProjectStorage } from '../storage';
import { getVersionStore } from './versionWorkerClient';

const DAY = 24 * 3_600_000;

/**
 * Space made when the browser runs short: every unnamed version older than 24 hours goes, of
 * every project, and every version of a project that no longer exists. Named versions stay.
 * Returns how many went.
 */
export async function deleteOldVersions(now: number = Date.now()): Promise<number> {
  const store = getVersionStore();
  const [versions, { projects }] = await Promise.all([store.all(), getProjectStorage().list()]);
  const alive = new Set(projects.map((p) => p.id));
  const old = versions.filter(
    (v) => !alive.has(v.projectId) || (v.reason !== 'named' && now - Date.parse(v.createdAt) > DAY),
  );
  await store.remove(old.map((v) => v.id));
  return old.length;
}
