// The form posted without JavaScript, end to end: the stand-in (PGlite running the real
// migrations) and the real submit-contact-form function under Deno, called as a browser posts
// an HTML form (urlencoded, no token, each visitor from its own loopback address). The same
// guarantees as the JavaScript flow: stored once, mailed once, refused by the same flood budget,
// and only redirects to the site's pages, nothing typed in them.
import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { OFFER_REASON } from '../../../supabase/functions/_shared/jobOffer.ts';
import { VALID_OFFER } from '../../../supabase/functions/_shared/testing/offerValueCases.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../src/keys.ts';
import { client, clientFrom, visitorAddress } from './helpers.ts';
import { standInWithProvider } from './standInWithProvider.ts';

const logs: string[] = [];
const standIn = standInWithProvider({
  contactEmailTo: 'ecole@exemple.fr',
  log: (line) => logs.push(line),
});

afterAll(() => {
  if (process.env.SHOW_LOGS) console.log(logs.join('\n'));
});

let sequence = 0;
const fresh = (tag: string) => `${tag}-${(sequence += 1)}@exemple.fr`;

const form = (email: string, extra: Record<string, string> = {}) => ({
  name: 'Camille Martin',
  email,
  phone: '',
  reason: 'Formation IA',
  message: 'Bonjour, je voudrais réserver une place.',
  website: '',
  form_path: '/formation-ia',
  ...extra,
});

/** A browser on the machine at `address` posting the form: urlencoded, no token, no redirect followed. */
async function post(address: string, fields: Record<string, string>) {
  const response = await undiciFetch(`${standIn.server.url}/functions/v1/submit-contact-form`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.0.0.1' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
    dispatcher: new Agent({ localAddress: address }),
  });
  await response.text();
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

async function stored(email: string) {
  const { data, error } = await client(standIn.server.url, LOCAL_SERVICE_ROLE_KEY).from('contact_requests').select('*').eq('email', email);
  expect(error).toBeNull();
  return data as Array<Record<string, unknown>>;
}

const mailsTo = (email: string) => standIn.provider.accepted.filter((mail) => JSON.stringify(mail).includes(email));

