// Wrapper: two states (light ↔ dark), not the theme's three, whose first click changes nothing for most readers.
import type { ReactNode } from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type { WrapperProps } from '@docusaurus/types';
import { useColorMode } from '@docusaurus/theme-common';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ColorModeToggleType>;

/**
 * A two-state toggle: every click flips what the reader sees (light ↔ dark) and stores it.
 * The theme's three-state cycle (system → light → dark) makes the first click a no-op for
 * most readers. The system preference still applies while nothing is stored, and the icon shows the
 * mode in use then too, not the theme's "system" icon (styles.module.css).
 */
export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const { colorMode } = useColorMode();
  return (
    <ColorModeToggle
      {...props}
      className={clsx(props.className, styles.twoState)}
      respectPrefersColorScheme={false}
      value={colorMode}
    />
  );
}
