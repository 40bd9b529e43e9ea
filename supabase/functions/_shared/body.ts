// Reading a request body with a bound, shared by the two functions that take a visitor's body
// (send-contact-email: JSON; submit-contact-form: an HTML form, urlencoded).

/** Largest accepted body: a request's bounded fields fit in far less (5 000 emoji are 20 KB). */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The body as text, read chunk by chunk and abandoned as soon as it passes MAX_BODY_BYTES,
 * whatever Content-Length says (a chunked body declares none): a 200 MiB body costs the function
 * 64 KiB, not 200 MiB of memory. Bytes that are not UTF-8 make it unreadable.
 */
export async function readBody(request: Request): Promise<string | "too-large" | "not-utf8"> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) return "too-large";
  if (request.body === null) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {});
      return "too-large";
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return "not-utf8";
  }
}
