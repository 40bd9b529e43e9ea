import { FILLING_SINCE_ATTRIBUTE, ORIGIN_FIELDS } from '@ecole/browser/FormBoot';
import { readVisitOrigin, type VisitOrigin } from '@ecole/browser/VisitOrigin';
import {
  CHOOSABLE_CONTACT_REASONS,
  CONTACT_REASON_PARAM,
  type ContactReason,
  contactReasonFromSlug,
  contactReasonLabel,
  contactReasonSlug,
  OFFER_CONTACT_REASON,
} from '@ecole/content';
import { EXPERIMENT_FIELD, FIELD_LIMITS, thankYouAddress } from '@ecole/supabase/contact-contract';
import type { OfferField } from '@ecole/supabase/job-offer';
import { Button } from '@ecole/ui/Button';
import { SmartLink } from '@ecole/ui/SmartLink';
import { queueToastForNextPage, useToast } from '@ecole/ui/Toast';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Field } from '../FormField/Field.tsx';
import { COMPANY_FIELDS, FieldGroup, JOB_FIELDS, OFFER_MESSAGES, OfferFields } from '../OfferFields/index.ts';
import { type OfferErrors, offerColumns, validateOffer } from '../OfferFields/validateOffer.ts';
import { type ContactClient, type SubmitOutcome, submitContactRequest } from '../submitContactRequest/index.ts';
import { formAction, getSupabase } from '../supabaseClient/index.ts';
import * as styles from './ContactForm.css.ts';
import { fillEmptyFields, readContactFields, readOfferValues, readReason } from './formValues.ts';
import { Honeypot } from './Honeypot.tsx';
import { loadPage } from './loadPage.ts';
import { DEFAULT_REASON, MESSAGES, tooFastMessage } from './messages.ts';
import { HONEYPOT_FIELD, judgeSubmission } from './spamGuard.ts';
import { SUCCESS_TOAST } from './successToast.ts';
import { useContactDraft } from './useContactDraft.ts';
import { type ContactFields, FIELD_ORDER, type FieldErrors, validateFields } from './validateFields.ts';

export interface ContactFormProps {
  /**
   * What the request is about (DESIGN.md §3), recorded with it so staff know what it is for; not a
   * visible field. 'Formation IA' when the page gives none (spec §3).
   */
  reason?: ContactReason;
  /**
   * Let the visitor choose the reason (the /contact page): a select of the known reasons, preset
   * from the address (`/contact?objet=recrutement`) by the boot module before the island starts
   * (@ecole/browser/FormBoot), and by the island if the select is still on its placeholder. Otherwise the visitor chooses: the select
   * starts on « Choisissez… » and is required, so no request is filed silently under a default.
   */
  reasonChoice?: boolean;
  /** The path of the page the form is on (its prerendered file's), sent with the request. */
  pagePath: string;
  /**
   * The experiment variant of the page the form is on (`formation-ia-titre:b`, issue 37), written
   * into the page by its prerender and sent with the request; none on a page outside an experiment.
   */
  experimentVariant?: string;
  /**
   * Where the two calls go. Leave it out in pages: the form then loads supabase-js on first focus
   * and talks to the project configured at build time. Stories and tests pass a stand-in.
   */
  client?: ContactClient;
  /**
   * A job offer (issue 21, point 8; /pme): the offer's details (the job, the company) come
   * before the contact fields, the message is the job's missions, and the request is filed under
   * the offer's own reason, with its own promise. `reason` and `reasonChoice` do not apply.
   */
  offer?: boolean;
}

type Status = 'idle' | 'submitting';

/** The draft key of a form whose visitor chooses the reason. */
const CHOICE_DRAFT = 'choix';

/** The reason every job offer is filed under. */
const OFFER_REASON = contactReasonLabel(OFFER_CONTACT_REASON);

type OfferControl = HTMLInputElement | HTMLSelectElement;

/** The reason chosen in the select, if it is one of its options (never free text). */
const knownReason = (label: string): ContactReason | undefined => CHOOSABLE_CONTACT_REASONS.find((option) => option.label === label)?.label;

/** The messages shown, as they stand after a change: one goes once its field is acceptable. */
function keepShown<F extends string>(shown: Partial<Record<F, string>>, found: Partial<Record<F, string>>): Partial<Record<F, string>> {
  return Object.fromEntries(Object.keys(shown).flatMap((field) => (found[field as F] ? [[field, found[field as F]]] : []))) as Partial<Record<F, string>>;
}

/**
 * The contact form flow (spec §4, §7; DESIGN.md §4): idle → submitting → either a reset form, a
 * success toast and /thank-you, or back to idle with the values kept and an error toast.
 * Around it: the form's own checks (validateFields.ts), the draft kept in the tab's sessionStorage
 * (contactDraft.ts) and the spam traps (spamGuard.ts).
 *
 * Uncontrolled (issue 24, point 4): the values live in the form's elements (formValues.ts), read
 * when the form is sent and when a message shown must follow a change. What the visitor typed or
 * chose before the island started is already there, nothing has to hand it over; React owns only
 * what it shows about the values (the messages), never the values.
 */
