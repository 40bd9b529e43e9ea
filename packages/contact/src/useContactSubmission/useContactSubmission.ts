import { FILLING_SINCE_ATTRIBUTE } from '@ecole/browser/FormBoot';
import type { VisitOrigin } from '@ecole/browser/VisitOrigin';
import { contactReasonSlug } from '@ecole/content';
import { thankYouAddress } from '@ecole/supabase/contact-contract';
import type { OfferField } from '@ecole/supabase/job-offer';
import { queueToastForNextPage, useToast } from '@ecole/ui/Toast';
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { readContactFields, readOfferValues, readReason } from '../ContactForm/formValues.ts';
import { loadPage } from '../ContactForm/loadPage.ts';
import { MESSAGES } from '../ContactForm/messages.ts';
import { HONEYPOT_FIELD, judgeSubmission } from '../ContactForm/spamGuard.ts';
import { SUCCESS_TOAST } from '../ContactForm/successToast.ts';
import type { ContactFields, FieldErrors } from '../ContactForm/validateFields.ts';
import { type OfferErrors, validateOffer } from '../OfferFields/validateOffer.ts';
import type { ContactClient, SubmitOutcome } from '../submitContactRequest/index.ts';
import { getSupabase } from '../supabaseClient/index.ts';
import { checkForm, contactErrors, keepShown } from './checkForm.ts';
import type { FormMode } from './formMode.ts';
import { sendRequest } from './sendRequest.ts';
import { type ContactControl, type OfferControl, useFieldFocus } from './useFieldFocus.ts';
import { useFormRestore } from './useFormRestore.ts';
import { useIslandStart } from './useIslandStart.ts';

export interface SubmissionOptions {
  mode: FormMode;
  /** The path of the page the form is on (its prerendered file's), sent with the request. */
  pagePath: string;
  /** The experiment variant of the page the form is on (issue 37), sent with the request. */
  experimentVariant?: string;
  /** Where the two calls go; supabase-js, loaded on first focus, when left out. */
  client?: ContactClient;
}

/** What the form shows about its values and the handlers and refs it wires to its elements. */
export interface ContactSubmission {
  /** The form's id prefix (useId): each field's id is `${id}-${name}`. */
  id: string;
  formRef: RefObject<HTMLFormElement | null>;
  reasonRef: RefObject<HTMLSelectElement | null>;
  honeypotRef: RefObject<HTMLInputElement | null>;
  /** Keeps each control, for the focus on the first field to correct. */
  contactControlRef: (name: keyof ContactFields, element: ContactControl | null) => void;
  offerControlRef: (field: OfferField, element: OfferControl | null) => void;
  handlers: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    onChange: (event: FormEvent<HTMLFormElement>) => void;
    onFocus: () => void;
  };
  errors: FieldErrors;
  offerErrors: OfferErrors;
  /** The form was sent without a reason chosen: the select says so until the visitor chooses one. */
  reasonMissing: boolean;
  /** Where the visit came from, for the hidden fields (null before the island runs). */
  visit: VisitOrigin | null;
  /** The browser is working on a proof of work the database asked for. */
  proving: boolean;
  /** A form sent faster than a person types was stopped once to be checked: the next send goes. */
  confirmingFast: boolean;
  submitting: boolean;
  /** The script's flow is in place (`data-enhanced`; tests wait for it). */
  enhanced: boolean;
}

/**
 * The contact form flow (spec §4, §7; DESIGN.md §4): idle → submitting → either a reset form, a
 * success toast and /thank-you, or back to idle with the values kept and an error toast.
 * Around it: the form's own checks (checkForm.ts), the draft kept in the tab's sessionStorage
 * (contactDraft.ts) and the spam traps (spamGuard.ts).
 *
 * Uncontrolled (issue 24, point 4): the values live in the form's elements (formValues.ts), read
 * when the form is sent and when a message shown must follow a change. What the visitor typed or
 * chose before the island started is already there, nothing has to hand it over; this hook owns
 * only what the form shows about the values (the messages), never the values.
 *
 * Without script the same form posts to the backend's form endpoint (the markup's `action`), which
 * runs the same rules, budget and delivery: nothing here is needed for a request to be filed.
 */
