import { type NavLink, SmartLink } from '../SmartLink/SmartLink.tsx';
import { visuallyHidden } from '../tokens/utilities.css.ts';
import * as styles from './Footer.css.ts';

/** Who publishes the site, as the footer introduces it. */
export interface FooterIdentity {
  brand: string;
  tagline: string;
  /** The copyright holder. */
  legalName: string;
  email: string;
  /** As shown. */
  phone: string;
  /** As dialled (`tel:`). */
  phoneHref: string;
  /** A certificate badge (an image file's address), linked to its proof, opened in a new tab. */
  certificate: { href: string; label: string; imageUrl: string };
}

/** A column of links under a heading. */
export interface FooterColumn {
  title: string;
  links: readonly NavLink[];
}

export interface FooterProps {
  identity: FooterIdentity;
  columns: readonly FooterColumn[];
  /** The line of legal links beside the copyright. */
  legalLinks: readonly NavLink[];
}

/**
 * The footer of every page of the site and company apps (spec §2): who publishes the site, its
 * contact details and certificate, the navigation columns, the copyright and the legal links.
 * The app gives all of it (its content).
 */
export function Footer({ identity: school, columns, legalLinks }: FooterProps) {
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
            <img src={school.certificate.imageUrl} alt={school.certificate.label} width={160} height={64} loading="lazy" className={styles.certificateImage} />
            <span className={visuallyHidden}> (nouvel onglet)</span>
          </a>
        </div>

        <nav aria-label="Liens du pied de page" className={styles.columns}>
          {columns.map((column) => (
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
          {legalLinks.map((link) => (
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
