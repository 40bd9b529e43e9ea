import { isSameAppLink } from '@ecole/routes';
import { SCHOOL } from '@ecole/content';
import { useCurrentApp } from '@ecole/ui/AppContext';
import { Button } from '@ecole/ui/Button';
import { queueToastForNextPage, useToast } from '@ecole/ui/Toast';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { getSupabase } from '../supabaseClient/index.ts';
import { submitContactRequest, type ContactClient, type ContactValues } from '../submitContactRequest/index.ts';
import * as styles from './ContactForm.css.ts';
import { Field } from './Field.tsx';
import { FIELD_LIMITS, FIELD_PATTERNS } from './fieldLimits.ts';
import { loadPage } from './loadPage.ts';
import { DEFAULT_REASON, MESSAGES, THANK_YOU_PATH } from './messages.ts';

export interface ContactFormProps {
  /** Sent with the request so staff know where it came from; not a visible field. */
  reason?: string;
  /**
   * Where the two calls go. Leave it out in pages: the form then loads supabase-js on first focus
   * and talks to the project configured at build time. Stories and tests pass a stand-in.
   */
  client?: ContactClient;
}

type TypedValues = Omit<ContactValues, 'reason'>;
type Status = 'idle' | 'submitting';

const EMPTY: TypedValues = { name: '', email: '', phone: '', message: '' };

/**
 * The contact form flow (spec §4, §7; DESIGN.md §4): idle → submitting → either a reset form, a
 * success toast and /thank-you, or back to idle with the values kept and an error toast.
 */
export function ContactForm({ reason = DEFAULT_REASON, client }: ContactFormProps) {
  const app = useCurrentApp();
  const navigate = useNavigate();
  const { show } = useToast();
  const id = useId();
  const [values, setValues] = useState<TypedValues>(EMPTY);
  const [status, setStatus] = useState<Status>('idle');
  // State updates are asynchronous: a second submit fired before the re-render would still see
  // 'idle'. The ref flips synchronously, so one request leaves however fast the clicks come.
  const submittingRef = useRef(false);
  // Prerendered HTML is interactive before React hydrates it: a native submit then would reload
  // the page with the visitor's data in the URL. The button waits for the handler to exist.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  function update(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const { name, value } = event.currentTarget;
    // `required` accepts a value of spaces; the database does not (it checks trimmed lengths).
    if (event.currentTarget.dataset.notBlank !== undefined) {
      event.currentTarget.setCustomValidity(value !== '' && value.trim() === '' ? MESSAGES.blankField : '');
    }
    setValues((current) => ({ ...current, [name]: value }));
  }

  function warmUpClient() {
    // Start downloading supabase-js while the visitor types; a failure here is retried on submit.
    if (!client) getSupabase().catch(() => {});
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submittingRef.current) return;
    submittingRef.current = true;
    setStatus('submitting');

    let outcome: 'sent' | 'failed';
    try {
      outcome = await submitContactRequest(client ?? (await getSupabase()), { ...values, reason });
    } catch {
      // The client chunk could not be downloaded (offline): nothing was sent.
      outcome = 'failed';
    }

    submittingRef.current = false;
    setStatus('idle');
    if (outcome === 'failed') {
      show({ variant: 'error', title: MESSAGES.failure });
      return;
    }

    setValues(EMPTY);
    const success = { variant: 'success', title: MESSAGES.success } as const;
    if (isSameAppLink(app, THANK_YOU_PATH)) {
      // The toast viewport lives in the app's root layout, above the routes: it survives the
      // router navigation, so the toast can show right away.
      show(success);
      navigate(THANK_YOU_PATH);
    } else {
      // Another app serves /thank-you: this document goes away, the toast waits in sessionStorage.
      queueToastForNextPage(success);
      loadPage(THANK_YOU_PATH);
    }
  }

  const submitting = status === 'submitting';
  const fieldId = (name: keyof TypedValues) => `${id}-${name}`;

  return (
    <form className={styles.root} onSubmit={handleSubmit} onFocus={warmUpClient} aria-busy={submitting}>
      <p className={styles.note}>{MESSAGES.requiredNote}</p>
      <noscript>
        <p className={styles.note}>
          Ce formulaire a besoin de JavaScript. Vous pouvez aussi nous écrire à{' '}
          <a href={`mailto:${SCHOOL.email}`}>{SCHOOL.email}</a> ou nous appeler au{' '}
          <a href={`tel:${SCHOOL.phoneHref}`}>{SCHOOL.phone}</a>.
        </p>
      </noscript>
      <input type="hidden" name="reason" value={reason} />

      <Field id={fieldId('name')} label={MESSAGES.labels.name}>
        {() => (
          <input
            id={fieldId('name')}
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={FIELD_LIMITS.name}
            data-not-blank=""
            className={styles.control}
            value={values.name}
            onChange={update}
          />
        )}
      </Field>

      <Field id={fieldId('email')} label={MESSAGES.labels.email}>
        {() => (
          <input
            id={fieldId('email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={FIELD_LIMITS.email}
            pattern={FIELD_PATTERNS.email}
            className={styles.control}
            value={values.email}
            onChange={update}
          />
        )}
      </Field>

      <Field
        id={fieldId('phone')}
        label={
          <>
            {MESSAGES.labels.phone} <span className={styles.optional}>{MESSAGES.labels.phoneOptional}</span>
          </>
        }
        hint={MESSAGES.phoneHint}
      >
        {(describedBy) => (
          <input
            id={fieldId('phone')}
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={FIELD_LIMITS.phone}
            pattern={FIELD_PATTERNS.phone}
            aria-describedby={describedBy}
            className={styles.control}
            value={values.phone}
            onChange={update}
          />
        )}
      </Field>

      <Field id={fieldId('message')} label={MESSAGES.labels.message}>
        {() => (
          <textarea
            id={fieldId('message')}
            name="message"
            rows={5}
            required
            maxLength={FIELD_LIMITS.message}
            data-not-blank=""
            className={styles.textarea}
            value={values.message}
            onChange={update}
          />
        )}
      </Field>

      <Button type="submit" className={styles.submit} disabled={!hydrated || submitting}>
        {submitting ? MESSAGES.submitting : MESSAGES.submit}
      </Button>
    </form>
  );
}
