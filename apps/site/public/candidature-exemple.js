// Local stand-in for the form provider's embed script (VITE_APPLICATION_FORM_SCRIPT): a real
// provider's script sizes and styles its frame. This one only marks the frame as ready, so the
// page and the tests can tell the script ran.
(() => {
  var frames = document.querySelectorAll('iframe[src$="candidature-exemple.html"]');
  for (var i = 0; i < frames.length; i += 1) frames[i].setAttribute('data-embed', 'pret');
})();
