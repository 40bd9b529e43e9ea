import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Field } from './Field.tsx';
import { Select } from './Select.tsx';
import { Textarea } from './Textarea.tsx';
import { TextInput } from './TextInput.tsx';

describe('Field', () => {
  it('names its control by the label, and describes it by the hint and the error', async () => {
    const { container } = render(
      <form>
        <Field id="email" label="E-mail" hint="Nous vous répondons à cette adresse." error="Indiquez une adresse e-mail valide.">
          {({ describedBy, invalid }) => <TextInput id="email" type="email" name="email" aria-describedby={describedBy} aria-invalid={invalid || undefined} />}
        </Field>
      </form>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAccessibleDescription('Nous vous répondons à cette adresse. Indiquez une adresse e-mail valide.');
    expect(input).toBeInvalid();
    await expectNoAxeViolations(container);
  });

  it('says nothing more than the label while there is no hint and no error', () => {
    render(
      <Field id="ville" label="Ville">
        {({ describedBy, invalid }) => <TextInput id="ville" aria-describedby={describedBy} aria-invalid={invalid || undefined} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Ville' });
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});

describe('TextInput, Select, Textarea', () => {
  it('are the native controls, which a form reads at submit without holding their values (uncontrolled)', async () => {
    const submitted: Record<string, FormDataEntryValue>[] = [];
    render(
      <form
        aria-label="Demande"
        onSubmit={(event) => {
          event.preventDefault();
          submitted.push(Object.fromEntries(new FormData(event.currentTarget)));
        }}
      >
        <label htmlFor="nom">Nom</label>
        <TextInput id="nom" name="nom" defaultValue="Camille" />
        <label htmlFor="motif">Motif</label>
        <Select id="motif" name="motif" defaultValue="candidature">
          <option value="information">Information</option>
          <option value="candidature">Candidature</option>
        </Select>
        <label htmlFor="message">Message</label>
        <Textarea id="message" name="message" defaultValue="" />
        <button type="submit">Envoyer</button>
      </form>,
    );
    expect(screen.getByRole('textbox', { name: 'Nom' }).tagName).toBe('INPUT');
    expect(screen.getByRole('combobox', { name: 'Motif' }).tagName).toBe('SELECT');
    expect(screen.getByRole('textbox', { name: 'Message' }).tagName).toBe('TEXTAREA');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Bonjour');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Motif' }), 'information');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(submitted).toEqual([{ nom: 'Camille', motif: 'information', message: 'Bonjour' }]);
  });

  it('add the design system’s look to a class of the caller’s own', () => {
    render(<TextInput aria-label="Âge" className="age" />);
    const input = screen.getByRole('textbox', { name: 'Âge' });
    expect(input).toHaveClass('age');
    expect(input.classList.length).toBeGreaterThan(1);
  });
});
