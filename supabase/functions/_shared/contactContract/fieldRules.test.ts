// The contract's rules against the table of values the database's CHECK constraints are tested
// with (../testing/contactValueCases.ts; the SQL suite feeds the same values to the CHECKs).
import { characterCount, checkRequest, checkRow, type ContactRequest } from "./fieldRules.ts";
import { assert, assertEquals } from "../testing/assert.ts";
import { describeCase, VALID_REQUEST, VALUE_CASES } from "../testing/contactValueCases.ts";

Deno.test("the base request of the table is valid", () => {
  assertEquals(checkRow(VALID_REQUEST), null);
});

Deno.test("every value of the shared table is accepted or refused as the database does", () => {
  const wrong = VALUE_CASES.filter((entry) => {
    const row = { ...VALID_REQUEST, [entry.field]: entry.value } as ContactRequest;
    const breach = checkRequest(row);
    return (breach === null) !== entry.accepted;
  });
  assertEquals(wrong.map(describeCase), []);
});

Deno.test("a refused value is reported on its own field", () => {
  for (const entry of VALUE_CASES.filter((entry) => !entry.accepted)) {
    const breach = checkRequest({ ...VALID_REQUEST, [entry.field]: entry.value } as ContactRequest);
    assertEquals(breach?.field, entry.field, describeCase(entry));
  }
});

Deno.test("characters are counted as PostgreSQL's char_length counts them (code points)", () => {
  assertEquals(characterCount("\u{1F600}".repeat(61)), 61);
  assertEquals("\u{1F600}".repeat(61).length, 122);
  assertEquals(characterCount("é"), 1);
});

Deno.test("a lone UTF-16 surrogate, which PostgreSQL cannot store, is refused", () => {
  const breach = checkRow({ ...VALID_REQUEST, message: "Bonjour \ud83d" });
  assert(breach !== null);
  assertEquals(breach, { field: "message", breach: "characters" });
});
