import { Field, formStyles } from '@ecole/contact/FormField';
import { FOLLOW_UP_FUNCTION, formAction } from '@ecole/contact/supabaseClient';
import type { FollowUpActionSection as FollowUpActionData } from '@ecole/content';
import { Button } from '@ecole/ui/Button';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Prose } from '../../parts/Prose/Prose.tsx';
import { RichText } from '../../parts/RichText/RichText.tsx';
import { SectionFrame } from '../../parts/SectionFrame/SectionFrame.tsx';
import * as styles from './FollowUpAction.css.ts';

type Action = keyof FollowUpActionData['choices'];

/** Where the page keeps the staff member's first name, on their device only. */
export const FIRST_NAME_KEY = 'ec-suivi-prenom';
/** The form's fields, as the follow-up-request function reads them. */
const TOKEN_FIELD = 'jeton';
const FIRST_NAME_FIELD = 'prenom';

/** What the page found in its address once it runs. */
type Found = { kind: 'waiting' } | { kind: 'link'; token: string; action: Action; reference: string } | { kind: 'result'; id: string } | { kind: 'none' };

/**
 * The link's token, read for display only: its action and request (the signature is the function's
 * to check). A token that does not read as one is shown as an invalid link, and sent nowhere.
 */
export function readLink(hash: string): { token: string; action: Action; reference: string } | 'invalid' | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get(TOKEN_FIELD);
  if (token === null) return null;
  try {
    const part = token.split('.')[1] ?? '';
    const payload = JSON.parse(atob(part.replaceAll('-', '+').replaceAll('_', '/'))) as { sub?: unknown; act?: unknown };
    const id = typeof payload.sub === 'string' ? payload.sub.replaceAll('-', '') : '';
    if ((payload.act !== 'prendre' && payload.act !== 'repondu') || !/^[0-9a-f]{32}$/.test(id)) return 'invalid';
    return { token, action: payload.act, reference: `${id.slice(0, 4)}-${id.slice(4, 8)}`.toUpperCase() };
  } catch {
    return 'invalid';
  }
}

function readStoredName(): string {
  try {
    return localStorage.getItem(FIRST_NAME_KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * The confirmation of a staff mail's link (issue 21): the link's token is in the fragment, which
 * no server sees; once the page runs it shows the action's form, the first name remembered on this
 * device, and the confirming POST goes to the follow-up-request function. The answer comes back
 * as a result in the address, shown by its anchor even without a script.
 */
export function FollowUpActionSection({ section }: { section: FollowUpActionData }) {
  const id = useId();
  const [found, setFound] = useState<Found>({ kind: 'waiting' });
  const [firstName, setFirstName] = useState('');

  useEffect(() => {
    const resultId = new URLSearchParams(location.search).get('resultat');
    const link = readLink(location.hash);
    if (link !== null && link !== 'invalid') {
      setFound({ kind: 'link', ...link });
      setFirstName((current) => current || readStoredName());
    } else if (link === 'invalid') setFound({ kind: 'result', id: 'lien-invalide' });
    else if (resultId !== null && section.results.some((result) => result.id === resultId)) setFound({ kind: 'result', id: resultId });
    else setFound({ kind: 'none' });
  }, [section]);

  function remember(event: FormEvent<HTMLFormElement>) {
    // The form posts as is (the function answers with a redirect); the name is kept for next time.
    const typed = new FormData(event.currentTarget).get(FIRST_NAME_FIELD);
    try {
      if (typeof typed === 'string' && typed.trim() !== '') localStorage.setItem(FIRST_NAME_KEY, typed.trim());
    } catch {
      // Storage refused (private browsing): the name is typed again next time.
    }
  }

  const action = found.kind === 'link' ? section.choices[found.action] : undefined;
  return (
    <SectionFrame id={section.id} tone={section.tone} width="narrow">
      <div className={styles.root}>
        {found.kind === 'waiting' && (
          <div className={styles.waiting}>
            <p>{section.waiting}</p>
            <noscript>
              <p>
                <RichText text={section.noScript} />
              </p>
            </noscript>
          </div>
        )}
        {found.kind === 'none' && <p>{section.noLink}</p>}
        {found.kind === 'link' && action && (
          <form
            className={formStyles.field}
            method="post"
            action={formAction(undefined, FOLLOW_UP_FUNCTION)}
            onSubmit={remember}
            aria-labelledby={`${id}-title`}
          >
            <h2 id={`${id}-title`} className={styles.actionTitle}>
              {action.title}
            </h2>
            <p className={styles.reference}>
              {section.referenceLabel} {found.reference}
            </p>
            <p>{action.text}</p>
            <input type="hidden" name={TOKEN_FIELD} value={found.token} />
            <Field id={`${id}-prenom`} label={section.firstName.label} hint={section.firstName.hint}>
              {({ describedBy }) => (
                <input
                  id={`${id}-prenom`}
                  name={FIRST_NAME_FIELD}
                  type="text"
                  autoComplete="given-name"
                  required
                  maxLength={40}
                  value={firstName}
                  onChange={(event) => setFirstName(event.currentTarget.value)}
                  aria-describedby={describedBy}
                  className={formStyles.control}
                />
              )}
            </Field>
            <Button type="submit" className={formStyles.submit}>
              {action.button}
            </Button>
          </form>
        )}
        {section.results.map((result) => (
          <div
            key={result.id}
            id={result.id}
            className={styles.result}
            data-shown={found.kind === 'result' && found.id === result.id ? '' : undefined}
            role={found.kind === 'result' && found.id === result.id ? 'status' : undefined}
          >
            <h2>{result.title}</h2>
            <Prose blocks={result.blocks} />
          </div>
        ))}
      </div>
    </SectionFrame>
  );
}
