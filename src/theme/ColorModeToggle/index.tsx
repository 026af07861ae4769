import type { ReactNode } from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type { WrapperProps } from '@docusaurus/types';
import { useColorMode } from '@docusaurus/theme-common';

type Props = WrapperProps<typeof ColorModeToggleType>;

/**
 * A two-state toggle: every click flips what the reader sees (light ↔ dark) and stores it.
 * The theme's three-state cycle (system → light → dark) makes the first click a no-op for
 * most readers. The system preference still applies while nothing is stored.
 */
export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const { colorMode } = useColorMode();
  return <ColorModeToggle {...props} respectPrefersColorScheme={false} value={colorMode} />;
}
