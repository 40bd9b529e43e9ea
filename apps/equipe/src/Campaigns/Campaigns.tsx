import { type CampaignFiguresRow, campaignFiguresArgs, type FiguresPeriod, reportFromFigures } from '@ecole/campaigns/campaignFigures';
import { EXPERIMENTS, type ExperimentFiguresRow, type ExperimentSummary, experimentFiguresArgs, experimentSummary } from '@ecole/campaigns/experimentReport';
import type { Report, ReportRow } from '@ecole/campaigns/report';
import { REPORT_HEADERS, reportCells, rowLabel } from '@ecole/campaigns/reportCells';
import { Button } from '@ecole/ui/Button';
import { Field, TextInput } from '@ecole/ui/Field';
import type { SupabaseClient } from '@supabase/supabase-js';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { ScreenTitle } from '../Desk/ScreenTitle.tsx';
import { MESSAGES } from '../messages.ts';
import * as styles from '../styles/desk.css.ts';
import { LinkMaker } from './LinkMaker.tsx';
import { CAMPAIGN_SITE, type CampaignSite } from './site.ts';

const DAY = 86_400_000;

/** The last 30 UTC days, today included: the report's days are UTC days, as the command's. */
export function lastThirtyDays(now: Date): Required<FiguresPeriod> {
  const day = (time: number) => new Date(time).toISOString().slice(0, 10);
  return { from: day(now.getTime() - 29 * DAY), to: day(now.getTime()) };
}

/**
 * The period's figures: public.campaign_figures, the very SQL `npm run campaign-report` reads
 * (issue 37: one definition, two readers), with the staff member's session.
 */
export async function fetchCampaignReport(db: SupabaseClient, period: FiguresPeriod): Promise<Report> {
  const { data, error } = await db.rpc('campaign_figures', campaignFiguresArgs(period));
  if (error) throw error;
  return reportFromFigures((data ?? []) as CampaignFiguresRow[]);
}

/** Every declared experiment's figures and verdict at `at` (public.experiment_figures). */
export async function fetchExperiments(db: SupabaseClient, at: string): Promise<ExperimentSummary[]> {
  return Promise.all(
    EXPERIMENTS.map(async (experiment) => {
      const { data, error } = await db.rpc('experiment_figures', experimentFiguresArgs(experiment, at));
      if (error) throw error;
      return experimentSummary(experiment, (data ?? []) as ExperimentFiguresRow[]);
    }),
  );
}

/**
 * The default clock, one function for every render: a default written inline (`now = () => new
 * Date()`) is a new function at each render, so `load` and the effect calling it changed at each
 * render too, and the page read the figures again without end, its tables shown then emptied.
 */
const systemNow = () => new Date();

export function Campaigns({ db, site = CAMPAIGN_SITE, now = systemNow }: { db: SupabaseClient; site?: CampaignSite; now?: () => Date }) {
  const [period, setPeriod] = useState(() => lastThirtyDays(now()));
  const [asked, setAsked] = useState(period);
  // The figures with the period they were read for: the status never names a period whose figures are not shown yet.
  const [report, setReport] = useState<{ figures: Report; period: Required<FiguresPeriod> }>();
  const [experiments, setExperiments] = useState<ExperimentSummary[]>();
  const [error, setError] = useState<string>();

  // `current()` is false once another period is asked: a slower answer for the period before never
  // replaces the figures of the one asked last.
  const load = useCallback(
    (wanted: Required<FiguresPeriod>, current: () => boolean) => {
      setReport(undefined);
      Promise.all([fetchCampaignReport(db, wanted), fetchExperiments(db, now().toISOString())]).then(
        ([figures, summaries]) => {
          if (!current()) return;
          setReport({ figures, period: wanted });
          setExperiments(summaries);
          setError(undefined);
        },
        () => {
          if (current()) setError('Lecture des campagnes : le serveur n’a pas répondu comme prévu. Réessayez dans un instant.');
        },
      );
    },
    [db, now],
  );

  useEffect(() => {
    let current = true;
    load(asked, () => current);
    return () => {
      current = false;
    };
  }, [load, asked]);

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
      <ScreenTitle text={MESSAGES.nav.campagnes}>Les campagnes : visites et demandes</ScreenTitle>
      <p className={styles.muted}>
        Les mêmes chiffres que npm run campaign-report : une visite est l’arrivée sur une page du site depuis l’extérieur (robots exclus), comptée chaque jour
        sans cookie ni adresse IP ; le taux de conversion est le nombre de visites qui ont mené à une demande de contact divisé par le nombre de visites. Les
        lignes sont classées par demandes d’abord : une visite, n’importe qui peut en ajouter.
      </p>
      <form className={styles.filters} onSubmit={submit}>
        <Field id="campagnes-du" label="Du">
          {() => (
            <TextInput id="campagnes-du" type="date" required value={period.from} onChange={(event) => setPeriod({ ...period, from: event.target.value })} />
          )}
        </Field>
        <Field id="campagnes-au" label="Au (inclus, jours UTC)">
          {() => <TextInput id="campagnes-au" type="date" required value={period.to} onChange={(event) => setPeriod({ ...period, to: event.target.value })} />}
        </Field>
        <Button type="submit" variant="outline">
          Afficher
        </Button>
      </form>
      {error ? (
        <p className={styles.notice.error} role="alert">
          {error}
        </p>
      ) : null}
      {report === undefined && !error ? <p>{MESSAGES.loading}</p> : null}
      {report ? (
        <p role="status">
          Visites et demandes du {report.period.from} au {report.period.to} (jours inclus, en UTC).
        </p>
      ) : null}
      {report ? <ReportTable title="Page d’arrivée" rows={report.figures.byLanding} total={report.figures.total} /> : null}
      {report ? <ReportTable title="Campagne" rows={report.figures.byCampaign} total={report.figures.total} /> : null}
      {experiments && experiments.length > 0 ? <Experiments summaries={experiments} /> : null}
      <LinkMaker site={site} />
    </>
  );
}

function ReportTable({ title, rows, total }: { title: string; rows: readonly ReportRow[]; total: ReportRow }) {
  return (
    <table className={`${styles.table} ${styles.stacked}`}>
      <caption>Par {title.toLowerCase()}</caption>
      <thead>
        <tr>
          <th scope="col">{title}</th>
          {REPORT_HEADERS.map((header) => (
            <th key={header} scope="col" className="number">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {[...rows, total].map((row, index) => (
          <tr key={`${index}-${row.label}`}>
            <th scope="row">{rowLabel(row)}</th>
            {reportCells(row).map((cell, column) => (
              <td key={REPORT_HEADERS[column]} data-label={REPORT_HEADERS[column]} className="number">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Experiments({ summaries }: { summaries: readonly ExperimentSummary[] }) {
  return (
    <section aria-labelledby="essais">
      <h2 id="essais" className={styles.subtitle}>
        Essais
      </h2>
      {summaries.map((summary) => (
        <table key={summary.experiment.id} className={`${styles.table} ${styles.stacked}`}>
          <caption>
            Essai {summary.experiment.id} sur {summary.experiment.landing} : {summary.verdictText}
          </caption>
          <thead>
            <tr>
              <th scope="col">Variante</th>
              <th scope="col" className="number">
                Visites
              </th>
              <th scope="col" className="number">
                Demandes
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.variants.map((variant) => (
              <tr key={variant.name}>
                <th scope="row">
                  {variant.name.toUpperCase()} {variant.label}
                </th>
                <td data-label="Visites" className="number">
                  {variant.visits}
                </td>
                <td data-label="Demandes" className="number">
                  {variant.requests}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
