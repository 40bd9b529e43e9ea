import { LEAD_VIEWS, leadCsv } from '@ecole/campaigns/leadCsv';
import { type LeadPeriod, leadFiguresArgs } from '@ecole/campaigns/leadPeriod';
import { parisDate } from '@ecole/supabase/job-offer';
import { LEAD_DEFINITIONS, LEAD_HEADERS, type LeadFiguresRow, type LeadReport, type LeadRow, leadCells, leadReport } from '@ecole/supabase/lead-figures';
import { Button } from '@ecole/ui/Button';
import { Field, TextInput } from '@ecole/ui/Field';
import type { SupabaseClient } from '@supabase/supabase-js';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { ScreenTitle } from '../Desk/ScreenTitle.tsx';
import { download } from '../download.ts';
import { frenchMoment } from '../hours/hours.ts';
import { MESSAGES } from '../messages.ts';
import * as styles from '../styles/desk.css.ts';

const DAY = 86_400_000;

/** Last week, Monday to Sunday, in the school's time zone: what the Monday mail reports. */
export function lastWeek(now: Date): Required<LeadPeriod> {
  const today = Date.parse(`${parisDate(now)}T00:00:00Z`);
  const weekday = (new Date(today).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monday = today - (weekday + 7) * DAY;
  const day = (time: number) => new Date(time).toISOString().slice(0, 10);
  return { from: day(monday), to: day(monday + 6 * DAY) };
}

/**
 * The period's figures as they stand at `at` (ISO): public.lead_figures, the very figures of the
 * weekly mail and `npm run lead-report` (same Paris-day bounds, same cap), read with the staff
 * member's session instead of the service key (issue 33: one definition, in SQL).
 */
export async function fetchLeadReport(db: SupabaseClient, period: LeadPeriod, at: string): Promise<LeadReport> {
  const { data, error } = await db.rpc('lead_figures', leadFiguresArgs(period, at));
  if (error) throw error;
  return leadReport((data ?? []) as LeadFiguresRow[]);
}

export function Week({ db }: { db: SupabaseClient }) {
  const [period, setPeriod] = useState(() => lastWeek(new Date()));
  const [asked, setAsked] = useState(period);
  const [report, setReport] = useState<{ figures: LeadReport; at: string }>();
  const [error, setError] = useState<string>();

  const load = useCallback(
    (wanted: Required<LeadPeriod>) => {
      setReport(undefined);
      const at = new Date().toISOString();
      fetchLeadReport(db, wanted, at).then(
        (figures) => {
          setReport({ figures, at });
          setError(undefined);
        },
        () => setError('Lecture des demandes de la période : le serveur n’a pas répondu comme prévu. Réessayez dans un instant.'),
      );
    },
    [db],
  );

  useEffect(() => load(asked), [load, asked]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (period.from > period.to) {
      setError('La période est à l’envers : la date de début est après la date de fin.');
      return;
    }
    setAsked(period);
  }

  return (
    <>
      <ScreenTitle text={MESSAGES.nav.semaine}>Les délais de réponse de la période</ScreenTitle>
      <p className={styles.muted}>
        Les mêmes chiffres que le rapport de la semaine envoyé le lundi à la direction : par motif, par campagne et par page d’arrivée, la part des demandes
        répondues dans le délai promis, les délais, les demandes encore ouvertes et en retard. Aucun nom, e-mail ou message.
      </p>
      <form className={styles.filters} onSubmit={submit}>
        <Field id="du" label="Du">
          {() => <TextInput id="du" type="date" required value={period.from} onChange={(event) => setPeriod({ ...period, from: event.target.value })} />}
        </Field>
        <Field id="au" label="Au (inclus)">
          {() => <TextInput id="au" type="date" required value={period.to} onChange={(event) => setPeriod({ ...period, to: event.target.value })} />}
        </Field>
        <Button type="submit" variant="outline">
          Afficher
        </Button>
        {report ? (
          <Button variant="secondary" onClick={() => download(`delais-de-reponse-${asked.from}-au-${asked.to}.csv`, leadCsv(report.figures))}>
            Télécharger le CSV
          </Button>
        ) : null}
      </form>
      {error ? (
        <p className={styles.notice.error} role="alert">
          {error}
        </p>
      ) : null}
      {report === undefined && !error ? <p>{MESSAGES.loading}</p> : null}
      {report ? (
        <p role="status">
          Demandes reçues du {asked.from} au {asked.to} (jours inclus, heure de Paris), vues au {frenchMoment(report.at)}.
        </p>
      ) : null}
      {report ? LEAD_VIEWS.map(([title, key]) => <LeadTable key={key} title={title} rows={report.figures[key]} total={report.figures.total} />) : null}
      {report ? <p className={styles.muted}>{LEAD_DEFINITIONS}</p> : null}
    </>
  );
}

function LeadTable({ title, rows, total }: { title: string; rows: readonly LeadRow[]; total: LeadRow }) {
  return (
    <table className={`${styles.table} ${styles.stacked}`}>
      <caption>Par {title.toLowerCase()}</caption>
      <thead>
        <tr>
          <th scope="col">{title}</th>
          {LEAD_HEADERS.map((header) => (
            <th key={header} scope="col" className="number">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {[...rows, total].map((row, index) => (
          <tr key={`${index}-${row.label}`}>
            <th scope="row">{row === total ? 'Total' : row.label}</th>
            {leadCells(row).map((cell, column) => (
              <td key={LEAD_HEADERS[column]} data-label={LEAD_HEADERS[column]} className="number">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
