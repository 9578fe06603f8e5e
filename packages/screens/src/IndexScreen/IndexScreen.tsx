import { MemberHome } from './MemberHome';
import type { MemberHomeData } from './types';
import { VisitorHome, type VisitorHomeProps } from './VisitorHome';

export interface IndexScreenProps extends VisitorHomeProps {
  /** The logged-in member and what is new for them; absent for a visitor. */
  member?: MemberHomeData | null;
}

/**
 * `/`: for a visitor the front door (members, a search to start, how it works, why trust the
 * site, the way in); for a member what is new for them and members near them.
 */
export function IndexScreen({ member, ...visitor }: IndexScreenProps) {
  if (member) return <MemberHome member={member} memberHref={visitor.memberHref} />;
  return <VisitorHome {...visitor} />;
}
