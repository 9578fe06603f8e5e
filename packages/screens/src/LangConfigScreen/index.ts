export { LangConfigScreen, type LangConfigScreenProps } from './LangConfigScreen';
