import { SENT_BY_FORM_PARAM, SENT_BY_FORM_VALUE } from '@ecole/browser/FormBoot';
import { useToast } from '@ecole/ui/Toast';
import { useEffect } from 'react';
import { SUCCESS_TOAST } from '../ContactForm/successToast.ts';

/**
 * /thank-you shows the success toast whichever way the form was sent (issue 23, point 3): the
 * form's script queues it for the next page itself; a form posted as plain HTML (no script yet, or
 * none at all) comes back from the form function as `/thank-you?objet=…&envoi=formulaire`, and
 * this shows the same toast once the page's island runs. The marker is then taken out of the
 * address (without a page load), so a reload or a return does not say it again.
 */
export function useSentNotice(): void {
  const { show } = useToast();
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get(SENT_BY_FORM_PARAM) !== SENT_BY_FORM_VALUE) return;
    show(SUCCESS_TOAST);
    url.searchParams.delete(SENT_BY_FORM_PARAM);
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [show]);
}
