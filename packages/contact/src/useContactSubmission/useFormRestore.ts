import { CONTACT_REASON_PARAM, contactReasonFromSlug, contactReasonLabel } from '@ecole/content';
import { type RefObject, useEffect } from 'react';
import { fillEmptyFields } from '../ContactForm/formValues.ts';
import { type ContactDraftApi, useContactDraft } from '../ContactForm/useContactDraft.ts';
import { draftName, type FormMode } from './formMode.ts';

/**
 * What goes back into the form's fields once its island runs, into those still empty only (what
 * the visitor typed or chose before stays): first the reason a link asked for (`?objet=`), for a
 * select still on « Choisissez… » (the boot module presets it before the island starts,
 * @ecole/browser/FormBoot; this covers a form rendered without it), then the tab's draft, which
 * never overrides it. Returns the draft, which the flow saves and clears.
 */
export function useFormRestore(formRef: RefObject<HTMLFormElement | null>, mode: FormMode): ContactDraftApi {
  const reasonChoice = mode.kind === 'choice';
  useEffect(() => {
    if (!reasonChoice || !formRef.current) return;
    const asked = contactReasonFromSlug(new URLSearchParams(window.location.search).get(CONTACT_REASON_PARAM));
    if (asked) fillEmptyFields(formRef.current, { reason: contactReasonLabel(asked) });
  }, [reasonChoice, formRef]);

  return useContactDraft(draftName(mode), (stored, chosen, storedOffer) => {
    const form = formRef.current;
    if (form) fillEmptyFields(form, { ...(reasonChoice ? { reason: chosen } : {}), ...(mode.kind === 'offer' ? storedOffer : {}), ...stored });
  });
}
