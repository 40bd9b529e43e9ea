import { AppProvider } from '@ecole/ui/AppContext';
import { ToastRegion } from '@ecole/ui/Toast';
import { type ReactNode, useEffect } from 'react';

export interface IslandFrameProps {
  app: string;
  /** Called once the island's first commit is done (the browser's root only). */
  onLive?: () => void;
  children: ReactNode;
}

/**
 * What every island root renders in, the same in the prerender and in the browser (or hydration
 * would not match): the app it belongs to (links) and a toast region of its own (the contact form
 * says how a send went). Neither adds an element.
 */
export function IslandFrame({ app, onLive, children }: IslandFrameProps) {
  return (
    <AppProvider app={app}>
      <ToastRegion>
        <Live onLive={onLive}>{children}</Live>
      </ToastRegion>
    </AppProvider>
  );
}

function Live({ onLive, children }: { onLive?: () => void; children: ReactNode }) {
  // The outermost effect of the root: it runs after every effect of the island's first commit.
  useEffect(() => onLive?.(), [onLive]);
  return children;
}
