import { TPE_PAGE } from '@ecole/content';
import { Button } from '@ecole/ui/Button';
import { pageMeta } from '@ecole/ui/PageHead';
import * as styles from '../styles/page.css.ts';

export const meta = () => pageMeta({ path: '/tpe', ...TPE_PAGE.meta });

/** Very small firms: pitch, steps, three profiles, testimonials; /contact is another app (page load). */
export default function Tpe() {
  const { hero, pitch, steps, profiles, testimonials, finalCta, sticky } = TPE_PAGE;
  return (
    <>
      <section className={styles.hero} aria-labelledby="tpe-title">
        <div className={styles.container}>
          <h1 id="tpe-title" className={styles.heroTitle}>
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
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="tpe-pitch">
        <div className={styles.container}>
          <h2 id="tpe-pitch" className={styles.sectionTitle}>
            {pitch.title}
          </h2>
          {pitch.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.lead}>
              {paragraph}
            </p>
          ))}
          <ul className={styles.grid}>
            {pitch.points.map((point) => (
              <li key={point.title} className={styles.card}>
                <h3 className={styles.cardTitle}>{point.title}</h3>
                <p>{point.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="tpe-steps">
        <div className={styles.container}>
          <h2 id="tpe-steps" className={styles.sectionTitle}>
            {steps.title}
          </h2>
          <ol className={styles.steps}>
            {steps.items.map((step) => (
              <li key={step.title} className={styles.step}>
                <h3 className={styles.cardTitle}>{step.title}</h3>
                <p>{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="tpe-profiles">
        <div className={styles.container}>
          <h2 id="tpe-profiles" className={styles.sectionTitle}>
            {profiles.title}
          </h2>
          <ul className={styles.grid}>
            {profiles.items.map((profile) => (
              <li key={profile.title} className={styles.card}>
                <h3 className={styles.cardTitle}>{profile.title}</h3>
                <p>{profile.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="tpe-testimonials">
        <div className={styles.container}>
          <h2 id="tpe-testimonials" className={styles.sectionTitle}>
            {testimonials.title}
          </h2>
          <ul className={styles.grid}>
            {testimonials.items.map((testimonial) => (
              <li key={testimonial.author} className={styles.card}>
                <figure style={{ margin: 0 }}>
                  <blockquote className={styles.quote}>
                    <p>{testimonial.quote}</p>
                  </blockquote>
                  <figcaption className={styles.quoteAuthor}>
                    {testimonial.author}, {testimonial.role}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="tpe-cta">
        <div className={`${styles.container} ${styles.band}`}>
          <h2 id="tpe-cta" className={styles.sectionTitle}>
            {finalCta.title}
          </h2>
          <p>{finalCta.text}</p>
          <Button href={finalCta.cta.href}>{finalCta.cta.label}</Button>
        </div>
      </section>

      <nav className={styles.stickyBar} aria-label={sticky.label}>
        <Button href={sticky.primary.href}>{sticky.primary.label}</Button>
        <Button href={sticky.secondary.href} variant="outline">
          {sticky.secondary.label}
        </Button>
      </nav>
    </>
  );
}
