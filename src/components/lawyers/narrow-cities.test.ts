// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { narrowCities } from './narrow-cities.ts';

describe('the city list following the country chosen', () => {
  it('offers the cities of the country chosen only, and lets a city of another country go', () => {
    document.body.innerHTML = `
      <select id="lawyers-country"><option value="">Tous</option><option value="BJ">Bénin</option><option value="SN">Sénégal</option></select>
      <select id="lawyers-city"><option value="">Toutes</option>
        <option value="Cotonou" data-countries="BJ">Cotonou</option>
        <option value="Dakar" data-countries="SN">Dakar</option></select>`;
    narrowCities(document);
    const country = document.querySelector('select') as HTMLSelectElement;
    const city = document.querySelector('#lawyers-city') as HTMLSelectElement;
    const offered = () => [...city.options].map((option) => option.value);
    expect(offered()).toEqual(['', 'Cotonou', 'Dakar']);
    city.value = 'Dakar';
    country.value = 'BJ';
    country.dispatchEvent(new Event('change'));
    expect(offered()).toEqual(['', 'Cotonou']);
    expect(city.value).toBe('');
    country.value = '';
    country.dispatchEvent(new Event('change'));
    expect(offered()).toEqual(['', 'Cotonou', 'Dakar']);
  });
});
