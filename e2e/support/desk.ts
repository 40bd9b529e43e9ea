import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_SERVICE_ROLE_KEY } from '@ecole/settings/localServiceRole';
import { LOCAL_SUPABASE_PATH } from '@ecole/settings/localSupabase';
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

/**
 * The newest sign-in code for `email` as a person reads it locally: in the local mail viewer, a
 * page of the site (`/_supabase/__local/mails`, the stand-in's), opened in another tab.
 */
export async function codeFromMailViewer(page: Page, email: string): Promise<string | undefined> {
  const viewer = await page.context().newPage();
  try {
    await viewer.goto(`${LOCAL_SUPABASE_PATH}/__local/mails`);
    const mail = viewer
      .getByRole('article')
      .filter({ hasText: `Pour ${email}` })
      .filter({ hasText: 'Votre code de connexion' })
      .first();
    if ((await mail.count()) === 0) return undefined;
    return /^\s*(\d{6})\s*$/m.exec(await mail.locator('pre').innerText())?.[1];
  } finally {
    await viewer.close();
  }
}

/** Signs in at /equipe as a person would: the address, then the code read in the local mail viewer. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/equipe');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Recevoir un code' }).click();
  await expect(page.getByRole('status')).toContainText('un code à 6 chiffres lui a été envoyé');
  await expect.poll(() => codeFromMailViewer(page, email)).toMatch(/^\d{6}$/);
  await page.getByLabel('Code reçu par e-mail').fill((await codeFromMailViewer(page, email))!);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'File d’attente' })).toBeVisible();
}
