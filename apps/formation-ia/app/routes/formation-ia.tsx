import { ContactForm } from '@ecole/contact/ContactForm';
import { FORMATION_IA_PAGE, sessionBanner } from '@ecole/content';
import { Button } from '@ecole/ui/Button';
import { pageMeta } from '@ecole/ui/PageHead';
import * as styles from '../styles/page.css.ts';

export const meta = () => pageMeta({ path: '/formation-ia', ...FORMATION_IA_PAGE.meta });

export default function FormationIa() {
  return <FormationIaPage asOf={import.meta.env.SITE_AS_OF} />;
}

/**
 * The one-day AI course landing: chrome-less, every call to action leads to the form below.
 * `asOf` (YYYY-MM-DD) decides whether the known session is still upcoming.
 */
export function FormationIaPage({ asOf }: { asOf: string }) {
  const { hero, benefits, trust, programme, bonus, contact } = FORMATION_IA_PAGE;
  const banner = sessionBanner(asOf);
  return (
    <>
      <section className={styles.hero} aria-labelledby="ia-title">
        <div className={styles.container}>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 id="ia-title" className={styles.heroTitle}>
            {hero.title}
          </h1>
          <p className={styles.lead}>{hero.subtitle}</p>
          <ul className={styles.bulletList}>
            {hero.bullets.map((bullet) => (
              <li key={bullet}>{bullet}</li>
            ))}
          </ul>
          <div className={styles.actions}>
            <Button href={hero.cta.href} size="lg">
              {hero.cta.label}
            </Button>
            <Button href={hero.secondary.href} size="lg" variant="outline">
              {hero.secondary.label}
            </Button>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="ia-benefits">
        <div className={styles.container}>
          <h2 id="ia-benefits" className={styles.sectionTitle}>
            {benefits.title}
          </h2>
          <ul className={styles.grid}>
            {benefits.items.map((item) => (
              <li key={item.title} className={styles.card}>
                <h3 className={styles.cardTitle}>{item.title}</h3>
                <p>{item.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="ia-trust">
        <div className={styles.container}>
          <h2 id="ia-trust" className={styles.sectionTitle}>
            {trust.title}
          </h2>
          <ul className={styles.grid}>
            {trust.items.map((item) => (
              <li key={item.label} className={styles.card}>
                <strong className={styles.figureValue}>{item.value}</strong> {item.label}
              </li>
            ))}
          </ul>
          <p>{trust.certification}</p>
        </div>
      </section>

      <section id="programme" className={styles.section} aria-labelledby="ia-programme">
        <div className={styles.container}>
          <h2 id="ia-programme" className={styles.sectionTitle}>
            {programme.title}
          </h2>
          <ol className={styles.steps}>
            {programme.steps.map((step) => (
              <li key={step.title} className={styles.step}>
                <h3 className={styles.cardTitle}>{step.title}</h3>
                <p>{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="ia-bonus">
        <div className={`${styles.container} ${styles.band}`}>
          <h2 id="ia-bonus" className={styles.sectionTitle}>
            {bonus.title}
          </h2>
          <p>{bonus.text}</p>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="ia-session">
        <div className={`${styles.container} ${styles.band}`}>
          <h2 id="ia-session" className={styles.sectionTitle}>
            {banner.title}
          </h2>
          <p>{banner.text}</p>
          <Button href={banner.cta.href}>{banner.cta.label}</Button>
        </div>
      </section>

      <section id="contact" className={styles.section} aria-labelledby="ia-contact">
        <div className={styles.container}>
          <h2 id="ia-contact" className={styles.sectionTitle}>
            {contact.title}
          </h2>
          <p className={styles.lead}>{contact.text}</p>
          <ContactForm reason={contact.reason} />
        </div>
      </section>
    </>
  );
}
