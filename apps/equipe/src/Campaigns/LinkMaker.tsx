import { campaignUrl, fileBaseName, UTM_KEYS, type UtmKey } from '@ecole/campaigns/link';
import { qrSvg } from '@ecole/campaigns/qrSvg';
import { Button } from '@ecole/ui/Button';
import { Field, TextInput } from '@ecole/ui/Field';
import { type FormEvent, useState } from 'react';
import { download } from '../download.ts';
import * as styles from '../styles/desk.css.ts';
import type { CampaignSite } from './site.ts';

/** The fields as the desk names them (the command's `--source` is « Source » here). */
export const UTM_FIELDS: Readonly<Record<UtmKey, { label: string; hint: string; required: boolean }>> = {
  source: { label: 'Source', hint: 'Où le lien est diffusé : salon-laval, linkedin…', required: true },
  medium: { label: 'Support', hint: 'print, email, social, cpc…', required: true },
  campaign: { label: 'Campagne', hint: 'rentree-2026…', required: true },
  term: { label: 'Mot-clé (facultatif)', hint: 'Le mot-clé acheté.', required: false },
  content: { label: 'Variante (facultatif)', hint: 'affiche-a3, flyer…', required: false },
};

/**
 * The tracked link and its QR code, made in the page with the rules of `npm run campaign-link`
 * (the same `campaignUrl` and `qrSvg`): a page of the sitemap, values the reports read back.
 */
export function LinkMaker({ site }: { site: CampaignSite }) {
  const [path, setPath] = useState(site.landings[0] ?? '/');
  const [utm, setUtm] = useState<Record<UtmKey, string>>({ source: '', medium: '', campaign: '', term: '', content: '' });
  const [made, setMade] = useState<{ url: string; svg: string; name: string }>();
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMade(undefined);
    const values = { source: utm.source, medium: utm.medium, campaign: utm.campaign, term: utm.term || undefined, content: utm.content || undefined };
    try {
      const url = campaignUrl(path, values, {
        origin: site.origin,
        indexable: new Set(site.landings),
        fieldName: (key) => `« ${UTM_FIELDS[key].label.replace(/ \(facultatif\)$/, '')} »`,
      });
      setMade({ url, svg: await qrSvg(url), name: fileBaseName(path, values) });
      setError(undefined);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  }

  return (
    <section aria-labelledby="lien-suivi">
      <h2 id="lien-suivi" className={styles.subtitle}>
        Faire un lien suivi et son QR code
      </h2>
      {site.provisional ? (
        <p className={styles.notice.error} role="note">
          Attention : {site.origin} est encore l’adresse provisoire du site. Vérifiez que l’école possède ce domaine avant d’imprimer ou de diffuser ce lien :
          un QR code imprimé ne se corrige pas.
        </p>
      ) : null}
      <form className={styles.filters} onSubmit={(event) => void submit(event)} noValidate>
        <Field id="lien-page" label="Page d’arrivée">
          {() => (
            <select id="lien-page" value={path} onChange={(event) => setPath(event.target.value)}>
              {site.landings.map((landing) => (
                <option key={landing} value={landing}>
                  {landing}
                </option>
              ))}
            </select>
          )}
        </Field>
        {UTM_KEYS.map((key) => (
          <Field key={key} id={`lien-${key}`} label={UTM_FIELDS[key].label} hint={UTM_FIELDS[key].hint}>
            {({ describedBy }) => (
              <TextInput
                id={`lien-${key}`}
                required={UTM_FIELDS[key].required}
                aria-describedby={describedBy}
                value={utm[key]}
                onChange={(event) => setUtm({ ...utm, [key]: event.target.value })}
              />
            )}
          </Field>
        ))}
        <Button type="submit" variant="outline">
          Faire le lien
        </Button>
      </form>
      {error ? (
        <p className={styles.notice.error} role="alert">
          {error}
        </p>
      ) : null}
      {made ? (
        <div className={styles.panel}>
          <p>
            Lien suivi : <output>{made.url}</output>
          </p>
          <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(made.svg)}`} alt={`QR code de ${made.url}`} width={192} height={192} />
          <p>
            <Button variant="secondary" onClick={() => download(`${made.name}.svg`, made.svg, 'image/svg+xml')}>
              Télécharger le QR code (SVG)
            </Button>
          </p>
        </div>
      ) : null}
    </section>
  );
}
