import { clsx } from 'clsx';
import { type CSSProperties, type ReactNode, useId } from 'react';
import type { ButtonVariant } from '../Button/Button.tsx';
import { CallToAction } from '../CallToAction/CallToAction.tsx';
import { Container } from '../Container/Container.tsx';
import { OptionalImage } from '../OptionalImage/OptionalImage.tsx';
import { TickList } from '../TickList/TickList.tsx';
import * as styles from './Hero.css.ts';

export interface HeroButton {
  label: string;
  /** A route, `#anchor` or `https://…` address, followed the SmartLink way. */
  href: string;
  /** Defaults: the first button is primary, the next ones outlined. */
  variant?: ButtonVariant;
}

export interface HeroImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface HeroProps {
  /** The page's `<h1>`. */
  title: ReactNode;
  /** A line above the title (a badge, a kicker). */
  eyebrow?: ReactNode;
  subtitle?: ReactNode;
  /** Benefit bullets, shown with ticks. */
  bullets?: readonly string[];
  buttons?: readonly HeroButton[];
  /** A photo behind the text, darkened so the text stays readable. */
  backgroundImage?: string;
  /** A picture beside the text, hidden if it fails to load (spec §2), with or without a script. */
  sideImage?: HeroImage;
}

/** The banner at the top of a page (spec §2): fades in after 100 ms, in CSS only. */
export function Hero({ title, eyebrow, subtitle, bullets, buttons, backgroundImage, sideImage }: HeroProps) {
  const titleId = useId();
  const style = backgroundImage ? ({ [styles.imageVar]: `url(${JSON.stringify(backgroundImage)})` } as CSSProperties) : undefined;
  return (
    <section aria-labelledby={titleId} className={clsx(styles.root, backgroundImage !== undefined && styles.withImage)} style={style}>
      <Container className={styles.content}>
        <div className={styles.text}>
          {eyebrow !== undefined && <div>{eyebrow}</div>}
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {subtitle !== undefined && <p className={styles.subtitle}>{subtitle}</p>}
          {bullets && bullets.length > 0 && <TickList items={bullets} tone={backgroundImage ? 'primary' : 'secondary'} />}
          {buttons && buttons.length > 0 && (
            <div className={styles.actions}>
              {buttons.map((button, index) => (
                // A call to action: `#contact` scrolls to the form and focuses it (spec §2).
                <CallToAction
                  key={button.href + button.label}
                  href={button.href}
                  size="lg"
                  variant={button.variant ?? (index === 0 ? 'primary' : backgroundImage ? 'inverse' : 'outline')}
                  className={index === 0 ? styles.mainButton : undefined}
                >
                  {button.label}
                </CallToAction>
              ))}
            </div>
          )}
        </div>
        {/* Lazy: never fetched where it is hidden (phones); beside the text it loads at once. */}
        {sideImage && (
          <div className={styles.side}>
            <OptionalImage {...sideImage} noBrokenIcon loading="lazy" decoding="async" className={styles.sideImage} />
          </div>
        )}
      </Container>
    </section>
  );
}
