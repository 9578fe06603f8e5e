export { InfoPageScreen, type InfoPageCompany, type InfoPageScreenProps } from './InfoPageScreen';
