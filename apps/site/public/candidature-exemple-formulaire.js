// The stand-in form's own behaviour (a file, not an inline script: the site's CSP has no 'unsafe-inline').
document.getElementById('candidature').addEventListener('submit', (event) => {
  event.preventDefault();
  document.getElementById('etat').textContent = 'Démonstration : aucune donnée n’a été envoyée.';
});
