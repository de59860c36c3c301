/**
 * Calls to a worker of the app, by id (share links, the export's zip): the worker is started on
 * the first call; a worker that cannot start or dies fails every call it had in hand, and the
 * next call starts another. Each caller then does the work on the main thread instead.
 */
export function workerCalls<Request extends object, Response extends { id: number }>(
  start: () => Worker,
): (request: Request, transfer?: Transferable[]) => Promise<Response> {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (r: Response) => void; reject: () => void }>();
  const started = () => {
    const made = start();
    made.onmessage = (event: MessageEvent<Response>) => {
      pending.get(event.data.id)?.resolve(event.data);
      pending.delete(event.data.id);
    };
    made.onerror = () => {
      for (const { reject } of pending.values()) reject();
      pending.clear();
      worker = null;
    };
    return made;
  };
  return (request, transfer = []) => {
    if (typeof Worker === 'undefined') return Promise.reject(new Error('no worker'));
    worker ??= started();
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject: () => reject(new Error('worker failed')) });
      worker!.postMessage({ ...request, id }, transfer);
    });
  };
}
