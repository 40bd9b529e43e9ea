import { usePagePath } from '../PagePath/usePagePath.ts';
import { SmartLink } from '../SmartLink/SmartLink.tsx';
import * as styles from './Breadcrumb.css.ts';
import { type BreadcrumbTrail, breadcrumbItems, breadcrumbJsonLd } from './breadcrumbItems.ts';

export interface BreadcrumbProps extends BreadcrumbTrail {
  /** Page path; defaults to the router's current location. */
  path?: string;
}

/** The "Fil d'Ariane" of every page but home (spec §2), with its schema.org BreadcrumbList. */
export function Breadcrumb({ path, labelOf, absoluteUrl }: BreadcrumbProps) {
  const current = usePagePath();
  const items = breadcrumbItems(path ?? current, labelOf);
  if (items.length < 2) return null;

  return (
    <nav aria-label="Fil d'Ariane" className={styles.root}>
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={item.path} className={styles.item}>
            {item.isCurrent ? (
              <span aria-current="page" className={styles.current}>
                {item.label}
              </span>
            ) : (
              <SmartLink href={item.path} className={styles.link}>
                {item.label}
              </SmartLink>
            )}
          </li>
        ))}
      </ol>
      <script
        type="application/ld+json"
        // `<` escaped so a label can never close the script element.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(breadcrumbJsonLd(items, absoluteUrl)).replace(/</g, '\\u003c') }}
      />
    </nav>
  );
}
