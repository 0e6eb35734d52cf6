/**
 * The sign-in page index.html paints before the app has arrived (static-sign-in/paint.js): shown
 * beside the app's root, which stays hidden until the app has a screen of its own to show.
 */
export interface StaticSignIn {
  email: HTMLInputElement;
  password: HTMLInputElement;
  rememberMe: HTMLInputElement;
  /** The field the player is in, to put them back in it. */
  focused: 'email' | 'password' | null;
  /** The player pressed Sign in before the app had arrived: the app submits for them. */
  isSubmitted: boolean;
}

const PAGE_ID = 'static-sign-in-page';

/** Takes the static page away and shows the app's root. */
function dropStaticSignIn(): void {
  document.getElementById(PAGE_ID)?.remove();
  document.documentElement.classList.remove('ssi-shown');
}

/**
 * Takes the static page over: what its form holds (null when there is none), then drops it, so
 * the app's own form, shown in its place, can take the focus.
 */
export function takeStaticSignIn(): StaticSignIn | null {
  const form = document.getElementById('static-sign-in');
  if (!(form instanceof HTMLFormElement)) return null;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const email = field('email');
  const password = field('password');
  const focused = document.activeElement === email ? 'email' : document.activeElement === password ? 'password' : null;
  const isSubmitted = form.hasAttribute('data-submitted');
  dropStaticSignIn();
  return { email, password, rememberMe: field('rememberMe'), focused, isSubmitted };
}

/** True while the app's root shows nothing but loading spinners (role="status"). */
const isStillLoading = (root: HTMLElement) => !root.querySelector(':not([role="status"], [role="status"] *)');

/**
 * Drops the static page as soon as the app's root shows anything but a spinner, when the app's
 * sign-in form has not taken it over (in its layout effect, before this observer runs): any other
 * screen (an error, a redirect) must not stay hidden behind a form that no longer works.
 */
export function dropStaticSignInWhenAppShows(root: HTMLElement): void {
  if (!document.getElementById(PAGE_ID)) return;
  const observer = new MutationObserver(() => {
    if (isStillLoading(root)) return;
    observer.disconnect();
    dropStaticSignIn();
  });
  observer.observe(root, { childList: true, subtree: true });
}
