import { useState, type ReactNode } from 'react';
import type { BrandColor } from '@site/src/data/media';
import styles from './styles.module.css';

type Props = { readonly color: BrandColor };

/** A colour chip whose button copies the hex value to the clipboard. */
export default function ColorSwatch({ color }: Props): ReactNode {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(color.hex);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 1500);
    } catch {
      setCopied(false);
    }
  };
  return (
    <li className={styles.swatch}>
      <span className={styles.chip} style={{ background: color.hex }} aria-hidden="true" />
      <span className={styles.name}>{color.name}</span>
      <button type="button" className="button button--sm button--outline button--secondary" onClick={() => void copy()}>
        <code className={styles.hex}>{color.hex}</code>
        <span className="visually-hidden"> copy to clipboard</span>
      </button>
      <span role="status" className={styles.status}>
        {copied ? 'Copied' : ''}
      </span>
    </li>
  );
}
