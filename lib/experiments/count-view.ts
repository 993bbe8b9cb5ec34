/**
 * POST /api/experiments/exposure: the middleware's count of a visitor's first view of an
 * experiment's arm on a day (lib/experiments/exposure.ts). Only a server posts here: a request
 * a browser sends (it says where it comes from) is refused, so no page can inflate the counts.
 */
import { getLeadStore } from '@/lib/leads/store';
import { isJsonContentType, jsonResponse, readBodyWithLimit } from '@/lib/leads/request-guards';
import { EXPOSURE_BODY_MAX_BYTES, experimentViewSchema } from './exposure';
import { runningExperiment } from '.';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today or yesterday (UTC): a view posted across midnight still counts; no other day does. */
function isCurrentDay(day: string, now: Date): boolean {
  return [now, new Date(now.getTime() - DAY_MS)].some(
    (date) => date.toISOString().slice(0, 10) === day,
  );
}

export async function countExperimentView(request: Request): Promise<Response> {
  if (request.headers.has('origin') || request.headers.has('sec-fetch-site'))
    return jsonResponse(403, { error: 'Views are counted by the site, not by pages.' });
  if (!isJsonContentType(request.headers.get('content-type')))
    return jsonResponse(415, { error: 'Content-Type must be application/json.' });
  const read = await readBodyWithLimit(request, EXPOSURE_BODY_MAX_BYTES);
  if (!read.ok)
    return read.reason === 'too-large'
      ? jsonResponse(413, { error: 'Request body too large.' })
      : jsonResponse(400, { error: 'Unreadable request body.' });
  let body: unknown;
  try {
    body = JSON.parse(read.text);
  } catch {
    return jsonResponse(400, { error: 'Invalid JSON.' });
  }
  const view = experimentViewSchema.safeParse(body);
  if (!view.success || !isCurrentDay(view.data.day, new Date()))
    return jsonResponse(400, { error: 'Not a view: experiment, variant and today (YYYY-MM-DD).' });
  const experiment = await runningExperiment(view.data.experiment);
  if (!experiment?.arms.some((arm) => arm.slug === view.data.variant))
    return jsonResponse(404, { error: 'No running experiment has this arm.' });
  try {
    await getLeadStore().countExposure(view.data);
  } catch (error) {
    console.error(`[experiments] view not stored: ${String(error)}`);
    return jsonResponse(503, { error: 'The count store is unavailable.' });
  }
  return new Response(null, { status: 204 });
}
