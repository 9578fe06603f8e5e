import type { CreditPackage } from '@amori/contract';
import { discountedPrice } from '@amori/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, DiscountBanner, ErrorState, PackageCard, Skeleton } from '@amori/ui';
import * as styles from './credits.css';
import * as members from '../shared/members.css';
import * as page from '../shared/page.css';
import { ScreenLinkComponent } from '../shared/ScreenLink';

export const CREDITS_VARIANTS = ['credits', 'premium', 'pricing'] as const;
export type CreditsVariant = (typeof CREDITS_VARIANTS)[number];

/** The member's discount now: the time bonus (with its countdown) or the welcome discount. */
export interface ActiveDiscountView {
  code: string;
  percentage: number;
  kind: 'time_bonus' | 'welcome' | 'code';
  /** Seconds left of the time bonus. */
  secondsLeft?: number;
}

export interface CreditsScreenProps {
  status: 'loading' | 'ready' | 'error';
  /** `/credits`, `/premium` (what premium gives first) or the public `/pricing`. */
  variant: CreditsVariant;
  packages: readonly CreditPackage[];
  /** VAT in percent the prices include (0: "all taxes"). */
  vatPercentage: number;
  /** Credits one message costs. */
  messageCredits: number;
  discount: ActiveDiscountView | null;
  /** The logged-in member's balance (null for a visitor). */
  balance: number | null;
  /** The member is premium already: nothing here promises them what they have. */
  premiumMember?: boolean;
  onSelect: (packageId: number) => void;
  /** The member has ordered before: offer to repeat it. */
  repeatHref?: string;
  ordersHref?: string;
  onDiscountExpire?: () => void;
  onRetry?: () => void;
}

/** `/credits`, `/premium` and `/pricing`: the bundles of the payment country, premium's claims, the discount. */
export function CreditsScreen(props: CreditsScreenProps) {
  const { t, i18n } = useTranslation('credits');
  const id = useId();
  const locale = i18n.language;
  const { discount } = props;
  const discounted = (price: string) => discountedPrice(price, discount?.percentage);
  const premiumFirst = props.variant !== 'credits';
  const premium = (
    <section className={members.section} aria-labelledby={`${id}-premium`}>
      <h2 id={`${id}-premium`} className={members.sectionTitle}>
        {t('features.title')}
      </h2>
      <p className={styles.claim}>{t('claim')}</p>
      <ul className={styles.features}>
        <li>{t('features.photos')}</li>
        <li>{t('features.conversations')}</li>
        <li>{t('features.invisible')}</li>
        <li>{t('features.photoMessages')}</li>
        <li>{t('features.keep')}</li>
      </ul>
    </section>
  );
  return (
    <section className={members.wide} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={page.title}>
        {props.premiumMember && props.variant === 'premium'
          ? t('title.premiumMember')
          : t(`title.${props.variant}`)}
      </h1>
      <p className={members.muted}>
        {t('intro')}{' '}
        {props.premiumMember ? t('premiumMember') : props.variant !== 'credits' ? t('premiumIntro') : null}
      </p>
      {props.balance !== null ? (
        <p className={members.row}>
          <span>{t('balance', { count: props.balance })}</span>
          {props.ordersHref ? (
            <ButtonLink href={props.ordersHref} variant="link" LinkComponent={ScreenLinkComponent}>
              {t('ordersLink')}
            </ButtonLink>
          ) : null}
          {props.repeatHref ? (
            <ButtonLink href={props.repeatHref} variant="link" LinkComponent={ScreenLinkComponent}>
              {t('repeat')}
            </ButtonLink>
          ) : null}
        </p>
      ) : null}
      {premiumFirst ? premium : null}
      {discount && props.status === 'ready' ? (
        <DiscountBanner
          percent={discount.percentage}
          locale={locale}
          title={t(discount.kind === 'time_bonus' ? 'discount.timeBonus' : 'discount.welcome', {
            percent: discount.percentage,
          })}
          code={discount.code}
          codeLabel={t('discount.code')}
          {...(discount.secondsLeft !== undefined
            ? {
                secondsLeft: discount.secondsLeft,
                countdownLabel: t('discount.endsIn'),
                announce: ({ hours, minutes }) => t('discount.left', { hours, minutes }),
                onExpire: props.onDiscountExpire,
              }
            : {})}
        />
      ) : null}
      {props.status === 'loading' ? (
        <div role="status" aria-label={t('loading')}>
          <Skeleton shape="rect" height={320} />
        </div>
      ) : props.status === 'error' ? (
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
        <>
          <ul className={styles.packages}>
            {props.packages.map((p) => (
              <li key={p.id}>
                <PackageCard
                  credits={p.credits}
                  price={discounted(p.price)}
                  currency={p.currency}
                  locale={locale}
                  creditsLabel={(count) => t('credits', { count })}
                  perCreditLabel={(price) => t('perCredit', { price })}
                  {...(discount
                    ? {
                        originalPrice: Number(p.price),
                        originalPriceLabel: t('was'),
                        discountLabel: `-${discount.percentage}%`,
                      }
                    : {})}
                  {...(p.popular ? { popularLabel: t('popular') } : {})}
                  selectLabel={`${t('choose')}`}
                  onSelect={() => props.onSelect(p.id)}
                />
              </li>
            ))}
          </ul>
          <p className={members.muted}>
            {props.vatPercentage > 0 ? t('vat', { rate: props.vatPercentage }) : t('noVat')}{' '}
            {t('perMessage', { count: props.messageCredits })}
          </p>
        </>
      )}
      {premiumFirst ? null : premium}
    </section>
  );
}
