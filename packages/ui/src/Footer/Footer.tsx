import { SCHOOL } from '@ecole/content';
import { SmartLink } from '../SmartLink/SmartLink.tsx';
import { visuallyHidden } from '../tokens/utilities.css.ts';
import * as styles from './Footer.css.ts';
import { FOOTER_LEGAL_LINKS, FOOTER_LINKS } from './links.ts';
import certificateBadgeUrl from './quality-certificate.svg?no-inline';

export function Footer() {
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <div>
          <p className={styles.heading}>{SCHOOL.brand}</p>
          <p>{SCHOOL.tagline}</p>
          <a
            href={SCHOOL.qualityCertificate.href}
            target="_blank"
            rel="noopener"
            className={styles.certificate}
          >
            <img
              src={certificateBadgeUrl}
              alt={SCHOOL.qualityCertificate.label}
              width={160}
              height={64}
              className={styles.certificateImage}
            />
            <span className={visuallyHidden}> (nouvel onglet)</span>
          </a>
        </div>

        <nav aria-label="Liens du pied de page">
          <p className={styles.heading}>Navigation</p>
          <ul className={styles.list}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href} className={styles.link}>
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <p className={styles.heading}>Nous contacter</p>
          <address className={styles.contact}>
            <a href={`mailto:${SCHOOL.email}`} className={styles.link}>
              {SCHOOL.email}
            </a>
            <a href={`tel:${SCHOOL.phoneHref}`} className={styles.link}>
              {SCHOOL.phone}
            </a>
          </address>
        </div>
      </div>

      <div className={styles.bottom}>
        {/* The prerendered year can be older than the visitor's clock on New Year's Day. */}
        <p className={styles.copyright} suppressHydrationWarning>
          {`© ${new Date().getFullYear()} ${SCHOOL.legalName}`}
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
