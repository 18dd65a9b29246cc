/**
 * The directory's city list follows the country chosen (LawyerSearchForm.astro): only the cities
 * with lawyers in that country are offered, and a city chosen that is not in the new country is
 * let go, so that « Bénin » and « Dakar » are never asked together (a search bound to find
 * nobody). The options are taken out rather than hidden: Safari on iOS shows hidden options.
 */
export function narrowCities(root: ParentNode): void {
  const country = root.querySelector<HTMLSelectElement>('#lawyers-country');
  const city = root.querySelector<HTMLSelectElement>('#lawyers-city');
  if (!country || !city) return;
  const all = [...city.options];
  const narrow = () => {
    const chosen = city.value;
    const kept = all.filter(
      (option) =>
        !option.value || !country.value || (option.dataset['countries'] ?? '').split(' ').includes(country.value),
    );
    city.replaceChildren(...kept);
    // The first option is « Toutes les villes ».
    const selected = kept.find((option) => option.value === chosen) ?? kept[0];
    if (selected) selected.selected = true;
  };
  country.addEventListener('change', narrow);
  narrow();
}
