// Reading Chrome traces in the benchmarks.

/**
 * The RunTask events of the renderer's main thread (`CrRendererMain`) in a trace from
 * `browser.startTracing` / `stopTracing`, with the parsed trace for further lookups.
 */
export function rendererMainTasks(traceBuffer) {
  const { traceEvents } = JSON.parse(traceBuffer.toString());
  const threads = new Map();
  for (const e of traceEvents) {
    if (e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name);
  }
  const tasks = traceEvents.filter(
    (e) =>
      e.name === 'RunTask' && e.ph === 'X' && threads.get(`${e.pid}:${e.tid}`) === 'CrRendererMain',
  );
  return { traceEvents, tasks };
}
