import { HOME_PAGE } from '@ecole/content';
import { Card } from '@ecole/ui/Card';
import { Grid } from '@ecole/ui/Grid';
import { Hero } from '@ecole/ui/Hero';
import { KeyFigure } from '@ecole/ui/KeyFigure';
import { Section } from '@ecole/ui/Section';
import { SmartLink } from '@ecole/ui/SmartLink';
import { organizationJsonLd, pageMeta } from '@ecole/ui/PageHead';

// The home page carries the school's identity for search engines.
export const meta = () => pageMeta({ path: '/', ...HOME_PAGE.meta, jsonLd: organizationJsonLd() });

export default function Home() {
  const { hero, pitch, figures, companies } = HOME_PAGE;
  return (
    <>
      <Hero title={hero.title} subtitle={hero.subtitle} bullets={hero.bullets} buttons={[hero.primary, hero.secondary]} />

      <Section title={pitch.title}>
        <Grid as="ul">
          {pitch.cards.map((card) => (
            <Card key={card.title} as="li" title={card.title} description={card.description} />
          ))}
        </Grid>
      </Section>

      <Section title={figures.title} tone="surface">
        <Grid as="ul">
          {figures.items.map((figure, index) => (
            <KeyFigure key={figure.label} as="li" value={figure.value} label={figure.label} tone={index === 0 ? 'primary' : 'secondary'} />
          ))}
        </Grid>
      </Section>

      <Section title={companies.title} intro={companies.text} tone="brand">
        {/* /entreprises belongs to another app: SmartLink renders a plain <a> (full page load). */}
        <SmartLink href={companies.link.href}>{companies.link.label}</SmartLink>
      </Section>
    </>
  );
}
