import { parseRevalidationBody } from '../flow-body';

describe('parseRevalidationBody', () => {
  it('reads JSON bodies as they are', () => {
    expect(parseRevalidationBody('{"all":true}')).toEqual({ ok: true, value: { all: true } });
  });

  it('reads the documented Flow body on items.create, where Directus renders keys as undefined', () => {
    const created =
      '{"collection":"octaacer_projects","keys":undefined,"key":"42","event":"octaacer_projects.items.create"}';
    expect(parseRevalidationBody(created)).toEqual({
      ok: true,
      value: {
        collection: 'octaacer_projects',
        keys: null,
        key: '42',
        event: 'octaacer_projects.items.create',
      },
    });
  });

  it('keeps "undefined" inside strings and rejects anything else that is not JSON', () => {
    expect(parseRevalidationBody('{"key":"undefined"}')).toEqual({
      ok: true,
      value: { key: 'undefined' },
    });
    expect(parseRevalidationBody('{"collection": undefined')).toEqual({ ok: false });
    expect(parseRevalidationBody('not json')).toEqual({ ok: false });
  });
});
