import { CONTACT_REASONS } from '@ecole/supabase/contact-contract';
import { Button } from '@ecole/ui/Button';
import { Field, Select, TextInput } from '@ecole/ui/Field';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { fetchQueue, fetchSweepStatus } from '../api/desk.ts';
import type { DeskRequest, Me, SweepStatus } from '../api/types.ts';
import { ScreenTitle } from '../Desk/ScreenTitle.tsx';
import { countdown, frenchMoment, shortMoment } from '../hours/hours.ts';
import { MESSAGES } from '../messages.ts';
import { hrefOf } from '../route/route.ts';
import * as styles from '../styles/desk.css.ts';

/** The queue follows the clock by itself: a countdown read a minute late is still right to the minute. */
const REFRESH_MS = 60_000;

export interface QueueFilters {
  mine: boolean;
  late: boolean;
  reason: string;
  search: string;
}

export const NO_FILTERS: QueueFilters = { mine: false, late: false, reason: '', search: '' };

/** Whether a request is past its due time (a paused one is not: its clock stands still). */
export function isLate(request: DeskRequest): boolean {
  return request.paused_at === null && (request.state === 'en retard' || (request.business_hours_left !== null && request.business_hours_left <= 0));
}

/** The queue's filters: « à moi », « en retard », a reason, a reference or an e-mail typed in part. */
export function filterQueue(requests: readonly DeskRequest[], filters: QueueFilters, me: Pick<Me, 'email'>): DeskRequest[] {
  const search = filters.search.trim().toLowerCase();
  return requests.filter(
    (request) =>
      (!filters.mine || request.owner_email === me.email) &&
      (!filters.late || isLate(request)) &&
      (filters.reason === '' || request.reason === filters.reason) &&
      (search === '' || request.reference.toLowerCase().includes(search) || request.email.toLowerCase().includes(search)),
  );
}

/** Who the request is from: the person, and for a job offer the company and the job. */
export function whoOf(request: DeskRequest): string {
  const offer = [request.company_name, request.offer_title].filter(Boolean).join(' – ');
  return offer ? `${request.name} (${offer})` : request.name;
}

export function Queue({ db, me }: { db: SupabaseClient; me: Me }) {
  const [requests, setRequests] = useState<DeskRequest[]>();
  const [error, setError] = useState<string>();
  const [filters, setFilters] = useState<QueueFilters>(NO_FILTERS);
  const [sweep, setSweep] = useState<SweepStatus | null>(null);

  const load = useCallback(() => {
    fetchQueue(db).then(
      (rows) => {
        setRequests(rows);
        setError(undefined);
      },
      (failure: Error) => setError(failure.message),
    );
    // With the queue, every minute: the banner goes once the sweep runs again.
    fetchSweepStatus(db).then(setSweep, () => setSweep(null));
  }, [db]);

  useEffect(() => {
    load();
    const timer = window.setInterval(load, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [load]);

  const shown = useMemo(() => filterQueue(requests ?? [], filters, me), [requests, filters, me]);
  const set = <K extends keyof QueueFilters>(key: K, value: QueueFilters[K]) => setFilters((current) => ({ ...current, [key]: value }));

  return (
    <>
      <ScreenTitle text={MESSAGES.nav.file}>{MESSAGES.nav.file}</ScreenTitle>
      <p className={styles.muted}>Les demandes sans réponse, la plus proche de son échéance d’abord. Les délais sont en heures ouvrées.</p>
      {sweep?.stale ? <SweepBanner lastRun={sweep.last_run_at} /> : null}
      <div className={styles.filters} role="group" aria-label="Filtres">
        <label className={styles.check}>
          <input type="checkbox" checked={filters.mine} onChange={(event) => set('mine', event.target.checked)} /> À moi
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={filters.late} onChange={(event) => set('late', event.target.checked)} /> En retard
        </label>
        <Field id="motif" label="Motif">
          {() => (
            <Select id="motif" value={filters.reason} onChange={(event) => set('reason', event.target.value)}>
              <option value="">Tous</option>
              {CONTACT_REASONS.map((reason) => (
                <option key={reason.slug} value={reason.label}>
                  {reason.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="recherche" label="Référence ou e-mail">
          {() => <TextInput id="recherche" type="search" value={filters.search} onChange={(event) => set('search', event.target.value)} />}
        </Field>
        <Button variant="outline" onClick={load}>
          Actualiser
        </Button>
      </div>
      {error ? (
        <p className={styles.notice.error} role="alert">
          {error}
        </p>
      ) : null}
      {requests === undefined && !error ? <p>{MESSAGES.loading}</p> : null}
      {requests !== undefined ? <QueueTable requests={shown} total={requests.length} /> : null}
    </>
  );
}

function QueueTable({ requests, total }: { requests: DeskRequest[]; total: number }) {
  const caption =
    total === 0
      ? 'Aucune demande en attente.'
      : requests.length === total
        ? `${total} demande${total > 1 ? 's' : ''} ouverte${total > 1 ? 's' : ''}`
        : `${requests.length} demande${requests.length > 1 ? 's' : ''} sur ${total} avec ces filtres`;
  return (
    <table className={`${styles.table} ${styles.stacked}`}>
      <caption aria-live="polite">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Référence</th>
          <th scope="col">Délai</th>
          <th scope="col">Motif</th>
          <th scope="col">De</th>
          <th scope="col">État</th>
          <th scope="col">Qui s’en occupe</th>
          <th scope="col">Reçue le</th>
        </tr>
      </thead>
      <tbody>
        {requests.map((request) => (
          <tr key={request.id}>
            <th scope="row">
              <a href={hrefOf({ screen: 'demande', reference: request.reference })}>{request.reference}</a>
            </th>
            <td data-label="Délai" className={isLate(request) ? styles.late : undefined}>
              {countdown(request.business_hours_left, request.paused_at !== null)}
            </td>
            <td data-label="Motif">{request.reason}</td>
            <td data-label="De">{whoOf(request)}</td>
            <td data-label="État">
              <span className={`${styles.badge} ${styles.state[request.state]}`}>{request.state}</span>
            </td>
            <td data-label="Qui s’en occupe">{request.taken_by ?? 'personne'}</td>
            <td data-label="Reçue le">{shortMoment(request.created_at)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The backend's sweep has not run for 30 minutes (issue 33): said at the top of the queue. */
export function SweepBanner({ lastRun }: { lastRun: string | null }) {
  return (
    <div className={styles.notice.error} role="alert">
      <p>{lastRun === null ? MESSAGES.sweepStopped.never : MESSAGES.sweepStopped.since(frenchMoment(lastRun))}</p>
      <p>{MESSAGES.sweepStopped.what}</p>
    </div>
  );
}
