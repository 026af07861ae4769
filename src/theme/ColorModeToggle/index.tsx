// Eject (marked safe): two states (light ↔ dark), not the theme's three, and two icons from the site's sprite.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { translate } from '@docusaurus/Translate';
import { useColorMode } from '@docusaurus/theme-common';
import type { Props } from '@theme/ColorModeToggle';
import SiteIcon from '@site/src/components/SiteIcon';
import styles from './styles.module.css';

/*
 * The theme cycles system → light → dark, so the first click changes nothing for most readers; here every
 * click flips what the reader sees and stores it. While nothing is stored the system preference applies,
 * and the icon is the mode in use, picked by CSS from html[data-theme] before React starts.
 * The theme's icons are inline paths in every page's HTML; these are references into the sprite (SiteIcon),
 * which keeps each page's HTML within the server's first flight.
 */
export default function ColorModeToggle({ className, buttonClassName, onChange }: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const { colorMode } = useColorMode();
  const modeName =
    colorMode === 'dark'
      ? translate({ id: 'theme.colorToggle.ariaLabel.mode.dark', message: 'dark mode' })
      : translate({ id: 'theme.colorToggle.ariaLabel.mode.light', message: 'light mode' });
  return (
    <div className={clsx(styles.toggle, className)}>
      <button
        className={clsx('clean-btn', styles.toggleButton, !isBrowser && styles.toggleButtonDisabled, buttonClassName)}
        type="button"
        onClick={() => onChange(colorMode === 'dark' ? 'light' : 'dark')}
        disabled={!isBrowser}
        title={modeName}
        aria-label={translate(
          { id: 'theme.colorToggle.ariaLabel', message: 'Switch between dark and light mode (currently {mode})' },
          { mode: modeName },
        )}
      >
        <SiteIcon name="light" size={24} className={clsx(styles.toggleIcon, styles.lightToggleIcon)} />
        <SiteIcon name="dark" size={24} className={clsx(styles.toggleIcon, styles.darkToggleIcon)} />
      </button>
    </div>
  );
}
