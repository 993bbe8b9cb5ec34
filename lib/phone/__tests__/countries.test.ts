import { filterPhoneCountries, listPhoneCountries } from '../countries';

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
