// Entry point of the send-auth-email edge function, Supabase Auth's Send Email Hook (logic in
// handler.ts; start-up in _shared/serve.ts).

import { serve } from "../_shared/serve.ts";
import { handler } from "./handler.ts";

serve(handler);
