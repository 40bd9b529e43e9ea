/**
 * Where the main thread's JavaScript time went, by script, from a V8 CPU profile (Chrome DevTools
 * Protocol `Profiler.stop`): what the first tap on an island pays (issue 39, point 4: « measure
 * React's start on the islands »), React DOM's own code apart from the island's.
 */

/** The parts of the CDP `Profiler.Profile` this reads. */
export interface CpuProfile {
  nodes: ReadonlyArray<{ id: number; callFrame: { url: string; functionName: string } }>;
  /** The node sampled, in order. */
  samples?: readonly number[];
  /** µs from the previous sample (from the profile's start for the first). */
  timeDeltas?: readonly number[];
}

/** What a script is to the page, from its URL: the shares are summed by these. */
export type ScriptKind = 'react' | 'island' | 'boot' | 'page' | 'engine';

/**
 * React DOM's chunk is the islands' build's `client-<hash>.js` (react-dom/client and the
 * scheduler, one chunk shared by every island: viteConfig.js, islandEntries); the boot entry is
 * under `/boot/`; the island's own code is its entry and the chunks it shares with other islands.
 * `engine`: no script (V8's `(program)`, the garbage collector, compiling, the browser's own work).
 */
export function scriptKind(url: string): ScriptKind {
  if (url === '') return 'engine';
  const path = new URL(url, 'http://page.invalid').pathname;
  if (path.includes('/boot/')) return 'boot';
  if (/\/client-[\w-]+\.js$/.test(path)) return 'react';
  if (path.startsWith('/assets/') && path.endsWith('.js')) return 'island';
  return 'page';
}

/** Sampled time (ms) by kind of script, idle excluded: the CPU the page's own work took. */
export function cpuShares(profile: CpuProfile): Record<ScriptKind, number> {
  const kinds = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName === '(idle)' ? undefined : scriptKind(node.callFrame.url)]));
  const shares: Record<ScriptKind, number> = { react: 0, island: 0, boot: 0, page: 0, engine: 0 };
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  // A sample's time is the gap to the next one (the last sample has none, and counts nothing).
  for (let index = 0; index + 1 < samples.length; index += 1) {
    const kind = kinds.get(samples[index] as number);
    if (kind) shares[kind] += (deltas[index + 1] ?? 0) / 1000;
  }
  return shares;
}
