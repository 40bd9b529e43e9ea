/**
 * In-page calls to action once a script runs, in plain JavaScript for the boot module of every
 * page (@ecole/app-build, bootScripts.ts): no page hydrates as a whole any more (issue 25), so
 * what `scrollToAnchor` (CallToAction) does for a React call to action is done here for every link of the page's
 * `<main>` to one of its sections (`#contact`, `#programme`), tabs aside (`role="tab"`: their
 * island handles them): a smooth scroll unless the visitor asked for less motion, the keyboard
 * focus moved to the section (`tabindex="-1"` when it is not focusable, WCAG 2.4.3), and the
 * address showing the section, without the browser's own jump. A block, so its names stay its own.
 */
export const IN_PAGE_LINKS_SCRIPT = `{
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('main a[href^="#"]:not([role])') : null;
    const id = link ? decodeURIComponent(link.getAttribute('href').slice(1)) : '';
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    event.preventDefault();
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
    if (!target.hasAttribute('tabindex') && !target.matches('a[href], button, input, select, textarea, summary, [contenteditable]')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    history.replaceState(history.state, '', '#' + encodeURIComponent(id));
  });
}`;
