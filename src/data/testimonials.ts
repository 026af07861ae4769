/**
 * Public posts about tRPC shown on the "Testimonials" docs page.
 *
 * Rules: only real, public posts; `url` is the exact address of the post; `text` is the
 * post's own wording, unedited; we never write or paraphrase words for someone. Add an
 * entry by pull request. The list may stay empty: the page then explains where to read
 * what the community says.
 */

export type Testimonial = {
  /** The author's display name. */
  readonly author: string;
  /** The author's handle on the platform, e.g. `@someone`. */
  readonly handle: string;
  /** Exact public URL of the post. */
  readonly url: string;
  /** The post's text, exactly as published. */
  readonly text: string;
  /** Publication date as `YYYY-MM-DD`. */
  readonly date: string;
};

export const testimonials: readonly Testimonial[] = [];
