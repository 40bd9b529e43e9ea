import type { ReasonStepsSection as ReasonStepsData } from '@ecole/content';
import { page } from '@ecole/content/pages/site/thank-you';
import { PENDING_TOASTS_KEY } from '@ecole/ui/Toast';
import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { IslandFrame } from '../../parts/Island/IslandFrame.tsx';
import { ReasonStepsIsland, ReasonStepsSection } from './ReasonStepsSection.tsx';

const section = page.sections.find((each) => each.kind === 'reasonSteps') as ReasonStepsData;

/** The island as the boot module starts it on /thank-you, at `address`. */
function openAt(address: string) {
  window.history.replaceState(null, '', address);
  return render(
    <IslandFrame app="site">
      <ReasonStepsIsland section={section} />
    </IslandFrame>,
  );
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
});

describe('the thank-you page’s next steps (an island: they follow the address)', () => {
  it('prerenders the general steps, in the island’s slot', () => {
    const html = renderToStaticMarkup(
      <IslandFrame app="site">
        <ReasonStepsSection section={section} />
      </IslandFrame>,
    );
    expect(html).toMatch(/^<div data-island-slot="reason-steps" data-island-props="[^"]+">/);
    expect(html).toContain(section.fallback[0]!.title);
  });

  it('shows the steps of the reason the address names once it runs, the general ones otherwise', async () => {
    const { unmount } = openAt('/thank-you?objet=recrutement');
    expect(await screen.findByText('Nous étudions votre besoin')).toBeInTheDocument();
    unmount();
    openAt('/thank-you?objet=inconnu');
    expect(screen.getByText(section.fallback[0]!.title)).toBeInTheDocument();
  });

  it('says « sent » for a form posted without its script, then takes the marker out of the address', async () => {
    openAt('/thank-you?objet=recrutement&envoi=formulaire#haut');
    expect(await screen.findByText(/Votre message a été envoyé avec succès/)).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/thank-you?objet=recrutement#haut');
    expect(sessionStorage.getItem(PENDING_TOASTS_KEY)).toBeNull();
  });
});
