// A port on the loopback that was just freed: for a server a test starts, or for an address where
// nothing listens (a provider or a database that cannot be reached). The Deno tests' one helper for
// it (the Node side uses `get-port`).

export function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  return port;
}
