import { isOffer, offerLines } from '@ecole/supabase/job-offer';
import { Button } from '@ecole/ui/Button';
import { Field, Select, Textarea } from '@ecole/ui/Field';
import type { SupabaseClient } from '@supabase/supabase-js';
import { type FormEvent, Fragment, useCallback, useEffect, useState } from 'react';
import { act, assignRequest, closeRequest, fetchColleagues, fetchRequest, fetchTimeline } from '../api/desk.ts';
import type { Action, Colleague, DeskRequest, Me, TimelineEvent } from '../api/types.ts';
import { ScreenTitle } from '../Desk/ScreenTitle.tsx';
import { countdown, frenchDeadlineOf, frenchMoment, shortMoment } from '../hours/hours.ts';
import { MESSAGES, outcomeText } from '../messages.ts';
import { hrefOf } from '../route/route.ts';
import * as styles from '../styles/desk.css.ts';
import { timelineText } from './timeline.ts';

/** The longest reason a closing takes (contact_request_followups.closed_why). */
const CLOSE_WHY_MAX = 300;

const isOpen = (request: DeskRequest) => request.answered_at === null && request.closed_at === null;

/** « Répondre »: the visitor's address, the reference in the subject, nothing else in the link. */
export function replyHref(request: Pick<DeskRequest, 'email' | 'reference'>): string {
  return `mailto:${encodeURIComponent(request.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(`Votre demande ${request.reference}`)}`;
}

/** Where the request came from, in the words of the staff mail (« Provenance »). */
function originLines(request: DeskRequest): Array<[string, string]> {
  const lines: Array<[string, string | null]> = [
    ['Page du formulaire', request.form_path],
    ['Page d’arrivée', request.landing_path],
    ['Site d’origine', request.referrer_host],
    ['Campagne', [request.utm_campaign, request.utm_source, request.utm_medium].filter(Boolean).join(' · ') || null],
  ];
  return lines.filter((line): line is [string, string] => line[1] !== null && line[1] !== '');
}

