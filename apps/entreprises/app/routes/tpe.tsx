import { TPE_PAGE } from '@ecole/content';
import { CallToAction } from '@ecole/ui/CallToAction';
import { Card } from '@ecole/ui/Card';
import { Grid } from '@ecole/ui/Grid';
import { Hero } from '@ecole/ui/Hero';
import { Section } from '@ecole/ui/Section';
import { Stack } from '@ecole/ui/Stack';
import { MobileStickyButtons } from '@ecole/ui/StickyCtaBar';
import { StepList } from '@ecole/ui/StepList';
import { Testimonial } from '@ecole/ui/Testimonial';
import { TONES } from '@ecole/ui/tokens';
import { pageMeta } from '@ecole/ui/PageHead';

export const meta = () => pageMeta({ path: '/tpe', ...TPE_PAGE.meta });

/** Very small firms: pitch, steps, three profiles, testimonials; /contact is another app (page load). */
export default function Tpe() {
  const { hero, pitch, steps, profiles, testimonials, finalCta, sticky } = TPE_PAGE;
  return (
    <>
      <Hero title={hero.title} subtitle={hero.subtitle} bullets={hero.bullets} buttons={[hero.cta]} />

      <Section title={pitch.title}>
        <Stack gap="lg">
          <Stack gap="sm">
            {pitch.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Stack>
          <Grid as="ul">
            {pitch.points.map((point, index) => (
              <Card key={point.title} as="li" title={point.title} description={point.description} tone={TONES[index % TONES.length]} />
            ))}
          </Grid>
        </Stack>
      </Section>

      <Section title={steps.title} tone="surface">
        <StepList steps={steps.items} layout="columns" />
      </Section>

      <Section title={profiles.title}>
        <Grid as="ul">
          {profiles.items.map((profile) => (
            <Card key={profile.title} as="li" title={profile.title} description={profile.description} tone="violet" />
          ))}
        </Grid>
      </Section>

      <Section title={testimonials.title} tone="tinted">
        <Grid as="ul">
          {testimonials.items.map((testimonial) => (
            <Testimonial key={testimonial.author} as="li" {...testimonial} />
          ))}
        </Grid>
      </Section>

      <Section title={finalCta.title} intro={finalCta.text} tone="brand">
        <CallToAction href={finalCta.cta.href} variant="inverse" size="lg">
          {finalCta.cta.label}
        </CallToAction>
      </Section>

      <MobileStickyButtons label={sticky.label} buttons={[sticky.primary, sticky.secondary]} />
    </>
  );
}
