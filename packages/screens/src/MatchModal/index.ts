export * from './MatchModal';
