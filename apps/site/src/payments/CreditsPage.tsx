import type { DiscountCode } from '@amori/contract';
import { repeatableOrder, TIME_BONUS_CODE, timeBonusState } from '@amori/core';
import { CreditsScreen, type ActiveDiscountView, type CreditsVariant } from '@amori/screens';
import { useNavigate, useSearchParams } from 'react-router';
import { useUser } from '../data/hooks';
import { useCredits, useTransactions, useWelcomeDiscount } from '../data/payments';

/** The member's discount as the screens show it: the time bonus with its seconds left, or the welcome discount. */
export function discountView(
  code: DiscountCode | null | undefined,
  user: { paid_user: boolean; signup_date: string } | null | undefined,
): ActiveDiscountView | null {
  if (!code || code.expired) return null;
  if (code.code === TIME_BONUS_CODE) {
    const bonus = timeBonusState({
      loggedIn: Boolean(user),
      paidUser: user?.paid_user ?? false,
      signupDate: user?.signup_date,
      now: Date.now(),
    });
    if (!bonus.isVisible) return null;
    return {
      code: code.code,
      percentage: code.percentage,
      kind: 'time_bonus',
      secondsLeft: bonus.secondsLeft,
    };
  }
  return { code: code.code, percentage: code.percentage, kind: 'welcome' };
}

/** `/credits`, `/premium` and `/pricing`: the packages; choosing one opens its checkout. */
export function CreditsPage({ variant }: { variant: CreditsVariant }) {
  const navigate = useNavigate();
  const { data: user } = useUser();
  const [search] = useSearchParams();
  const { data, error, mutate } = useCredits(user ? null : search.get('country'));
  const { data: code, mutate: reloadDiscount } = useWelcomeDiscount(user);
  const { data: history } = useTransactions(Boolean(user));
  // Offered only when there is an order the repeat can place: the newest, its bundle still sold here.
  const canRepeat = Boolean(
    data &&
    history &&
    repeatableOrder(
      history.orders,
      data.packages.map((p) => p.id),
    ),
  );
  return (
    <CreditsScreen
      status={data ? 'ready' : error ? 'error' : 'loading'}
      variant={variant}
      packages={data?.packages ?? []}
      vatPercentage={data?.vat_percentage ?? 0}
      messageCredits={data?.message_credits ?? 10}
      discount={discountView(code, user)}
      balance={user ? user.credits : null}
      premiumMember={user?.paid_user ?? false}
      ordersHref={user ? '/transactions' : undefined}
      repeatHref={canRepeat ? '/credits/repeat-order' : undefined}
      onSelect={(id) => void navigate(`/credits/${id}`)}
      onDiscountExpire={() => void reloadDiscount()}
      onRetry={() => void mutate()}
    />
  );
}
