import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_SERVICE_ROLE_KEY } from '@ecole/settings/localServiceRole';
import { addStaff, type StaffRole } from '@ecole/staff-export';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { supabaseUrl, uniqueEmail } from './backend.ts';

/**
 * A staff member of the desk (issue 32), added as an administrator adds one (`npm run staff -- add`,
 * the same code), with an address of their own so parallel tests never read each other's codes.
 */
export async function newStaffMember(role: StaffRole, name: string): Promise<{ email: string; name: string }> {
  const email = uniqueEmail(`equipe-${role}`).toLowerCase();
  await addStaff({ url: supabaseUrl(), serviceKey: LOCAL_SERVICE_ROLE_KEY }, { email, role, name });
  return { email, name };
}

/** The sign-in codes mailed to `email` (the local outbox), oldest first. */
export function signInCodes(email: string): string[] {
  const dir = process.env.E2E_OUTBOX_DIR;
  if (!dir) throw new Error('E2E_OUTBOX_DIR manquant.');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => (JSON.parse(readFileSync(join(dir, file), 'utf8')) as { payload: { to: string | string[]; subject: string; text?: string } }).payload)
    .filter((mail) => [mail.to].flat().includes(email) && mail.subject === 'Votre code de connexion à l’espace équipe')
    .map((mail) => /^\s*(\d{6})\s*$/m.exec(mail.text ?? '')?.[1] ?? '');
}

/** Signs in at /equipe as a person would: the address, then the code read from their mailbox. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/equipe');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Recevoir un code' }).click();
  await expect(page.getByRole('status')).toContainText('un code à 6 chiffres lui a été envoyé');
  await expect.poll(() => signInCodes(email).length).toBe(1);
  await page.getByLabel('Code reçu par e-mail').fill(signInCodes(email)[0]!);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'File d’attente' })).toBeVisible();
}
