export * from './SettingsScreen';
export * from './SpendingLimitsSection';
