// The weekly part of the sweep without a database: a store that hands out one claimed week, a real
// HTTP server for the provider. What reaches the provider (recipient, key of the week) and what is
// recorded for each answer. Exactly once across sweeps, restarts and double sweeps is tested with
// the real SQL: packages/supabase-local/test/weekly-report.test.ts.

import type { ClaimedWeeklyReport, ContactStore, Outbox, WeeklyReport } from "../contactStore.ts";
import type { LeadFiguresRow } from "../leadFigures.ts";
import { startFakeEmailApi } from "../testing/fakeEmailApi.ts";
import { assertEquals, assertStringIncludes } from "../testing/assert.ts";
import type { DeliveryDeps } from "./lifecycle.ts";
import { sweepWeeklyReport, weeklyReportKey } from "./weeklyReport.ts";

const WEEK: ClaimedWeeklyReport = {
  outbox: "rapport-hebdomadaire",
  key: "00000000-0000-4000-8000-00000000000a",
  claim: "00000000-0000-4000-8000-000000000001",
  attempts: 1,
  item: {
    week_start: "2026-11-16",
    starts_at: "2026-11-15T23:00:00Z",
    ends_at: "2026-11-22T23:00:00Z",
    as_of: "2026-11-23T07:00:00Z",
  },
};
const figures = (dimension: string, place: number, label: string): LeadFiguresRow => ({
  dimension,
  place,
  label,
  requests: 1,
  on_time: 1,
  late: 0,
  still_open: 0,
  closed: 0,
  share_on_time: 1,
  median_hours: 2,
  p90_hours: 2,
});
const ROWS: LeadFiguresRow[] = [
  figures("motif", 1, "Formation IA"),
  figures("campagne", 1, "salon-laval"),
  figures("page", 1, "/formation-ia"),
  figures("total", 0, "Total"),
];
/** What the sweep asked public.lead_figures for. */
const asked: WeeklyReport[] = [];

/** A store with one due week, recording what the sweep did with it. */
function fakeStore() {
  const calls: string[] = [];
  let due = [WEEK];
  const store = {
    claim: (outbox: Outbox) => {
      calls.push(`claim ${outbox}`);
      const claimed = due;
      due = [];
      return Promise.resolve(claimed);
    },
    weeklyReportFigures: (report: WeeklyReport) => {
      asked.push(report);
      return Promise.resolve(ROWS);
    },
    sweepGaps: () => Promise.resolve({ gaps: 0, longest_minutes: 0 }),
    markSent: (_: ClaimedWeeklyReport, id?: string) => {
      calls.push(`sent ${id}`);
      return Promise.resolve(true);
    },
    defer: (_: ClaimedWeeklyReport, error: string) => {
      calls.push(`defer ${error}`);
      return Promise.resolve("en attente" as const);
    },
    fail: (_: ClaimedWeeklyReport, error: string) => {
      calls.push(`fail ${error}`);
      return Promise.resolve(true);
    },
  };
  return { calls, store: store as unknown as ContactStore };
}

function deps(apiUrl: string, store: ContactStore, managers?: string[]): DeliveryDeps {
  return {
    store,
    mail: {
      apiUrl,
      apiKey: "re_test",
      to: ["equipe@ecole.example"],
      from: "Site <site@ecole.example>",
      timeoutMs: 2000,
    },
    logger: { error: () => {} },
    managers,
  };
}

Deno.test("the week's report goes to the manager under the week's key, then is marked sent", async () => {
  await using api = startFakeEmailApi();
  const { calls, store } = fakeStore();
  const result = await sweepWeeklyReport(deps(api.url, store, ["direction@ecole.example"]));
  assertEquals(result, { sent: 1, retrying: 0, failed: 0 });
  assertEquals(api.received.length, 1);
  const [mail] = api.received;
  assertEquals(mail!.idempotencyKey, "weekly-report/2026-11-16");
  assertEquals(weeklyReportKey(WEEK.item), "weekly-report/2026-11-16");
  const body = mail!.body as { to: string[]; subject: string; text: string };
  assertEquals(body.to, ["direction@ecole.example"]);
  assertEquals(
    body.subject,
    "Rapport hebdomadaire des demandes — semaine du 16 au 22 novembre 2026",
  );
  assertStringIncludes(body.text, "- salon-laval\u00a0: 1\u00a0demande, 1\u00a0à temps");
  assertStringIncludes(body.text, "100\u00a0% dans le délai");
  // The figures of the week at the claim's moment, which the mail states.
  assertEquals(asked.at(-1), WEEK.item);
  assertStringIncludes(body.text, "au lundi 23 novembre 2026 à 8\u00a0h\u00a000.");
  assertEquals(calls[0], "claim rapport-hebdomadaire");
  assertEquals(calls[1]!.startsWith("sent "), true);
  assertEquals(calls.at(-1), "claim rapport-hebdomadaire");
});

Deno.test("without a manager address the team gets it", async () => {
  await using api = startFakeEmailApi();
  const { store } = fakeStore();
  await sweepWeeklyReport(deps(api.url, store));
  assertEquals((api.received[0]!.body as { to: string[] }).to, ["equipe@ecole.example"]);
});

Deno.test("a provider down: the week waits for its back-off, and the sweep claims no other", async () => {
  await using api = startFakeEmailApi();
  api.status = 503;
  const { calls, store } = fakeStore();
  const result = await sweepWeeklyReport(deps(api.url, store, ["direction@ecole.example"]));
  assertEquals(result, { sent: 0, retrying: 1, failed: 0 });
  assertEquals(calls.length, 2);
  assertStringIncludes(calls[1]!, "defer Fournisseur d’e-mail en erreur (HTTP 503)");
});

Deno.test("a mail the provider refuses for good: the week is failed, not retried", async () => {
  await using api = startFakeEmailApi();
  api.status = 422;
  const { calls, store } = fakeStore();
  const result = await sweepWeeklyReport(deps(api.url, store, ["direction@ecole.example"]));
  assertEquals(result, { sent: 0, retrying: 0, failed: 1 });
  assertStringIncludes(calls[1]!, "fail Refusé par le fournisseur d’e-mail (HTTP 422)");
});

Deno.test("a database that fails (or lacks the migration): logged, counted, the sweep still answers", async () => {
  await using api = startFakeEmailApi();
  const errors: string[] = [];
  const store = {
    claim: () => Promise.reject(new Error("rpc outbox_claim: status 404")),
  } as unknown as ContactStore;
  const result = await sweepWeeklyReport({
    ...deps(api.url, store),
    logger: { error: (line: string) => errors.push(line) },
  });
  assertEquals(result, { sent: 0, retrying: 1, failed: 0 });
  assertEquals(api.received.length, 0);
  assertStringIncludes(errors[0]!, "weekly report not sent");
});
