import type { Page } from '@playwright/test';

/** The contact form of the page, and its fields by their visible labels. */
export function contactForm(page: Page) {
  const form = page.locator('form').filter({ has: page.getByLabel('Prénom et Nom') });
  return {
    form,
    reason: form.getByRole('combobox', { name: 'Objet de votre demande' }),
    name: form.getByRole('textbox', { name: 'Prénom et Nom' }),
    email: form.getByRole('textbox', { name: /e-mail/i }),
    phone: form.getByRole('textbox', { name: /téléphone/i }),
    message: form.getByRole('textbox', { name: /^message/i }),
    send: form.getByRole('button', { name: /envoyer/i }),
  };
}
