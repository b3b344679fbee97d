// What the page's own main thread cost after its first contentful paint, from the trace of a Lighthouse run:
// Lighthouse's simulation scales each task's wall time, which on a busy two-core host also holds the time the
// thread waited for a core (Chromium's compositor and browser process, Lighthouse's own tracing). The same
// tasks' thread time is what the page itself asked of the CPU. Diagnostic figures beside the budget's, not
// instead of them (decision 0106).

const isTopLevelTask = (event) => event.ph === 'X' && event.name === 'RunTask' && event.dur > 0;

/**
 * From the page's main thread after its first contentful paint: `stretch`, the tasks' wall time over their
 * thread time, and `blockingAtCpu`, total blocking time counted as Lighthouse counts it but from thread time
 * times `slowdown` (each task's part over 50 ms).
 */
export function mainThreadAfterFcp(traceEvents, slowdown) {
  const navigation = traceEvents
    .filter(
      (event) =>
        event.name === 'navigationStart' &&
        event.args?.data?.isLoadingMainFrame &&
        event.args.data.documentLoaderURL?.startsWith('http'),
    )
    .at(-1);
  if (!navigation) return { stretch: Number.NaN, blockingAtCpu: Number.NaN };
  const thread = traceEvents.find(
    (event) =>
      event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === navigation.pid,
  );
  const fcp = traceEvents.find(
    (event) =>
      event.name === 'firstContentfulPaint' && event.pid === navigation.pid && event.ts >= navigation.ts,
  );
  if (!thread || !fcp) return { stretch: Number.NaN, blockingAtCpu: Number.NaN };
  const tasks = traceEvents.filter(
    (event) =>
      isTopLevelTask(event) &&
      event.pid === thread.pid &&
      event.tid === thread.tid &&
      event.ts >= fcp.ts &&
      event.tdur !== undefined,
  );
  const wall = tasks.reduce((sum, task) => sum + task.dur, 0);
  const cpu = tasks.reduce((sum, task) => sum + task.tdur, 0);
  const blockingAtCpu = tasks.reduce((sum, task) => sum + Math.max(0, (slowdown * task.tdur) / 1000 - 50), 0);
  return { stretch: cpu > 0 ? wall / cpu : Number.NaN, blockingAtCpu };
}
