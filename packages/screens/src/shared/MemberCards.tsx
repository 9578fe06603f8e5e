import type { ListCard } from '@amori/contract';
import { useTranslation } from 'react-i18next';
import { Button, ProfileCard, Tag } from '@amori/ui';
import * as styles from './members.css';
import { ScreenLink } from './ScreenLink';

export interface MemberCardsProps {
  members: readonly ListCard[];
  /** Where a card leads. */
  hrefOf: (id: number) => string;
  /** Members to mark as new (received likes not opened yet). */
  isNew?: (id: number) => boolean;
  /** The list's accessible name. */
  label: string;
  /** Report a member from their card (a likes entry): a button under each card. */
  onReport?: (id: number, name: string) => void;
}

/**
 * How a grid's card photo loads, by its place: the first six (a row at the widest, the first view)
 * at once, the others when scrolled near. React preloads every photo that is not lazy in the
 * page's head, ahead of its scripts and styles: twenty preloads there delay the page on a slow
 * connection.
 */
export const cardPhotoLoading = (index: number): 'lazy' | undefined => (index < 6 ? undefined : 'lazy');

/**
 * Member cards in a grid, each one link to the member; cam and resell profiles marked; a member
 * without a photo shows the photo placeholder, named as such.
 */
export function MemberCards({ members, hrefOf, isNew, label, onReport }: MemberCardsProps) {
  const { t } = useTranslation('members');
  const { t: tc } = useTranslation('common');
  return (
    <ul className={styles.cards} aria-label={label}>
      {members.map((m, i) => {
        const mark = isNew?.(m.id) ? t('likes.new') : m.kind !== 'member' ? t(`kind.${m.kind}`) : null;
        return (
          <li key={m.id} className={styles.cardItem} data-member-id={m.id}>
            {mark ? (
              <span className={styles.cardTag}>
                <Tag tone={isNew?.(m.id) ? 'primary' : 'neutral'} size="small">
                  {mark}
                </Tag>
              </span>
            ) : null}
            <ProfileCard
              profile={{
                id: String(m.id),
                name: m.name,
                age: m.age,
                region: [m.city, m.region].filter(Boolean).join(', ') || undefined,
                photoUrl: m.main_image?.thumb_filename,
                online: m.online,
              }}
              href={hrefOf(m.id)}
              onlineLabel={t('card.online')}
              noPhotoLabel={t('profile.noPhoto', { name: m.name })}
              photoLoading={cardPhotoLoading(i)}
              renderLink={({ href, className, children }) => (
                <ScreenLink href={href} className={className}>
                  {children}
                </ScreenLink>
              )}
            />
            {onReport ? (
              <Button
                size="small"
                variant="ghost"
                onPress={() => onReport(m.id, m.name)}
                aria-label={tc('report.title.member', { name: m.name })}
              >
                {tc('report.action')}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
