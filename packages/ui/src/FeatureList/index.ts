export { FeatureList, type FeatureListItem, type FeatureListProps } from './FeatureList';
