import { ContactForm } from '@ecole/contact/ContactForm';
import { CallToAction } from '@ecole/ui/CallToAction';
import { FORMATION_IA_PAGE, sessionBanner } from '@ecole/content';
import { Badge } from '@ecole/ui/Badge';
import { Card } from '@ecole/ui/Card';
import { Grid } from '@ecole/ui/Grid';
import { Hero } from '@ecole/ui/Hero';
import { KeyFigure } from '@ecole/ui/KeyFigure';
import { Section } from '@ecole/ui/Section';
import { StepList } from '@ecole/ui/StepList';
import { TONES } from '@ecole/ui/tokens';
import { pageMeta } from '@ecole/ui/PageHead';

export const meta = () => pageMeta({ path: '/formation-ia', ...FORMATION_IA_PAGE.meta });

export default function FormationIa() {
  return <FormationIaPage asOf={import.meta.env.SITE_AS_OF} />;
}

/**
 * The one-day AI course landing: chrome-less, every call to action leads to the form below.
 * `asOf` (YYYY-MM-DD) decides whether the known session is still upcoming.
 */
export function FormationIaPage({ asOf }: { asOf: string }) {
  const { hero, benefits, trust, programme, bonus, contact } = FORMATION_IA_PAGE;
  const banner = sessionBanner(asOf);
  return (
    <>
      <Hero
        eyebrow={<Badge>{hero.eyebrow}</Badge>}
        title={hero.title}
        subtitle={hero.subtitle}
        bullets={hero.bullets}
        buttons={[hero.cta, hero.secondary]}
      />

      <Section title={benefits.title}>
        <Grid as="ul">
          {benefits.items.map((item, index) => (
            <Card key={item.title} as="li" title={item.title} description={item.description} tone={TONES[index % TONES.length]} />
          ))}
        </Grid>
      </Section>

      <Section title={trust.title} intro={trust.certification} tone="surface">
        <Grid as="ul">
          {trust.items.map((item) => (
            <KeyFigure key={item.label} as="li" value={item.value} label={item.label} />
          ))}
        </Grid>
      </Section>

      <Section id="programme" title={programme.title}>
        <StepList steps={programme.steps} layout="columns" />
      </Section>

      <Section title={bonus.title} intro={bonus.text} tone="tinted" width="narrow" />

      <Section title={banner.title} intro={banner.text} tone="brand" width="narrow">
        <CallToAction href={banner.cta.href} variant="inverse" size="lg">
          {banner.cta.label}
        </CallToAction>
      </Section>

      <Section id="contact" title={contact.title} intro={contact.text} width="narrow">
        <ContactForm reason={contact.reason} />
      </Section>
    </>
  );
}
