import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStaleStructuredDataRemoved } from './staleStructuredData.ts';

function Page({ path }: { path: string }) {
  useStaleStructuredDataRemoved(path);
  return null;
}

const jsonLdInHead = () => document.head.querySelectorAll('script[type="application/ld+json"]').length;

describe('the prerendered JSON-LD', () => {
  it('stays while the page the document was loaded with is shown, and goes with the first navigation', () => {
    // As the prerendered HTML has it, and as React leaves it at hydration.
    document.head.insertAdjacentHTML('beforeend', '<script type="application/ld+json">{"@type":"FAQPage"}</script>');
    const view = render(<Page path="/faq" />);
    expect(jsonLdInHead()).toBe(1);
    view.rerender(<Page path="/candidater" />);
    expect(jsonLdInHead()).toBe(0);
  });
});
