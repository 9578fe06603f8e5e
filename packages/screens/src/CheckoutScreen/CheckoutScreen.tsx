import type { CreditPackage } from '@amori/contract';
import { discountedPrice, type PaymentMethod } from '@amori/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ButtonLink, EmptyState, ErrorState, PaymentMethodPicker, Skeleton } from '@amori/ui';
import * as styles from '../CreditsScreen/credits.css';
import * as page from '../shared/page.css';
import { usePaymentMethodNames } from '../shared/paymentMethodNames';
import { ScreenLinkComponent } from '../shared/ScreenLink';

/** Errors the checkout shows (the contract's codes, or any other failure as `generic`). */
export const CHECKOUT_ERRORS = [
  'code_not_found',
  'code_already_used',
  'code_expired',
  'code_wrong_currency',
  'code_below_minimum',
  'code_wrong_payment_method',
  'payment_method_unavailable',
  'direct_debit_required',
  'payment_unavailable',
  'spending_limit_reached',
  'spending_cool_off',
] as const;
export type CheckoutError = (typeof CHECKOUT_ERRORS)[number] | 'generic';

export interface CheckoutScreenProps {
  /** `noOrder`: a repeat order for a member who has ordered nothing yet. */
  status: 'loading' | 'ready' | 'notFound' | 'noOrder' | 'error';
  pack: CreditPackage | null;
  discount: { code: string; percentage: number } | null;
  vatPercentage: number;
  /** The methods the payment country offers. */
  methods: readonly PaymentMethod[];
  method: PaymentMethod | null;
  onMethodChange: (method: PaymentMethod) => void;
  onPay: () => void;
  /** The order is being placed (then the member goes to the provider's checkout). */
  paying: boolean;
  error: CheckoutError | null;
  /** The last payment failed or was cancelled: choose another method. */
  retry?: boolean;
  backHref: string;
  onRetry?: () => void;
}

/** `/credits/{id}/{paymentmethod?}`: the chosen bundle, the payment method and the pay button. */
export function CheckoutScreen(props: CheckoutScreenProps) {
  const { t, i18n } = useTranslation('credits');
  const { names } = usePaymentMethodNames();
  const id = useId();
  const back = (
    <ButtonLink href={props.backHref} variant="link" LinkComponent={ScreenLinkComponent}>
      {t('checkout.back')}
    </ButtonLink>
  );
  const { pack, discount } = props;
  const money = pack
    ? new Intl.NumberFormat(i18n.language, { style: 'currency', currency: pack.currency })
    : null;
  const price = pack ? Number(pack.price) : 0;
  const amount = discountedPrice(price, discount?.percentage);
  return (
    <section className={page.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={page.title}>
        {t('checkout.title')}
      </h1>
      {props.status === 'loading' ? (
        <div role="status" aria-label={t('loading')}>
          <Skeleton shape="rect" height={240} />
        </div>
      ) : props.status === 'notFound' || !pack || !money ? (
        props.status === 'error' ? (
          <ErrorState
            message={t('error')}
            announce
            headingLevel={2}
            action={
              props.onRetry ? (
                <Button variant="primary" onPress={props.onRetry}>
                  {t('retry')}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <EmptyState
            title={props.status === 'noOrder' ? t('repeatOrder.empty') : t('checkout.notFound')}
            action={back}
          />
        )
      ) : (
        <>
          {props.retry ? (
            <Alert tone="warning" announce>
              {t('checkout.retryNote')}
            </Alert>
          ) : null}
          <dl className={styles.summary}>
            <dt className={styles.term}>{t('fields.package')}</dt>
            <dd className={styles.detail}>{t('credits', { count: pack.credits })}</dd>
            {discount ? (
              <>
                <dt className={styles.term}>{t('was')}</dt>
                <dd className={styles.detail}>
                  <s>{money.format(price)}</s>{' '}
                  {t('checkout.discount', { code: discount.code, percent: discount.percentage })}
                </dd>
              </>
            ) : null}
            <dt className={styles.term}>{t('amount.toPay')}</dt>
            <dd className={styles.detail} data-testid="checkout-amount">
              {money.format(amount)}
            </dd>
          </dl>
          <p className={page.muted}>
            {props.vatPercentage > 0 ? t('vat', { rate: props.vatPercentage }) : t('noVat')}
          </p>
          <PaymentMethodPicker
            methods={props.methods}
            label={t('checkout.methods')}
            emptyText={t('checkout.noMethods')}
            value={props.method}
            onChange={props.onMethodChange}
            isDisabled={props.paying}
            names={names}
          />
          {props.error ? (
            <Alert tone="danger" announce>
              {props.error === 'generic' ? t('error') : t(`errors.${props.error}`)}
            </Alert>
          ) : null}
          {props.paying ? (
            <p role="status" className={page.muted}>
              {t('checkout.paying')}
            </p>
          ) : null}
          <Button
            variant="primary"
            onPress={props.onPay}
            isDisabled={props.paying || !props.method || props.methods.length === 0}
          >
            {t('checkout.pay', { price: money.format(amount) })}
          </Button>
          {back}
        </>
      )}
    </section>
  );
}
