import { type LeadFiguresRow, leadReport } from "./leadFigures.ts";
import { composeWeeklyReport, type WeeklyReportFacts } from "./weeklyReportEmail.ts";
import { assert, assertEquals, assertNotIncludes, assertStringIncludes } from "./testing/assert.ts";

// The week of 16 to 22 November 2026 (Paris is UTC+1), as public.lead_figures gave it on Monday 23
// at 08:04:17 (the figures themselves: supabase/tests/leadFigures.ts).
const AS_OF = "2026-11-23T07:04:17Z";
const row = (
  dimension: string,
  place: number,
  label: string,
  counts: [requests: number, onTime: number, late: number, open: number, closed: number],
  hours: [median: number, p90: number] | null,
): LeadFiguresRow => ({
  dimension,
  place,
  label,
  requests: counts[0],
  on_time: counts[1],
  late: counts[2],
  still_open: counts[3],
  closed: counts[4],
  share_on_time: counts[1] + counts[2] === 0 ? null : String(counts[1] / (counts[1] + counts[2])),
  median_hours: hours === null ? null : String(hours[0]),
  p90_hours: hours === null ? null : String(hours[1]),
});
const WEEK: LeadFiguresRow[] = [
  row("motif", 1, "Formation IA", [2, 1, 1, 0, 0], [2, 28]),
  row("motif", 2, "Accessibilité et handicap", [1, 0, 0, 1, 0], null),
  row("motif", 3, "Recrutement d’un alternant", [1, 0, 1, 0, 0], null),
  row("campagne", 1, "(sans campagne)", [2, 0, 1, 1, 0], [28, 28]),
  row("campagne", 2, "<img src=x onerror=alert(1)>", [1, 0, 1, 0, 0], null),
  row("campagne", 3, "salon-laval", [1, 1, 0, 0, 0], [2, 2]),
  row("page", 1, "/", [1, 0, 1, 0, 0], [28, 28]),
  row("page", 2, "/accessibilite", [1, 0, 0, 1, 0], null),
  row("page", 3, "/formation-ia", [1, 1, 0, 0, 0], [2, 2]),
  row("page", 4, "/tpe", [1, 0, 1, 0, 0], null),
  row("total", 0, "Total", [4, 1, 2, 1, 0], [2, 28]),
];
const ADDRESSES = { from: "Site <site@ecole.example>", to: ["direction@ecole.example"] };
const facts = (rows: LeadFiguresRow[]): WeeklyReportFacts => ({
  weekStart: "2026-11-16",
  asOf: AS_OF,
  report: leadReport(rows),
});

/** The text a reader sees of the HTML part. */
const visibleText = (html: string) =>
  html.replace(/<[^>]+>/g, " ").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** French typography: no-break space before « : ; ! ? % » and inside guillemets, ’ not '. */
