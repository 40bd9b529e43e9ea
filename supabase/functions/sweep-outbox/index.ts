// Entry point of the sweep-outbox edge function (logic in handler.ts; start-up in _shared/serve.ts).

import { serve } from "../_shared/serve.ts";
import { handler } from "./handler.ts";

serve(handler);
