import type { FaqSection as FaqData } from '@ecole/content';
import { FaqAccordion } from '@ecole/ui/Accordion';
import { CallToAction } from '@ecole/ui/CallToAction';
import { RichText } from '../../parts/RichText/RichText.tsx';
import { SectionFrame } from '../../parts/SectionFrame/SectionFrame.tsx';
import * as styles from './Faq.css.ts';

/**
 * Questions in an accordion (spec §4: one open at a time, all can be closed). Every answer is in
 * the prerendered HTML; the page's `FAQPage` JSON-LD comes from the same items (pageMetaOf).
 */
export function FaqSection({ section }: { section: FaqData }) {
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} tone={section.tone} width="narrow">
      <FaqAccordion
        headingLevel={section.title === undefined ? 2 : 3}
        items={section.items.map((item) => ({
          question: item.question,
          answer: <RichText text={item.answer} />,
          ...(item.accent ? { color: item.accent } : {}),
        }))}
      />
      {section.more && (
        <p className={styles.more}>
          <span>{section.more.text}</span>
          <CallToAction href={section.more.action.href} variant={section.more.action.style ?? 'primary'}>
            {section.more.action.label}
          </CallToAction>
        </p>
      )}
    </SectionFrame>
  );
}
