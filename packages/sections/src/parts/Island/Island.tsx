import { ISLAND_LIVE_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_REPLAY_ATTRIBUTE, ISLAND_SLOT_ATTRIBUTE } from '@ecole/browser/Islands';
import { useCurrentApp } from '@ecole/ui/AppContext';
import type { ComponentType } from 'react';
import { renderIsland } from '#prerendered-islands';
import { IslandFrame } from './IslandFrame.tsx';
import * as styles from './IslandSlot.css.ts';
import type { IslandComponent, IslandData, IslandName, Islands, ServerSlots } from './islands.ts';

export interface IslandProps<N extends IslandName> extends ServerSlots {
  /** `data-island-slot`: which island stands here; the boot entry starts it by this name. */
  name: N;
  /**
   * Its component, imported by the section: its styles then come with the page (React Router
   * links a route's CSS from the modules its route module imports), not with the island's code.
   */
  component: IslandComponent<N>;
  props: Islands[N];
  /**
   * Its fields are React state (the simulators): what the visitor changes in them before its code
   * runs is handed to it then (`data-island-replay`, the loader replays it: issue 39, point 3, never
   * `inert`, which sent the tap and the keys to the page's body), and its prerendered copy is hidden
   * without JavaScript (a form that computes nothing is no use; the section's table holds the whole
   * answer). Without it, the prerendered markup works as HTML until then (the contact form posts,
   * tabs are links).
   */
  controlled?: boolean;
}

/**
 * Where an island stands (issue 25): its own React root, rendered apart in the prerender and
 * hydrated apart in the browser, by the boot entry's islands' loader (@ecole/browser/Islands), as
 * soon as the visitor reaches it (on screen, or focused), never on a timer and never for the whole
 * page. Its markup is the island's first render, at its final size from the first paint: nothing
 * moves and nothing new paints when it starts. The slot itself belongs to the page and is never
 * hydrated: the loader marks it live (`data-island-live`) once the island has committed. The
 * slot's attributes are the loader's names (`ISLAND_SLOT_ATTRIBUTE`…); which file holds the
 * island's code is the page's island map, written by the build from `ISLAND_ENTRIES`.
 */
export function Island<N extends IslandName>({ name, component, props, panels, controlled = false }: IslandProps<N>) {
  const app = useCurrentApp();
  const data: IslandData<N> = { app, props };
  // Rendered apart by the prerender; `null` in a browser bundle (Storybook, React Router's client).
  const html = renderIsland(name, app, component, props, { panels });
  if (html === null || import.meta.env.MODE === 'development') {
    // No prerendered markup to keep: Storybook, and `npm run dev`, whose dev server hydrates the
    // whole page with no boot module to start islands. The island is then a part of the page, in
    // the same frame (in development, on the server too, so both renders agree).
    const Component = component as ComponentType<ServerSlots>;
    return (
      <div {...{ [ISLAND_SLOT_ATTRIBUTE]: name, [ISLAND_LIVE_ATTRIBUTE]: '' }}>
        <IslandFrame app={app}>
          <Component {...props} panels={panels} />
        </IslandFrame>
      </div>
    );
  }
  return (
    <div
      {...{ [ISLAND_SLOT_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(data) }}
      {...(controlled ? { [ISLAND_REPLAY_ATTRIBUTE]: '' } : {})}
      className={controlled ? styles.pending : undefined}
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}
