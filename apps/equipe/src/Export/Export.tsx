import { HEADERS, toCells } from '@ecole/staff-export/columns';
import { toCsv } from '@ecole/staff-export/csv';
import { type ContactRequestRow, EXPORT_VIEW, SELECTED_COLUMNS } from '@ecole/staff-export/exportSource';
import { Button } from '@ecole/ui/Button';
import { Field, TextInput } from '@ecole/ui/Field';
import type { SupabaseClient } from '@supabase/supabase-js';
import { type FormEvent, useState } from 'react';
import { allPages } from '../api/pages.ts';
import { ScreenTitle } from '../Desk/ScreenTitle.tsx';
import { download } from '../download.ts';
import { MESSAGES } from '../messages.ts';
import * as styles from '../styles/desk.css.ts';

/**
 * The export's rows, as `npm run export-requests` reads them (the same view, columns and order),
 * through the staff member's session.
 */
export function fetchExportRows(db: SupabaseClient, since: string | undefined): Promise<ContactRequestRow[]> {
  return allPages<ContactRequestRow>((from, to) => {
    let query = db.from(EXPORT_VIEW).select(SELECTED_COLUMNS).order('created_at', { ascending: false }).order('id', { ascending: true });
    if (since) query = query.gte('created_at', `${since}T00:00:00Z`);
    return query.range(from, to) as unknown as PromiseLike<{ data: ContactRequestRow[] | null; error: unknown }>;
  });
}

export function Export({ db }: { db: SupabaseClient }) {
  const [since, setSince] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string>();
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setResult(undefined);
    try {
      const rows = await fetchExportRows(db, since || undefined);
      download(`demandes${since ? `-depuis-${since}` : ''}.csv`, toCsv(HEADERS, rows.map(toCells)));
      const failed = rows.filter((row) => row.delivery_state === 'en échec').length;
      setResult(
        `${rows.length} demande${rows.length > 1 ? 's' : ''} exportée${rows.length > 1 ? 's' : ''}${failed > 0 ? `, dont ${failed} dont le mail à l’école a échoué` : ''}.`,
      );
    } catch {
      setError('Export : le serveur n’a pas répondu comme prévu. Réessayez dans un instant.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ScreenTitle text={MESSAGES.nav.export}>Exporter les demandes pour Excel</ScreenTitle>
      <p>
        Un fichier CSV qu’Excel ouvre en français, avec la référence, l’état, la personne qui s’en occupe, l’échéance et les détails des offres d’alternance.
      </p>
      <p className={styles.notice.info}>
        Ce fichier contient des données personnelles : enregistrez-le sur le drive de l’école, pas sur un ordinateur personnel, et supprimez-le une fois le
        travail fini.
      </p>
      <form className={styles.filters} onSubmit={submit}>
        <Field id="depuis" label="Depuis le (facultatif)" hint="Vide : toutes les demandes.">
          {({ describedBy }) => (
            <TextInput id="depuis" type="date" value={since} onChange={(event) => setSince(event.target.value)} aria-describedby={describedBy} />
          )}
        </Field>
        <Button type="submit" disabled={busy}>
          {busy ? 'Préparation…' : 'Télécharger le CSV'}
        </Button>
      </form>
      <div aria-live="polite">
        {result ? <p className={styles.notice.success}>{result}</p> : null}
        {error ? <p className={styles.notice.error}>{error}</p> : null}
      </div>
    </>
  );
}
