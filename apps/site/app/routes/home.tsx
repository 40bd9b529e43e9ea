import { HOME_PAGE } from '@ecole/content';
import { Button } from '@ecole/ui/Button';
import { SmartLink } from '@ecole/ui/SmartLink';
import { organizationJsonLd, pageMeta } from '@ecole/ui/PageHead';
import * as styles from '../styles/page.css.ts';

// The home page carries the school's identity for search engines.
export const meta = () => pageMeta({ path: '/', ...HOME_PAGE.meta, jsonLd: organizationJsonLd() });

export default function Home() {
  const { hero, pitch, figures, companies } = HOME_PAGE;
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.container}>
          <h1 id="home-title" className={styles.heroTitle}>
            {hero.title}
          </h1>
          <p className={styles.lead}>{hero.subtitle}</p>
          <ul className={styles.bulletList}>
            {hero.bullets.map((bullet) => (
              <li key={bullet}>{bullet}</li>
            ))}
          </ul>
          <div className={styles.actions}>
            <Button href={hero.primary.href} size="lg">
              {hero.primary.label}
            </Button>
            <Button href={hero.secondary.href} size="lg" variant="outline">
              {hero.secondary.label}
            </Button>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="home-pitch">
        <div className={styles.container}>
          <h2 id="home-pitch" className={styles.sectionTitle}>
            {pitch.title}
          </h2>
          <ul className={styles.grid}>
            {pitch.cards.map((card) => (
              <li key={card.title} className={styles.card}>
                <h3 className={styles.cardTitle}>{card.title}</h3>
                <p>{card.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="home-figures">
        <div className={styles.container}>
          <h2 id="home-figures" className={styles.sectionTitle}>
            {figures.title}
          </h2>
          <ul className={styles.grid}>
            {figures.items.map((figure) => (
              <li key={figure.label} className={styles.card}>
                <strong className={styles.figureValue}>{figure.value}</strong> {figure.label}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="home-companies">
        <div className={`${styles.container} ${styles.band}`}>
          <h2 id="home-companies" className={styles.sectionTitle}>
            {companies.title}
          </h2>
          <p>{companies.text}</p>
          {/* /entreprises belongs to another app: SmartLink renders a plain <a> (full page load). */}
          <SmartLink href={companies.link.href}>{companies.link.label}</SmartLink>
        </div>
      </section>
    </>
  );
}
