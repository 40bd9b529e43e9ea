import { PLACEHOLDER_PAGE, placeholderMeta } from '@ecole/content';
import { findRoute, normalizePath } from '@ecole/routes';
import { SmartLink } from '@ecole/ui/SmartLink';
import { useLocation, type MetaArgs } from 'react-router';
import { pageMeta } from '@ecole/ui/PageHead';
import * as styles from '../styles/page.css.ts';

/**
 * One module for every route whose page is not written yet (app/routes.ts): its title comes from
 * the route table, looked up by the current path.
 */
function entryFor(pathname: string) {
  const entry = findRoute(pathname);
  if (!entry) throw new Error(`placeholder route mounted on ${pathname}, which is not in the route table`);
  return entry;
}

export const meta = ({ location }: MetaArgs) => {
  const entry = entryFor(location.pathname);
  return pageMeta({ path: normalizePath(location.pathname), ...placeholderMeta(entry.title) });
};

export default function Placeholder() {
  const entry = entryFor(useLocation().pathname);
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <h1 className={styles.heroTitle}>{entry.title}</h1>
      <p className={styles.lead}>{PLACEHOLDER_PAGE.text}</p>
      <p>
        <SmartLink href={PLACEHOLDER_PAGE.contact.href}>{PLACEHOLDER_PAGE.contact.label}</SmartLink>
      </p>
    </div>
  );
}
