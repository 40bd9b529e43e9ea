import type { FollowUpActionSection as FollowUpActionData } from '@ecole/content';
import { page } from '@ecole/content/pages/site/suivi-demande';
import { expectNoAxeViolations } from '@ecole/ui/test';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_NAME_KEY, FollowUpActionSection, readLink } from './FollowUpActionSection.tsx';

const section = page.sections.find((each) => each.kind === 'followUpAction') as FollowUpActionData;
const generatedCss = () => [...document.querySelectorAll('style')].map((node) => node.textContent).join('\n');

/** A token as a staff mail carries it: only its payload is read here (the signature is the function's). */
const base64url = (value: unknown) => btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replaceAll('=', '');
const token = (act: string, sub = '4f7a1c2b-0000-4000-8000-000000000001') =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub, act, aud: 'suivi-demande', exp: 1 })}.c2lnbmF0dXJl`;

function at(address: string) {
  window.history.replaceState(null, '', address);
}

afterEach(() => {
  localStorage.clear();
  at('/');
});

describe('the confirmation page of a staff mail’s link (/suivi-demande)', () => {
  it('reads the link’s action and request from the fragment, and shows its form with the first name remembered here', async () => {
    localStorage.setItem(FIRST_NAME_KEY, 'Camille');
    at(`/suivi-demande#jeton=${token('repondu')}`);
    const { container } = render(<FollowUpActionSection section={section} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Répondu' })).toBeVisible();
    expect(screen.getByText('Demande 4F7A-1C2B')).toBeVisible();
    const name = screen.getByRole('textbox', { name: 'Votre prénom' });
    expect(name).toHaveValue('Camille');
    expect(name).toHaveAccessibleDescription('Il sera retenu sur cet appareil pour les prochaines fois.');
    const form = container.querySelector('form')!;
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toMatch(/\/functions\/v1\/follow-up-request$/);
    expect(Object.fromEntries(new FormData(form))).toEqual({ jeton: token('repondu'), prenom: 'Camille' });
    expect(screen.getByRole('button', { name: 'Confirmer\u202f: c’est répondu' })).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it('« Je m’en occupe »: the first name typed once is kept on this device when the form goes', async () => {
    at(`/suivi-demande#jeton=${token('prendre')}`);
    const { container } = render(<FollowUpActionSection section={section} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Je m’en occupe' })).toBeVisible();
    fireEvent.change(screen.getByRole('textbox', { name: 'Votre prénom' }), { target: { value: '  Dominique ' } });
    const form = container.querySelector('form')!;
    // jsdom does not navigate: the submit event is what the page handles before the browser posts.
    form.addEventListener('submit', (event) => event.preventDefault());
    fireEvent.click(screen.getByRole('button', { name: /je m’en occupe/ }));
    expect(localStorage.getItem(FIRST_NAME_KEY)).toBe('Dominique');
  });

  it('shows the function’s answer from the address, and only it', async () => {
    at('/suivi-demande?resultat=deja-pris#deja-pris');
    render(<FollowUpActionSection section={section} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Quelqu’un s’en occupe déjà');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows « lien non valide » for a token that does not read as one, and sends nothing', async () => {
    at('/suivi-demande#jeton=pas-un-jeton');
    render(<FollowUpActionSection section={section} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Ce lien n’est pas valide');
    expect(document.querySelector('form')).toBeNull();
    expect(readLink(`#jeton=${token('clore')}`)).toBe('invalid');
    expect(readLink(`#jeton=${token('prendre', 'pas-un-id')}`)).toBe('invalid');
    expect(readLink('#autre=1')).toBeNull();
  });

  it('without a link, says where to open it from', async () => {
    at('/suivi-demande');
    render(<FollowUpActionSection section={section} />);
    expect(await screen.findByText(/Ouvrez cette page depuis l’un des liens/)).toBeVisible();
  });

  it('shows a result by its anchor in CSS alone (the function’s redirect, read without any script), and hides the others', () => {
    render(<FollowUpActionSection section={section} />);
    const css = generatedCss();
    expect(css).toMatch(/\.[\w-]+ \{\s*display: none;\s*\}/);
    expect(css).toMatch(/\.[\w-]+:target, \.[\w-]+\[data-shown\] \{\s*display: block;/);
    for (const id of ['pris-en-charge', 'repondu', 'lien-expire']) expect(document.getElementById(id)).not.toBeNull();
  });
});
