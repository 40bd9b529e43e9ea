// The browser's entry of the toasts another page queued (a sent form's « message envoyé »): the boot
// entry loads it only when sessionStorage holds some (@ecole/browser/PendingToasts).
import { ToastRegion } from '@ecole/ui/Toast';
import { createRoot } from 'react-dom/client';

export default function showPendingToasts(): void {
  const region = document.createElement('div');
  document.body.append(region);
  // Nothing prerendered to hydrate: the region shows the queued toasts on mount, then any others.
  createRoot(region).render(<ToastRegion />);
}
