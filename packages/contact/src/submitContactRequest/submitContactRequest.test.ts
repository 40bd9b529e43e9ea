import { describe, expect, expectTypeOf, it } from 'vitest';
import type { BrowserClient } from '../supabaseClient/index.ts';
import { recordingClient } from '../test/recordingClient.ts';
import { type ContactClient, type ContactValues, submitContactRequest } from './index.ts';

const values: ContactValues = {
  name: 'Camille Martin',
  email: 'camille.martin@example.fr',
  phone: '',
  reason: 'Formation IA',
  message: 'Bonjour, je voudrais inscrire deux salariés à la prochaine session.',
};

describe('submitContactRequest', () => {
  it('accepts the browser’s Supabase client as it is', () => {
    expectTypeOf<BrowserClient>().toExtend<ContactClient>();
  });

  it('stores the request with a null phone, then mails the school with "Non renseigné"', async () => {
    const client = recordingClient();
    await expect(submitContactRequest(client, values)).resolves.toBe('sent');
    expect(client.inserts).toEqual([
      {
        table: 'contact_requests',
        row: { name: values.name, email: values.email, phone: null, reason: 'Formation IA', message: values.message },
      },
    ]);
    expect(client.invokes).toEqual([
      {
        name: 'send-contact-email',
        body: { name: values.name, email: values.email, phone: 'Non renseigné', reason: 'Formation IA', message: values.message },
      },
    ]);
  });

  it('sends a given phone number in both calls, and trims every value', async () => {
    const client = recordingClient();
    await submitContactRequest(client, {
      name: '  Camille Martin ',
      email: ' camille.martin@example.fr ',
      phone: ' 06 12 34 56 78 ',
      reason: 'Bachelor',
      message: '\n Bonjour \n',
    });
    const expected = { name: 'Camille Martin', email: 'camille.martin@example.fr', phone: '06 12 34 56 78', reason: 'Bachelor', message: 'Bonjour' };
    expect(client.inserts[0]?.row).toEqual(expected);
    expect(client.invokes[0]?.body).toEqual(expected);
  });

  it('treats a phone made of spaces as no phone', async () => {
    const client = recordingClient();
    await submitContactRequest(client, { ...values, phone: '   ' });
    expect(client.inserts[0]?.row.phone).toBeNull();
    expect(client.invokes[0]?.body.phone).toBe('Non renseigné');
  });

  it('fails without mailing anyone when the insert is refused', async () => {
    const client = recordingClient({ insert: 'error' });
    await expect(submitContactRequest(client, values)).resolves.toBe('failed');
    expect(client.invokes).toEqual([]);
  });

  it('is refused, without mailing anyone, when the database’s flood budget turns it away (P0001)', async () => {
    const client = recordingClient({ insert: 'refused' });
    await expect(submitContactRequest(client, values)).resolves.toBe('refused');
    expect(client.invokes).toEqual([]);
  });

  it('fails without mailing anyone when the network is down', async () => {
    const client = recordingClient({ insert: 'throw' });
    await expect(submitContactRequest(client, values)).resolves.toBe('failed');
    expect(client.invokes).toEqual([]);
  });

  it('counts the request as sent when the mail function answers an error or cannot be reached', async () => {
    await expect(submitContactRequest(recordingClient({ invoke: 'error' }), values)).resolves.toBe('sent');
    await expect(submitContactRequest(recordingClient({ invoke: 'throw' }), values)).resolves.toBe('sent');
  });
});

describe('submitContactRequest with a mail function that never answers', () => {
  it('still counts the stored request as sent once the wait is over', async () => {
    const client = recordingClient({ invoke: 'hang' });
    await expect(submitContactRequest(client, values, { emailWaitMs: 20 })).resolves.toBe('sent');
    expect(client.inserts).toHaveLength(1);
    expect(client.invokes).toHaveLength(1);
  });
});
