import { NOT_FOUND_PAGE } from '@ecole/content';
import { Box } from '@ecole/ui/Box';
import { Section } from '@ecole/ui/Section';
import { SmartLink } from '@ecole/ui/SmartLink';
import { pageMeta } from '@ecole/ui/PageHead';

/**
 * Every unknown path: client-side navigation lands here through the `*` route, and the proxy
 * serves the copy prerendered at /404 (moved to build/client/404.html) with status 404.
 */
export const meta = () =>
  pageMeta({ path: '/404', ...NOT_FOUND_PAGE.meta, noindex: true }).filter(
    // The same HTML answers every unknown address: it has no address of its own to claim.
    (descriptor) =>
      !('rel' in descriptor && (descriptor.rel === 'canonical' || descriptor.rel === 'alternate')) &&
      !('property' in descriptor && descriptor.property === 'og:url'),
  );

export default function NotFound() {
  const page = NOT_FOUND_PAGE;
  return (
    <Section space="lg" width="narrow">
      <Box as="p" aria-hidden="true" fontSize="display" fontWeight="bold" color="primary" lineHeight="tight" marginY="none">
        {page.code}
      </Box>
      <h1>{page.title}</h1>
      <Box as="p" fontSize="lg" color="textMuted">
        {page.text}
      </Box>
      <Box as="ul" display="flex" flexWrap="wrap" gap="lg" listStyle="none" paddingLeft="none">
        {page.links.map((link) => (
          <li key={link.href}>
            <SmartLink href={link.href}>{link.label}</SmartLink>
          </li>
        ))}
      </Box>
    </Section>
  );
}
