import { NNBSP } from '@ecole/content/format';
import { SCHOOL } from '@ecole/content/school';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * What the edge answers, with status 503, when the app that owns a page is not deployed or fails:
 * a complete French page, readable on a phone, that gives the school's phone and e-mail so the
 * visitor can still reach it. Static on purpose (it must not depend on the app that is missing):
 * no script, no stylesheet file, only style attributes, which the site's policy allows
 * (`style-src-attr`). The facts come from the content module, like every page's.
 */
export function fallbackPage(): string {
  const brand = escapeHtml(SCHOOL.brand);
  const phone = escapeHtml(SCHOOL.phone);
  const email = escapeHtml(SCHOOL.email);
  const body = 'font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.6;color:#1b1f2a;background:#fff;margin:0';
  const link = 'color:#1d4ed8;font-weight:600';
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Page momentanément indisponible – ${brand}</title>
</head>
<body style='${body}'>
<main style="max-width:40rem;margin:0 auto;padding:2rem 1.25rem">
<p style="font-weight:700;font-size:1.25rem;margin:0 0 1.5rem">${brand}</p>
<h1 style="font-size:1.75rem;line-height:1.25;margin:0 0 1rem">Cette page est momentanément indisponible</h1>
<p>Elle ne peut pas s’afficher pour le moment. Réessayez dans quelques minutes.</p>
<p>Pour nous joindre dès maintenant${NNBSP}:</p>
<ul>
<li>par téléphone${NNBSP}: <a style="${link}" href="tel:${escapeHtml(SCHOOL.phoneHref)}">${phone}</a></li>
<li>par e-mail${NNBSP}: <a style="${link}" href="mailto:${email}">${email}</a></li>
</ul>
<p><a style="${link}" href="/">Revenir à l’accueil</a></p>
</main>
</body>
</html>
`;
}
