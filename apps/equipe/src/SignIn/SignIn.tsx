import { Button } from '@ecole/ui/Button';
import { Field, TextInput } from '@ecole/ui/Field';
import type { SupabaseClient } from '@supabase/supabase-js';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../messages.ts';
import * as styles from '../styles/desk.css.ts';

const WORDS = MESSAGES.signIn;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CODE = /^\d{6}$/;

/** What an Auth answer means for the person signing in. */
type AuthProblem = 'tooMany' | 'unavailable' | 'wrongCode';

function problemOf(error: { status?: number; code?: string } | null): AuthProblem | null {
  if (error === null) return null;
  // Per network address, whatever the e-mail: saying so tells nothing about who is staff.
  if (error.code === 'over_request_rate_limit') return 'tooMany';
  if (error.status === undefined || error.status >= 500) return 'unavailable';
  return 'wrongCode';
}

/**
 * What a code request's answer means. Auth refuses an address outside the team (422
 * `otp_disabled`, no mail sent) and a second code within a minute (429
 * `over_email_send_rate_limit`): both are shown as the success is, or the page would tell who is
 * staff (docs/staff-sign-in.md).
 */
function codeRequestProblem(error: { status?: number; code?: string } | null): AuthProblem | null {
  if (error?.code === 'over_email_send_rate_limit' || error?.code === 'otp_disabled') return null;
  const problem = problemOf(error);
  return problem === 'wrongCode' ? null : problem;
}

/**
 * Sign-in with a code sent by e-mail (Supabase Auth's e-mail OTP), never a link: company mail
 * scanners open links and would use up a one-time one. `shouldCreateUser: false`: only addresses
 * the administrator added (`npm run staff -- add`) have an account. Whatever the address, the
 * screen then says the same sentence, so it never tells who is in the team.
 */
export function SignIn({ db, notice }: { db: SupabaseClient; notice?: string }) {
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string>();
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (step === 'code') codeInput.current?.focus();
  }, [step]);

  async function askCode(event?: FormEvent) {
    event?.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setError(WORDS.badEmail);
      return;
    }
    setBusy(true);
    setError(undefined);
    const { error: refusal } = await db.auth.signInWithOtp({ email: address, options: { shouldCreateUser: false } });
    setBusy(false);
    const problem = codeRequestProblem(refusal);
    if (problem === 'tooMany' || problem === 'unavailable') {
      setError(WORDS[problem]);
      return;
    }
    setEmail(address);
    setStatus(WORDS.sent(address));
    setStep('code');
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    const token = code.replace(/\s/g, '');
    if (!CODE.test(token)) {
      setError(WORDS.badCode);
      return;
    }
    setBusy(true);
    setError(undefined);
    const { error: refusal } = await db.auth.verifyOtp({ email, token, type: 'email' });
    setBusy(false);
    const problem = problemOf(refusal);
    if (problem) setError(WORDS[problem]);
    // On success the desk hears it from Auth (onAuthStateChange) and shows the queue.
  }

  return (
    <main className={`${styles.main} ${styles.narrow}`}>
      <h1 className={styles.title}>{WORDS.title}</h1>
      {notice ? (
        <p className={styles.notice.info} role="status">
          {notice}
        </p>
      ) : null}
      {step === 'email' ? (
        <form onSubmit={askCode} noValidate>
          <p>{WORDS.intro}</p>
          <Field id="email" label={WORDS.email} hint={WORDS.emailHint} error={error}>
            {({ describedBy, invalid }) => (
              <TextInput
                id="email"
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
              />
            )}
          </Field>
          <Button type="submit" disabled={busy}>
            {busy ? WORDS.asking : WORDS.askCode}
          </Button>
        </form>
      ) : (
        <form onSubmit={verify} noValidate>
          <p className={styles.notice.success} role="status">
            {status}
          </p>
          <Field id="code" label={WORDS.code} hint={WORDS.codeHint} error={error}>
            {({ describedBy, invalid }) => (
              <TextInput
                id="code"
                ref={codeInput}
                name="code"
                autoComplete="one-time-code"
                inputMode="numeric"
                pattern="[0-9]*"
                maxLength={6}
                required
                value={code}
                onChange={(event) => setCode(event.target.value)}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
              />
            )}
          </Field>
          <div className={styles.actions}>
            <Button type="submit" disabled={busy}>
              {busy ? WORDS.verifying : WORDS.verify}
            </Button>
            <button type="button" className={styles.linkButton} onClick={() => askCode()} disabled={busy}>
              {WORDS.resend}
            </button>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                setStep('email');
                setCode('');
                setError(undefined);
              }}
            >
              {WORDS.otherAddress}
            </button>
          </div>
        </form>
      )}
    </main>
  );
}
