/** An account call's failure as a screen gets it: the contract's code (or network_error). */
export interface AccountError {
  code: string;
}

const KEYS: Record<string, string> = {
  email_invalid: 'errors.emailInvalid',
  email_taken: 'errors.emailTaken',
  name_is_email: 'errors.nameIsEmail',
  name_starts_with_at: 'errors.nameStartsWithAt',
  name_invalid: 'errors.nameInvalid',
  password_too_short: 'errors.passwordTooShort',
  password_too_long: 'errors.passwordTooLong',
  password_common: 'errors.passwordCommon',
  password_personal: 'errors.passwordPersonal',
  passwords_differ: 'errors.passwordsDiffer',
  old_password_wrong: 'errors.oldPasswordWrong',
  rate_limited: 'errors.rateLimited',
  token_invalid: 'errors.linkInvalid',
  premium_required: 'errors.premiumRequired',
  signups_closed: 'signup.inviteOnly',
  email_not_found: 'resetPassword.notFound',
  reset_limit_reached: 'resetPassword.tooMany',
  unsupported_media_type: 'errors.photoUnsupported',
  payload_too_large: 'errors.photoTooBig',
  image_too_large: 'errors.photoTooManyPixels',
  photo_limit_reached: 'errors.photoLimit',
};

/** The translated message of an account error; anything else is the generic one. */
type Translate = (key: string) => string;

export function accountErrorText(t: Translate, te: Translate, error: AccountError): string {
  const key = KEYS[error.code];
  return key ? t(key) : te('generic');
}

/** The field an error belongs to, when it belongs to one (shown at the field, not on top). */
export function fieldOf(code: string): 'email' | 'name' | 'password' | 'dateOfBirth' | null {
  if (code === 'email_invalid' || code === 'email_taken') return 'email';
  if (code.startsWith('name_')) return 'name';
  if (code.startsWith('password_')) return 'password';
  if (code === 'date_of_birth_invalid') return 'dateOfBirth';
  return null;
}
