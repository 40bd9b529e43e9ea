import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SCHOOL } from '@ecole/content';
import { LOCAL_APPLICATION_FORM } from '@ecole/sections/ApplicationForm';
import { describe, expect, it } from 'vitest';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));

// These files sit at the site root (architecture.md, proxy rule 4): a missing one is a footer or
// browser-tab link that answers 404.
describe('files served from the site root', () => {
  it('include the quality certificate the footer links to', () => {
    const file = `${publicDir}${SCHOOL.qualityCertificate.href.slice(1)}`;
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('include the favicon root.tsx declares, and a real /favicon.ico for the browsers that ask for it', () => {
    expect(readFileSync(`${publicDir}favicon.svg`, 'utf8')).toContain('<svg');
    // An ICO file: reserved 0, type 1 (icon), then the number of images.
    expect([...readFileSync(`${publicDir}favicon.ico`).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  it('include the stand-in application form and embed script a build without a form provider shows', () => {
    const page = readFileSync(`${publicDir}${LOCAL_APPLICATION_FORM.url.slice(1)}`, 'utf8');
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('noindex');
    expect(page).toContain('Rien de ce que vous saisissez n’est envoyé');
    expect(existsSync(`${publicDir}${LOCAL_APPLICATION_FORM.script.slice(1)}`)).toBe(true);
  });
});
