import {
  Label,
  Slider,
  SliderFill,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  type SliderProps,
} from 'react-aria-components';
import { fieldStyles } from '../Field';
import * as styles from './AgeRangeSlider.css';

export interface AgeRangeSliderProps extends Omit<
  SliderProps<number[]>,
  'children' | 'className' | 'style' | 'value' | 'defaultValue' | 'onChange' | 'onChangeEnd'
> {
  label: string;
  /** Accessible names of the two thumbs, e.g. ["Minimum age", "Maximum age"]. */
  thumbLabels: readonly [string, string];
  value?: readonly [number, number];
  defaultValue?: readonly [number, number];
  onChange?: (value: [number, number]) => void;
  /** Called once a drag or key press ends: the moment to search. */
  onChangeEnd?: (value: [number, number]) => void;
  /** The visible range text, e.g. `(min, max) => \`${min}–${max} years\``. */
  outputText?: (min: number, max: number) => string;
}

const pair = (v: number[]): [number, number] => [v[0] ?? 0, v[1] ?? 0];

/** An age range with two thumbs (min and max), each with its own accessible name. */
export function AgeRangeSlider({
  label,
  thumbLabels,
  value,
  defaultValue = [18, 99],
  onChange,
  onChangeEnd,
  minValue = 18,
  maxValue = 99,
  outputText = (min, max) => `${min}–${max}`,
  ...props
}: AgeRangeSliderProps) {
  return (
    <Slider<number[]>
      {...props}
      minValue={minValue}
      maxValue={maxValue}
      value={value ? [...value] : undefined}
      defaultValue={value ? undefined : [...defaultValue]}
      onChange={(v) => onChange?.(pair(v))}
      onChangeEnd={(v) => onChangeEnd?.(pair(v))}
      className={fieldStyles.field}
    >
      <div className={styles.header}>
        <Label className={fieldStyles.label}>{label}</Label>
        <SliderOutput className={styles.output}>
          {({ state }) => outputText(state.getThumbValue(0), state.getThumbValue(1))}
        </SliderOutput>
      </div>
      <SliderTrack className={styles.track}>
        <div className={styles.rail}>
          <SliderFill className={styles.fill} />
        </div>
        <SliderThumb index={0} aria-label={thumbLabels[0]} className={styles.thumb} />
        <SliderThumb index={1} aria-label={thumbLabels[1]} className={styles.thumb} />
      </SliderTrack>
    </Slider>
  );
}