function assertFrenchTypography(text: string, where: string): void {
  assert(!/ [:;!?%»]/.test(text), `${where}: a plain space before a high sign`);
  assert(!/« /.test(text), `${where}: a plain space after «`);
  assert(!/[A-Za-zÀ-ÿ]'[A-Za-zÀ-ÿ]/.test(text), `${where}: a straight apostrophe`);
  assert(!/\S[:;!?%](\s|$)/.test(text.replace(/https?:\/\/\S+/g, "")), `${where}: no space`);
}

Deno.test("the subject names the week, the mail goes to the manager address", () => {
  const mail = composeWeeklyReport(facts(WEEK), ADDRESSES);
  assertEquals(
    mail.subject,
    "Rapport hebdomadaire des demandes — semaine du 16 au 22 novembre 2026",
  );
  assertEquals(mail.to, ["direction@ecole.example"]);
  assertEquals(mail.reply_to, undefined);
});

Deno.test("the totals, open and late, and a table per reason, campaign and landing page", () => {
  const mail = composeWeeklyReport(facts(WEEK), ADDRESSES);
  // Each request once: 1 on time, 2 late, 1 open, none closed; 1 of 3 decided in time.
  assertStringIncludes(
    mail.text,
    "En bref\u00a0: 4\u00a0demandes\u00a0: 1\u00a0à temps, 2\u00a0en retard, 1\u00a0en cours (pas encore " +
      "échues), 0\u00a0close sans réponse\u00a0; 33,3\u00a0% dans le délai promis\u00a0; " +
      "délai médian de réponse 2\u00a0h, 90ᵉ centile 28\u00a0h.",
  );
  assertStringIncludes(
    mail.text,
    "- Formation IA\u00a0: 2\u00a0demandes, 1\u00a0à temps, 1\u00a0en retard, 0\u00a0en cours, " +
      "0\u00a0close, 50\u00a0% dans le délai, délai médian 2\u00a0h, 90ᵉ centile 28\u00a0h",
  );
  for (const title of ["Par motif", "Par campagne", "Par page d’arrivée"]) {
    assertStringIncludes(mail.text, `\n${title}\n`);
    assertStringIncludes(mail.html, `>${title}</caption>`);
  }
  // The moment the figures describe, and the command that gives them for that very moment.
  assertStringIncludes(
    mail.text,
    "(du lundi 0\u00a0h au lundi suivant 0\u00a0h, heure de Paris), au lundi 23 novembre 2026 à " +
      "8\u00a0h\u00a004.",
  );
  assertStringIncludes(
    mail.text,
    "npm run lead-report -- --from 2026-11-16 --to 2026-11-22 --at 2026-11-23T08:04:17",
  );
  assertStringIncludes(mail.text, "l’espace équipe du site (/equipe)");
  assertStringIncludes(
    mail.html,
    '<th scope="row" style="border:1px solid #d1d5db;padding:4px 8px;text-align:left">Total</th>',
  );
});

Deno.test("French typography in the subject, the text and the HTML", () => {
  for (const rows of [WEEK, []]) {
    const mail = composeWeeklyReport(facts(rows), ADDRESSES);
    assertFrenchTypography(mail.subject, "subject");
    assertFrenchTypography(mail.text.replace(/<img[^>]*>/, ""), "text");
    assertFrenchTypography(visibleText(mail.html).replace(/<img[^>]*>/, ""), "html");
  }
});

Deno.test("HTML: every value escaped, no script, no image, nothing fetched", () => {
  const { html } = composeWeeklyReport(facts(WEEK), ADDRESSES);
  assertStringIncludes(html, "&lt;img src=x onerror=alert(1)&gt;");
  assertNotIncludes(html, "<img");
  // Every tag is one of a plain document's, with no attribute but style, scope, lang, charset.
  for (const tag of html.match(/<[^>]*>/g) ?? []) {
    const name = /^<\/?([!a-z]+)/i.exec(tag)?.[1]?.toLowerCase() ?? tag;
    const allowed = ["!doctype", "html", "head", "meta", "body", "p", "strong", "table"]
      .concat(["caption", "thead", "tbody", "tfoot", "tr", "th", "td"]);
    assert(allowed.includes(name), `tag ${tag}`);
    const attributes = [...tag.matchAll(/\s([a-z-]+)=/gi)].map((match) => match[1]);
    assert(attributes.every((attribute) => /^(style|scope|lang|charset)$/.test(attribute!)), tag);
    assert(!/url\(|https?:/i.test(tag), `nothing fetched: ${tag}`);
  }
});

Deno.test("an empty week still sends a short mail saying there was no request", () => {
  const mail = composeWeeklyReport(facts([]), ADDRESSES);
  assertEquals(
    mail.subject,
    "Rapport hebdomadaire des demandes — semaine du 16 au 22 novembre 2026",
  );
  assertStringIncludes(
    mail.text,
    "Aucune demande n’a été reçue la semaine du 16 au 22 novembre 2026",
  );
  assertNotIncludes(mail.text, "Par motif");
  assertNotIncludes(mail.html, "<table");
  assertStringIncludes(mail.html, "Aucune demande n’a été reçue");
});

Deno.test("the same week, moment and figures make the same mail, whatever the rows' order", () => {
  assertEquals(
    composeWeeklyReport(facts(WEEK), ADDRESSES),
    composeWeeklyReport(facts([...WEEK].reverse()), ADDRESSES),
  );
});

Deno.test("a week the sweep stopped (issue 33): one line says how often and how long, in French typography; none otherwise", () => {
  const stopped = composeWeeklyReport({
    ...facts(WEEK),
    sweepGaps: { gaps: 2, longest_minutes: 320 },
  }, ADDRESSES);
  const line =
    "Attention\u00a0: la relance automatique (accusés de réception, rappels, retards) s’est arrêtée 2\u00a0fois plus de 30\u00a0minutes cette semaine, la plus longue 5\u00a0h\u00a020\u00a0;";
  assertStringIncludes(stopped.text, line);
  assertStringIncludes(visibleText(stopped.html), line);
  assertFrenchTypography(stopped.text, "text");
  const empty = composeWeeklyReport(
    { ...facts([]), sweepGaps: { gaps: 1, longest_minutes: 45 } },
    ADDRESSES,
  );
  assertStringIncludes(empty.text, "la plus longue 45\u00a0min\u00a0;");
  for (const quiet of [undefined, { gaps: 0, longest_minutes: 0 }]) {
    const mail = composeWeeklyReport({ ...facts(WEEK), sweepGaps: quiet }, ADDRESSES);
    assertNotIncludes(mail.text, "relance automatique");
    assertEquals(mail, composeWeeklyReport(facts(WEEK), ADDRESSES));
  }
});
