import { ORIGIN_FIELDS } from '@ecole/browser/FormBoot';
import type { ContactReason } from '@ecole/content';
import { EXPERIMENT_FIELD } from '@ecole/supabase/contact-contract';
import { Button } from '@ecole/ui/Button';
import { SmartLink } from '@ecole/ui/SmartLink';
import { ContactFieldList } from '../ContactFieldList/index.ts';
import { OFFER_MESSAGES } from '../OfferFields/index.ts';
import { OfferFormFields } from '../OfferFormFields/index.ts';
import { ReasonField } from '../ReasonField/index.ts';
import type { ContactClient } from '../submitContactRequest/index.ts';
import { formAction } from '../supabaseClient/index.ts';
import { type FormMode, givenReason, useContactSubmission } from '../useContactSubmission/index.ts';
import * as styles from './ContactForm.css.ts';
import { Honeypot } from './Honeypot.tsx';
import { DEFAULT_REASON, MESSAGES, tooFastMessage } from './messages.ts';
import { HONEYPOT_FIELD } from './spamGuard.ts';
import { FIELD_ORDER } from './validateFields.ts';

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

/** Which of the three forms the props ask for (an offer wins over a choice, a choice over a reason). */
function formMode({ offer = false, reasonChoice = false, reason = DEFAULT_REASON }: ContactFormProps): FormMode {
  if (offer) return { kind: 'offer' };
  return reasonChoice ? { kind: 'choice' } : { kind: 'given', reason };
}

/**
 * The contact form (spec §4, §7; DESIGN.md §4) in its three modes: a request under the page's
 * reason, under the visitor's choice (/contact), or a job offer (/pme). Its flow is
 * useContactSubmission's; this is the markup, a real POST to the backend's form endpoint that
 * works before the island starts and without any script (the hidden fields carry what the script
 * would add: the page, the experiment variant, where the visit came from, the reason).
 */
export function ContactForm(props: ContactFormProps) {
  const { pagePath, experimentVariant, client } = props;
  const mode = formMode(props);
  const offer = mode.kind === 'offer';
  const form = useContactSubmission({ mode, pagePath, experimentVariant, client });
  const { id, visit, proving } = form;

  return (
    <form
      ref={form.formRef}
      className={styles.root}
      method="post"
      action={formAction()}
      {...form.handlers}
      aria-busy={form.submitting}
      data-enhanced={form.enhanced ? '' : undefined}
      data-contact-form=""
    >
      <p className={styles.note}>{offer ? OFFER_MESSAGES.requiredNote : MESSAGES.requiredNote}</p>
      {/* The page the form is on: all a form posted without any script can tell of its origin. */}
      <input type="hidden" name="form_path" value={pagePath} />
      {/* The experiment variant this copy of the page is (issue 37): in the prerendered page, so a form sent without script carries it. */}
      {experimentVariant ? <input type="hidden" name={EXPERIMENT_FIELD} value={experimentVariant} /> : null}
      {/* Where the visit came from: empty in the page, filled before the island starts (FormBoot). */}
      {ORIGIN_FIELDS.map((name) => (
        <input key={name} type="hidden" name={name} value={visit?.[name] ?? ''} />
      ))}
      {mode.kind === 'choice' ? (
        <ReasonField id={`${id}-reason`} selectRef={form.reasonRef} missing={form.reasonMissing} />
      ) : (
        <input type="hidden" name="reason" value={givenReason(mode)} />
      )}

      {offer ? (
        <OfferFormFields
          idPrefix={id}
          errors={form.errors}
          offerErrors={form.offerErrors}
          contactControlRef={form.contactControlRef}
          offerControlRef={form.offerControlRef}
        />
      ) : (
        <ContactFieldList idPrefix={id} fields={FIELD_ORDER} errors={form.errors} controlRef={form.contactControlRef} />
      )}

      <Honeypot id={`${id}-${HONEYPOT_FIELD}`} inputRef={form.honeypotRef} />

      {form.confirmingFast && (
        <p role="alert" className={styles.notice}>
          {offer ? tooFastMessage(OFFER_MESSAGES.submit) : MESSAGES.tooFast}
        </p>
      )}

      {/* Always there, so assistive technologies announce the text when it comes. */}
      <p role="status" className={proving ? styles.notice : undefined}>
        {proving ? MESSAGES.proving : null}
      </p>

      <Button type="submit" className={styles.submit} disabled={form.submitting}>
        {form.submitting ? MESSAGES.submitting : offer ? OFFER_MESSAGES.submit : MESSAGES.submit}
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
