export { IndexScreen, type IndexScreenProps } from './IndexScreen';
export {
  homeMemberOf,
  homeMembersOf,
  type HomeMember,
  type HomeSearch,
  type HomeSearchValues,
  type MemberHomeData,
  type MemberNews,
} from './types';
