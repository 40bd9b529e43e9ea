/// <reference types="vite/client" />

// Read at build time by Vite; both fall back to the local stand-in (@ecole/settings/localSupabase),
// except in a production build, which refuses to run without them (requireBuildSettings).
interface ImportMetaEnv {
  /** Project URL, e.g. `https://xyz.supabase.co`. */
  readonly VITE_SUPABASE_URL?: string;
  /** The project's public anon key (safe to ship: RLS lets it insert contact requests only). */
  readonly VITE_SUPABASE_ANON_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
