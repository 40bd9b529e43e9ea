// One table of good and bad values for the fields of a contact request, fed to the table's CHECK
// constraints (supabase/tests, on PGlite and PostgreSQL 15, the authority), to the contract's rules
// the functions check with (contactContract/fieldRules.test.ts) and to the form's use of them
// (packages/contact, validateFields.test.ts). A value is accepted by all of them or refused by all
// of them: a row the database stores is a row the function can mail (no "poison" row), and what
// the form lets through the database takes. Plain data, no Deno or Node API, so all can import it.

export type CaseField =
  | "name"
  | "email"
  | "phone"
  | "reason"
  | "message"
  // where the request came from (optional, filled by the form from the visit, never typed)
  | "landing_path"
  | "form_path"
  | "referrer_host"
  | "utm_source"
  | "utm_medium"
  | "utm_campaign"
  | "utm_term"
  | "utm_content"
  // the experiment variant of the page the form is on (issue 37), written into that page
  | "experiment_variant";

/** The fields a visitor types or chooses; the others are where the request came from. */
export const TYPED_FIELDS: readonly CaseField[] = ["name", "email", "phone", "reason", "message"];

export interface ValueCase {
  field: CaseField;
  /** The stored value; `null` only for the phone (left empty) and the attribution columns. */
  value: string | null;
  accepted: boolean;
  /** Why it is in the table (shown when a case fails). */
  why: string;
}

const NBSP = "\u00a0";
const EMOJI = "\u{1F600}"; // 😀: one character, two UTF-16 units
const FAMILY = "\u{1F468}\u200d\u{1F469}\u200d\u{1F467}"; // 👨‍👩‍👧: five characters

const good = (field: CaseField, value: string | null, why: string): ValueCase => ({
  field,
  value,
  accepted: true,
  why,
});
const bad = (field: CaseField, value: string | null, why: string): ValueCase => ({
  field,
  value,
  accepted: false,
  why,
});

const local64 = "l".repeat(64);
/** A domain of dotted labels (none over 63 characters) that makes `local@domain` `total` long. */
function domainFor(total: number, local: string): string {
  let rest = total - local.length - 1 - ".fr".length;
  const labels: string[] = [];
  while (rest > 62) {
    labels.push("d".repeat(61));
    rest -= 62; // the label and its dot
  }
  labels.push("d".repeat(rest));
  return `${labels.join(".")}.fr`;
}