describe('submit-contact-form on the stand-in', () => {
  it('stores the request with where it came from, mails it once, answers 303 to /thank-you', async () => {
    const email = fresh('sans-js');
    const answer = await post(
      visitorAddress(1),
      form(email, {
        reason: 'Recrutement d’un alternant',
        landing_path: '/tpe',
        utm_source: 'salon-laval',
        utm_medium: 'print',
        utm_campaign: 'rentrée 2026',
        referrer_host: 'www.google.com',
      }),
    );
    expect(answer).toEqual({ status: 303, location: '/thank-you?objet=recrutement&envoi=formulaire#recrutement' });
    const rows = await stored(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      phone: null,
      reason: 'Recrutement d’un alternant',
      form_path: '/formation-ia',
      landing_path: '/tpe',
      utm_source: 'salon-laval',
      utm_campaign: 'rentrée 2026',
      referrer_host: 'www.google.com',
      delivery_state: 'envoyé',
    });
    expect(rows[0]!.notified_at).not.toBeNull();
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(String(mails[0]!.text)).toContain('Page d’arrivée\u00a0: /tpe');
    expect(String(mails[0]!.text)).toContain('Campagne (utm_campaign)\u00a0: rentrée 2026');
    expect(standIn.provider.keysFor(email)).toEqual([`contact-request/${rows[0]!.id}`]);
  });

  it('a job offer (the form of /pme): stored with its details, mailed once to staff with them, 303 to its thank-you', async () => {
    const email = fresh('offre');
    const offer = VALID_OFFER();
    const answer = await post(
      visitorAddress(4),
      form(email, {
        reason: OFFER_REASON,
        message: 'Animer nos réseaux sociaux et suivre nos campagnes.',
        form_path: '/pme',
        ...Object.fromEntries(Object.entries(offer).map(([field, value]) => [field, value ?? ''])),
      }),
    );
    expect(answer).toEqual({ status: 303, location: '/thank-you?objet=offre&envoi=formulaire#offre' });
    const rows = await stored(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...offer, reason: OFFER_REASON, delivery_state: 'envoyé' });
    const mails = mailsTo(email).filter((mail) => (mail.to as string[]).includes('ecole@exemple.fr'));
    expect(mails).toHaveLength(1);
    const text = String(mails[0]!.text);
    expect(text).toContain('Intitulé du poste\u00a0: Assistant marketing digital');
    expect(text).toContain('Lieu de travail\u00a0: Sur place et en télétravail');
    expect(text).toContain('Taille de l’entreprise\u00a0: 11 à 49 salariés');
    expect(text).toContain('Missions\u00a0:\nAnimer nos réseaux sociaux');
    expect(String(mails[0]!.html)).toContain(
      '<th align="left" style="padding:4px 12px 4px 0">Entreprise</th><td style="padding:4px 0">Menuiserie Exemple</td>',
    );
  });

  it('an offer missing a detail, or a contact request carrying one, lands on the refusal page: nothing stored', async () => {
    const email = fresh('offre-incomplete');
    const offer = { ...VALID_OFFER(), offer_town: null };
    const fields = Object.fromEntries(Object.entries(offer).map(([field, value]) => [field, value ?? '']));
    expect(await post(visitorAddress(5), form(email, { reason: OFFER_REASON, ...fields }))).toEqual({
      status: 303,
      location: '/demande-non-envoyee?motif=champ-invalide#champ-invalide',
    });
    // A contact request forged with an offer's field: the details are not stored on it.
    const forged = fresh('contact-deguise');
    const answer = await post(visitorAddress(5), form(forged, { offer_title: 'Stage' }));
    expect(answer.location).toBe('/thank-you?objet=formation-ia&envoi=formulaire#formation-ia');
    expect((await stored(forged))[0]).toMatchObject({ offer_title: null, reason: 'Formation IA' });
    expect(await stored(email)).toEqual([]);
  });

  it('a refused value lands on the refusal page: nothing stored, nothing mailed, nothing typed in the address', async () => {
    const email = fresh('refus');
    const answer = await post(visitorAddress(2), form(email, { phone: 'appelez-moi' }));
    expect(answer).toEqual({ status: 303, location: '/demande-non-envoyee?motif=champ-invalide#champ-invalide' });
    expect(await stored(email)).toEqual([]);
    expect(mailsTo(email)).toEqual([]);
  });

  it('the honeypot: the same thank-you, nothing stored', async () => {
    const email = fresh('robot');
    const answer = await post(visitorAddress(3), form(email, { website: 'https://spam.example' }));
    expect(answer).toEqual({ status: 303, location: '/thank-you?objet=formation-ia&envoi=formulaire#formation-ia' });
    expect(await stored(email)).toEqual([]);
  });

  it('a flood through the endpoint is refused like one through REST: the 6th from one machine, whatever it forges', async () => {
    const machine = visitorAddress(10);
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await post(machine, form(fresh('flot'))));
    expect(answers.slice(0, 5).every((answer) => answer.location.startsWith('/thank-you'))).toBe(true);
    // Beyond a connection's budget, only a proof of work passes (proof-of-work.stress.test.ts): the form
    // posted without JavaScript is sent to the page that says so.
    expect(answers[5]).toEqual({ status: 303, location: '/demande-non-envoyee?motif=verification#verification' });
    // The same machine through REST is refused too (one budget), another machine is not.
    const rest = await clientFrom(standIn.server.url, LOCAL_ANON_KEY, machine)
      .from('contact_requests')
      .insert({ name: 'A', email: fresh('flot-rest'), message: 'M' });
    expect(rest.error?.details).toBe('client');
    expect((await post(visitorAddress(11), form(fresh('voisin')))).location).toBe('/thank-you?objet=formation-ia&envoi=formulaire#formation-ia');
  });

  it('a flood through REST counts against the endpoint too', async () => {
    const machine = visitorAddress(20);
    const anon = clientFrom(standIn.server.url, LOCAL_ANON_KEY, machine);
    for (let i = 0; i < 5; i += 1) {
      const { error } = await anon.from('contact_requests').insert({ name: 'A', email: fresh('rest'), message: 'M' });
      expect(error).toBeNull();
    }
    expect((await post(machine, form(fresh('rest-puis-form')))).location).toContain('motif=verification');
  });

  it('the per-address budget: a 4th request from one address in 10 minutes is refused', async () => {
    const email = fresh('meme-adresse');
    for (let i = 0; i < 3; i += 1) expect((await post(visitorAddress(30 + i), form(email))).location).toMatch(/^\/thank-you/);
    expect((await post(visitorAddress(40), form(email))).location).toContain('motif=trop-de-demandes');
    expect(await stored(email)).toHaveLength(3);
    expect(mailsTo(email)).toHaveLength(3);
  });

  it('the same post sent twice at once (a double click before the page answers) is two requests, each mailed once', async () => {
    const email = fresh('double');
    const [a, b] = await Promise.all([post(visitorAddress(50), form(email)), post(visitorAddress(50), form(email))]);
    expect([a.location, b.location]).toEqual([
      '/thank-you?objet=formation-ia&envoi=formulaire#formation-ia',
      '/thank-you?objet=formation-ia&envoi=formulaire#formation-ia',
    ]);
    const rows = await stored(email);
    expect(rows).toHaveLength(2);
    expect(new Set(standIn.provider.keysFor(email))).toEqual(new Set(rows.map((row) => `contact-request/${row.id}`)));
    expect(standIn.provider.keysFor(email)).toHaveLength(2);
  });

  it('only POST; no token needed (verify_jwt = false) but nothing else opens', async () => {
    const response = await fetch(`${standIn.server.url}/functions/v1/submit-contact-form`);
    expect(response.status).toBe(405);
  });
});
