import { DIRECT_DEBIT_FIELDS, type DirectDebitField } from '@amori/core';
import {
  DIRECT_DEBIT_ERRORS,
  type DirectDebitError,
  type DirectDebitFieldErrors,
  type DirectDebitValues,
} from '@amori/screens';
import { ApiRequestError } from '../data/client';

/** What the direct debit form shows for a failed send: a message above it, or at its fields. */
export interface DirectDebitFailure {
  error: DirectDebitError | null;
  fields: DirectDebitFieldErrors | null;
}

const FORM_FIELDS: readonly string[] = [...DIRECT_DEBIT_FIELDS, 'authorised'];

/**
 * A refused send as the form shows it. The API names each field its schema refused
 * (`details.fields`, paths like `body.iban`): each is marked at the field, as left empty when it
 * was sent empty, else as not accepted. Only what no field explains is said above the form
 * ('An error occured' for what the form cannot help with).
 */
export function directDebitFailure(error: unknown, values: DirectDebitValues): DirectDebitFailure {
  if (!(error instanceof ApiRequestError)) return { error: 'generic', fields: null };
  if ((DIRECT_DEBIT_ERRORS as readonly string[]).includes(error.code))
    return { error: error.code as DirectDebitError, fields: null };
  if (error.code !== 'validation_failed') return { error: 'generic', fields: null };
  const refused = Array.isArray(error.details?.['fields']) ? (error.details['fields'] as unknown[]) : [];
  const fields: DirectDebitFieldErrors = {};
  for (const entry of refused) {
    const path = (entry as { path?: unknown } | null)?.path;
    const name = typeof path === 'string' ? path.replace(/^body\./, '') : '';
    if (!FORM_FIELDS.includes(name)) continue;
    if (name === 'authorised') fields.authorised = 'required';
    else {
      const field = name as DirectDebitField;
      fields[field] = values[field].trim() === '' ? 'required' : 'invalid';
    }
  }
  return Object.keys(fields).length > 0 ? { error: null, fields } : { error: 'generic', fields: null };
}
