import { ContactForm } from '@ecole/contact/ContactForm';
import { CONTACT_PAGE } from '@ecole/content';
import { Box } from '@ecole/ui/Box';
import { Grid } from '@ecole/ui/Grid';
import { Hero } from '@ecole/ui/Hero';
import { Section } from '@ecole/ui/Section';
import { SmartLink } from '@ecole/ui/SmartLink';
import { Stack } from '@ecole/ui/Stack';
import { pageMeta } from '@ecole/ui/PageHead';

export const meta = () => pageMeta({ path: '/contact', ...CONTACT_PAGE.meta });

export default function Contact() {
  const { aside } = CONTACT_PAGE;
  return (
    <>
      <Hero title={CONTACT_PAGE.title} subtitle={CONTACT_PAGE.intro} />
      <Section>
        <Grid columns="sidebar">
          <section aria-labelledby="contact-form-title">
            <h2 id="contact-form-title">{CONTACT_PAGE.formTitle}</h2>
            <ContactForm reason={CONTACT_PAGE.reason} />
          </section>
          <Box as="aside" aria-label={aside.label} padding="lg" backgroundColor="surface" borderRadius="md">
            <Stack gap="lg">
              <div>
                <Box as="h2" fontSize="lg">
                  {aside.replyTitle}
                </Box>
                <p>{aside.reply}</p>
              </div>
              <div>
                <Box as="h2" fontSize="lg">
                  {aside.supportTitle}
                </Box>
                <Stack as="ul" gap="xs">
                  <li>
                    {aside.emailLabel} <a href={`mailto:${aside.email}`}>{aside.email}</a>
                  </li>
                  <li>
                    {aside.phoneLabel} <a href={`tel:${aside.phoneHref}`}>{aside.phone}</a>
                  </li>
                </Stack>
              </div>
              <p>
                {aside.programmesText} <SmartLink href={aside.programmes.href}>{aside.programmes.label}</SmartLink>
              </p>
              <div>
                <Box as="h2" fontSize="lg">
                  {aside.studentsTitle}
                </Box>
                <p>{aside.studentsText}</p>
                <SmartLink href={aside.students.href}>{aside.students.label}</SmartLink>
              </div>
            </Stack>
          </Box>
        </Grid>
      </Section>
    </>
  );
}
