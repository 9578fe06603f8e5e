import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../data/client';
import { directDebitFailure } from './directDebitErrors';

const values = {
  account_holder: '',
  iban: 'NL91 ABNA 0417 1643 00',
  street: '   ',
  house_number: '100',
  postal_code: '1015 BS',
  city: 'x'.repeat(120),
  mobile: '+31 6 1234 5678',
  authorised: false,
};

/** The API's answer to a body its schema refuses (plugins/api.ts). */
const refused = (...paths: string[]) =>
  new ApiRequestError(400, 'validation_failed', 'Invalid body', {
    fields: paths.map((path) => ({ path, message: 'Too small: expected string to have >=1 characters' })),
  });

describe('directDebitFailure', () => {
  it("marks each field the server's schema refused: empty ones as missing, others as not accepted", () => {
    expect(directDebitFailure(refused('body.account_holder', 'body.street', 'body.city'), values)).toEqual({
      error: null,
      fields: { account_holder: 'required', street: 'required', city: 'invalid' },
    });
  });

  it('says a failure no field explains once, above the form', () => {
    expect(directDebitFailure(refused('body.package_id'), values)).toEqual({
      error: 'generic',
      fields: null,
    });
    expect(directDebitFailure(new ApiRequestError(400, 'validation_failed', 'Invalid body'), values)).toEqual(
      { error: 'generic', fields: null },
    );
    expect(directDebitFailure(new ApiRequestError(0, 'network_error', 'x'), values)).toEqual({
      error: 'generic',
      fields: null,
    });
    expect(directDebitFailure(new Error('boom'), values)).toEqual({ error: 'generic', fields: null });
  });

  it("keeps the direct debit's own codes (said at their field by the screen, or above the form)", () => {
    expect(directDebitFailure(new ApiRequestError(400, 'authorisation_required', 'x'), values)).toEqual({
      error: 'authorisation_required',
      fields: null,
    });
    expect(directDebitFailure(new ApiRequestError(400, 'iban_invalid', 'x'), values)).toEqual({
      error: 'iban_invalid',
      fields: null,
    });
    expect(directDebitFailure(new ApiRequestError(403, 'direct_debit_blocked', 'x'), values)).toEqual({
      error: 'direct_debit_blocked',
      fields: null,
    });
  });
});
