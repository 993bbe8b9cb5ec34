import { filterPhoneCountries, listPhoneCountries, phoneCountryOptionsMarkup } from '../countries';

describe('phone country list', () => {
  const countries = listPhoneCountries();

  it('puts us, gb, ca, au, pk, in first (spec 01 §9), then the rest by name', () => {
    expect(countries.slice(0, 6).map((country) => country.code)).toEqual([
      'us',
      'gb',
      'ca',
      'au',
      'pk',
      'in',
    ]);
    const rest = countries.slice(6).map((country) => country.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('names countries and gives calling codes', () => {
    expect(countries.find((country) => country.code === 'gb')).toEqual({
      code: 'gb',
      name: 'United Kingdom',
      callingCode: '44',
    });
    expect(countries.length).toBeGreaterThan(200);
  });

  it('searches by name, code and calling code', () => {
    expect(filterPhoneCountries(countries, 'pakis').map((country) => country.code)).toEqual(['pk']);
    expect(filterPhoneCountries(countries, '+971').map((country) => country.code)).toEqual(['ae']);
    expect(filterPhoneCountries(countries, 'TR').map((country) => country.code)).toContain('tr');
    expect(filterPhoneCountries(countries, '  ')).toHaveLength(countries.length);
  });
});

describe('served country options markup', () => {
  const parse = (markup: string) => {
    const select = document.createElement('select');
    select.innerHTML = markup;
    return select;
  };

  it('lists every country in the same order and labels as the live picker, one selected', () => {
    const select = parse(phoneCountryOptionsMarkup('gb'));
    const countries = listPhoneCountries();
    expect(Array.from(select.options).map((option) => `${option.value}=${option.text}`)).toEqual(
      countries.map((country) => `${country.code}=${country.name} (+${country.callingCode})`),
    );
    expect(select.value).toBe('gb');
    expect(select.querySelectorAll('option[selected]')).toHaveLength(1);
  });

  it('escapes names, so a name with & or quotes stays text', () => {
    const markup = phoneCountryOptionsMarkup('us');
    expect(markup).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
    expect(markup).toContain('>Bosnia &amp; Herzegovina (+387)</option>');
  });

  it('falls back to no selection for an unknown code (the browser shows the first option)', () => {
    expect(
      parse(phoneCountryOptionsMarkup('zz')).querySelectorAll('option[selected]'),
    ).toHaveLength(0);
  });
});
