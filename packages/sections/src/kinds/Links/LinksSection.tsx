import type { LinksSection as LinksData } from '@ecole/content';
import { SmartLink } from '@ecole/ui/SmartLink';
import { SectionFrame } from '../../parts/SectionFrame/SectionFrame.tsx';
import * as styles from './Links.css.ts';

/** A list of links (where to go next). */
export function LinksSection({ section }: { section: LinksData }) {
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} tone={section.tone} width="narrow">
      <ul className={styles.list}>
        {section.items.map((link) => (
          <li key={link.href + link.label}>
            <SmartLink href={link.href}>{link.label}</SmartLink>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
