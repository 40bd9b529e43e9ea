import { frenchDateTime, frenchWeek } from "./frenchTime.ts";
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
