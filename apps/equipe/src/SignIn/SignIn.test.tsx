import { expectNoAxeViolations } from '@ecole/ui/test';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createDeskClient } from '../supabase.ts';
import { SignIn } from './SignIn.tsx';

// A client aimed at a port nothing listens on: these tests stop before any call leaves.
const db = createDeskClient({ url: 'http://127.0.0.1:9', anonKey: 'cle-publique' });

describe('the sign-in', () => {
  it('asks for the e-mail with a visible label and a hint, and is axe clean', async () => {
    const { container } = render(<SignIn db={db} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion à l’espace équipe' })).toBeInTheDocument();
    const email = screen.getByLabelText('Adresse e-mail');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAccessibleDescription('Celle que la direction a inscrite dans l’équipe.');
    await expectNoAxeViolations(container);
  });

  it('refuses an incomplete address in French, tied to the field, without calling the server', async () => {
    render(<SignIn db={db} />);
    await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'camille@');
    await userEvent.click(screen.getByRole('button', { name: 'Recevoir un code' }));
    const email = screen.getByLabelText('Adresse e-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/Entrez une adresse e-mail complète/);
    expect(email).toHaveValue('camille@');
  });

  it('shows a notice it was given (the session ended, or the address is not in the team)', () => {
    render(<SignIn db={db} notice="Votre session a pris fin : reconnectez-vous." />);
    expect(screen.getByRole('status')).toHaveTextContent('Votre session a pris fin');
  });
});
