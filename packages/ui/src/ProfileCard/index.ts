export {
  ProfileCard,
  profileCardVariants,
  type ProfileCardProfile,
  type ProfileCardProps,
  type ProfileCardVariant,
} from './ProfileCard';
