import type { Order, Transactions } from '@amori/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ButtonLink, EmptyState, ErrorState, Skeleton, Spinner } from '@amori/ui';
import * as styles from '../CreditsScreen/credits.css';
import * as members from '../shared/members.css';
import * as page from '../shared/page.css';
import { usePaymentMethodNames } from '../shared/paymentMethodNames';
import { ScreenLink, ScreenLinkComponent } from '../shared/ScreenLink';

export interface TransactionsScreenProps {
  status: 'loading' | 'ready' | 'notFound' | 'error';
  /** `/transactions/{id}`: that order's status; null on `/transactions`. */
  order: Order | null;
  /** `/transactions`: the member's orders, balance and credit changes. */
  transactions: Transactions | null;
  /** Where a failed or cancelled order is paid again with another method. */
  retryHref?: string;
  creditsHref: string;
  continueHref: string;
  orderHref: (id: number) => string;
  ordersHref: string;
  onRetry?: () => void;
}

/** What an order's amount is, in its status's own words: paid only once it is. */
export const AMOUNT_LABEL: Record<Order['status'], 'toPay' | 'processing' | 'paid' | 'unpaid'> = {
  pending: 'toPay',
  processing: 'processing',
  completed: 'paid',
  failed: 'unpaid',
  cancelled: 'unpaid',
};

/** `/transactions/{id?}`: one order's status (pending, processing, completed, failed or cancelled) or all of them. */
export function TransactionsScreen(props: TransactionsScreenProps) {
  const { t, i18n } = useTranslation('credits');
  const { nameOf: methodName } = usePaymentMethodNames();
  const id = useId();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const money = (amount: string, currency: string) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(Number(amount));
  const { order, transactions } = props;
  const title = order ? t('order.title') : t('transactions.title');

  const body = () => {
    if (props.status === 'loading')
      return (
        <div role="status" aria-label={t('loading')}>
          <Skeleton shape="rect" height={200} />
        </div>
      );
    if (props.status === 'error')
      return (
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
      );
    if (props.status === 'notFound')
      return (
        <EmptyState
          title={t('order.notFound')}
          action={
            <ButtonLink href={props.creditsHref} variant="link" LinkComponent={ScreenLinkComponent}>
              {t('checkout.back')}
            </ButtonLink>
          }
        />
      );
    if (order) return orderStatus(order);
    if (!transactions) return null;
    return (
      <>
        <p>{t('balance', { count: transactions.balance })}</p>
        {transactions.orders.length === 0 ? (
          <EmptyState
            title={t('transactions.empty')}
            action={
              <ButtonLink href={props.creditsHref} variant="primary" LinkComponent={ScreenLinkComponent}>
                {t('title.credits')}
              </ButtonLink>
            }
          />
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.cell}>{t('fields.date')}</th>
                <th className={styles.cell}>{t('fields.package')}</th>
                <th className={styles.cell}>{t('fields.amount')}</th>
                <th className={styles.cell}>{t('fields.status')}</th>
              </tr>
            </thead>
            <tbody>
              {transactions.orders.map((o) => (
                <tr key={o.id}>
                  <td className={styles.cell}>
                    <ScreenLink className={page.link} href={props.orderHref(o.id)}>
                      {date(o.created)}
                    </ScreenLink>
                  </td>
                  <td className={styles.cell}>{t('credits', { count: o.credits })}</td>
                  <td className={styles.cell}>{money(o.amount, o.currency)}</td>
                  <td className={styles.cell}>{t(`status.${o.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {transactions.ledger.length > 0 ? (
          <section className={members.section} aria-labelledby={`${id}-ledger`}>
            <h2 id={`${id}-ledger`} className={members.sectionTitle}>
              {t('transactions.ledger')}
            </h2>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th className={styles.cell}>{t('fields.date')}</th>
                  <th className={styles.cell}>{t('transactions.reason')}</th>
                  <th className={styles.cell}>{t('transactions.change')}</th>
                  <th className={styles.cell}>{t('transactions.balanceAfter')}</th>
                </tr>
              </thead>
              <tbody>
                {transactions.ledger.map((l) => (
                  <tr key={l.id}>
                    <td className={styles.cell}>{date(l.created)}</td>
                    <td className={styles.cell}>{t(`reasons.${l.reason}`)}</td>
                    <td className={styles.cell}>{l.delta > 0 ? `+${l.delta}` : l.delta}</td>
                    <td className={styles.cell}>{l.balance_after}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : null}
      </>
    );
  };

  const orderStatus = (o: Order) => (
    <>
      {o.status === 'completed' ? (
        <Alert tone="success" announce>
          {t('order.completed', { count: o.credits })}
        </Alert>
      ) : o.status === 'failed' || o.status === 'cancelled' ? (
        <Alert tone="danger" announce>
          {t('order.failed')}
          {/* Only a stored card that failed: a member who entered a card or chose iDEAL has nothing to re-enter. */}
          {o.status === 'failed' && o.stored_card === true ? ` ${t('order.recurring')}` : null}
        </Alert>
      ) : (
        <p role="status" className={members.row}>
          <Spinner size="small" />
          <span>{o.status === 'processing' ? t('order.processing') : t('order.pending')}</span>
        </p>
      )}
      <dl className={styles.summary}>
        <dt className={styles.term}>{t('order.number', { id: o.id })}</dt>
        <dd className={styles.detail}>{t(`status.${o.status}`)}</dd>
        <dt className={styles.term}>{t('fields.package')}</dt>
        <dd className={styles.detail}>{t('credits', { count: o.credits })}</dd>
        <dt className={styles.term}>{t(`amount.${AMOUNT_LABEL[o.status]}`)}</dt>
        <dd className={styles.detail}>
          {money(o.amount, o.currency)}
          {o.discount_code
            ? ` (${t('checkout.discount', { code: o.discount_code, percent: o.discount_percentage })})`
            : ''}
        </dd>
        <dt className={styles.term}>{t('fields.method')}</dt>
        <dd className={styles.detail}>{methodName(o.payment_method)}</dd>
        <dt className={styles.term}>{t('fields.date')}</dt>
        <dd className={styles.detail}>{date(o.completed ?? o.created)}</dd>
      </dl>
      {o.vat_percentage > 0 ? <p className={page.muted}>{t('vat', { rate: o.vat_percentage })}</p> : null}
      <p className={members.row}>
        {(o.status === 'failed' || o.status === 'cancelled') && props.retryHref ? (
          <ButtonLink href={props.retryHref} variant="primary" LinkComponent={ScreenLinkComponent}>
            {t('order.retry')}
          </ButtonLink>
        ) : null}
        {o.status === 'completed' ? (
          <ButtonLink href={props.continueHref} variant="primary" LinkComponent={ScreenLinkComponent}>
            {t('order.continue')}
          </ButtonLink>
        ) : null}
        <ButtonLink href={props.ordersHref} variant="link" LinkComponent={ScreenLinkComponent}>
          {t('ordersLink')}
        </ButtonLink>
      </p>
    </>
  );

  return (
    <section className={page.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={page.title}>
        {title}
      </h1>
      {body()}
    </section>
  );
}
