import { buildLeadReport, type FollowUpRow } from "./leadFigures.ts";
import { composeWeeklyReport, type WeeklyReportFacts } from "./weeklyReportEmail.ts";
import { assert, assertEquals, assertNotIncludes, assertStringIncludes } from "./testing/assert.ts";

// The week of 16 to 22 November 2026 (Paris is UTC+1), as it stood on Monday 23 at 08:00.
const AS_OF = Date.parse("2026-11-23T07:00:00Z");
const row = (
  reason: string,
  created: string,
  due: string,
  answered: string | null,
  from: { campaign?: string; landing?: string } = {},
): FollowUpRow => ({
  reason,
  created_at: `2026-11-${created}:00Z`,
  due_at: `2026-11-${due}:00Z`,
  answered_at: answered === null ? null : `2026-11-${answered}:00Z`,
  closed_at: null,
  late_at: null,
  landing_path: from.landing ?? null,
  utm_campaign: from.campaign ?? null,
});
const WEEK: FollowUpRow[] = [
  row("Formation IA", "16T09:00", "17T09:00", "16T11:00", {
    campaign: "salon-laval",
    landing: "/formation-ia",
  }),
  row("Formation IA", "17T08:00", "18T08:00", "18T12:00", { landing: "/" }),
  row("Recrutement d’un alternant", "18T10:00", "19T10:00", null, {
    campaign: "<img src=x onerror=alert(1)>",
    landing: "/tpe",
  }),
  row("Accessibilité et handicap", "20T09:00", "24T09:00", null, { landing: "/accessibilite" }),
];
const ADDRESSES = { from: "Site <site@ecole.example>", to: ["direction@ecole.example"] };
const facts = (rows: FollowUpRow[]): WeeklyReportFacts => ({
  weekStart: "2026-11-16",
  report: buildLeadReport(rows, AS_OF),
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
  // 2 answered (1 in time), 2 open of which 1 past its due time: 1 of 3 decided.
  assertStringIncludes(
    mail.text,
    "En bref\u00a0: 4\u00a0demandes\u00a0; 33,3\u00a0% répondues dans le délai promis\u00a0; " +
      "délai médian de réponse 2\u00a0h, 90ᵉ centile 28\u00a0h\u00a0; 2\u00a0ouvertes, dont 1\u00a0en retard.",
  );
  assertStringIncludes(
    mail.text,
    "- Formation IA\u00a0: 2\u00a0demandes, 50\u00a0% dans le délai, délai médian 2\u00a0h, " +
      "90ᵉ centile 28\u00a0h, 0\u00a0ouverte, 0\u00a0en retard",
  );
  for (const title of ["Par motif", "Par campagne", "Par page d’arrivée"]) {
    assertStringIncludes(mail.text, `\n${title}\n`);
    assertStringIncludes(mail.html, `>${title}</caption>`);
  }
  assertStringIncludes(
    mail.text,
    "telles qu’elles étaient le lundi 23 novembre 2026 à 8\u00a0h\u00a000",
  );
  assertStringIncludes(mail.text, "npm run lead-report -- --from 2026-11-16 --to 2026-11-22");
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

Deno.test("the same week and figures make the same mail (a retry is the same payload)", () => {
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
