// Runs in the browser before the app hydrates (Next's instrumentation-client convention).
import { z } from 'zod';

// Zod 4 probes `new Function('')` to decide whether to compile fast parsers; under the site's
// Content-Security-Policy (no 'unsafe-eval') that probe is a CSP violation. jitless skips it.
z.config({ jitless: true });
