/** Country names in a language (`NL` → `Nederland`), the code itself where the runtime has none. */
export function countryNamer(language: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}
