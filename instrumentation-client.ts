// Runs in the browser before the app hydrates (Next's instrumentation-client convention).
// Only zod's tiny core config module is imported here: importing 'zod' itself would put the whole
// library (about 30 kB gzip) into every page's first load instead of the lazily loaded forms.
import { config } from 'zod/v4/core';

// Zod 4 probes `new Function('')` to decide whether to compile fast parsers; under the site's
// Content-Security-Policy (no 'unsafe-eval') that probe is a CSP violation. jitless skips it.
config({ jitless: true });
