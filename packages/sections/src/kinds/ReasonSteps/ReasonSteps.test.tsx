import { type ReasonStepsSection as ReasonStepsData, thankYouAnchor } from '@ecole/content';
import { page } from '@ecole/content/pages/site/thank-you';
import { PENDING_TOASTS_KEY } from '@ecole/ui/Toast';
import { expectNoAxeViolations } from '@ecole/ui/test';
import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { IslandFrame } from '../../parts/Island/IslandFrame.tsx';
import { ReasonPanels, ReasonStepsIsland, ReasonStepsSection, reasonPanels } from './ReasonStepsSection.tsx';

const section = page.sections.find((each) => each.kind === 'reasonSteps') as ReasonStepsData;
const generatedCss = () => [...document.querySelectorAll('style')].map((node) => node.textContent).join('\n');
const panelOf = (anchor: string) => reasonPanels(section).find((panel) => panel.anchors.includes(anchor))!;
const textOf = (anchor: string) => JSON.stringify(panelOf(anchor));

/** The island as the boot module starts it on /thank-you, at `address`. */
function openAt(address: string) {
  window.history.replaceState(null, '', address);
  return render(
    <IslandFrame app="site">
      <ReasonStepsIsland />
    </IslandFrame>,
  );
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
});

describe('the thank-you page’s promise and next steps (issue 33: those of the request just sent)', () => {
  it('has a panel behind both anchors of every reason, each anchor once', () => {
    const anchors = reasonPanels(section).flatMap((panel) => panel.anchors);
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const slug of Object.keys(section.byReason) as (keyof ReasonStepsData['byReason'])[]) {
      expect(anchors).toContain(thankYouAnchor(slug, false));
      expect(anchors).toContain(thankYouAnchor(slug, true));
    }
  });

  it('states each request’s promise alone: 48 h for accessibility, 24 h for a job offer', () => {
    expect(textOf('accessibilite')).toContain('sous 48\u00a0h ouvrées');
    expect(textOf('accessibilite')).not.toContain('24\u00a0h');
    expect(textOf('offre')).toContain('sous 24\u00a0h ouvrées');
    expect(textOf('offre')).not.toContain('48\u00a0h');
    expect(textOf('accessibilite')).toContain('La référente handicap vous contacte');
    expect(textOf('offre-rappel')).toContain('Nous relisons votre offre');
  });

  it('promises a call only behind the anchor of a request that gave a phone number', () => {
    const calls = /appel|téléphone/i;
    for (const panel of reasonPanels(section)) {
      const phone = panel.anchors.some((anchor) => anchor.endsWith('-rappel'));
      const withoutPhone = panel.anchors.some((anchor) => !anchor.endsWith('-rappel'));
      if (withoutPhone) expect(JSON.stringify(panel.steps), panel.anchors.join()).not.toMatch(calls);
      if (phone && !withoutPhone) expect(JSON.stringify(panel.steps), panel.anchors.join()).toMatch(calls);
    }
    expect(textOf('recrutement-rappel')).toContain('Un conseiller vous appelle');
    expect(textOf('recrutement')).toContain('Un conseiller vous écrit');
  });

  it('shows the default reason’s panel without an anchor, and the one the anchor names alone, in CSS', async () => {
    const { container } = render(<ReasonPanels section={section} />);
    const fallback = container.querySelector('[id="formation-ia"]')!.parentElement!;
    expect(fallback.className).toMatch(/\S+ \S+/);
    // Markers are hidden (the browser does not scroll to them: the page opens at its top).
    for (const marker of container.querySelectorAll('span[id]')) expect(marker).toHaveAttribute('hidden');
    expect(generatedCss()).toMatch(/:target ~ \.[\w-]+\s*\{\s*display: block/);
    expect(generatedCss()).toMatch(/:has\(\.[\w-]+:target\) \.[\w-]+:not\(:has\(> ?\.[\w-]+:target\)\) > \.[\w-]+\s*\{\s*display: none/);
    await expectNoAxeViolations(container);
  });

  it('prerenders every panel in the island’s slot, without sending them again as its props', () => {
    const html = renderToStaticMarkup(
      <IslandFrame app="site">
        <ReasonStepsSection section={section} />
      </IslandFrame>,
    );
    expect(html).toMatch(/^<div data-island-slot="reason-steps" data-island-props="\{&quot;app&quot;:&quot;site&quot;,&quot;props&quot;:\{\}\}">/);
    expect(html).toContain('id="accessibilite-rappel"');
    expect(html).toContain('Organiser la formation IA dans votre entreprise');
  });

  it('gives an address that names a reason without its anchor the panel its query names', () => {
    openAt('/thank-you?objet=offre&rappel=1');
    expect(window.location.hash).toBe('#offre-rappel');
  });

  it('says « sent » for a form posted without its script, then takes the marker out of the address, anchor kept', async () => {
    openAt('/thank-you?objet=recrutement&envoi=formulaire#recrutement');
    expect(await screen.findByText(/Votre message a été envoyé avec succès/)).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/thank-you?objet=recrutement#recrutement');
    expect(sessionStorage.getItem(PENDING_TOASTS_KEY)).toBeNull();
  });
});
