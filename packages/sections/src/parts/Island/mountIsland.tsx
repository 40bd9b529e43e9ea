import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandFrame } from './IslandFrame.tsx';
import { type IslandComponent, type IslandData, type IslandName, islandIdPrefix } from './islands.ts';

/**
 * What an island's entry module exports: hydrate this slot; `onLive` is called once the island has
 * committed, inside the effects of its first commit (before any re-render they ask for: the slot
 * answers input as soon as it can), and the promise resolves after it.
 */
export type MountIsland<N extends IslandName> = (slot: HTMLElement, data: IslandData<N>, onLive?: () => void) => Promise<void>;

/**
 * An island's entry (entries/<name>.tsx): hydrates the slot's markup as its own root, with the
 * frame and `useId` prefix the prerender used (prerenderedIslands.tsx). Resolves after the first
 * commit's effects, when the island answers input.
 */
export function mountIsland<N extends IslandName>(name: N, Component: IslandComponent<N>): MountIsland<N> {
  // Indexed by a generic name, TypeScript cannot relate the component to its props: `Islands[N]` holds it.
  const Root = Component as ComponentType<object>;
  return (slot, { app, props }, onLive) =>
    new Promise((resolve) => {
      const live = () => {
        onLive?.();
        resolve();
      };
      hydrateRoot(
        slot,
        <IslandFrame app={app} onLive={live}>
          <Root {...props} />
        </IslandFrame>,
        { identifierPrefix: islandIdPrefix(name) },
      );
    });
}
