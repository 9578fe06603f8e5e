/** The terms version date unless the company was added later (spec point 9). */
export const DEFAULT_TERMS_VERSION_DATE = '2023-12-01T12:00:00Z';

/** The terms version date: 2023-12-01T12:00:00Z, or the company's `added` date if later. */
export function termsVersionDate(companyAdded: string | null | undefined): Date {
  const base = new Date(DEFAULT_TERMS_VERSION_DATE);
  if (!companyAdded) return base;
  const added = new Date(companyAdded);
  return Number.isFinite(added.getTime()) && added > base ? added : base;
}

/** The support phone, cleaned for a tel: link: dashes and spaces removed. */
export function cleanSupportPhone(phone: string | null | undefined): string {
  return (phone ?? '').replace(/[-\s]/g, '');
}

/**
 * A text with a name put in at the end of a sentence ('a service of Amori Media B.V..'): one full
 * stop, not two, when the name ends with its own ('B.V.'). An ellipsis ('...') is left alone.
 */
export function singleFullStops(text: string): string {
  return text.replace(/(?<!\.)\.\.(?!\.)/g, '.');
}
