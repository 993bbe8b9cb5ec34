import { filterPhoneCountries, listPhoneCountries, servedPhoneCountries } from '../countries';

describe('phone country list', () => {
  const countries = listPhoneCountries();

  it('puts us, gb, ca, au, pk, in first, then the rest by name', () => {
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

describe('served phone countries', () => {
  const codes = (selected: string) => servedPhoneCountries(selected).map((country) => country.code);

  it("are the preferred countries in the live picker's order and names", () => {
    expect(codes('us')).toEqual(['us', 'gb', 'ca', 'au', 'pk', 'in']);
    const live = listPhoneCountries().slice(0, 6);
    expect(servedPhoneCountries('us')).toEqual(live);
  });

  it('add the chosen country when it is not preferred, where the full list puts it', () => {
    expect(codes('ae')).toEqual(['us', 'gb', 'ca', 'au', 'pk', 'in', 'ae']);
    expect(codes('gb')).toHaveLength(6);
  });

  it('ignore an unknown code (the browser shows the first option)', () => {
    expect(codes('zz')).toEqual(['us', 'gb', 'ca', 'au', 'pk', 'in']);
  });
});
