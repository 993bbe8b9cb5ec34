/**
 * Page scroll lock shared by the mobile menu and every modal. Counted, so two overlapping
 * owners (menu open, then a modal) do not unlock each other.
 */
let lockCount = 0;

export function lockPageScroll(): () => void {
  lockCount += 1;
  document.documentElement.classList.add('scroll-locked');
  let released = false;
  return () => {
    if (released) return;
    released = true;
    lockCount = Math.max(0, lockCount - 1);
    if (lockCount === 0) document.documentElement.classList.remove('scroll-locked');
  };
}
