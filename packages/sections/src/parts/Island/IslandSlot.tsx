import type { ComponentType } from 'react';
import { PRERENDERED_ISLANDS } from '#prerendered-islands';
import * as styles from './IslandSlot.css.ts';
import type { IslandName, Islands } from './islands.ts';
import { useIsland } from './useIsland.ts';

export interface IslandSlotProps<N extends IslandName> {
  /** `data-island-slot`: which island stands here (the e2e suite waits on it). */
  name: N;
  /** The island's chunk, a dynamic `import()`: fetched by the pages that have it, after hydration. */
  load: () => Promise<{ default: ComponentType<Islands[N]> }>;
  props: Islands[N];
}

/** Given to React instead of children while the island's code is on its way: the prerendered markup stays as it is. */
const KEEP_PRERENDERED = { __html: '' };

/**
 * Where an island stands, at its final size from the first paint (issue 25: no shift, no late
 * largest paint when it arrives). The prerendered page holds the island's first render, inert and
 * hidden from assistive technologies: it looks as it will, and nothing typed or chosen there can
 * be lost, since nothing can be. Hydration keeps that markup untouched (React hydrates an element
 * with `dangerouslySetInnerHTML` without its children); once the chunk has arrived, the live
 * island takes its place in one commit, at the same size, so nothing moves. Without JavaScript the
 * copy is not shown (`scripting: none`): the section's table says it all, as before. A page
 * reached by in-app navigation has no prerendered copy: the slot stays empty until the chunk comes.
 */
export function IslandSlot<N extends IslandName>({ name, load, props }: IslandSlotProps<N>) {
  const Island = useIsland(load);
  if (Island) {
    return (
      <div key="live" data-island-slot={name}>
        <Island {...props} />
      </div>
    );
  }
  // Only the prerender has the component here (`#prerendered-islands`, package.json `imports`).
  const Prerendered = PRERENDERED_ISLANDS[name] as ComponentType<Islands[N]> | undefined;
  const pending = { 'data-island-slot': name, className: styles.pending, inert: true, 'aria-hidden': true } as const;
  return Prerendered ? (
    <div key="pending" {...pending}>
      <Prerendered {...props} />
    </div>
  ) : (
    <div key="pending" {...pending} dangerouslySetInnerHTML={KEEP_PRERENDERED} suppressHydrationWarning />
  );
}
