// The contact form's markup (ContactForm.tsx, its fields from ContactFieldList and ReasonField):
// what a visitor sees and what the browser checks, the form's own messages and their wiring, the
// reason to choose on /contact, and a real POST form before any script runs. Its flow (sending,
// the draft, the spam traps) is tested beside useContactSubmission.
import { expectNoAxeViolations } from '@ecole/ui/test';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeTheDate, fill, renderForm, sentToThankYou } from '../test/contactFormHarness.tsx';
import { recordingClient } from '../test/recordingClient.ts';
import { draftKey, tabId } from './contactDraft.ts';

// jsdom cannot load another document: the full page load to another app is observed here instead.
vi.mock('./loadPage.ts', () => ({ loadPage: vi.fn() }));

fakeTheDate();

describe('ContactForm', () => {
  it('shows every field with a visible label and the browser’s own required checks', async () => {
    const { container } = renderForm(recordingClient());
    const name = screen.getByLabelText('Prénom et Nom');
    const email = screen.getByLabelText('E-mail');
    const phone = screen.getByLabelText('Téléphone (optionnel)');
    const message = screen.getByLabelText('Message');

    expect(name).toBeRequired();
    expect(name).toHaveAttribute('autocomplete', 'name');
    expect(name).toHaveAttribute('maxlength', '120');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('maxlength', '254');
    expect(phone).not.toBeRequired();
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(phone).toHaveAttribute('maxlength', '30');
    expect(phone).toHaveAccessibleDescription('Par exemple 06 12 34 56 78');
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toBeRequired();
    expect(message).toHaveAttribute('rows', '5');
    expect(message).toHaveAttribute('maxlength', '5000');

    // Required checking is the browser's: the form must not switch it off.
    expect(container.querySelector('form')).not.toHaveAttribute('novalidate');
    // The reason travels with the form but is not something the visitor fills in.
    expect(container.querySelector('input[type="hidden"][name="reason"]')).toHaveValue('Formation IA');
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  });

  it('has no accessibility violations', async () => {
    const { container } = renderForm(recordingClient());
    await expectNoAxeViolations(container);
  });

  it('does not send an empty form', async () => {
    const user = userEvent.setup();
    const client = recordingClient();
    renderForm(client);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(client.inserts).toEqual([]);
    expect(screen.getByLabelText('Prénom et Nom')).toBeInvalid();
  });

  it('refuses a name or a message made only of spaces, with a message under each field and no request', async () => {
    const user = userEvent.setup();
    const client = recordingClient();
    renderForm(client);
    fill({ name: '   ', message: '  ' });
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    const name = screen.getByLabelText('Prénom et Nom');
    const message = screen.getByLabelText('Message');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Indiquez votre prénom et votre nom.');
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription('Écrivez votre message.');
    // The e-mail was fine: nothing said about it.
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('E-mail')).not.toHaveAccessibleDescription();
    // The first field to correct has the focus, so its message is read out at once.
    expect(name).toHaveFocus();
    expect(client.inserts).toEqual([]);
    expect(client.invokes).toEqual([]);
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  });

  it('refuses an e-mail address without a domain and a phone number with letters', async () => {
    const user = userEvent.setup();
    const client = recordingClient();
    renderForm(client);
    fill({ email: 'camille@localhost', phone: 'appelez-moi' });
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    const email = screen.getByLabelText('E-mail');
    const phone = screen.getByLabelText('Téléphone (optionnel)');
    expect(email).toHaveAccessibleDescription('Indiquez une adresse e-mail complète, sans espace ni accent, par exemple camille.martin@exemple.fr.');
    expect(email).toHaveFocus();
    // The phone keeps its hint, and says what is wrong after it.
    expect(phone).toHaveAccessibleDescription(
      'Par exemple 06 12 34 56 78 Indiquez un numéro d’au moins six chiffres (espaces, points, tirets et + acceptés), ou laissez ce champ vide.',
    );
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(client.inserts).toEqual([]);
  });

  it('takes a message away as soon as the field is corrected, and then sends', async () => {
    const user = userEvent.setup();
    const client = recordingClient();
    renderForm(client);
    fill({ phone: '.. .. ..' });
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    const phone = screen.getByLabelText('Téléphone (optionnel)');
    expect(phone).toHaveAttribute('aria-invalid', 'true');

    await user.clear(phone);
    await user.type(phone, '06 12 34 56 78');
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(phone).toHaveAccessibleDescription('Par exemple 06 12 34 56 78');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await sentToThankYou();
    expect(client.inserts[0]?.row.phone).toBe('06 12 34 56 78');
  });

  it('refuses values longer than the database takes, even when the browser’s maxlength was bypassed', async () => {
    const user = userEvent.setup();
    const client = recordingClient();
    // A value no keyboard can type past maxlength, but a script or an old draft can put in.
    sessionStorage.setItem(
      draftKey('Formation IA'),
      JSON.stringify({
        values: { name: 'N'.repeat(121), email: 'camille@exemple.fr', phone: '', message: 'M'.repeat(5001) },
        startedAt: 0,
        savedAt: Date.now(),
        tab: tabId(),
      }),
    );
    renderForm(client);
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue('M'.repeat(5001)));
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(screen.getByLabelText('Prénom et Nom')).toHaveAccessibleDescription('Votre nom ne doit pas dépasser 120 caractères.');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Votre message ne doit pas dépasser 5\u00a0000 caractères.');
    expect(client.inserts).toEqual([]);
  });

  it('has no accessibility violations while showing its messages', async () => {
    const user = userEvent.setup();
    const { container } = renderForm(recordingClient());
    fill({ name: ' ', email: 'a@b', phone: 'x' });
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByLabelText('Prénom et Nom')).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('is a real POST form to the backend’s form endpoint, its button enabled from the first render', () => {
    renderForm(recordingClient());
    const form = screen.getByRole('button', { name: 'Envoyer' }).closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toMatch(/\/functions\/v1\/submit-contact-form$/);
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
    expect(form.querySelector('input[type=hidden][name=form_path]')).toHaveValue('/contact');
    expect(form.querySelector('noscript')).toBeNull();
  });

  describe('what the request is about', () => {
    it('lets the visitor choose it on /contact, preset from the address, and sends the choice', async () => {
      const user = userEvent.setup();
      const client = recordingClient();
      renderForm(client, { reasonChoice: true, search: '?objet=recrutement' });
      const select = screen.getByLabelText('Objet de votre demande');
      await waitFor(() => expect(select).toHaveValue('Recrutement d’un alternant'));
      expect([...(select as HTMLSelectElement).options].map((option) => option.value)).toContain('Formation IA');
      await user.selectOptions(select, 'Formation en alternance');
      fill();
      await user.click(screen.getByRole('button', { name: 'Envoyer' }));
      await sentToThankYou();
      expect(client.inserts[0]?.row.reason).toBe('Formation en alternance');
    });

    it('ignores an unknown reason in the address: nothing is chosen for the visitor, never free text', async () => {
      renderForm(recordingClient(), { reasonChoice: true, search: '?objet=%3Cscript%3E' });
      expect(screen.getByLabelText('Objet de votre demande')).toHaveValue('');
    });

    it('keeps the reason the visitor chose across a reload, with the draft', async () => {
      const user = userEvent.setup();
      const { unmount } = renderForm(recordingClient(), { reasonChoice: true });
      await user.selectOptions(screen.getByLabelText('Objet de votre demande'), 'Autre demande');
      fireEvent.change(screen.getByLabelText('Prénom et Nom'), { target: { value: 'Léa Dubois' } });
      await waitFor(() => expect(JSON.parse(sessionStorage.getItem(draftKey('choix')) ?? '{}')).toMatchObject({ reason: 'Autre demande' }));
      unmount();
      renderForm(recordingClient(), { reasonChoice: true });
      expect(screen.getByLabelText('Objet de votre demande')).toHaveValue('Autre demande');
      expect(screen.getByLabelText('Prénom et Nom')).toHaveValue('Léa Dubois');
    });

    // Issue 23: a request from /contact is never filed silently under the default reason.
    it('without a reason in the address, the visitor must choose one: the form says so and sends nothing', async () => {
      const user = userEvent.setup();
      const client = recordingClient();
      renderForm(client, { reasonChoice: true });
      const select = screen.getByLabelText('Objet de votre demande');
      expect(select).toBeRequired();
      expect(select).toHaveValue('');
      expect((select as HTMLSelectElement).options[0]).toHaveTextContent('Choisissez l’objet de votre demande');
      fill();
      // The browser's own check stops a real click; a script's submit meets the form's.
      fireEvent.submit(select.closest('form')!);
      expect(await screen.findByText('Choisissez l’objet de votre demande.')).toBeInTheDocument();
      expect(select).toHaveFocus();
      expect(select).toHaveAttribute('aria-invalid', 'true');
      expect(client.inserts).toEqual([]);
      await user.selectOptions(select, 'Recrutement d’un alternant');
      await user.click(screen.getByRole('button', { name: 'Envoyer' }));
      await sentToThankYou();
      expect(client.inserts[0]?.row.reason).toBe('Recrutement d’un alternant');
    });
  });

  it('says what happens to the data and gives the school’s e-mail and phone as another way', () => {
    renderForm(recordingClient());
    expect(screen.getByRole('link', { name: 'Notre politique de confidentialité' })).toHaveAttribute('href', '/politique-confidentialite');
    expect(screen.getByRole('link', { name: /^contact@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(screen.getByRole('link', { name: /^0\d( \d\d){4}$/ })).toHaveAttribute('href', expect.stringMatching(/^tel:\+33/));
  });
});
