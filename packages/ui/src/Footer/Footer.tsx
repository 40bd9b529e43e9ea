import { FOOTER_COLUMNS, FOOTER_IDENTITY, FOOTER_LEGAL_LINKS } from '@ecole/content';
import { SmartLink } from '../SmartLink/SmartLink.tsx';
import { visuallyHidden } from '../tokens/utilities.css.ts';
import * as styles from './Footer.css.ts';
import certificateBadgeUrl from './quality-certificate.svg?no-inline';

/**
 * The footer of every page of the site and company apps (spec §2): the school, its contact
 * details and certificate, the navigation columns (from content: every page is one click away),
 * the copyright and the legal links.
 */
export function Footer() {
  const school = FOOTER_IDENTITY;
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <div className={styles.identity}>
          <p className={styles.heading}>{school.brand}</p>
          <p>{school.tagline}</p>
          <address className={styles.contact}>
            <a href={`mailto:${school.email}`} className={styles.link}>
              {school.email}
            </a>
            <a href={`tel:${school.phoneHref}`} className={styles.link}>
              {school.phone}
            </a>
          </address>
          <a href={school.certificate.href} target="_blank" rel="noopener" className={styles.certificate}>
            {/* Lazy: far below the first screen, it need not compete with the font the first paint waits for. */}
            <img src={certificateBadgeUrl} alt={school.certificate.label} width={160} height={64} loading="lazy" className={styles.certificateImage} />
            <span className={visuallyHidden}> (nouvel onglet)</span>
          </a>
        </div>

        <nav aria-label="Liens du pied de page" className={styles.columns}>
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.title}>
              <p className={styles.heading}>{column.title}</p>
              <ul className={styles.list}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <SmartLink href={link.href} className={styles.link}>
                      {link.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>

      <div className={styles.bottom}>
        {/* The prerendered year can be older than the visitor's clock on New Year's Day. */}
        <p className={styles.copyright} suppressHydrationWarning>
          {`© ${new Date().getFullYear()} ${school.legalName}`}
        </p>
        <ul className={styles.legalList} aria-label="Informations légales">
          {FOOTER_LEGAL_LINKS.map((link) => (
            <li key={link.href}>
              <SmartLink href={link.href} className={styles.link}>
                {link.label}
              </SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
