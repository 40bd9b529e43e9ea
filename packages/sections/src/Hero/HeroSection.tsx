import type { HeroSection as HeroData } from '@ecole/content';
import { Badge } from '@ecole/ui/Badge';
import { Hero } from '@ecole/ui/Hero';
import { ILLUSTRATION_FILES, ILLUSTRATION_SIZE } from '../Illustration/illustrations.ts';
import { RichText } from '../RichText/RichText.tsx';
import * as styles from './HeroSection.css.ts';
import { heroButtons } from './heroButtons.ts';

/** The page's banner and its `<h1>`. The illustration is decorative: the text says it all. */
export function HeroSection({ section }: { section: HeroData }) {
  const { title, code, eyebrow, subtitle, badges, bullets, actions, illustration } = section;
  const top =
    code !== undefined || eyebrow !== undefined || (badges && badges.length > 0) ? (
      <>
        {code !== undefined && (
          <p className={styles.code} aria-hidden="true">
            {code}
          </p>
        )}
        {eyebrow !== undefined && <Badge>{eyebrow}</Badge>}
        {badges && badges.length > 0 && (
          <ul className={styles.badges} aria-label="Points clés">
            {badges.map((badge) => (
              <li key={badge}>
                <Badge tone="secondary">{badge}</Badge>
              </li>
            ))}
          </ul>
        )}
      </>
    ) : undefined;
  return (
    <Hero
      title={title}
      eyebrow={top}
      subtitle={subtitle === undefined ? undefined : <RichText text={subtitle} />}
      bullets={bullets}
      buttons={heroButtons(actions)}
      sideImage={illustration ? { src: ILLUSTRATION_FILES[illustration], alt: '', ...ILLUSTRATION_SIZE } : undefined}
    />
  );
}
