// What the prerender (Vite's SSR build, Node) gets for `#prerendered-islands`; a browser bundle
// gets prerenderedIslands.browser.ts instead (package.json `imports`, the `browser` condition).
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandFrame } from './IslandFrame.tsx';
import { type IslandComponent, type IslandName, type Islands, islandIdPrefix, type ServerSlots } from './islands.ts';

/**
 * An island's markup, rendered as its own root, as `hydrateRoot` in the browser will see it: the
 * same frame, the same `useId` prefix, nothing from the page's tree (no router, no context but
 * the frame's), so the two renders agree.
 */
export function renderIsland<N extends IslandName>(name: N, app: string, component: IslandComponent<N>, props: Islands[N], slots: ServerSlots): string {
  // Indexed by a generic name, TypeScript cannot relate the component to its props: `Islands[N]` holds it.
  const Component = component as ComponentType<object>;
  return renderToString(
    <IslandFrame app={app}>
      <Component {...props} {...slots} />
    </IslandFrame>,
    { identifierPrefix: islandIdPrefix(name) },
  );
}
