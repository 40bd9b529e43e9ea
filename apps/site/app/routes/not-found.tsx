import { NOT_FOUND_PAGE } from '@ecole/content';
import { SmartLink } from '@ecole/ui/SmartLink';
import { pageMeta } from '@ecole/ui/PageHead';
import * as styles from '../styles/page.css.ts';

/**
 * Every unknown path: client-side navigation lands here through the `*` route, and the proxy
 * serves the copy prerendered at /404 (moved to build/client/404.html) with status 404.
 */
export const meta = () =>
  pageMeta({ path: '/404', ...NOT_FOUND_PAGE.meta, noindex: true }).filter(
    // The same HTML answers every unknown address: it has no address of its own to claim.
    (descriptor) =>
      !('rel' in descriptor && (descriptor.rel === 'canonical' || descriptor.rel === 'alternate')) &&
      !('property' in descriptor && descriptor.property === 'og:url'),
  );

export default function NotFound() {
  const page = NOT_FOUND_PAGE;
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <p className={styles.bigCode} aria-hidden="true">
        {page.code}
      </p>
      <h1 className={styles.heroTitle}>{page.title}</h1>
      <p className={styles.lead}>{page.text}</p>
      <ul className={styles.linkRow}>
        {page.links.map((link) => (
          <li key={link.href}>
            <SmartLink href={link.href}>{link.label}</SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
