import type { ReactNode } from 'react';
import type { Testimonial } from '@site/src/data/testimonials';
import { longDate } from '@site/src/utils/longDate';
import styles from './styles.module.css';

type Props = {
  readonly testimonials: readonly Testimonial[];
  /** Rendered instead of the list when there is nothing to show. */
  readonly emptyMessage: ReactNode;
};

/**
 * Public posts about tRPC, each quoted verbatim and linked to its source. The markup is the
 * embeddable-post format, so the social widget (loaded only when such a post is on the page)
 * can upgrade it; without the widget, or offline, it stays a readable linked quote.
 */
export default function TestimonialList({ testimonials, emptyMessage }: Props): ReactNode {
  if (testimonials.length === 0) {
    return <div className={styles.empty}>{emptyMessage}</div>;
  }
  return (
    <ul className={styles.list}>
      {testimonials.map((testimonial) => (
        <li key={testimonial.url} className={styles.item}>
          <blockquote className="twitter-tweet" cite={testimonial.url}>
            <p>{testimonial.text}</p>
            <footer>
              {testimonial.author} ({testimonial.handle}),{' '}
              <a href={testimonial.url}>
                <time dateTime={testimonial.date}>{longDate(testimonial.date)}</time>
              </a>
            </footer>
          </blockquote>
        </li>
      ))}
    </ul>
  );
}
