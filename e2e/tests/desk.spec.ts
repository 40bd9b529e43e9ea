import { readFileSync } from 'node:fs';
import { APPS } from '@ecole/routes';
import type { Page, TestInfo } from '@playwright/test';
import { expectAxeClean } from '../support/axe.ts';
import { followUpsOf, storedRequests, uniqueEmail } from '../support/backend.ts';
import { capture } from '../support/captures.ts';
import { newStaffMember, signIn, signInCodes } from '../support/desk.ts';
import { fillOffer, sendOffer } from '../support/jobOffer.ts';
import { expectNoOverflow } from '../support/overflow.ts';
import { expect, test } from '../support/test.ts';

/**
 * The staff desk (issue 32), tried as the admissions team and their manager would: a company
 * posts an offer on /pme; a staff member signs in at /equipe with the code from their mailbox,
 * finds the offer in the queue with its countdown, takes it, waits for the visitor, answers it,
 * reopens and closes it; a colleague sees who has it; the direction erases the address after
 * typing it again. No terminal, no service-role key: everything through the page, as the person.
 */

/** Nothing sticks out of the screen; a capture kept with the e2e run's others when asked for (`npm run test:captures`). */
async function checkScreen(page: Page, testInfo: TestInfo, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await expectNoOverflow(page, `${name} at ${width} px`);
  await capture(page, testInfo, `equipe-${name}`);
}

/** A job offer sent from /pme as a company sends it; its reference once stored. */
async function postOffer(page: Page): Promise<{ email: string; reference: string }> {
  const email = uniqueEmail('bureau-offre');
  await page.goto('/pme');
  await sendOffer(page, await fillOffer(page, email));
  await expect.poll(async () => (await followUpsOf(email)).length).toBe(1);
  const [followUp] = await followUpsOf(email);
  return { email, reference: followUp!.reference };
}

