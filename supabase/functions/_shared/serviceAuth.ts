// Is this call made with the service-role key? Only such a call may start a sweep (it mails
// every pending request, so anon must not be able to trigger it at will).

/** The bearer token of an Authorization header, or null. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "");
  return match?.[1] ?? null;
}

/** Compares in constant time, so timing does not reveal how much of the key a guess got right. */
export function sameSecret(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  let difference = left.length ^ right.length;
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    difference |= (left[i] ?? 0) ^ (right[i] ?? 0);
  }
  return difference === 0;
}

export function isServiceRoleCall(request: Request, serviceKey: string): boolean {
  const token = bearerToken(request);
  return serviceKey !== "" && token !== null && sameSecret(token, serviceKey);
}
