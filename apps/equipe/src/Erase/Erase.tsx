import { Button } from '@ecole/ui/Button';
import { Field, TextInput } from '@ecole/ui/Field';
import type { SupabaseClient } from '@supabase/supabase-js';
import { type FormEvent, useState } from 'react';
import { erase, erasurePreview } from '../api/desk.ts';
import type { ErasureCounts, Me } from '../api/types.ts';
import { ScreenTitle } from '../Desk/ScreenTitle.tsx';
import { MESSAGES } from '../messages.ts';
import * as styles from '../styles/desk.css.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What an erasure deletes (or would), in French. */
export function countLines(counts: ErasureCounts): string[] {
  return [
    `${counts.requests} demande(s), avec leur suivi, leurs rappels et leur accusé de réception`,
    `${counts.fingerprints} empreinte(s) du budget anti-abus`,
    `${counts.spellings} écriture(s) différente(s) de l’adresse`,
  ];
}

/** Why the database did nothing. */
const REFUSALS: Readonly<Record<'adresse-invalide' | 'confirmation-differente', string>> = {
  'adresse-invalide': 'Entrez l’adresse e-mail complète que la personne a utilisée.',
  'confirmation-differente': 'L’adresse retapée ne correspond pas : rien n’a été effacé.',
};

/**
 * « Effacer une personne » (direction only; the database refuses anyone else): what would be
 * erased, the address typed again, then the same erasure as `npm run forget`, logged without the
 * address. The page keeps nothing once done.
 */
export function Erase({ db, me }: { db: SupabaseClient; me: Me }) {
  const [email, setEmail] = useState('');
  const [preview, setPreview] = useState<{ email: string; counts: ErasureCounts }>();
  const [confirmation, setConfirmation] = useState('');
  const [done, setDone] = useState<string[]>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  if (me.role !== 'direction') {
    return (
      <>
        <ScreenTitle text={MESSAGES.nav.effacer}>{MESSAGES.nav.effacer}</ScreenTitle>
        <p className={styles.notice.info}>Seule la direction peut effacer les données d’une personne. Transmettez-lui la demande.</p>
      </>
    );
  }

  async function look(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    setDone(undefined);
    if (!EMAIL.test(address)) {
      setError(REFUSALS['adresse-invalide']);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const answer = await erasurePreview(db, address);
      if ('requests' in answer) {
        setPreview({ email: address, counts: answer });
        setConfirmation('');
      } else setError(REFUSALS[answer.outcome]);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!preview) return;
    if (confirmation.trim().toLowerCase() !== preview.email.toLowerCase()) {
      setError(REFUSALS['confirmation-differente']);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const answer = await erase(db, preview.email, confirmation.trim());
      if (!('requests' in answer)) {
        setError(REFUSALS[answer.outcome]);
        return;
      }
      setDone(countLines(answer));
      setPreview(undefined);
      setEmail('');
      setConfirmation('');
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ScreenTitle text={MESSAGES.nav.effacer}>Effacer les données d’une personne</ScreenTitle>
      <p>
        Quand une personne demande l’effacement de ses données (politique de confidentialité) : toutes ses demandes, sous toutes les écritures de son adresse
        (majuscules, <code>+</code>, points de Gmail), avec leur suivi, et les empreintes du budget anti-abus. L’effacement est consigné sans l’adresse.
      </p>
      <form className={styles.filters} onSubmit={look} noValidate>
        <Field id="personne" label="Adresse e-mail de la personne" error={preview ? undefined : error}>
          {({ describedBy, invalid }) => (
            <TextInput
              id="personne"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
            />
          )}
        </Field>
        <Button type="submit" variant="outline" disabled={busy}>
          Voir ce qui serait effacé
        </Button>
      </form>
      {preview ? (
        <form className={styles.panel} onSubmit={confirm} noValidate>
          <h2 className={styles.subtitle}>Serait effacé pour {preview.email}</h2>
          <ul>
            {countLines(preview.counts).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Field id="confirmation" label="Retapez l’adresse pour confirmer" error={error}>
            {({ describedBy, invalid }) => (
              <TextInput
                id="confirmation"
                type="email"
                autoComplete="off"
                value={confirmation}
                onChange={(event) => setConfirmation(event.target.value)}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
              />
            )}
          </Field>
          <Button type="submit" disabled={busy}>
            Effacer définitivement
          </Button>
        </form>
      ) : null}
      <div aria-live="polite">
        {done ? (
          <div className={styles.notice.success}>
            <p>Les données de cette personne sont effacées&nbsp;:</p>
            <ul>
              {done.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p>Reste à faire à la main : les e-mails reçus dans la boîte de l’école, puis confirmer l’effacement à la personne.</p>
          </div>
        ) : null}
      </div>
    </>
  );
}
