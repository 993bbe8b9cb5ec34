import { buildQuoteRequestSchema, QUOTE_MESSAGES } from '@/lib/leads/contract/quote-lead-schema';
import { readQuoteQuery } from '../query';

const schema = buildQuoteRequestSchema(
  { services: ['ai-development', 'automation'], industries: ['healthcare'] },
  QUOTE_MESSAGES,
);

describe("/quote's query", () => {
  it('asks nothing until the form was sent: standard scope and timeline chosen, the industry kept', () => {
    const state = readQuoteQuery({ industry: 'healthcare' }, schema, 'healthcare');
    expect(state).toEqual({
      services: [],
      scope: 'standard',
      timeline: 'standard',
      industry: 'healthcare',
      errors: {},
    });
  });

  it('a sent form with every answer valid is a request', () => {
    const state = readQuoteQuery(
      { services: ['automation', 'ai-development'], scope: 'advanced', timeline: 'rush' },
      schema,
      '',
    );
    expect(state.request).toEqual({
      services: ['automation', 'ai-development'],
      scope: 'advanced',
      timeline: 'rush',
      industry: '',
    });
    expect(state.errors).toEqual({});
  });

  it('a sent form without a service says so, and keeps what was chosen', () => {
    const state = readQuoteQuery({ scope: 'starter', timeline: 'flexible' }, schema, '');
    expect(state.request).toBeUndefined();
    expect(state.errors).toEqual({ services: 'Choose at least one service' });
    expect(state.scope).toBe('starter');
  });

  it('a single service arrives as a string', () => {
    const state = readQuoteQuery(
      { services: 'automation', scope: 'starter', timeline: 'flexible' },
      schema,
      '',
    );
    expect(state.request?.services).toEqual(['automation']);
  });
});
