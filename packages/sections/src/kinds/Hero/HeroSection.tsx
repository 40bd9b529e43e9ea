import type { HeroSection as HeroData } from '@ecole/content';
import { Badge } from '@ecole/ui/Badge';
import { Hero } from '@ecole/ui/Hero';
import { Logo } from '@ecole/ui/Logo';
import { HERO_BACKGROUND_FILES, ILLUSTRATION_FILES, ILLUSTRATION_SIZE } from '../../parts/Illustration/illustrations.ts';
import { RichText } from '../../parts/RichText/RichText.tsx';
import * as styles from './HeroSection.css.ts';
import { heroButtons } from './heroButtons.ts';

/**
 * The page's banner and its `<h1>`. The illustration and the background are decorative: the text
 * says it all. A page without header names the school first, with its logo (`brand`).
 */
export function HeroSection({ section }: { section: HeroData }) {
  const { title, code, eyebrow, subtitle, badges, bullets, actions, illustration, background, brand } = section;
  const top =
    brand !== undefined || code !== undefined || eyebrow !== undefined || (badges && badges.length > 0) ? (
      <>
        {brand !== undefined && (
          <p className={styles.brand}>
            <Logo />
            {brand}
          </p>
        )}
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
      backgroundImage={background ? HERO_BACKGROUND_FILES[background] : undefined}
      sideImage={illustration ? { src: ILLUSTRATION_FILES[illustration], alt: '', ...ILLUSTRATION_SIZE } : undefined}
    />
  );
}
