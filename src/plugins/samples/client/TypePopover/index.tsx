import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { TypeText } from './TypeText';
import styles from './styles.module.css';

type Props = {
  readonly id: string;
  /** The identifier the popover describes; nothing shows while it is null. */
  readonly anchor: HTMLElement | null;
  /** The positioned element the popover is placed in (it contains the anchor). */
  readonly container: RefObject<HTMLElement | null>;
  readonly type: { readonly text: string; readonly docs?: string } | undefined;
  readonly onPointerEnter: () => void;
  readonly onPointerLeave: () => void;
};

const GAP = 4;

/**
 * The popover of the typed samples (../SampleCode), loaded when a reader first points at
 * or focuses an identifier. The type (and doc comment) of an identifier, under its line (or above it when there is no room
 * below), so that it never covers the line being read. Always in the DOM so that
 * `aria-describedby` can point at it; hidden while closed.
 */
export default function TypePopover({ id, anchor, container, type, onPointerEnter, onPointerLeave }: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);

  // Placed before paint, from the anchor's box and the popover's own size.
  useLayoutEffect(() => {
    const popover = ref.current;
    if (!anchor || !container.current || !popover) return;
    const box = container.current.getBoundingClientRect();
    const target = anchor.getBoundingClientRect();
    const { offsetWidth: width, offsetHeight: height } = popover;
    const fitsBelow = target.bottom + GAP + height <= window.innerHeight || target.top - GAP - height < 0;
    popover.style.top = `${fitsBelow ? target.bottom - box.top + GAP : target.top - box.top - GAP - height}px`;
    popover.style.left = `${Math.max(0, Math.min(target.left - box.left, box.width - width))}px`;
  }, [anchor, container, type]);

  const open = anchor !== null && type !== undefined;
  return (
    <div
      ref={ref}
      id={id}
      role="tooltip"
      className={styles.popover}
      hidden={!open}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      {type && (
        <>
          <code className={styles.type}>
            <TypeText text={type.text} />
          </code>
          {type.docs && <p className={styles.docs}>{type.docs}</p>}
        </>
      )}
    </div>
  );
}
