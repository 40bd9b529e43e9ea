import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../src/keys.ts';
import { startSupabaseLocal } from '../src/server.ts';
import { client, contactRequest, outboxEntries, tempDir } from './helpers.ts';

describe('the database folder', () => {
  it('keeps the requests across a restart, applies each migration only once, and the outbox keeps its idempotency keys', async () => {
    const dataDir = join(tempDir('persistence'), 'db');
    const outboxDir = tempDir('persistence-outbox');
    const logs: string[] = [];
    const request = contactRequest();

    const mail = { from: 'site@localhost', to: ['ecole@exemple.fr'], subject: 'Avant redémarrage', text: 'Bonjour' };
    const sendMail = (url: string) =>
      fetch(`${url}/__local/outbox`, {
        method: 'POST',
        headers: { authorization: 'Bearer local-outbox', 'content-type': 'application/json', 'idempotency-key': 'contact-request/persistance' },
        body: JSON.stringify(mail),
      }).then((response) => response.json() as Promise<{ id: string }>);

    const first = await startSupabaseLocal({ port: 0, dataDir, outboxDir, log: (line) => logs.push(line) });
    let mailId: string;
    try {
      const { error } = await client(first.url, LOCAL_ANON_KEY).from('contact_requests').insert(request);
      expect(error).toBeNull();
      mailId = (await sendMail(first.url)).id;
    } finally {
      await first.close();
    }
    const appliedAtFirstStart = logs.filter((line) => line.startsWith('Migration appliquée')).length;
    expect(appliedAtFirstStart).toBeGreaterThan(0);

    logs.length = 0;
    const second = await startSupabaseLocal({ port: 0, dataDir, outboxDir, log: (line) => logs.push(line) });
    try {
      expect(logs.filter((line) => line.startsWith('Migration appliquée'))).toEqual([]);
      const migrations = await second.db.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
      expect(migrations.rows).toHaveLength(appliedAtFirstStart);

      const { data, error } = await client(second.url, LOCAL_SERVICE_ROLE_KEY)
        .from('contact_requests')
        .select('name,email,phone,reason,message')
        .eq('email', request.email);
      expect(error).toBeNull();
      expect(data).toEqual([request]);

      // The outbox remembers the idempotency keys of the mails in its folder: no second mail.
      expect((await sendMail(second.url)).id).toBe(mailId);
      expect(outboxEntries(outboxDir)).toHaveLength(1);
    } finally {
      await second.close();
    }
  }, 60_000);
});
