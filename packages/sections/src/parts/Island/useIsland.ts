import { type ComponentType, useEffect, useState } from 'react';

/**
 * The interactive part of a static section, loaded after the page is on screen: `load` is a
 * dynamic `import()`, so the bundler puts the component in a chunk of its own that only the
 * routes with this section reference, and the browser fetches it once the page has hydrated
 * (effects run after the browser paints). Until then, and for good if it never arrives (no
 * JavaScript, a failed download), the section shows what was prerendered: `null` here.
 */
export function useIsland<P>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> | null {
  const [Island, setIsland] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    let mounted = true;
    load().then(
      // A component is a function: wrap it, or React would call it as a state updater. No module:
      // its chunk failed to load and the boot module's reload guard cancelled Vite's error
      // (@ecole/prerender, reloadGuard.ts) while the page reloads; keep what was prerendered.
      (module: { default: ComponentType<P> } | undefined) => {
        if (mounted && module?.default) setIsland(() => module.default);
      },
      // The prerendered table stays: it holds the whole answer.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
    // `load` is a module-level import() thunk: loaded once, on mount.
  }, []);
  return Island;
}
