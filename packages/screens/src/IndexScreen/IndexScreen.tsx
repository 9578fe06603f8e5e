import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ButtonLink,
  CalendarIcon,
  CheckIcon,
  CreditIcon,
  FeatureList,
  HeartIcon,
  LockIcon,
  StarIcon,
} from '@amori/ui';
import { ScreenLink, ScreenLinkComponent } from '../shared/ScreenLink';
import { HomeMembers } from './HomeMembers';
import { HomeSearch } from './HomeSearch';
import type { HomeMember, HomeSearch as HomeSearchData, HomeSearchValues } from './types';
import * as styles from './IndexScreen.css';

export interface IndexScreenProps {
  siteName: string;
  /** The site's own title and description, where they fit the page's language. */
  siteCopy?: { title: string; description: string } | null;
  /** Recently active members, each with a photo; none when visitors may not browse. */
  members: readonly HomeMember[];
  /** The search a visitor can start; null when visitors may not search. */
  search: HomeSearchData | null;
  onSearch?: (values: HomeSearchValues) => void;
  memberHref: (id: number) => string;
  membersHref: string;
  signupHref: string;
  loginHref: string;
}

/**
 * `/` for a visitor, the front door: who the site is for and the ways in, recently active
 * members, a search to start, how it works and why members trust the site. (A member's `/` is
 * MemberHomeScreen.)
 */
export function IndexScreen(props: IndexScreenProps) {
  const { t } = useTranslation('home');
  const id = useId();
  const siteName = props.siteName;
  const title = props.siteCopy?.title ?? t('title');
  const description = props.siteCopy?.description ?? t('description', { siteName });
  const signup = (
    <ButtonLink variant="primary" size="large" href={props.signupHref} LinkComponent={ScreenLinkComponent}>
      {t('signup')}
    </ButtonLink>
  );
  return (
    <>
      <section className={styles.hero} aria-labelledby="index-title">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{siteName}</p>
          <h1 id="index-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.lead}>{description}</p>
          <div className={styles.actions}>
            {signup}
            <ButtonLink
              variant="outline"
              size="large"
              href={props.loginHref}
              LinkComponent={ScreenLinkComponent}
            >
              {t('login')}
            </ButtonLink>
          </div>
          <ul className={styles.promise}>
            {[t('promise.free'), t('promise.noSubscription'), t('promise.discreet')].map((text) => (
              <li key={text} className={styles.promiseItem}>
                <CheckIcon />
                {text}
              </li>
            ))}
          </ul>
        </div>
        {props.search ? <HomeSearch search={props.search} onSearch={props.onSearch} /> : null}
      </section>

      {props.members.length > 0 ? (
        <section className={styles.section} aria-labelledby={`${id}-members`}>
          <div className={styles.sectionHead}>
            <h2 id={`${id}-members`} className={styles.sectionTitle}>
              {t('members.title')}
            </h2>
            <ScreenLink href={props.membersHref} className={styles.link}>
              {t('members.all')}
            </ScreenLink>
          </div>
          <HomeMembers members={props.members} hrefOf={props.memberHref} label={t('members.title')} />
        </section>
      ) : null}

      <div className={styles.band}>
        <section className={styles.section} aria-labelledby={`${id}-how`}>
          <h2 id={`${id}-how`} className={styles.sectionTitle}>
            {t('how.title')}
          </h2>
          <FeatureList
            numbered
            items={[
              { title: t('how.profile'), text: t('how.profileText') },
              { title: t('how.search'), text: t('how.searchText') },
              { title: t('how.chat'), text: t('how.chatText') },
            ]}
          />
        </section>
      </div>

      <section className={styles.section} aria-labelledby={`${id}-trust`}>
        <h2 id={`${id}-trust`} className={styles.sectionTitle}>
          {t('trust.title', { siteName })}
        </h2>
        <FeatureList
          items={[
            { icon: <LockIcon />, title: t('trust.discreet'), text: t('trust.discreetText') },
            { icon: <CreditIcon />, title: t('trust.payAsYouGo'), text: t('trust.payAsYouGoText') },
            { icon: <CalendarIcon />, title: t('trust.noSubscription'), text: t('trust.noSubscriptionText') },
            { icon: <StarIcon />, title: t('trust.premium'), text: t('trust.premiumText') },
          ]}
        />
      </section>

      <section className={styles.join} aria-labelledby={`${id}-join`}>
        <HeartIcon className={styles.joinIcon} size={40} />
        <h2 id={`${id}-join`} className={styles.sectionTitle}>
          {t('join.title')}
        </h2>
        <p className={styles.lead}>{t('join.text')}</p>
        {signup}
      </section>
    </>
  );
}
