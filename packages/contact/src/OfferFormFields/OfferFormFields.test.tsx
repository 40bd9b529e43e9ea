import { VALID_OFFER } from '@ecole/supabase/offer-value-cases';
import { AppProvider } from '@ecole/ui/AppContext';
import { ToastRegion } from '@ecole/ui/Toast';
import { expectNoAxeViolations } from '@ecole/ui/test';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '../ContactForm/ContactForm.tsx';
import { draftKey } from '../ContactForm/contactDraft.ts';
import { loadPage } from '../ContactForm/loadPage.ts';
import { MIN_FILL_TIME_MS } from '../ContactForm/spamGuard.ts';
import { type RecordingClient, recordingClient } from '../test/recordingClient.ts';

// The job-offer form of /pme (issue 21, point 8; OfferFormFields inside ContactForm): the contact
// form's flow with the offer's details, checked with the database's rules and sent in the same
// insert.

vi.mock('../ContactForm/loadPage.ts', () => ({ loadPage: vi.fn() }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

function ThankYou() {
  const { search } = useLocation();
  return <h1>Merci {search}</h1>;
}

function renderOfferForm(client: RecordingClient) {
  return render(
    <MemoryRouter initialEntries={['/pme']}>
      <AppProvider app="site">
        <ToastRegion>
          <Routes>
            <Route path="/pme" element={<ContactForm client={client} offer pagePath="/pme" />} />
            <Route path="/thank-you" element={<ThankYou />} />
          </Routes>
        </ToastRegion>
      </AppProvider>
    </MemoryRouter>,
  );
}

const change = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Fills every field as autofill would, with the contract's valid offer. */
function fillOffer(overrides: Record<string, string> = {}) {
  const offer = { ...VALID_OFFER(), ...overrides };
  change('Intitulé du poste', offer.offer_title ?? '');
  change('Lieu de travail', offer.offer_work_mode ?? '');
  change('Ville du poste', offer.offer_town ?? '');
  change('Date de début souhaitée', offer.offer_start ?? '');
  change('Rythme de l’alternance', offer.offer_rhythm ?? '');
  change('Niveau de diplôme recherché', offer.offer_level ?? '');
  change('Missions confiées', 'Animer nos réseaux sociaux et suivre nos campagnes.');
  change('Nom de l’entreprise', offer.company_name ?? '');
  change('Effectif de l’entreprise', offer.company_size ?? '');
  change('Prénom et Nom', 'Camille Martin');
  change('E-mail', 'camille.martin@example.fr');
  vi.setSystemTime(Date.now() + MIN_FILL_TIME_MS);
  return offer;
}

describe('the job-offer form', () => {
  it('groups the job, the company and the contact under their titles, every field labelled, no reason to choose', async () => {
    const { container } = renderOfferForm(recordingClient());
    expect(screen.getByRole('group', { name: 'Le poste' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Votre entreprise' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Vos coordonnées' })).toBeInTheDocument();
    expect(screen.getByLabelText('Intitulé du poste')).toBeRequired();
    expect(screen.getByLabelText('Date de début souhaitée')).toHaveAttribute('type', 'date');
    // Not required in the page: a fully remote job has none, which only the script can tell.
    expect(screen.getByLabelText('Ville du poste')).not.toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Effectif de l’entreprise' })).toHaveDisplayValue('Choisissez');
    expect(screen.queryByLabelText('Objet de votre demande')).toBeNull();
    expect(container.querySelector('input[type="hidden"][name="reason"]')).toHaveValue('Offre d’alternance');
    // Without a script, each control posts under its column's name.
    for (const name of [
      'offer_title',
      'offer_work_mode',
      'offer_town',
      'offer_start',
      'offer_rhythm',
      'offer_level',
      'company_name',
      'company_size',
      'message',
    ]) {
      expect(container.querySelector(`[name="${name}"]`), name).not.toBeNull();
    }
    expect(screen.getByRole('button', { name: 'Envoyer mon offre' })).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it('says what is missing under each field and puts the focus on the first, in the order shown', async () => {
    const client = recordingClient();
    renderOfferForm(client);
    change('Prénom et Nom', 'Camille Martin');
    fireEvent.submit(screen.getByRole('button', { name: 'Envoyer mon offre' }).closest('form')!);
    expect(await screen.findByText('Indiquez l’intitulé du poste.')).toBeInTheDocument();
    expect(screen.getByText('Choisissez l’effectif de votre entreprise.')).toBeInTheDocument();
    expect(screen.getByText('Décrivez les missions du poste.')).toBeInTheDocument();
    expect(screen.getByText('Indiquez la ville du poste, ou choisissez « En télétravail complet ».')).toBeInTheDocument();
    expect(screen.getByLabelText('Intitulé du poste')).toHaveFocus();
    expect(screen.getByLabelText('Intitulé du poste')).toHaveAccessibleDescription(/Indiquez l’intitulé du poste\./);
    expect(client.inserts).toEqual([]);
  });

  it('refuses a start date more than two years ahead, as the database would', async () => {
    const client = recordingClient();
    renderOfferForm(client);
    fillOffer({ offer_start: '2099-01-01' });
    fireEvent.submit(screen.getByRole('button', { name: 'Envoyer mon offre' }).closest('form')!);
    expect(await screen.findByText('Indiquez une date de début dans les deux ans à venir.')).toBeInTheDocument();
    expect(screen.getByLabelText('Date de début souhaitée')).toHaveFocus();
    expect(client.inserts).toEqual([]);
  });

  it('sends the offer’s details in the same insert (no town when fully remote), then the five values to the mail function', async () => {
    const client = recordingClient();
    renderOfferForm(client);
    const offer = fillOffer({ offer_work_mode: 'a-distance' });
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer mon offre' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/thank-you?objet=offre#offre'));
    expect(client.inserts).toHaveLength(1);
    expect(client.inserts[0]!.row).toMatchObject({
      reason: 'Offre d’alternance',
      message: 'Animer nos réseaux sociaux et suivre nos campagnes.',
      offer_title: offer.offer_title,
      offer_work_mode: 'a-distance',
      offer_town: null,
      offer_start: offer.offer_start,
      company_size: offer.company_size,
      form_path: '/pme',
    });
    expect(Object.keys(client.invokes[0]!.body).sort()).toEqual(['email', 'message', 'name', 'phone', 'reason']);
  });

  it('keeps the offer’s details in the tab’s draft and gives them back after a reload', async () => {
    const first = renderOfferForm(recordingClient());
    change('Intitulé du poste', 'Chargé de communication');
    change('Effectif de l’entreprise', '50-249');
    await waitFor(() => {
      const stored = JSON.parse(sessionStorage.getItem(draftKey('Offre d’alternance')) ?? '{}') as { offer?: Record<string, string> };
      expect(stored.offer).toMatchObject({ offer_title: 'Chargé de communication', company_size: '50-249' });
    });
    first.unmount();
    renderOfferForm(recordingClient());
    await waitFor(() => expect(screen.getByLabelText('Intitulé du poste')).toHaveValue('Chargé de communication'));
    expect(screen.getByLabelText('Effectif de l’entreprise')).toHaveValue('50-249');
  });
});
