import { Button } from '../Button';
import { Countdown, type CountdownTimeLeft } from '../Countdown';
import { TagIcon } from '../Icon';
import * as styles from './DiscountBanner.css';

export interface DiscountBannerProps {
  /** The discount in percent, e.g. 25. */
  percent: number;
  /** BCP 47 locale for the percentage, e.g. "de-DE" ("25 %"). */
  locale: string;
  /** e.g. "25% welcome bonus". */
  title: string;
  /** The discount code, e.g. "TIMEBONUS25". */
  code?: string;
  /** Text before the code, e.g. "Code". */
  codeLabel?: string;
  /** Seconds left: shows a countdown when given. */
  secondsLeft?: number;
  /** Countdown label, e.g. "Ends in". */
  countdownLabel?: string;
  /** What a screen reader hears each minute; required with `secondsLeft`. */
  announce?: (left: CountdownTimeLeft) => string;
  /** Called once when the countdown ends. */
  onExpire?: () => void;
  actionLabel?: string;
  onAction?: () => void;
}

/** A discount offer: percentage, code, and optionally the time left. */
export function DiscountBanner({
  percent,
  locale,
  title,
  code,
  codeLabel,
  secondsLeft,
  countdownLabel,
  announce,
  onExpire,
  actionLabel,
  onAction,
}: DiscountBannerProps) {
  const formatted = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
    -percent / 100,
  );
  return (
    <section className={styles.banner} aria-label={title} data-timed={secondsLeft !== undefined || undefined}>
      <span className={styles.percent} aria-hidden="true">
        {formatted}
      </span>
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        {code ? (
          <span className={styles.code}>
            <TagIcon />
            {codeLabel ? <span>{codeLabel}</span> : null}
            <span className={styles.codeValue}>{code}</span>
          </span>
        ) : null}
        {secondsLeft !== undefined && announce ? (
          <Countdown
            seconds={secondsLeft}
            announce={announce}
            label={countdownLabel}
            size="small"
            onDone={onExpire}
          />
        ) : null}
      </div>
      {actionLabel && onAction ? (
        <Button variant="primary" onPress={onAction}>
          {actionLabel}
        </Button>
      ) : null}
    </section>
  );
}
