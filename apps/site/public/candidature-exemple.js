// Local stand-in for the form provider's embed script (VITE_APPLICATION_FORM_SCRIPT): a real
// provider's script sizes and styles its frame. This one only marks the frame as ready, so the
// page and the tests can tell the script ran.
for (const frame of document.querySelectorAll('iframe[src$="candidature-exemple.html"]')) {
  frame.setAttribute('data-embed', 'pret');
}
