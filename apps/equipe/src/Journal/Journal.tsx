import type { SupabaseClient } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';
import { fetchAudit } from '../api/desk.ts';
import type { AuditEntry, Me } from '../api/types.ts';
import { ScreenTitle } from '../Desk/ScreenTitle.tsx';
import { shortMoment } from '../hours/hours.ts';
import { MESSAGES } from '../messages.ts';
import { hrefOf } from '../route/route.ts';
import * as styles from '../styles/desk.css.ts';

/** How each action of the audit trail (staff_audit.action) is said. */
export const AUDIT_ACTIONS: Readonly<Record<string, string>> = {
  prendre: 'Je m’en occupe',
  repondre: 'Répondu',
  'mettre-en-attente': 'En attente du visiteur',
  reprendre: 'Reprise du délai',
  clore: 'Clore',
  rouvrir: 'Rouvrir',
  confier: 'Confier',
  'apercu-effacement': 'Aperçu d’un effacement',
  effacer: 'Effacement',
};

/**
 * « Journal » (direction only; row security shows the others nothing): the append-only trail of
 * what the team did on the desk, who, when, on which request. Never a visitor's address, name or
 * message: an erasure is logged with its counts only.
 */
export function Journal({ db, me }: { db: SupabaseClient; me: Me }) {
  const [entries, setEntries] = useState<AuditEntry[]>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (me.role !== 'direction') return;
    fetchAudit(db).then(setEntries, (failure: Error) => setError(failure.message));
  }, [db, me.role]);

  if (me.role !== 'direction') {
    return (
      <>
        <ScreenTitle text={MESSAGES.nav.journal}>{MESSAGES.nav.journal}</ScreenTitle>
        <p className={styles.notice.info}>Seule la direction lit le journal des actions.</p>
      </>
    );
  }
  return (
    <>
      <ScreenTitle text={MESSAGES.nav.journal}>Journal des actions de l’équipe</ScreenTitle>
      <p className={styles.muted}>
        Les 200 dernières actions faites depuis l’espace équipe, la plus récente d’abord. Ce journal ne peut être ni modifié ni effacé.
      </p>
      {error ? (
        <p className={styles.notice.error} role="alert">
          {error}
        </p>
      ) : null}
      {entries === undefined && !error ? <p>{MESSAGES.loading}</p> : null}
      {entries ? (
        <table className={`${styles.table} ${styles.stacked}`}>
          <caption>{entries.length === 0 ? 'Aucune action pour l’instant.' : `${entries.length} action(s)`}</caption>
          <thead>
            <tr>
              <th scope="col">Quand</th>
              <th scope="col">Qui</th>
              <th scope="col">Action</th>
              <th scope="col">Demande</th>
              <th scope="col">Résultat</th>
              <th scope="col">Détail</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <th scope="row">{shortMoment(entry.at)}</th>
                <td data-label="Qui">{entry.actor}</td>
                <td data-label="Action">{AUDIT_ACTIONS[entry.action] ?? entry.action}</td>
                <td data-label="Demande">
                  {entry.reference ? <a href={hrefOf({ screen: 'demande', reference: entry.reference })}>{entry.reference}</a> : '—'}
                </td>
                <td data-label="Résultat">{entry.outcome}</td>
                <td data-label="Détail">{entry.detail ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
