import { Button } from '../Button';
import { visuallyHidden } from '../styles/a11y.css';
import * as styles from './PackageCard.css';

export interface PackageCardProps {
  credits: number;
  /** Price in the currency's major unit (euros, not cents). */
  price: number;
  /** ISO 4217 code, e.g. "EUR". */
  currency: string;
  /** BCP 47 locale for the number formats, e.g. "nl-NL". */
  locale: string;
  /** Heading text, e.g. `(n) => `${n} credits``. */
  creditsLabel: (credits: number) => string;
  /** Per-credit text, e.g. `(price) => `${price} per credit``; gets the formatted price. */
  perCreditLabel: (formattedPrice: string) => string;
  /** Price before the discount; shown struck through. */
  originalPrice?: number;
  /** Accessible text before the struck price, e.g. "Was". */
  originalPriceLabel?: string;
  /** Discount ribbon text, e.g. "-25%". */
  discountLabel?: string;
  /** Marks the most popular package with this text, e.g. "Most popular". */
  popularLabel?: string;
  selectLabel: string;
  onSelect: () => void;
  selected?: boolean;
  isDisabled?: boolean;
}

/** A credits package: credits, price, per-credit price, discount ribbon and "most popular" flag. */
export function PackageCard({
  credits,
  price,
  currency,
  locale,
  creditsLabel,
  perCreditLabel,
  originalPrice,
  originalPriceLabel,
  discountLabel,
  popularLabel,
  selectLabel,
  onSelect,
  selected,
  isDisabled,
}: PackageCardProps) {
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const perCredit = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 3,
  });
  return (
    <article
      className={styles.card}
      data-popular={popularLabel ? true : undefined}
      data-discount={discountLabel ? true : undefined}
      data-selected={selected || undefined}
    >
      {popularLabel ? <span className={styles.popular}>{popularLabel}</span> : null}
      {discountLabel ? <span className={styles.ribbon}>{discountLabel}</span> : null}
      <h3 className={styles.credits}>{creditsLabel(credits)}</h3>
      <p className={styles.price}>
        {originalPrice !== undefined ? (
          <s className={styles.original}>
            {originalPriceLabel ? <span className={visuallyHidden}>{originalPriceLabel} </span> : null}
            {money.format(originalPrice)}
          </s>
        ) : null}
        <span data-testid="package-price">{money.format(price)}</span>
      </p>
      <span className={styles.perCredit}>
        {perCreditLabel(perCredit.format(credits > 0 ? price / credits : 0))}
      </span>
      <Button
        variant={popularLabel ? 'primary' : 'outline'}
        fullWidth
        onPress={onSelect}
        isDisabled={isDisabled}
      >
        {selectLabel}
      </Button>
    </article>
  );
}