export const VALUE_CASES: readonly ValueCase[] = [
  // name
  good("name", "Camille Martin", "an ordinary name"),
  good("name", "Jean-Éric O’Neil", "accents, hyphen, typographic apostrophe"),
  good("name", "عائشة بن علي", "a right-to-left script without control characters"),
  good("name", `Camille${NBSP}Martin`, "a no-break space between two words"),
  good("name", " Camille Martin ", "padding is stored as sent (the form trims it first)"),
  good("name", "N".repeat(120), "120 characters, the bound"),
  good("name", EMOJI.repeat(61), "61 emoji: 61 characters (122 UTF-16 units)"),
  good("name", EMOJI.repeat(120), "120 emoji: 120 characters"),
  good("name", `Léa ${FAMILY}`, "an emoji sequence joined by zero-width joiners"),
  bad("name", "", "empty"),
  bad("name", "   \t ", "spaces and a tab only"),
  bad("name", NBSP.repeat(5), "no-break spaces only"),
  bad("name", "\u200b\u200b", "zero-width spaces only"),
  bad("name", "\u3000", "an ideographic space only"),
  bad("name", "\ufeff", "a byte-order mark only"),
  bad("name", "N".repeat(121), "121 characters"),
  bad("name", EMOJI.repeat(121), "121 emoji"),
  bad("name", "Camille\nBcc: victime@exemple.fr", "a line break"),
  bad("name", "Camille\r", "a carriage return"),
  bad("name", "Camille\u2028Martin", "a line separator"),
  bad("name", "Camille\u0007", "a control character (bell)"),
  bad("name", "Camille\u001b[2J", "an escape sequence"),
  bad("name", "\u202eenitraM ellimaC", "a right-to-left override"),
  bad("name", "Camille\u2066Martin", "a bidirectional isolate"),

  // email
  good("email", "camille.martin@exemple.fr", "an ordinary address"),
  good("email", "Camille.Martin@Exemple.FR", "capitals"),
  good("email", "o'neil@exemple.fr", "an apostrophe (RFC 5322 atext)"),
  good("email", "camille+ecole@gmail.com", "a +tag"),
  good("email", "first_last-1@mon-ecole.example.com", "underscore, hyphens, subdomains"),
  good("email", "a@b.co", "the shortest usual shape"),
  good("email", "camille@xn--cole-9oa.fr", "an accented domain written in punycode"),
  good("email", "x@exemple.xn--p1ai", "a punycode top-level domain"),
  good("email", `${local64}@exemple.fr`, "a 64-character local part, the bound"),
  good("email", `${local64}@${domainFor(254, local64)}`, "254 characters, the bound"),
  bad("email", "", "empty"),
  bad("email", "camille", "no @"),
  bad("email", "camille@", "no domain"),
  bad("email", "@exemple.fr", "no local part"),
  bad("email", "camille@exemple", "no dot in the domain"),
  bad("email", "camille@exemple.fr.", "a trailing dot"),
  bad("email", "a@b..cd", "two dots in a row in the domain"),
  bad("email", "ca..mille@exemple.fr", "two dots in a row in the local part"),
  bad("email", ".camille@exemple.fr", "a local part starting with a dot"),
  bad("email", "camille.@exemple.fr", "a local part ending with a dot"),
  bad("email", "a@b@exemple.fr", "two @"),
  bad("email", "Direction<dir@ecole-connectee.fr>", "a display name"),
  bad("email", "Direction <dir@ecole-connectee.fr>", "a display name with a space"),
  bad("email", "a@exemple.fr, b@exemple.fr", "a list"),
  bad("email", "a@exemple.fr,b@exemple.fr", "a list without space"),
  bad("email", "a@[127.0.0.1]", "an IP literal"),
  bad("email", "a@127.0.0.1", "an IP address as domain"),
  bad("email", '"camille"@exemple.fr', "a quoted local part"),
  bad("email", "a@-exemple.fr", "a label starting with a hyphen"),
  bad("email", "a@exemple-.fr", "a label ending with a hyphen"),
  bad("email", "a@exemple.f", "a one-letter top-level domain"),
  bad("email", "a@exemple.123", "a numeric top-level domain"),
  bad("email", "camille@exemple.fr\r\nBcc: victime@exemple.fr", "header injection"),
  bad("email", "cam ille@exemple.fr", "a space"),
  bad("email", `camille${NBSP}@exemple.fr`, "a no-break space"),
  bad("email", "cam\u200bille@exemple.fr", "a zero-width space"),
  bad("email", "camille@exem\u0440le.fr", "a Cyrillic look-alike letter"),
  bad("email", "\uff43\uff41\uff4d\uff49\uff4c\uff4c\uff45@exemple.fr", "fullwidth letters"),
  bad("email", "josé@exemple.fr", "an accented local part"),
  bad("email", "camille@école.fr", "an accented domain (not in punycode)"),
  bad("email", `${local64}l@exemple.fr`, "a 65-character local part"),
  bad("email", `${local64}@${domainFor(255, local64)}`, "255 characters"),

  // phone
  good("phone", null, "left empty"),
  good("phone", "06 12 34 56 78", "French notation"),
  good("phone", "+33 6 12 34 56 78", "international notation"),
  good("phone", "+33 (0)6.12.34.56.78", "brackets and dots"),
  good("phone", "02-43-00-00-00", "hyphens"),
  good("phone", "0".repeat(30), "30 characters, the bound"),
  bad("phone", "", "empty text instead of null"),
  bad("phone", "Non renseigné", "the mail's wording, not a number"),
  bad("phone", "appelez-moi", "letters"),
  bad("phone", "12 34", "fewer than six digits"),
  bad("phone", "......", "no digit"),
  bad("phone", "0".repeat(31), "31 characters"),
  bad("phone", "06 12 34 56 78\r\nBcc: x@exemple.fr", "header injection"),
  bad("phone", "\uff10\uff16\uff11\uff12\uff13\uff14\uff15\uff16", "fullwidth digits"),
  bad("phone", `06${NBSP}12${NBSP}34${NBSP}56${NBSP}78`, "no-break spaces"),

  // reason
  good("reason", "Formation IA", "the default reason"),
  good("reason", "Recrutement d’un alternant", "a known reason with a typographic apostrophe"),
  good("reason", "Partenariat avec une collectivité", "the longest known reason"),
  bad("reason", "", "empty"),
  bad("reason", "Autre", "not one of the known reasons"),
  bad("reason", "formation ia", "another case"),
  bad("reason", " Formation IA", "padded"),
  bad("reason", "\u202eFormation IA", "a right-to-left override"),
  bad("reason", "Formation IA\nBcc: victime@exemple.fr", "header injection"),
  bad("reason", "URGENT : votre compte est suspendu, cliquez ici", "phishing text"),

  // message
  good("message", "Bonjour", "a word"),
  good("message", "Bonjour,\n\nQuelles sont les dates ?\r\nMerci", "line breaks"),
  good("message", "Colonne\tcolonne", "a tab"),
  good("message", `Merci${NBSP}! ${FAMILY} \u{1F393}`, "a no-break space and emoji"),
  good("message", "مرحبا، أود معرفة المزيد", "a right-to-left script"),
  good("message", "M".repeat(5000), "5 000 characters, the bound"),
  good("message", EMOJI.repeat(5000), "5 000 emoji: 5 000 characters (10 000 UTF-16 units)"),
  bad("message", "", "empty"),
  bad("message", " \n\t ", "white space only"),
  bad("message", NBSP.repeat(3), "no-break spaces only"),
  bad("message", "\u200b\u2060\ufeff", "invisible characters only"),
  bad("message", "M".repeat(5001), "5 001 characters"),
  bad("message", EMOJI.repeat(5001), "5 001 emoji"),
  bad("message", "Bonjour\u0007", "a control character (bell)"),
  bad("message", "Bonjour\u001b[2J", "an escape sequence"),
  bad("message", "Bonjour\u0085", "a C1 control character"),
  // landing_path and form_path: a path of the site, nothing else
  good("landing_path", null, "unknown (no JavaScript, or storage unavailable)"),
  good("landing_path", "/", "the home page"),
  good("landing_path", "/tpe", "a company page"),
  good("landing_path", "/programmes/marketing-digital", "a nested path"),
  good("landing_path", "/caf%C3%A9", "a percent-encoded path"),
  good("landing_path", "/" + "p".repeat(199), "200 characters, the bound"),
  bad("landing_path", "/" + "p".repeat(200), "201 characters"),
  bad("landing_path", "", "empty"),
  bad("landing_path", "tpe", "not starting with a slash"),
  bad("landing_path", "/tpe?utm_source=x", "a query string"),
  bad("landing_path", "/tpe#contact", "a fragment"),
  bad("landing_path", "https://exemple.fr/tpe", "a full address"),
  bad("landing_path", "/t pe", "a space"),
  bad("landing_path", "/tpe\n", "a line break"),
  bad("landing_path", "/café", "a non-ASCII character (the browser sends it percent-encoded)"),
  good("form_path", "/contact", "the contact page"),
  good("form_path", "/formation-ia", "the AI training landing"),
  bad("form_path", "/contact?nom=Camille", "a query string"),
  bad("form_path", "/contact<script>", "characters a path never holds"),
  // referrer_host: a host name, never a full address
  good("referrer_host", null, "a direct or same-site visit"),
  good("referrer_host", "www.google.com", "a search engine"),
  good("referrer_host", "l.facebook.com", "a social network's link shim"),
  good("referrer_host", "xn--caf-dma.fr", "a punycode host"),
  good("referrer_host", "192.168.1.10", "an address without a name"),
  good("referrer_host", `${"a".repeat(63)}.fr`, "a 63-character label"),
  bad("referrer_host", `${"a".repeat(64)}.fr`, "a 64-character label"),
  bad("referrer_host", "", "empty"),
  bad("referrer_host", "https://www.google.com/search?q=x", "a full address"),
  bad("referrer_host", "www.google.com:443", "a port"),
  bad("referrer_host", "WWW.GOOGLE.COM", "upper case (the form lower-cases it)"),
  bad("referrer_host", "exemple.fr.", "a trailing dot"),
  bad("referrer_host", "-exemple.fr", "a label starting with a hyphen"),
  bad("referrer_host", "café.fr", "a non-ASCII host (the browser gives punycode)"),
  // utm_*: a short line of text
  good("utm_source", "salon-laval", "an ordinary source"),
  good("utm_source", null, "no campaign"),
  good("utm_medium", "print", "a medium"),
  good("utm_campaign", "rentrée 2026", "accents and a space"),
  good("utm_term", "alternance marketing", "a search term"),
  good("utm_content", "U".repeat(100), "100 characters, the bound"),
  good("utm_content", EMOJI.repeat(100), "100 emoji: 100 characters"),
  bad("utm_content", "U".repeat(101), "101 characters"),
  bad("utm_source", "", "empty"),
  bad("utm_source", "   ", "blank"),
  bad("utm_medium", "print\nBcc: victime@example.com", "a line break"),
  bad("utm_campaign", "a\u202eb", "a bidirectional override"),
  bad("utm_term", "x\u0007y", "a control character"),
  // experiment_variant: `<experiment id>:<a|b>`
  good("experiment_variant", "formation-ia-titre:b", "an experiment's variant B"),
  good("experiment_variant", "x:a", "the shortest"),
  good("experiment_variant", `${"e".repeat(60)}:a`, "an id of 60 characters, the bound"),
  good("experiment_variant", null, "a page outside any experiment"),
  bad("experiment_variant", `${"e".repeat(61)}:a`, "an id of 61 characters"),
  bad("experiment_variant", "formation-ia-titre:c", "a third variant"),
  bad("experiment_variant", "Formation-IA:b", "capitals"),
  bad("experiment_variant", "formation-ia-titre", "no variant"),
  bad("experiment_variant", "", "empty"),
  bad("experiment_variant", "-titre:a", "an id starting with a hyphen"),
  bad("experiment_variant", "formation-ia-titre:b\n", "a line break"),
];

/** A complete valid request, the base every case changes one field of. */
export const VALID_REQUEST = {
  name: "Camille Martin",
  email: "camille.martin@exemple.fr",
  phone: "06 12 34 56 78" as string | null,
  reason: "Formation IA",
  message: "Bonjour, je souhaite des informations sur la prochaine session.",
};

/** How a case reads in a test report: field, why, and the value with its invisibles shown. */
export function describeCase(entry: ValueCase): string {
  const characters = entry.value === null ? [] : [...entry.value];
  const short = characters.length > 40
    ? `${characters.slice(0, 20).join("")}… (${characters.length})`
    : entry.value;
  const shown = short === null ? "null" : JSON.stringify(short).replace(
    /[^\x20-\x7e]/gu,
    (char) => `\\u{${char.codePointAt(0)!.toString(16)}}`,
  );
  return `${entry.field} ${entry.accepted ? "accepte" : "refuse"} ${shown} (${entry.why})`;
}