test.describe('the staff desk', () => {
  test('its shell holds no request, says noindex, has its own policy, and no public page loads its code', async ({ request }) => {
    const response = await request.get('/equipe');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    // No address, no reference: nothing of a request (the release stamp's `equipe@local` is no address).
    expect(html).not.toMatch(/[\w.+-]+@[\w-]+\.[a-z]|[0-9A-F]{4}-[0-9A-F]{4}/);
    expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers()['content-security-policy']).toContain("form-action 'none'");
    expect(response.headers()['referrer-policy']).toBe('no-referrer');
    for (const path of ['/', '/contact', '/pme', '/formation-ia']) {
      expect(await (await request.get(path)).text(), path).not.toContain(`/${APPS.equipe.assetsDir}/`);
    }
  });

  test('the routine: sign in with the mailed code, find the offer, take it, wait, answer, reopen, close; a colleague sees who has it', async ({
    browser,
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { email: offerEmail, reference } = await postOffer(page);
    const camille = await newStaffMember('equipe', 'Camille');
    const lea = await newStaffMember('equipe', 'Léa');

    // An address outside the team gets the same sentence and no mail.
    await page.goto('/equipe');
    await expectAxeClean(page, 'connexion');
    const stranger = uniqueEmail('inconnu');
    await page.getByLabel('Adresse e-mail').fill(stranger);
    await page.getByRole('button', { name: 'Recevoir un code' }).click();
    await expect(page.getByRole('status')).toContainText(`Si ${stranger} fait partie de l’équipe, un code à 6 chiffres lui a été envoyé`);
    expect(signInCodes(stranger)).toEqual([]);

    // A wrong code is refused in French; the right one signs in.
    await page.getByRole('button', { name: 'Changer d’adresse' }).click();
    await page.getByLabel('Adresse e-mail').fill(camille.email);
    await page.getByRole('button', { name: 'Recevoir un code' }).click();
    await expect.poll(() => signInCodes(camille.email).length).toBe(1);
    const code = signInCodes(camille.email)[0]!;
    await page.getByLabel('Code reçu par e-mail').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Code incorrect ou expiré')).toBeVisible();
    await page.getByLabel('Code reçu par e-mail').fill(code);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'File d’attente' })).toBeVisible();
    await expect(page.getByText('Camille (équipe)')).toBeVisible();
    // An « équipe » member has no erasure in the menu.
    await expect(page.getByRole('link', { name: 'Effacer une personne' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Journal' })).toHaveCount(0);

    // The offer in the queue, found by its address, with its countdown in business hours.
    await page.getByLabel('Référence ou e-mail').fill(offerEmail);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: reference }) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Offre d’alternance');
    await expect(row).toContainText('Menuiserie Exemple – Assistant marketing digital');
    await expect(row).toContainText(/\d+\u00a0h(\u00a0\d\d)? ouvrées? restantes?|min ouvrées restantes/);
    await expect(row).toContainText('personne');
    await expectAxeClean(page, 'file');
    await checkScreen(page, testInfo, 'file');

    // Its page: everything stored, its history, the actions.
    await row.getByRole('link', { name: reference }).click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Demande ${reference}`) })).toBeVisible();
    await expect(page.getByText('Intitulé du poste')).toBeVisible();
    await expect(page.getByText('Animer nos réseaux sociaux et suivre nos campagnes en ligne.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Répondre par e-mail' })).toHaveAttribute(
      'href',
      `mailto:${offerEmail}?subject=Votre%20demande%20${reference}`,
    );
    const history = page.getByRole('region', { name: 'Historique' }).or(page.locator('section', { has: page.getByRole('heading', { name: 'Historique' }) }));
    await expect(history).toContainText('reçue');
    await expectAxeClean(page, 'demande');

    await page.getByRole('button', { name: 'Je m’en occupe' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'La demande est à vous.' })).toBeVisible();
    await expect(history).toContainText('pris en charge par Camille');

    await page.getByRole('button', { name: 'En attente du visiteur' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('en attente du visiteur');
    await expect(page.getByText(/délai suspendu/)).toBeVisible();
    await expect(history).toContainText('mis en attente par Camille');
    await checkScreen(page, testInfo, 'demande');

    // The colleague, signed in elsewhere, sees who has it.
    // axe needs a page of its own context (@axe-core/playwright).
    const colleagueContext = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'fr-FR' });
    const colleague = await colleagueContext.newPage();
    await signIn(colleague, lea.email);
    await colleague.getByLabel('Référence ou e-mail').fill(reference);
    const seen = colleague.getByRole('row').filter({ has: colleague.getByRole('link', { name: reference }) });
    await expect(seen).toContainText('Camille');
    await expect(seen).toContainText('en attente du visiteur');
    await expectAxeClean(colleague, 'file à 375 px');
    await checkScreen(colleague, testInfo, 'file');
    await seen.getByRole('link', { name: reference }).click();
    await expect(colleague.getByRole('button', { name: 'Je m’en occupe' })).toBeVisible();
    await checkScreen(colleague, testInfo, 'demande');
    await colleagueContext.close();

    await page.getByRole('button', { name: /Le visiteur a répondu/ }).click();
    await expect(history).toContainText('repris par Camille');
    await page.getByRole('button', { name: 'Répondu' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('répondu');
    await expect.poll(async () => (await followUpsOf(offerEmail))[0]?.state).toBe('répondu');

    await page.getByRole('button', { name: 'Rouvrir' }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('répondu');
    await page.getByLabel('Pourquoi').fill('Offre déjà publiée par l’entreprise ailleurs');
    await page.getByRole('button', { name: 'Clore', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('clos');
    await expect(history).toContainText('clos par Camille');
    expect((await followUpsOf(offerEmail))[0]).toMatchObject({ state: 'clos', taken_by: 'Camille' });

    // The week and the export, from the same menu.
    await page.getByRole('link', { name: 'Semaine' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Les délais de réponse de la période' })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectAxeClean(page, 'semaine');
    await page.getByRole('link', { name: 'Export' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger le CSV' }).click();
    const csv = readFileSync((await (await download).path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toMatch(/^\ufeff"Référence";"Date";"Nom";"E-mail"/);
    expect(csv).toContain(`"${reference}";`);
    expect(csv).toContain('"clos";"Camille"');
    await expectAxeClean(page, 'export');

    // Signing out ends the session: the desk asks for a code again.
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion à l’espace équipe' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion à l’espace équipe' })).toBeVisible();
  });

  test('the direction erases an address after typing it again; the erasure forgets the request', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const { email: offerEmail, reference } = await postOffer(page);
    const manager = await newStaffMember('direction', 'Nadia');
    await signIn(page, manager.email);
    await page.getByRole('link', { name: 'Effacer une personne' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Effacer les données d’une personne' })).toBeVisible();
    await page.getByLabel('Adresse e-mail de la personne').fill(offerEmail.toUpperCase());
    await page.getByRole('button', { name: 'Voir ce qui serait effacé' }).click();
    await expect(page.getByText('1 demande(s), avec leur suivi')).toBeVisible();
    await expectAxeClean(page, 'effacer');
    await checkScreen(page, testInfo, 'effacer');

    // A confirmation that differs erases nothing.
    await page.getByLabel('Retapez l’adresse pour confirmer').fill('quelqu.un@exemple.fr');
    await page.getByRole('button', { name: 'Effacer définitivement' }).click();
    await expect(page.getByText('ne correspond pas')).toBeVisible();
    expect(await storedRequests(offerEmail)).toHaveLength(1);

    await page.getByLabel('Retapez l’adresse pour confirmer').fill(offerEmail);
    await page.getByRole('button', { name: 'Effacer définitivement' }).click();
    await expect(page.getByText('Les données de cette personne sont effacées')).toBeVisible();
    await expect(page.getByText('1 demande(s), avec leur suivi')).toBeVisible();
    expect(await storedRequests(offerEmail)).toEqual([]);
    await page.goto(`/equipe#/demande/${reference}`);
    await expect(page.getByText('Aucune demande ne porte cette référence')).toBeVisible();

    // The journal says who erased, when, and how much: never whose address.
    await page.getByRole('link', { name: 'Journal' }).click();
    const erasure = page.getByRole('row').filter({ hasText: 'Effacement' }).filter({ hasText: manager.email });
    await expect(erasure.first()).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(offerEmail);
    await expectAxeClean(page, 'journal');
  });
});
