import {
  GENERIC_PAYMENT_METHODS,
  isGenericPaymentMethod,
  isPaymentMethod,
  PAYMENT_METHOD_NAMES,
  type PaymentMethod,
} from '@amori/core';
import { useTranslation } from 'react-i18next';

/**
 * Payment methods as the page's language names them: a brand keeps its name, a method named by
 * what it is ("Credit card", "Wire transfer") is translated (credits namespace, `methods.*`).
 */
export function usePaymentMethodNames() {
  const { t } = useTranslation('credits');
  const names: Partial<Record<PaymentMethod, string>> = Object.fromEntries(
    GENERIC_PAYMENT_METHODS.map((method) => [method, t(`methods.${method}`)]),
  );
  /** Any method id an order carries; one the site does not know shows as it came. */
  const nameOf = (method: string) =>
    isGenericPaymentMethod(method)
      ? names[method]!
      : isPaymentMethod(method)
        ? PAYMENT_METHOD_NAMES[method]
        : method;
  return { names, nameOf };
}
