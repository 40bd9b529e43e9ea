// How each edge function starts (its index.ts; the logic is in its handler.ts).
// On Supabase the runtime picks the address, so Deno.serve gets no options. The local
// stand-in (packages/supabase-local) runs the function with plain Deno and sets PORT; it then
// listens on 127.0.0.1 only, as a developer's machine should.

export function serve(handler: Deno.ServeHandler): void {
  const port = Deno.env.get("PORT");
  if (port !== undefined && port !== "") {
    if (!/^\d{1,5}$/.test(port) || Number(port) > 65535) {
      throw new Error(`PORT must be a TCP port number (0 picks a free one), got "${port}"`);
    }
    Deno.serve({ port: Number(port), hostname: "127.0.0.1" }, handler);
  } else {
    Deno.serve(handler);
  }
}
