// Runs in the browser before the app hydrates (Next's instrumentation-client convention).
//
// Zod 4 probes `new Function('')` to decide whether to compile fast parsers; under the site's
// Content-Security-Policy (no 'unsafe-eval') that probe is a CSP violation. jitless skips it.
// Zod keeps its config on `globalThis.__zod_globalConfig` and adopts an existing object, so the
// flag is set here without importing zod: this file is in every page's first-load JS, and
// importing zod here cost every page 30 kB gzip (see the JS budgets in docs/performance.md); zod
// itself loads with the forms.
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
