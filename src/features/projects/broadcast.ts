/**
 * Tabs tell each other about saves over one BroadcastChannel. The same channel object posts and
 * listens, so a tab never hears its own messages. Where BroadcastChannel is missing, nothing is
 * told, and the revision check still refuses to overwrite a newer save.
 */
export type ProjectsMessage =
  | { type: 'saved'; id: string; revision: number; updatedAt: string; name: string }
  | { type: 'removed'; id: string };

const CHANNEL_NAME = 'toile-projects';
let channel: BroadcastChannel | null = null;

function getChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  channel ??= new BroadcastChannel(CHANNEL_NAME);
  return channel;
}

export function postProjectsMessage(message: ProjectsMessage): void {
  getChannel()?.postMessage(message);
}

function isMessage(value: unknown): value is ProjectsMessage {
  const m = value as Partial<ProjectsMessage> | null;
  if (!m || typeof m !== 'object' || typeof m.id !== 'string') return false;
  if (m.type === 'removed') return true;
  return (
    m.type === 'saved' &&
    typeof m.revision === 'number' &&
    typeof m.updatedAt === 'string' &&
    typeof m.name === 'string'
  );
}

/** Calls `handler` with every well-formed message from other tabs; returns the unsubscribe. */
export function onProjectsMessage(handler: (message: ProjectsMessage) => void): () => void {
  const target = getChannel();
  if (!target) return () => {};
  const listener = (event: MessageEvent) => {
    if (isMessage(event.data)) handler(event.data);
  };
  target.addEventListener('message', listener);
  return () => target.removeEventListener('message', listener);
}
