import { UserIcon } from '@amori/ui';
import * as styles from './chrome.css';

/** The account button's content: a person icon and the member's name (below md the icon only). */
export function AccountTriggerContent({ name }: { name: string }) {
  return (
    <>
      <UserIcon aria-hidden />
      <span className={styles.accountName}>{name}</span>
    </>
  );
}
