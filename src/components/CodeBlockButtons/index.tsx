import { startTransition, useEffect, useState, type ReactNode } from 'react';
import Buttons from '@theme/CodeBlock/Buttons';

/**
 * The theme's code-block buttons (word wrap, copy), mounted in a transition once the block is in the
 * page. The theme mounts them when the page learns it runs in a browser, in the one render after
 * hydration React does not split: about 190 elements (SVG icons) for the 17 blocks of the
 * quickstart, a quarter of that task on a phone. In a transition React renders them in short slices.
 * They are invisible until the block is hovered or focused, and the server never rendered them, so
 * nothing a reader sees changes.
 */
export default function CodeBlockButtons(): ReactNode {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? <Buttons /> : null;
}
