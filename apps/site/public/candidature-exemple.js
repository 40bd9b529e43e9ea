// Local stand-in for the form provider's embed script (VITE_APPLICATION_FORM_SCRIPT): a real
// provider's script sizes and styles its frame. This one only marks the frame as ready, so the
// page and the tests can tell the script ran.
// React 19 hoists the async script into <head>: it may run before the parser reaches the frame,
// so it waits for the document when the document is still loading (a real provider's script
// does the same).
function markFrames() {
  for (const frame of document.querySelectorAll('iframe[src$="candidature-exemple.html"]')) {
    frame.setAttribute('data-embed', 'pret');
  }
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', markFrames);
else markFrames();
