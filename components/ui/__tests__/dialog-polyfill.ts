/** jsdom has no showModal()/close(): enough of them for components that use a native <dialog>. */
export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & {
    showModal: () => void;
    close: () => void;
  };
  if (typeof proto.showModal !== 'function' || !('__polyfilled' in proto)) {
    Object.assign(proto, {
      __polyfilled: true,
      showModal(this: HTMLDialogElement) {
        this.setAttribute('open', '');
      },
      close(this: HTMLDialogElement) {
        this.removeAttribute('open');
      },
    });
  }
}
