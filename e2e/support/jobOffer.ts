import { expect, type Locator, type Page } from '@playwright/test';

/** A start date four months ahead, as the date input takes it. */
export const offerStartDate = () => new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);

/**
 * Fills /pme's job-offer form (`#offre`) as a company would, every detail, starting on `start`;
 * the form, to send or to check. The specs about the offer share it: a copy would drift from the
 * form's labels.
 */
export async function fillOffer(page: Page, email: string, start = offerStartDate()) {
  const form = page.locator('#offre form');
  await form.getByRole('textbox', { name: 'Intitulé du poste' }).fill('Assistant marketing digital');
  await form.getByRole('combobox', { name: 'Lieu de travail' }).selectOption('Sur place et en télétravail');
  await form.getByRole('textbox', { name: 'Ville du poste' }).fill('Laval');
  await form.getByLabel('Date de début souhaitée').fill(start);
  await form.getByRole('combobox', { name: 'Rythme de l’alternance' }).selectOption('4 jours en entreprise, 1 jour en formation');
  await form.getByRole('combobox', { name: 'Niveau de diplôme recherché' }).selectOption('Bac+3 (niveau 6)');
  await form.getByRole('textbox', { name: /Missions confiées/ }).fill('Animer nos réseaux sociaux et suivre nos campagnes en ligne.');
  await form.getByRole('textbox', { name: 'Nom de l’entreprise' }).fill('Menuiserie Exemple');
  await form.getByRole('combobox', { name: 'Effectif de l’entreprise' }).selectOption('11 à 49 salariés');
  await form.getByRole('textbox', { name: 'Prénom et Nom' }).fill('Claire Recruteuse');
  await form.getByRole('textbox', { name: /e-mail/i }).fill(email);
  return form;
}

/** What `fillOffer` stores: the request's offer columns as the form fills them, starting on `start`. */
export function filledOfferRow(start = offerStartDate()) {
  return {
    reason: 'Offre d’alternance',
    offer_title: 'Assistant marketing digital',
    offer_work_mode: 'hybride',
    offer_town: 'Laval',
    offer_start: start,
    offer_rhythm: 'rythme-ecole',
    offer_level: 'bac-3',
    company_name: 'Menuiserie Exemple',
    company_size: '11-49',
    form_path: '/pme',
  };
}

/**
 * Sends the filled offer form as a company does, and waits for its thank-you page. A form filled
 * faster than a person types is stopped once to be checked (spamGuard.ts): the robot filling it
 * here is that fast on a quiet machine, not on a busy one; it then presses the button again.
 */
export async function sendOffer(page: Page, form: Locator): Promise<void> {
  const send = form.getByRole('button', { name: 'Envoyer mon offre' });
  await send.click();
  const tooFast = form.getByRole('alert');
  // The page's one title, not a step's: the offer's panels with and without a call share their steps.
  await expect(tooFast.or(page.getByRole('heading', { level: 1, name: /Merci/ }))).toBeVisible();
  if (await tooFast.isVisible()) {
    await expect(tooFast).toContainText('« Envoyer mon offre »');
    await send.click();
  }
  // The offer's own panel of the thank-you page (issue 33: this request's promise and steps).
  await expect(page).toHaveURL(/\/thank-you\?objet=offre#offre$/);
}
