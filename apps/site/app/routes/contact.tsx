import { ContactForm } from '@ecole/contact/ContactForm';
import { CONTACT_PAGE } from '@ecole/content';
import { SmartLink } from '@ecole/ui/SmartLink';
import { pageMeta } from '@ecole/ui/PageHead';
import * as styles from '../styles/page.css.ts';

export const meta = () => pageMeta({ path: '/contact', ...CONTACT_PAGE.meta });

export default function Contact() {
  const { aside } = CONTACT_PAGE;
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <h1 className={styles.heroTitle}>{CONTACT_PAGE.title}</h1>
      <p className={styles.lead}>{CONTACT_PAGE.intro}</p>
      <div className={styles.twoColumns}>
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.sectionTitle}>
            {CONTACT_PAGE.formTitle}
          </h2>
          <ContactForm reason={CONTACT_PAGE.reason} />
        </section>
        <aside className={styles.aside} aria-label={aside.label}>
          <h2>{aside.replyTitle}</h2>
          <p>{aside.reply}</p>
          <h2>{aside.supportTitle}</h2>
          <ul className={styles.bulletList}>
            <li>
              {aside.emailLabel} <a href={`mailto:${aside.email}`}>{aside.email}</a>
            </li>
            <li>
              {aside.phoneLabel} <a href={`tel:${aside.phoneHref}`}>{aside.phone}</a>
            </li>
          </ul>
          <p>{aside.programmesText}</p>
          <p>
            <SmartLink href={aside.programmes.href}>{aside.programmes.label}</SmartLink>
          </p>
          <h2>{aside.studentsTitle}</h2>
          <p>{aside.studentsText}</p>
          <p>
            <SmartLink href={aside.students.href}>{aside.students.label}</SmartLink>
          </p>
        </aside>
      </div>
    </div>
  );
}
