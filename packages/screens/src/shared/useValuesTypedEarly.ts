import { useLayoutEffect, useRef, type RefObject } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the visitor changed in a server-rendered field before the page's scripts ran. */
function typedValue(field: Field): string | null {
  if (field instanceof HTMLSelectElement) {
    const chosen = field.selectedOptions[0];
    return chosen && !chosen.defaultSelected ? field.value : null;
  }
  if (field instanceof HTMLInputElement && ['checkbox', 'radio', 'hidden', 'submit'].includes(field.type))
    return null;
  return field.value !== field.defaultValue ? field.value : null;
}

/**
 * Hands a form's controlled state what was typed into the server-rendered page before its scripts
 * ran (a slow line). React keeps such text at hydration but not past the next render of the field,
 * which writes the state's value back. Runs once, right after hydration; `found` gets the changed
 * values by field name.
 */
export function useValuesTypedEarly(
  found: (values: Record<string, string>) => void,
): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement>(null);
  const foundRef = useRef(found);
  useLayoutEffect(() => {
    const values: Record<string, string> = {};
    for (const element of Array.from(form.current?.elements ?? [])) {
      const field = element as Field;
      if (!field.name || !('value' in field)) continue;
      const value = typedValue(field);
      if (value !== null) values[field.name] = value;
    }
    if (Object.keys(values).length) foundRef.current(values);
  }, []);
  return form;
}
