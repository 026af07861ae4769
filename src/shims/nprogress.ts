/**
 * The browser bundle's `nprogress` (a bundler alias in `src/plugins/bundle`): the three calls the
 * theme makes for its page-change progress bar (`configure`, `start`, `done`), drawing the same
 * `#nprogress .bar .peg` markup the theme's stylesheet styles, in a fraction of the package's size.
 */
const TRICKLE_MS = 800;
const FADE_MS = 200;

let progress: number | null = null;
let trickle: number | undefined;

function bar(): HTMLElement {
  const existing = document.getElementById('nprogress');
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = 'nprogress';
  element.innerHTML = '<div class="bar" role="progressbar" aria-label="Loading the page"><div class="peg"></div></div>';
  document.body.append(element);
  return element;
}

function show(value: number): void {
  progress = value;
  const element = bar().firstElementChild as HTMLElement;
  element.style.transition = `transform ${FADE_MS}ms ease`;
  element.style.transform = `translate3d(${(value - 1) * 100}%, 0, 0)`;
}

const nprogress = {
  /** The theme turns the spinner off; this bar has none. */
  configure() {
    return nprogress;
  },
  start() {
    if (progress === null) show(0.08);
    window.clearInterval(trickle);
    trickle = window.setInterval(
      () => show(Math.min(0.994, (progress ?? 0) + (1 - (progress ?? 0)) * 0.1)),
      TRICKLE_MS,
    );
    return nprogress;
  },
  done() {
    window.clearInterval(trickle);
    if (progress === null) return nprogress;
    show(1);
    progress = null;
    window.setTimeout(() => {
      if (progress === null) document.getElementById('nprogress')?.remove();
    }, FADE_MS * 2);
    return nprogress;
  },
};

export default nprogress;
