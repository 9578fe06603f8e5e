export { ProfileFacts, type ProfileFact, type ProfileFactsProps } from './ProfileFacts';
