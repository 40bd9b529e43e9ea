import { THANK_YOU_PAGE } from '@ecole/content';
import { Hero } from '@ecole/ui/Hero';
import { Section } from '@ecole/ui/Section';
import { SmartLink } from '@ecole/ui/SmartLink';
import { Stack } from '@ecole/ui/Stack';
import { StepList } from '@ecole/ui/StepList';
import { pageMeta } from '@ecole/ui/PageHead';

// A confirmation page has nothing to offer a search engine.
export const meta = () => pageMeta({ path: '/thank-you', ...THANK_YOU_PAGE.meta, noindex: true });

export default function ThankYou() {
  const page = THANK_YOU_PAGE;
  return (
    <>
      <Hero title={page.title} subtitle={page.reply} />
      <Section title={page.nextStepsTitle} width="narrow">
        <StepList steps={page.nextSteps} />
      </Section>
      <Section title={page.moreTitle} width="narrow" tone="surface">
        <Stack as="ul" gap="sm">
          {page.links.map((link) => (
            <li key={link.href}>
              <SmartLink href={link.href}>{link.label}</SmartLink>
            </li>
          ))}
          <li>
            <SmartLink href={page.social.href}>{page.social.label}</SmartLink>
          </li>
        </Stack>
      </Section>
    </>
  );
}
