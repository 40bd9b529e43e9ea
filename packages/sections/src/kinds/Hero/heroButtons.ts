import type { Action } from '@ecole/content';
import type { HeroButton } from '@ecole/ui/Hero';

/** Actions as the hero's buttons: the first primary, the others outlined unless told otherwise. */
export function heroButtons(actions: readonly Action[] | undefined): HeroButton[] | undefined {
  return actions?.map(({ label, href, style }) => ({ label, href, ...(style ? { variant: style } : {}) }));
}
