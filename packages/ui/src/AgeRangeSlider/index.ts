export { AgeRangeSlider, type AgeRangeSliderProps } from './AgeRangeSlider';