export function ContactForm({
  reason: askedReason = DEFAULT_REASON,
  reasonChoice: askedChoice = false,
  pagePath,
  experimentVariant,
  client,
  offer = false,
}: ContactFormProps) {
  const givenReason = offer ? OFFER_REASON : askedReason;
  const reasonChoice = askedChoice && !offer;
  const { show } = useToast();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [offerErrors, setOfferErrors] = useState<OfferErrors>({});
  const offerControlsRef = useRef<Partial<Record<OfferField, OfferControl | null>>>({});
  const [status, setStatus] = useState<Status>('idle');
  // The form was sent without a reason chosen: the select says so until the visitor chooses one.
  const [reasonMissing, setReasonMissing] = useState(false);
  const reasonRef = useRef<HTMLSelectElement>(null);
  // Where the visit came from, in hidden fields for a form sent before the island starts or
  // without script (the boot module fills them first); the script's own flow reads it again on submit.
  const [visit, setVisit] = useState<VisitOrigin | null>(null);
  // The database asked for a proof of work (too many requests from this connection or for
  // everyone): the browser is working on it, the form says so.
  const [proving, setProving] = useState(false);
  // A form sent faster than a person types was stopped once to be checked: the next send goes.
  const [confirmingFast, setConfirmingFast] = useState(false);
  // State updates are asynchronous: a second submit fired before the re-render would still see
  // 'idle'. The ref flips synchronously, so one request leaves however fast the clicks come.
  const submittingRef = useRef(false);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const controlsRef = useRef<Partial<Record<keyof ContactFields, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  // Prerendered HTML is interactive before the island starts, and stays so when the scripts never
  // run: the form is a real POST to the backend's form endpoint (submit-contact-form), which
  // runs the same rules, budget and delivery and redirects to /thank-you or to the refusal page.
  // Once React runs, the submit handler takes over (the spec's flow); the minimum fill time
  // counts from that moment.
  const interactiveAtRef = useRef(0);
  // `data-enhanced` on the form says the script's flow is in place (tests wait for it; the
  // button no longer tells, it is enabled from the first paint).
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    interactiveAtRef.current = Date.now();
    setEnhanced(true);
    setVisit(readVisitOrigin());
  }, []);

  // The reason a link asked for (`?objet=`), for a select still on « Choisissez… »: the boot
  // module presets it before the island starts (@ecole/browser/FormBoot), this covers a form
  // rendered without it. Before the draft (the next effects), which never overrides it.
  useEffect(() => {
    if (!reasonChoice || !formRef.current) return;
    const asked = contactReasonFromSlug(new URLSearchParams(window.location.search).get(CONTACT_REASON_PARAM));
    if (asked) fillEmptyFields(formRef.current, { reason: contactReasonLabel(asked) });
  }, [reasonChoice]);
  // The page the form is on, for the request's attribution: the prerendered page's own path.
  const pathname = pagePath;

  // One draft per form: a chosen reason can change while the visitor types. It goes back into the
  // fields themselves, into those still empty (what was typed before it came back stays).
  const draft = useContactDraft(reasonChoice ? CHOICE_DRAFT : givenReason, (stored, chosen, storedOffer) => {
    const form = formRef.current;
    if (form) fillEmptyFields(form, { ...(reasonChoice ? { reason: chosen } : {}), ...(offer ? storedOffer : {}), ...stored });
  });

  /**
   * Any change in the form: the draft is saved (the chosen reason on /contact, the offer's details
   * on an offer), and a message shown goes away as soon as its field is acceptable.
   */
  function changed(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    // The trap is no visitor's: nothing of it is saved, nor does it start the draft's clock.
    if ((event.target as { name?: unknown }).name === HONEYPOT_FIELD) return;
    const values = readContactFields(form);
    const offerValues = offer ? readOfferValues(form) : undefined;
    const chosen = reasonChoice ? readReason(form) : undefined;
    draft.save(values, chosen, offerValues);
    if (chosen) setReasonMissing(false);
    const found = messageError(validateFields(values));
    // Only the messages already shown follow the change (the town's depends on the work mode).
    if (Object.keys(errors).length > 0) setErrors((current) => keepShown(current, found));
    if (offerValues && Object.keys(offerErrors).length > 0) setOfferErrors((current) => keepShown(current, validateOffer(offerValues)));
  }

  /** On an offer, the message is the job's missions, and an empty one is asked for as such. */
  function messageError(found: FieldErrors): FieldErrors {
    return offer && found.message === MESSAGES.errors.message.blank ? { ...found, message: OFFER_MESSAGES.errors.missions } : found;
  }

  function warmUpClient() {
    // Start downloading supabase-js while the visitor types; a failure here is retried on submit.
    if (!client) getSupabase().catch(() => {});
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submittingRef.current) return;

    const form = event.currentTarget;
    const values = readContactFields(form);
    const offerValues = readOfferValues(form);
    const reason = reasonChoice ? knownReason(readReason(form)) : givenReason;
    const found = messageError(validateFields(values));
    const foundOffer = offer ? validateOffer(offerValues) : {};
    // Render the messages first, so the field is described by its error when it gets the focus.
    flushSync(() => {
      setErrors(found);
      setOfferErrors(foundOffer);
      setReasonMissing(reason === undefined);
    });
    if (reason === undefined) {
      reasonRef.current?.focus();
      return;
    }
    // The first field to correct, in the order the form shows them.
    const order: readonly (keyof ContactFields | OfferField)[] = offer ? [...JOB_FIELDS, 'message', ...COMPANY_FIELDS, 'name', 'email', 'phone'] : FIELD_ORDER;
    const firstInvalid = order.find((field) => (field in foundOffer ? foundOffer[field as OfferField] : found[field as keyof ContactFields]));
    if (firstInvalid) {
      (offerControlsRef.current[firstInvalid as OfferField] ?? controlsRef.current[firstInvalid as keyof ContactFields])?.focus();
      return;
    }

    // Filling may have started before the island did (the boot module noted when): a send made
    // then and held for the island (issue 34) is not « too fast » for having waited.
    const typedSince = Number(form.getAttribute(FILLING_SINCE_ATTRIBUTE)) || Number.POSITIVE_INFINITY;
    const startedAt = Math.min(interactiveAtRef.current, draft.startedAt() ?? Number.POSITIVE_INFINITY, typedSince);
    const verdict = judgeSubmission({
      honeypot: honeypotRef.current?.value ?? '',
      startedAt,
      submittedAt: Date.now(),
      confirmed: confirmingFast,
    });
    if (verdict === 'confirm') {
      // Autofill and a paste can fill the form in under 3 s: ask the person to check and send again.
      setConfirmingFast(true);
      return;
    }

    submittingRef.current = true;
    setStatus('submitting');

    let outcome: SubmitOutcome;
    if (verdict === 'trap') {
      // A fake success, indistinguishable from the real one: nothing stored, nothing mailed.
      outcome = 'sent';
    } else {
      try {
        // Where the visit came from (first page of the tab, utm_*, referring host) and this page.
        const origin = { ...readVisitOrigin(), form_path: pathname, ...(experimentVariant ? { experiment_variant: experimentVariant } : {}) };
        // Beyond the flood budget, the form function takes the request with a proof of work.
        const proof = { endpoint: formAction(), onProving: () => setProving(true) };
        const details = offer ? { offer: offerColumns(offerValues) } : {};
        outcome = await submitContactRequest(client ?? (await getSupabase()), { ...values, reason }, { origin, proof, ...details });
      } catch {
        // The client chunk could not be downloaded (offline): nothing was sent.
        outcome = 'failed';
      }
    }

    submittingRef.current = false;
    setStatus('idle');
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
    const thankYou = thankYouAddress({ slug: contactReasonSlug(reason), phoneGiven: values.phone.trim() !== '' });
    // Every page is its own document (issue 25): this one goes away, the toast waits in
    // sessionStorage for the thank-you page.
    queueToastForNextPage(SUCCESS_TOAST);
    loadPage(thankYou);
  }

  const submitting = status === 'submitting';
  const fieldId = (name: keyof ContactFields) => `${id}-${name}`;
  // What every visitor field shares: name, an empty start (uncontrolled), a ref for the focus.
  const bind = (name: keyof ContactFields) => ({
    id: fieldId(name),
    name,
    defaultValue: '',
    ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      controlsRef.current[name] = element;
    },
  });

  const nameField = (
    <Field id={fieldId('name')} label={MESSAGES.labels.name} error={errors.name}>
      {({ describedBy, invalid }) => (
        <input
          {...bind('name')}
          type="text"
          autoComplete="name"
          required
          maxLength={FIELD_LIMITS.name}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={styles.control}
        />
      )}
    </Field>
  );
  const emailField = (
    <Field id={fieldId('email')} label={MESSAGES.labels.email} error={errors.email}>
      {({ describedBy, invalid }) => (
        <input
          {...bind('email')}
          type="email"
          autoComplete="email"
          required
          maxLength={FIELD_LIMITS.email}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={styles.control}
        />
      )}
    </Field>
  );
  const phoneField = (
    <Field
      id={fieldId('phone')}
      label={
        <>
          {MESSAGES.labels.phone} <span className={styles.optional}>{MESSAGES.labels.phoneOptional}</span>
        </>
      }
      hint={MESSAGES.phoneHint}
      error={errors.phone}
    >
      {({ describedBy, invalid }) => (
        <input
          {...bind('phone')}
          type="tel"
          autoComplete="tel"
          maxLength={FIELD_LIMITS.phone}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={styles.control}
        />
      )}
    </Field>
  );
  const messageField = (
    <Field
      id={fieldId('message')}
      label={offer ? OFFER_MESSAGES.labels.missions : MESSAGES.labels.message}
      hint={offer ? OFFER_MESSAGES.hints.missions : undefined}
      error={errors.message}
    >
      {({ describedBy, invalid }) => (
        <textarea
          {...bind('message')}
          rows={offer ? 6 : 5}
          required
          maxLength={FIELD_LIMITS.message}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={styles.textarea}
        />
      )}
    </Field>
  );
  const offerProps = {
    idPrefix: id,
    errors: offerErrors,
    controlRef: (field: OfferField, element: OfferControl | null) => {
      offerControlsRef.current[field] = element;
    },
  };

  return (
    <form
      ref={formRef}
      className={styles.root}
      method="post"
      action={formAction()}
      onSubmit={handleSubmit}
      onChange={changed}
      onFocus={warmUpClient}
      aria-busy={submitting}
      data-enhanced={enhanced ? '' : undefined}
      data-contact-form=""
    >
      <p className={styles.note}>{offer ? OFFER_MESSAGES.requiredNote : MESSAGES.requiredNote}</p>
      {/* The page the form is on: all a form posted without any script can tell of its origin. */}
      <input type="hidden" name="form_path" value={pathname} />
      {/* The experiment variant this copy of the page is (issue 37): in the prerendered page, so a form sent without script carries it. */}
      {experimentVariant ? <input type="hidden" name={EXPERIMENT_FIELD} value={experimentVariant} /> : null}
      {/* Where the visit came from: empty in the page, filled before the island starts (FormBoot). */}
      {ORIGIN_FIELDS.map((name) => (
        <input key={name} type="hidden" name={name} value={visit?.[name] ?? ''} />
      ))}
      {reasonChoice ? (
        <Field id={`${id}-reason`} label={MESSAGES.labels.reason} error={reasonMissing ? MESSAGES.errors.reason : undefined}>
          {({ describedBy, invalid }) => (
            <select
              id={`${id}-reason`}
              ref={reasonRef}
              name="reason"
              defaultValue=""
              required
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={styles.control}
            >
              <option value="">{MESSAGES.reasonPlaceholder}</option>
              {CHOOSABLE_CONTACT_REASONS.map((option) => (
                <option key={option.slug} value={option.label} data-slug={option.slug}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        <input type="hidden" name="reason" value={givenReason} />
      )}

      {offer ? (
        <>
          <FieldGroup legend={OFFER_MESSAGES.groups.job}>
            <OfferFields {...offerProps} fields={JOB_FIELDS} />
            {messageField}
          </FieldGroup>
          <FieldGroup legend={OFFER_MESSAGES.groups.company}>
            <OfferFields {...offerProps} fields={COMPANY_FIELDS} />
          </FieldGroup>
          <FieldGroup legend={OFFER_MESSAGES.groups.contact}>
            {nameField}
            {emailField}
            {phoneField}
          </FieldGroup>
        </>
      ) : (
        <>
          {nameField}
          {emailField}
          {phoneField}
          {messageField}
        </>
      )}

      <Honeypot id={`${id}-${HONEYPOT_FIELD}`} inputRef={honeypotRef} />

      {confirmingFast && (
        <p role="alert" className={styles.notice}>
          {offer ? tooFastMessage(OFFER_MESSAGES.submit) : MESSAGES.tooFast}
        </p>
      )}

      {/* Always there, so assistive technologies announce the text when it comes. */}
      <p role="status" className={proving ? styles.notice : undefined}>
        {proving ? MESSAGES.proving : null}
      </p>

      <Button type="submit" className={styles.submit} disabled={submitting}>
        {submitting ? MESSAGES.submitting : offer ? OFFER_MESSAGES.submit : MESSAGES.submit}
      </Button>

      <p className={styles.note}>
        {MESSAGES.privacy.text} <SmartLink href={MESSAGES.privacy.link.href}>{MESSAGES.privacy.link.label}</SmartLink>
      </p>
      <p className={styles.note}>
        {MESSAGES.alternatives.text} <a href={`mailto:${MESSAGES.alternatives.email}`}>{MESSAGES.alternatives.email}</a>
        {' · '}
        <a href={`tel:${MESSAGES.alternatives.phoneHref}`}>{MESSAGES.alternatives.phone}</a>
      </p>
    </form>
  );
}
