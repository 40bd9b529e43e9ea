import { useToast } from '@ecole/ui/Toast';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SUCCESS_TOAST } from '../ContactForm/successToast.ts';
import { SENT_BY_FORM_PARAM, SENT_BY_FORM_VALUE } from '../FormBoot/formFields.ts';

/**
 * /thank-you shows the success toast whichever way the form was sent (issue 23, point 3): the
 * form's script shows it itself (or queues it for the next page); a form posted as plain HTML
 * (no script yet, or none at all) comes back from the form function as
 * `/thank-you?objet=…&envoi=formulaire`, and this shows the same toast once the page runs. The
 * marker is then taken out of the address, so a reload or a return does not say it again.
 */
export function useSentNotice(): void {
  const { show } = useToast();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (params.get(SENT_BY_FORM_PARAM) !== SENT_BY_FORM_VALUE) return;
    show(SUCCESS_TOAST);
    params.delete(SENT_BY_FORM_PARAM);
    const rest = params.toString();
    navigate({ pathname, search: rest === '' ? '' : `?${rest}`, hash }, { replace: true });
  }, [show, navigate, pathname, search, hash]);
}
