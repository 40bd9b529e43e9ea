import { frenchDateTime, frenchDeadline, frenchWeek, wallClock } from "./frenchTime.ts";
import { assertEquals } from "./testing/assert.ts";

Deno.test("a local time as a French reader writes it, the first of the month an ordinal", () => {
  assertEquals(frenchDateTime("2026-03-09T17:00:00"), "lundi 9 mars 2026 à 17\u00a0h\u00a000");
  assertEquals(frenchDateTime("2026-05-01 08:05:00"), "vendredi 1er mai 2026 à 8\u00a0h\u00a005");
  assertEquals(frenchDateTime("2026-08-16T00:00:00"), "dimanche 16 août 2026 à 0\u00a0h\u00a000");
  assertEquals(frenchDateTime("hier"), null);
});

Deno.test("a week from its Monday, across a month and a year", () => {
  assertEquals(frenchWeek("2026-11-16"), "du 16 au 22 novembre 2026");
  assertEquals(frenchWeek("2026-10-26"), "du 26 octobre au 1er novembre 2026");
  assertEquals(frenchWeek("2026-12-28"), "du 28 décembre 2026 au 3 janvier 2027");
  assertEquals(frenchWeek("2026-06-01"), "du 1er au 7 juin 2026");
  assertEquals(frenchWeek("lundi"), null);
});

Deno.test("a deadline as a person says it (issue 33): the day, « avant » the hour, never « à 0 h 00 »", () => {
  assertEquals(frenchDeadline("2026-11-30T18:00:00"), "lundi 30 novembre, avant 18\u00a0h");
  assertEquals(
    frenchDeadline("2026-12-03T11:30:59.999"),
    "jeudi 3 décembre, avant 11\u00a0h\u00a030",
  );
  assertEquals(
    frenchDeadline("2027-01-01T09:05:00"),
    "vendredi 1er janvier, avant 9\u00a0h\u00a005",
  );
  // A due time of the old clock, at midnight: the end of the day before.
  assertEquals(frenchDeadline("2026-12-01T00:00:00"), "lundi 30 novembre, avant minuit");
  assertEquals(frenchDeadline("2026-03-01 00:00:00"), "samedi 28 février, avant minuit");
  assertEquals(frenchDeadline("demain"), null);
});

Deno.test("an instant as Paris's wall clock, on both sides of summer time", () => {
  assertEquals(wallClock("2026-11-30T07:04:17Z"), "2026-11-30T08:04:17");
  assertEquals(wallClock("2026-07-01T22:30:00Z"), "2026-07-02T00:30:00");
  assertEquals(wallClock("2026-03-29T01:30:00Z"), "2026-03-29T03:30:00");
  assertEquals(wallClock("n’importe quand"), null);
});
