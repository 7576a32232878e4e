/**
 * What a page costs in memory, measured from outside through a bare DevTools connection (docs/decisions/715):
 * - the page's JavaScript heap after a forced garbage collection, so only what the page still holds counts;
 * - the private memory of Chromium's processes, from /proc, since some of what a page holds is outside its heap:
 *   a Blob's bytes live in the browser process, media buffers in the renderer.
 */
import { readFileSync } from 'node:fs';
import type { DevTools } from './devtools-connection.ts';

export interface MemorySample {
  /** Live JavaScript objects of the page, after a full garbage collection. */
  jsHeapMb: number;
  /** DOM nodes of the page. */
  domNodes: number;
  /** Private memory of the renderer process that runs the page. */
  rendererMb: number;
  /** Private memory of the browser process, where Blob bytes are stored. */
  browserProcessMb: number;
  /** Private memory of every Chromium process together. */
  allProcessesMb: number;
}

const toMb = (bytes: number) => bytes / 1024 / 1024;

/**
 * A process's private memory in bytes: its share of anonymous and shared-memory pages (and of those swapped out).
 * Pages of Chromium's own files are left out: their share moves whenever another Chromium on the machine starts
 * or ends (an end-to-end run nearby), which would swamp the page's own growth. 0 when /proc cannot tell.
 */
function privateMemory(pid: number) {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const kilobytes = (field: string) =>
      Number(rollup.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0);
    return (kilobytes('Pss_Anon') + kilobytes('Pss_Shmem') + kilobytes('SwapPss')) * 1024;
  } catch {
    return 0;
  }
}

async function pageMetrics(devTools: DevTools, pageSession: string) {
  await devTools.send('HeapProfiler.collectGarbage', {}, pageSession);
  const { metrics } = await devTools.send<{ metrics: Array<{ name: string; value: number }> }>(
    'Performance.getMetrics',
    {},
    pageSession,
  );
  const metric = (name: string) => metrics.find((candidate) => candidate.name === name)?.value ?? 0;
  return { jsHeapBytes: metric('JSHeapUsedSize'), domNodes: metric('Nodes') };
}

async function processesMemory(devTools: DevTools) {
  // Only the browser target answers which processes Chromium runs, with their kind, id and CPU time.
  const { processInfo } = await devTools.send<{
    processInfo: Array<{ type: string; id: number; cpuTime: number }>;
  }>('SystemInfo.getProcessInfo');
  const processes = processInfo.map((process) => ({ ...process, bytes: privateMemory(process.id) }));
  // The protocol does not say which renderer runs a page. Chromium keeps a spare renderer or two that sit idle;
  // the page's renderer is the busy one (while recording it encodes the sound and draws the level).
  const pageRenderer = processes
    .filter((process) => process.type === 'renderer')
    .sort((a, b) => b.cpuTime - a.cpuTime)[0];
  return {
    renderer: pageRenderer?.bytes ?? 0,
    browserProcess: processes.find((process) => process.type === 'browser')?.bytes ?? 0,
    all: processes.reduce((total, process) => total + process.bytes, 0),
  };
}

/** Samples the memory of the page of `pageSession`, and of its browser, on demand. */
export async function watchBrowserMemory(devTools: DevTools, pageSession: string) {
  await devTools.send('Performance.enable', {}, pageSession);
  return {
    async sample(): Promise<MemorySample> {
      // The heap first: its garbage collection also lets the browser process drop Blobs nobody holds any more.
      const { jsHeapBytes, domNodes } = await pageMetrics(devTools, pageSession);
      const processes = await processesMemory(devTools);
      return {
        jsHeapMb: toMb(jsHeapBytes),
        domNodes,
        rendererMb: toMb(processes.renderer),
        browserProcessMb: toMb(processes.browserProcess),
        allProcessesMb: toMb(processes.all),
      };
    },
  };
}
