// A real HTTP server standing in for the e-mail provider (Resend's `POST /emails`), on a free
// port of 127.0.0.1. Tests point EMAIL_API_URL at it and read what actually went over the wire.

export interface ReceivedMail {
  method: string;
  path: string;
  authorization: string | null;
  contentType: string | null;
  idempotencyKey: string | null;
  body: unknown;
}

export interface FakeEmailApi extends AsyncDisposable {
  url: string;
  received: ReceivedMail[];
  /** Status the next calls get; 200 answers `{ id }` like Resend. */
  status: number;
  /** The `name` of the error body the next failing calls get (Resend's error code). */
  errorName?: string;
  /** When set, calls wait for this promise before answering (a slow provider). */
  hold?: Promise<void>;
  close(): Promise<void>;
}

export function startFakeEmailApi(): FakeEmailApi {
  const received: ReceivedMail[] = [];
  const api: FakeEmailApi = {
    url: "",
    received,
    status: 200,
    close: async () => {
      await server.shutdown();
    },
    [Symbol.asyncDispose]: async () => {
      await server.shutdown();
    },
  };
  const server = Deno.serve(
    { port: 0, hostname: "127.0.0.1", onListen: () => {} },
    async (request) => {
      const text = await request.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // keep the raw text: a test will show it
      }
      received.push({
        method: request.method,
        path: new URL(request.url).pathname,
        authorization: request.headers.get("authorization"),
        contentType: request.headers.get("content-type"),
        idempotencyKey: request.headers.get("idempotency-key"),
        body,
      });
      if (api.hold) await api.hold;
      if (api.status >= 200 && api.status < 300) {
        return Response.json({ id: `mail-${received.length}` }, { status: api.status });
      }
      return Response.json(
        { name: api.errorName ?? "application_error", message: "provider down" },
        {
          status: api.status,
        },
      );
    },
  );
  api.url = `http://127.0.0.1:${server.addr.port}/emails`;
  return api;
}
