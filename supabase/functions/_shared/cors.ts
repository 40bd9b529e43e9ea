// CORS for functions called from the site's pages with supabase-js: the browser preflights
// the call because supabase-js sends `authorization`, `apikey`, `x-client-info` and a JSON
// content type. Every response carries these headers, errors included, or the browser hides
// the error from the page.
// https://supabase.com/docs/guides/functions/cors

export const corsHeaders: Readonly<Record<string, string>> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
};

/** Answer to a CORS preflight (`OPTIONS`). */
export function preflightResponse(): Response {
  return new Response(null, { status: 204, headers: corsHeaders });
}

/** A JSON response with the CORS headers. */
export function jsonResponse(
  status: number,
  body: unknown,
  extraHeaders: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...corsHeaders,
      "Content-Type": "application/json; charset=utf-8",
      ...extraHeaders,
    },
  });
}
