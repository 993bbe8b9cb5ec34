/** @jest-environment node */
import { countExperimentView } from '../count-view';
import { exposureOrigin } from '../exposure';
import { runningExperiment } from '..';
import { getLeadStore } from '@/lib/leads/store';
import { springExperiment } from './spring-experiment';

jest.mock('..', () => ({ runningExperiment: jest.fn() }));
jest.mock('@/lib/leads/store', () => ({ getLeadStore: jest.fn() }));

const experiment = springExperiment;
const today = () => new Date().toISOString().slice(0, 10);
const countExposure = jest.fn();

const post = (body: string, headers: Record<string, string> = {}) =>
  countExperimentView(
    new Request('http://127.0.0.1:3000/api/experiments/exposure', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    }),
  );
const view = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({ experiment: 'lp-spring', variant: 'lp-spring-b', day: today(), ...overrides });

beforeEach(() => {
  jest.mocked(runningExperiment).mockReset().mockResolvedValue(experiment);
  countExposure.mockReset().mockResolvedValue(undefined);
  jest.mocked(getLeadStore).mockReturnValue({ countExposure } as never);
});

describe('POST /api/experiments/exposure', () => {
  it("counts a running experiment's arm for today", async () => {
    const response = await post(view());
    expect(response.status).toBe(204);
    expect(countExposure).toHaveBeenCalledWith({
      experiment: 'lp-spring',
      variant: 'lp-spring-b',
      day: today(),
    });
  });

  it('refuses what a browser page sends, other types, big or broken bodies, other days and arms', async () => {
    expect((await post(view(), { origin: 'http://127.0.0.1:3000' })).status).toBe(403);
    expect((await post(view(), { 'sec-fetch-site': 'same-origin' })).status).toBe(403);
    expect((await post(view(), { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await post(view({ pad: 'x'.repeat(600) }))).status).toBe(413);
    expect((await post('{not json')).status).toBe(400);
    expect((await post(view({ day: '2020-01-01' }))).status).toBe(400);
    expect((await post(view({ variant: 'Not A Slug' }))).status).toBe(400);
    expect((await post(view({ extra: 1 }))).status).toBe(400);
    expect((await post(view({ variant: 'lp-spring-c' }))).status).toBe(404);
    jest.mocked(runningExperiment).mockResolvedValue(undefined);
    expect((await post(view())).status).toBe(404);
    expect(countExposure).not.toHaveBeenCalled();
  });

  it('answers 503 when the store is down, never a 500', async () => {
    countExposure.mockRejectedValue(new Error('disk full'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await post(view())).status).toBe(503);
  });
});

describe('where the middleware posts a view', () => {
  it('to the address the request came to, when that is the site or this machine only', () => {
    const site = 'https://octaacer.com';
    expect(exposureOrigin(new URL('https://octaacer.com/lp/spring'), site)).toBe(site);
    expect(exposureOrigin(new URL('http://127.0.0.1:3000/lp/spring'), site)).toBe(
      'http://127.0.0.1:3000',
    );
    expect(exposureOrigin(new URL('http://evil.example/lp/spring'), site)).toBeUndefined();
    expect(exposureOrigin(new URL('http://evil.example/lp/spring'), undefined)).toBeUndefined();
  });
});
