// Every visitor value goes through escapeHtml before it reaches the staff's HTML mail, so a
// message holding markup shows as text and cannot inject links, images or scripts.

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes the five characters that matter in HTML text and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Escapes a multi-line text and keeps its line breaks visible in HTML. */
export function escapeMultilineHtml(value: string): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, "<br>\n");
}
