import { THANK_YOU_PAGE } from '@ecole/content';
import { SmartLink } from '@ecole/ui/SmartLink';
import { pageMeta } from '@ecole/ui/PageHead';
import * as styles from '../styles/page.css.ts';

// A confirmation page has nothing to offer a search engine.
export const meta = () => pageMeta({ path: '/thank-you', ...THANK_YOU_PAGE.meta, noindex: true });

export default function ThankYou() {
  const page = THANK_YOU_PAGE;
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <h1 className={styles.heroTitle}>{page.title}</h1>
      <p className={styles.lead}>{page.reply}</p>

      <section className={styles.section} aria-labelledby="thank-you-next">
        <h2 id="thank-you-next" className={styles.sectionTitle}>
          {page.nextStepsTitle}
        </h2>
        <ol className={styles.steps}>
          {page.nextSteps.map((step) => (
            <li key={step.title} className={styles.step}>
              <h3 className={styles.cardTitle}>{step.title}</h3>
              <p>{step.description}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="thank-you-more">
        <h2 id="thank-you-more" className={styles.sectionTitle}>
          {page.moreTitle}
        </h2>
        <ul className={styles.bulletList}>
          {page.links.map((link) => (
            <li key={link.href}>
              <SmartLink href={link.href}>{link.label}</SmartLink>
            </li>
          ))}
          <li>
            <SmartLink href={page.social.href}>{page.social.label}</SmartLink>
          </li>
        </ul>
      </section>
    </div>
  );
}
