import { useLayoutEffect, useRef, type RefObject } from 'react';

/** What the visitor changed in a server-rendered field before the page's scripts ran, or null. */
function typedValue(field: Element): string | null {
  if (field instanceof HTMLSelectElement) {
    const chosen = field.selectedOptions[0];
    return chosen && !chosen.defaultSelected ? field.value : null;
  }
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue ? field.value : null;
  if (field instanceof HTMLInputElement && !['checkbox', 'radio', 'hidden', 'submit'].includes(field.type))
    return field.value !== field.defaultValue ? field.value : null;
  return null;
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
  // Only the first `found` is called: the effect runs once.
  const foundRef = useRef(found);
  useLayoutEffect(() => {
    const values: Record<string, string> = {};
    for (const field of Array.from(form.current?.elements ?? [])) {
      const value = typedValue(field);
      const name = field.getAttribute('name');
      if (name && value !== null) values[name] = value;
    }
    if (Object.keys(values).length) foundRef.current(values);
  }, []);
  return form;
}
