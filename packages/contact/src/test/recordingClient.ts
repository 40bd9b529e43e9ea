import type { ContactClient, ContactEmailBody, ContactRequestRow } from '../submitContactRequest/index.ts';

export interface RecordingClientOptions {
  /**
   * What the insert answers: `'ok'`, an `{ error }` result (`'refused'`: the flood budget's, code
   * P0001), or a rejected promise (network down).
   */
  insert?: 'ok' | 'error' | 'refused' | 'throw';
  /** What the edge function answers; `'hang'` never answers. */
  invoke?: 'ok' | 'error' | 'throw' | 'hang';
  /** Milliseconds before the insert answers (slow network), or a promise to wait for. */
  insertDelay?: number | Promise<void>;
}

export interface RecordingClient extends ContactClient {
  inserts: { table: string; row: ContactRequestRow }[];
  invokes: { name: string; body: ContactEmailBody }[];
}

/**
 * A stand-in for the two Supabase calls that records what the form sends. Used by the flow's unit
 * tests and the stories; the integration test talks to the real local stand-in instead.
 */
export function recordingClient(options: RecordingClientOptions = {}): RecordingClient {
  const { insert = 'ok', invoke = 'ok', insertDelay = 0 } = options;
  const client: RecordingClient = {
    inserts: [],
    invokes: [],
    from(table) {
      return {
        async insert(row) {
          client.inserts.push({ table, row });
          await (typeof insertDelay === 'number' ? new Promise((r) => setTimeout(r, insertDelay)) : insertDelay);
          if (insert === 'throw') throw new TypeError('Failed to fetch');
          if (insert === 'refused') {
            return { error: { code: 'P0001', message: 'Trop de demandes envoyées depuis cette connexion. Veuillez réessayer plus tard.' } };
          }
          return { error: insert === 'error' ? { code: '42501', message: 'new row violates row-level security policy' } : null };
        },
      };
    },
    functions: {
      async invoke(name, { body }) {
        client.invokes.push({ name, body });
        if (invoke === 'throw') throw new TypeError('Failed to fetch');
        if (invoke === 'hang') await new Promise(() => {});
        return { error: invoke === 'error' ? { message: 'Edge Function returned a non-2xx status code' } : null };
      },
    },
  };
  return client;
}