export function useContactSubmission({ mode, pagePath, experimentVariant, client }: SubmissionOptions): ContactSubmission {
  const { show } = useToast();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [offerErrors, setOfferErrors] = useState<OfferErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [reasonMissing, setReasonMissing] = useState(false);
  const reasonRef = useRef<HTMLSelectElement>(null);
  const [proving, setProving] = useState(false);
  const [confirmingFast, setConfirmingFast] = useState(false);
  // State updates are asynchronous: a second submit fired before the re-render would still see
  // 'idle'. The ref flips synchronously, so one request leaves however fast the clicks come.
  const submittingRef = useRef(false);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const fields = useFieldFocus();
  const island = useIslandStart();

  const reasonChoice = mode.kind === 'choice';
  const draft = useFormRestore(formRef, mode);

  /**
   * Any change in the form: the draft is saved (the chosen reason on /contact, the offer's details
   * on an offer), and a message shown goes away as soon as its field is acceptable.
   */
  function onChange(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    // The trap is no visitor's: nothing of it is saved, nor does it start the draft's clock.
    if ((event.target as { name?: unknown }).name === HONEYPOT_FIELD) return;
    const values = readContactFields(form);
    const offerValues = mode.kind === 'offer' ? readOfferValues(form) : undefined;
    const chosen = reasonChoice ? readReason(form) : undefined;
    draft.save(values, chosen, offerValues);
    if (chosen) setReasonMissing(false);
    const found = contactErrors(values, mode);
    // Only the messages already shown follow the change (the town's depends on the work mode).
    if (Object.keys(errors).length > 0) setErrors((current) => keepShown(current, found));
    if (offerValues && Object.keys(offerErrors).length > 0) setOfferErrors((current) => keepShown(current, validateOffer(offerValues)));
  }

  function onFocus() {
    // Start downloading supabase-js while the visitor types; a failure here is retried on submit.
    if (!client) getSupabase().catch(() => {});
  }

  /** When the visitor started filling the form, for the spam guard's minimum fill time. */
  function startedAt(form: HTMLFormElement): number {
    // Filling may have started before the island did (the boot module noted when): a send made
    // then and held for the island (issue 34) is not « too fast » for having waited.
    const typedSince = Number(form.getAttribute(FILLING_SINCE_ATTRIBUTE)) || Number.POSITIVE_INFINITY;
    return Math.min(island.startedAt(), draft.startedAt() ?? Number.POSITIVE_INFINITY, typedSince);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submittingRef.current) return;

    const form = event.currentTarget;
    const check = checkForm(form, mode);
    // Render the messages first, so the field is described by its error when it gets the focus.
    flushSync(() => {
      setErrors(check.errors);
      setOfferErrors(check.offerErrors);
      setReasonMissing(check.reason === undefined);
    });
    const { reason, firstInvalid } = check;
    if (reason === undefined) {
      reasonRef.current?.focus();
      return;
    }
    if (firstInvalid) {
      fields.focus(firstInvalid);
      return;
    }

    const verdict = judgeSubmission({
      honeypot: honeypotRef.current?.value ?? '',
      startedAt: startedAt(form),
      submittedAt: Date.now(),
      confirmed: confirmingFast,
    });
    if (verdict === 'confirm') {
      // Autofill and a paste can fill the form in under 3 s: ask the person to check and send again.
      setConfirmingFast(true);
      return;
    }

    submittingRef.current = true;
    setSubmitting(true);
    // A filled trap gets a fake success, indistinguishable from the real one: nothing stored, nothing mailed.
    const outcome: SubmitOutcome =
      verdict === 'trap' ? 'sent' : await sendRequest({ ...check, reason }, { mode, pagePath, experimentVariant, client, onProving: () => setProving(true) });
    submittingRef.current = false;
    setSubmitting(false);
    setProving(false);
    if (outcome !== 'sent') {
      // Everything typed stays in the fields and in the draft: the visitor can try again, or
      // write or call instead (the only way out when the flood budget refused the request).
      show({ variant: 'error', title: outcome === 'refused' ? MESSAGES.refused : MESSAGES.failure, description: MESSAGES.failureWayOut });
      return;
    }

    // Every field back to the page's (empty, the honeypot too); the hidden ones keep theirs.
    form.reset();
    setConfirmingFast(false);
    draft.clear();
    // The thank-you page states this reason's promise and next steps, and a call only when a
    // phone was given: the same address the form post function answers (no personal data in it).
    const thankYou = thankYouAddress({ slug: contactReasonSlug(reason), phoneGiven: check.values.phone.trim() !== '' });
    // Every page is its own document (issue 25): this one goes away, the toast waits in
    // sessionStorage for the thank-you page.
    queueToastForNextPage(SUCCESS_TOAST);
    loadPage(thankYou);
  }

  return {
    id,
    formRef,
    reasonRef,
    honeypotRef,
    contactControlRef: fields.contactControlRef,
    offerControlRef: fields.offerControlRef,
    handlers: { onSubmit, onChange, onFocus },
    errors,
    offerErrors,
    reasonMissing,
    visit: island.visit,
    proving,
    confirmingFast,
    submitting,
    enhanced: island.enhanced,
  };
}