export function RequestView({ db, me, reference }: { db: SupabaseClient; me: Me; reference: string }) {
  const [request, setRequest] = useState<DeskRequest | null>();
  const [timeline, setTimeline] = useState<TimelineEvent[]>([]);
  const [colleagues, setColleagues] = useState<Colleague[]>([]);
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<string>();
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const found = await fetchRequest(db, reference);
      setRequest(found);
      setTimeline(found ? await fetchTimeline(db, found.id) : []);
      setError(undefined);
    } catch (failure) {
      setError((failure as Error).message);
    }
  }, [db, reference]);

  useEffect(() => {
    void load();
    fetchColleagues(db).then(setColleagues, () => setColleagues([]));
  }, [db, load]);

  async function run(step: () => Promise<string>) {
    setBusy(true);
    setOutcome(undefined);
    try {
      setOutcome(outcomeText(await step()));
      await load();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const title = `Demande ${reference}`;
  if (request === undefined && !error) {
    return (
      <>
        <ScreenTitle text={title}>{title}</ScreenTitle>
        <p>{MESSAGES.loading}</p>
      </>
    );
  }
  if (request === null || request === undefined) {
    return (
      <>
        <ScreenTitle text={title}>{title}</ScreenTitle>
        <p className={error ? styles.notice.error : styles.notice.info} role={error ? 'alert' : 'status'}>
          {error ?? 'Aucune demande ne porte cette référence (elle a peut-être été effacée).'}
        </p>
        <a href={hrefOf({ screen: 'file' })}>Retour à la file</a>
      </>
    );
  }

  const open = isOpen(request);
  const paused = request.paused_at !== null;
  const action = (name: Action) => () => run(() => act(db, name, request.id));
  return (
    <>
      <p>
        <a href={hrefOf({ screen: 'file' })}>← File d’attente</a>
      </p>
      <ScreenTitle text={title}>
        Demande <span className={styles.reference}>{reference}</span> <span className={`${styles.badge} ${styles.state[request.state]}`}>{request.state}</span>
      </ScreenTitle>
      <p>
        {request.reason}, reçue le {frenchMoment(request.created_at)}.{' '}
        {open ? (
          <>
            À répondre&nbsp;: {frenchDeadlineOf(request.due_at)} ({request.promise_hours}&nbsp;h ouvrées promises)&nbsp;:{' '}
            <strong>{countdown(request.business_hours_left, paused)}</strong>.
          </>
        ) : null}
      </p>
      {outcome ? (
        <p className={styles.notice.success} role="status">
          {outcome}
        </p>
      ) : null}
      {error ? (
        <p className={styles.notice.error} role="alert">
          {error}
        </p>
      ) : null}

      <div className={styles.actions}>
        <Button href={replyHref(request)} variant="primary">
          Répondre par e-mail
        </Button>
        {open && request.owner_email !== me.email ? (
          <Button variant="secondary" disabled={busy} onClick={action('desk_take')}>
            Je m’en occupe
          </Button>
        ) : null}
        {open ? (
          <Button variant="secondary" disabled={busy} onClick={action('desk_answer')}>
            Répondu
          </Button>
        ) : null}
        {open && !paused ? (
          <Button variant="outline" disabled={busy} onClick={action('desk_pause')}>
            En attente du visiteur
          </Button>
        ) : null}
        {open && paused ? (
          <Button variant="outline" disabled={busy} onClick={action('desk_resume')}>
            Le visiteur a répondu : reprendre le délai
          </Button>
        ) : null}
        {!open ? (
          <Button variant="outline" disabled={busy} onClick={action('desk_reopen')}>
            Rouvrir
          </Button>
        ) : null}
      </div>

      <div className={styles.columns}>
        <section aria-labelledby="demande-contenu">
          <h2 id="demande-contenu" className={styles.subtitle}>
            La demande
          </h2>
          <dl className={styles.definitions}>
            <dt>Nom</dt>
            <dd>{request.name}</dd>
            <dt>E-mail</dt>
            <dd>{request.email}</dd>
            <dt>Téléphone</dt>
            <dd>{request.phone ?? 'non renseigné'}</dd>
            <dt>Qui s’en occupe</dt>
            <dd>{request.taken_by ?? 'personne'}</dd>
            <dt>Mail à l’école</dt>
            <dd>
              {request.delivery_state}
              {request.notify_error ? ` (${request.notify_error})` : ''}
            </dd>
          </dl>
          <h3 className={styles.subtitle}>Message</h3>
          <p className={styles.message}>{request.message}</p>
          {isOffer(request) ? (
            <>
              <h3 className={styles.subtitle}>L’offre</h3>
              <Definitions lines={offerLines(request)} />
            </>
          ) : null}
          {originLines(request).length > 0 ? (
            <>
              <h3 className={styles.subtitle}>Provenance</h3>
              <Definitions lines={originLines(request)} />
            </>
          ) : null}
        </section>

        <section aria-labelledby="demande-historique">
          <h2 id="demande-historique" className={styles.subtitle}>
            Historique
          </h2>
          <ol className={styles.timeline}>
            {timeline.map((event, index) => (
              <li key={`${event.at}-${index}`}>
                <strong>{timelineText(event).what}</strong>
                {timelineText(event).rest}
                <br />
                <span className={styles.muted}>{shortMoment(event.at)}</span>
              </li>
            ))}
          </ol>
          {open ? (
            <>
              <AssignForm colleagues={colleagues} busy={busy} onAssign={(to) => run(() => assignRequest(db, request.id, to))} />
              <CloseForm busy={busy} onClose={(why) => run(() => closeRequest(db, request.id, why))} />
            </>
          ) : null}
        </section>
      </div>
    </>
  );
}

/** Label and value pairs, as a definition list. */
function Definitions({ lines }: { lines: ReadonlyArray<[label: string, value: string]> }) {
  return (
    <dl className={styles.definitions}>
      {lines.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function AssignForm({ colleagues, busy, onAssign }: { colleagues: Colleague[]; busy: boolean; onAssign: (email: string) => void }) {
  const [to, setTo] = useState('');
  return (
    <form
      className={styles.panel}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (to) onAssign(to);
      }}
    >
      <h3 className={styles.subtitle}>Confier à</h3>
      <div className={styles.row}>
        <Field id="confier" label="Un membre de l’équipe">
          {() => (
            <Select id="confier" value={to} onChange={(event) => setTo(event.target.value)}>
              <option value="">Choisir…</option>
              {colleagues.map((colleague) => (
                <option key={colleague.email} value={colleague.email}>
                  {colleague.name} ({colleague.email})
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" variant="outline" disabled={busy || to === ''}>
          Confier
        </Button>
      </div>
    </form>
  );
}

function CloseForm({ busy, onClose }: { busy: boolean; onClose: (why: string) => void }) {
  const [why, setWhy] = useState('');
  const [error, setError] = useState<string>();
  return (
    <form
      className={styles.panel}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        const text = why.trim();
        if (text === '') setError('Dites pourquoi la demande est close (doublon, adresse erronée, indésirable…).');
        else if ([...text].length > CLOSE_WHY_MAX) setError(`${CLOSE_WHY_MAX} caractères au plus.`);
        else {
          setError(undefined);
          onClose(text.replace(/\s+/g, ' '));
        }
      }}
    >
      <h3 className={styles.subtitle}>Clore sans réponse</h3>
      <Field id="clore" label="Pourquoi" hint="Par exemple : doublon de 4F7A-1C2B, adresse erronée, message indésirable." error={error}>
        {({ describedBy, invalid }) => (
          <Textarea
            id="clore"
            rows={2}
            maxLength={CLOSE_WHY_MAX}
            value={why}
            onChange={(event) => setWhy(event.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          />
        )}
      </Field>
      <Button type="submit" variant="outline" disabled={busy}>
        Clore
      </Button>
    </form>
  );
}
