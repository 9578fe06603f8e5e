export { IndexScreen, type IndexScreenProps } from './IndexScreen';
export { MemberHomeScreen, type MemberHomeScreenProps } from './MemberHomeScreen';
export {
  homeMemberOf,
  homeMembersOf,
  type HomeMember,
  type HomeSearch,
  type HomeSearchValues,
  type MemberHomeData,
  type MemberNews,
} from './types';
