export * from './SettingsScreen';
