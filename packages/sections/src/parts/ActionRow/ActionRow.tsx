import type { Action } from '@ecole/content';
import type { ButtonVariant } from '@ecole/ui/Button';
import { CallToAction } from '@ecole/ui/CallToAction';
import * as styles from './ActionRow.css.ts';

export interface ActionRowProps {
  actions: readonly Action[] | undefined;
  /** On a brand band the first button is inverse (light on blue). */
  onBrand?: boolean;
}

/** A section's buttons: the first is the primary call to action, the others outlined unless told otherwise. */
export function ActionRow({ actions, onBrand = false }: ActionRowProps) {
  if (!actions || actions.length === 0) return null;
  return (
    <div className={styles.root}>
      {actions.map((action, index) => (
        <CallToAction key={action.href + action.label} href={action.href} size="lg" variant={variantOf(action, index, onBrand)}>
          {action.label}
        </CallToAction>
      ))}
    </div>
  );
}

function variantOf(action: Action, index: number, onBrand: boolean): ButtonVariant {
  if (onBrand) return action.style === 'outline' || index > 0 ? 'inverseOutline' : 'inverse';
  if (action.style) return action.style;
  return index === 0 ? 'primary' : 'outline';
}
