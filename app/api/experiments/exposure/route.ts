import { countExperimentView } from '@/lib/experiments/count-view';

// The lead store needs Node; a count is never cached.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = countExperimentView;
