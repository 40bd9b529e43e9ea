/** What can take the focus without a `tabindex` of its own. */
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [contenteditable]';

/**
 * In-page calls to action (issue 25): no page hydrates as a whole, so what `scrollToAnchor`
 * (@ecole/ui, CallToAction) does for a React call to action is done here for every link of the
 * page's `<main>` to one of its sections (`#contact`, `#programme`), tabs aside (`role="tab"`:
 * their island handles them): a smooth scroll unless the visitor asked for less motion, the
 * keyboard focus moved to the section (`tabindex="-1"` when it is not focusable, WCAG 2.4.3), and
 * the address showing the section, without the browser's own jump. One listener on the document,
 * so a link is handled whenever it is clicked, even before the page is parsed.
 *
 * Returns what removes the listener.
 */
export function startInPageLinks(doc: Document = document): () => void {
  const follow = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('main a[href^="#"]:not([role])') : null;
    const id = link ? decodeURIComponent((link.getAttribute('href') ?? '').slice(1)) : '';
    const target = id ? doc.getElementById(id) : null;
    if (!target) return;
    event.preventDefault();
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
    if (!target.hasAttribute('tabindex') && !target.matches(FOCUSABLE)) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    history.replaceState(history.state, '', `#${encodeURIComponent(id)}`);
  };
  doc.addEventListener('click', follow);
  return () => doc.removeEventListener('click', follow);
}
