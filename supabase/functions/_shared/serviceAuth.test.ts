import { bearerToken, isServiceRoleCall, sameSecret } from "./serviceAuth.ts";
import { assertEquals } from "./testing/assert.ts";

const withAuth = (value?: string) =>
  new Request(
    "http://127.0.0.1/",
    value === undefined ? {} : { headers: { authorization: value } },
  );

Deno.test("bearerToken reads `Bearer <token>` and nothing else", () => {
  assertEquals(bearerToken(withAuth("Bearer abc.def")), "abc.def");
  assertEquals(bearerToken(withAuth("bearer abc")), "abc");
  assertEquals(bearerToken(withAuth("abc")), null);
  assertEquals(bearerToken(withAuth("Bearer a b")), null);
  assertEquals(bearerToken(withAuth()), null);
});

Deno.test("sameSecret: equal strings only, whatever their lengths", () => {
  assertEquals(sameSecret("clé-secrète", "clé-secrète"), true);
  assertEquals(sameSecret("clé-secrète", "clé-secrètE"), false);
  assertEquals(sameSecret("clé", "clé-secrète"), false);
  assertEquals(sameSecret("", "x"), false);
});

Deno.test("isServiceRoleCall: only the exact service key, never when no key is configured", () => {
  assertEquals(isServiceRoleCall(withAuth("Bearer service"), "service"), true);
  assertEquals(isServiceRoleCall(withAuth("Bearer anon"), "service"), false);
  assertEquals(isServiceRoleCall(withAuth("Bearer "), ""), false);
  assertEquals(isServiceRoleCall(withAuth(), ""), false);
});
