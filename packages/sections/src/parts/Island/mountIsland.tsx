import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandFrame } from './IslandFrame.tsx';
import { type IslandComponent, type IslandData, type IslandName, islandIdPrefix } from './islands.ts';

/** What an island's entry module exports: hydrate this slot, resolved once the island has committed. */
export type MountIsland<N extends IslandName> = (slot: HTMLElement, data: IslandData<N>) => Promise<void>;

/**
 * An island's entry (entries/<name>.tsx): hydrates the slot's markup as its own root, with the
 * frame and `useId` prefix the prerender used (prerenderedIslands.tsx). Resolves after the first
 * commit's effects, when the island answers input.
 */
export function mountIsland<N extends IslandName>(name: N, Component: IslandComponent<N>): MountIsland<N> {
  // Indexed by a generic name, TypeScript cannot relate the component to its props: `Islands[N]` holds it.
  const Root = Component as ComponentType<object>;
  return (slot, { app, props }) =>
    new Promise((resolve) => {
      hydrateRoot(
        slot,
        <IslandFrame app={app} onLive={resolve}>
          <Root {...props} />
        </IslandFrame>,
        { identifierPrefix: islandIdPrefix(name) },
      );
    });
}
