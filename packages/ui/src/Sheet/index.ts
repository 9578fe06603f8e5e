export { Sheet, sheetSides, type SheetProps, type SheetSide } from './Sheet';
