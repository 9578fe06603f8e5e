import { Button, Menu, MenuItem, MenuTrigger, Popover, type Selection } from 'react-aria-components';
import { fieldStyles } from '../Field';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '../Icon';
import * as styles from './LanguageMenu.css';

export interface LanguageOption {
  /** Locale code, e.g. "nl". */
  code: string;
  /** The language's name in itself, e.g. "Nederlands". */
  name: string;
}

export interface LanguageMenuProps {
  locales: readonly LanguageOption[];
  /** The code of the current locale. */
  current: string;
  onChange: (code: string) => void;
  /** Accessible name of the button, e.g. "Language" (in the current language). */
  label: string;
  isDisabled?: boolean;
}

/** A button that opens a menu of languages by their native names; the current one is checked. */
export function LanguageMenu({ locales, current, onChange, label, isDisabled }: LanguageMenuProps) {
  const currentName = locales.find((l) => l.code === current)?.name ?? current;
  const select = (keys: Selection) => {
    if (keys === 'all') return;
    const [code] = [...keys];
    if (code !== undefined && String(code) !== current) onChange(String(code));
  };
  return (
    <MenuTrigger>
      <Button className={styles.trigger} aria-label={`${label}: ${currentName}`} isDisabled={isDisabled}>
        <GlobeIcon />
        <span className={styles.current} aria-hidden="true">
          {currentName}
        </span>
        <ChevronDownIcon />
      </Button>
      <Popover className={fieldStyles.popover} placement="bottom end">
        <Menu
          className={styles.menu}
          aria-label={label}
          items={locales.map((l) => ({ ...l, id: l.code }))}
          selectionMode="single"
          selectedKeys={[current]}
          disallowEmptySelection
          onSelectionChange={select}
        >
          {(locale) => (
            <MenuItem
              id={locale.code}
              textValue={locale.name}
              lang={locale.code}
              className={fieldStyles.option}
            >
              {({ isSelected }) => (
                <>
                  <span>{locale.name}</span>
                  {isSelected ? <CheckIcon aria-hidden /> : null}
                </>
              )}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
