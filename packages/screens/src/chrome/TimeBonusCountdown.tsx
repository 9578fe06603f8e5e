import { useTranslation } from 'react-i18next';
import { Countdown } from '@amori/ui';

const MARK = '%%TIME%%';

export interface TimeBonusCountdownProps {
  /** The i18n key (nav namespace) of a sentence with a `{{time}}` placeholder. */
  textKey: 'alerts.timeBonus' | 'timeBonusModal.body';
  secondsLeft: number;
}

/** A translated sentence with the library Countdown in place of its `{{time}}` placeholder. */
export function TimeBonusCountdown({ textKey, secondsLeft }: TimeBonusCountdownProps) {
  const { t } = useTranslation('nav');
  const { t: tc } = useTranslation('common');
  const [before = '', after = ''] = t(textKey, { time: MARK }).split(MARK);
  return (
    <>
      {before}
      <Countdown
        seconds={secondsLeft}
        size="small"
        // Read inside the sentence ('ends in 3 h 58 min'): the time alone, no 'left' of its own.
        announce={({ hours, minutes }) => tc('countdown.duration', { hours, minutes })}
      />
      {after}
    </>
  );
}
