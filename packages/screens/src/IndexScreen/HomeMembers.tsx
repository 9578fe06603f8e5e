import { useTranslation } from 'react-i18next';
import { ProfileCard } from '@amori/ui';
import { cardPhotoLoading } from '../shared/MemberCards';
import { ScreenLink } from '../shared/ScreenLink';
import type { HomeMember } from './types';
import * as styles from './IndexScreen.css';

/** A member as the library's ProfileCard shows them. */
export function cardProfile(m: HomeMember) {
  return {
    id: String(m.id),
    name: m.name,
    age: m.age,
    region: m.place ?? undefined,
    photoUrl: m.photoUrl,
    online: m.online,
  };
}

/**
 * Member cards, each one link to the member. The first row's photos load at once (on a wide
 * screen it is in the first view); the others wait until scrolled near.
 */
export function HomeMembers(props: {
  members: readonly HomeMember[];
  hrefOf: (id: number) => string;
  label: string;
}) {
  const { t } = useTranslation('members');
  return (
    <ul className={styles.cards} aria-label={props.label}>
      {props.members.map((m, i) => (
        <li key={m.id} className={styles.card} data-member-id={m.id}>
          <ProfileCard
            profile={cardProfile(m)}
            href={props.hrefOf(m.id)}
            onlineLabel={t('card.online')}
            photoLoading={cardPhotoLoading(i)}
            renderLink={({ href, className, children }) => (
              <ScreenLink href={href} className={className}>
                {children}
              </ScreenLink>
            )}
          />
        </li>
      ))}
    </ul>
  );
}
