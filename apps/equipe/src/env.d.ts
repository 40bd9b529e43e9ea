/// <reference types="vite/client" />

// Read at build time by Vite (the same two settings as the three other apps: @ecole/settings);
// without them the desk talks to the local stand-in on its own origin (/_supabase).
interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  // Defined by deskViteConfig from the content (issue 37): the link maker's origin and landings.
  readonly VITE_CAMPAIGN_ORIGIN?: string;
  readonly VITE_CAMPAIGN_ORIGIN_PROVISIONAL?: string;
  readonly VITE_CAMPAIGN_LANDINGS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
