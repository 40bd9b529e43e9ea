import { type ContactFormSection as ContactFormData, contactReasonLabel, OFFER_CONTACT_REASON } from '@ecole/content';
import { usePagePath } from '@ecole/ui/PagePath';
import { SmartLink } from '@ecole/ui/SmartLink';
import { useId } from 'react';
import { Island } from '../../parts/Island/Island.tsx';
import type { ContactFormIslandProps } from '../../parts/Island/islands.ts';
import { RichText } from '../../parts/RichText/RichText.tsx';
import { SectionFrame } from '../../parts/SectionFrame/SectionFrame.tsx';
import { ContactFormIsland } from './ContactFormIsland.tsx';
import * as styles from './ContactFormSection.css.ts';

/**
 * The contact form (spec §7) with its reason, and the panels beside it (reply promise, e-mail and
 * phone, where else to go). The panels come first on a phone.
 */
export function ContactFormSection({ section }: { section: ContactFormData }) {
  const asideId = useId();
  const pagePath = usePagePath();
  // An experiment's variant of the page (issue 37) sends it with the request; other pages send none.
  const variant = section.experimentVariant === undefined ? {} : { experimentVariant: section.experimentVariant };
  const which: ContactFormIslandProps =
    section.reason === 'choice'
      ? { form: 'choice', pagePath, ...variant }
      : section.reason === OFFER_CONTACT_REASON
        ? { form: 'offer', pagePath, ...variant }
        : { form: 'reason', reason: contactReasonLabel(section.reason), pagePath, ...variant };
  // Its own React root, started when the visitor reaches it; until then it is a plain HTML form
  // that posts to the backend (issue 25).
  const form = <Island name="contact-form" component={ContactFormIsland} props={which} />;
  if (!section.aside || section.aside.length === 0) {
    return (
      <SectionFrame id={section.id} title={section.title} intro={section.intro} tone={section.tone} width="narrow">
        {form}
      </SectionFrame>
    );
  }
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} tone={section.tone}>
      <div className={styles.layout}>
        <aside className={styles.aside} aria-labelledby={`${asideId}-0`}>
          {section.aside.map((panel, index) => (
            <div key={panel.title}>
              <h3 id={`${asideId}-${index}`} className={styles.panelTitle}>
                {panel.title}
              </h3>
              {panel.body !== undefined && (
                <p className={styles.panelText}>
                  <RichText text={panel.body} />
                </p>
              )}
              {panel.links && panel.links.length > 0 && (
                <ul className={styles.panelLinks}>
                  {panel.links.map((link) => (
                    <li key={link.href}>
                      <SmartLink href={link.href}>{link.label}</SmartLink>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </aside>
        <div className={styles.form}>{form}</div>
      </div>
    </SectionFrame>
  );
}
