import { renderToStaticMarkup } from 'react-dom/server';
import { CONTACT_FORM_BOOT, hasHeldSubmit, takeHeldSubmit } from '../contact-form-boot';
import { ContactFormBoot } from '../contact-form-boot-script';

/** The served form followed by the boot script, run as the browser runs it while parsing. */
function serveForm(): HTMLFormElement {
  document.body.innerHTML =
    '<form action="/api/contact" method="post"><input name="firstName" required /></form>';
  const form = document.querySelector('form')!;
  const template = document.createElement('template');
  template.innerHTML = renderToStaticMarkup(<ContactFormBoot />);
  const script = document.createElement('script');
  script.textContent = template.content.querySelector('script')!.textContent;
  // document.currentScript is the script while it runs, right after the form.
  form.after(script);
  return form;
}

let submitted: jest.SpyInstance;

beforeEach(() => {
  submitted = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the served contact form before its live version: a submit is held, not lost', () => {
  it('cancels the browser bubble of an invalid control and holds the submit', () => {
    const form = serveForm();
    const held = jest.fn();
    document.body.addEventListener(CONTACT_FORM_BOOT.heldEvent, held);
    const invalid = new Event('invalid', { cancelable: true });
    form.querySelector('input')!.dispatchEvent(invalid);
    expect(invalid.defaultPrevented).toBe(true);
    expect(held).toHaveBeenCalledTimes(1);
    expect(hasHeldSubmit(form)).toBe(true);
    // The live form takes it over once.
    expect(takeHeldSubmit(form)).toBe(true);
    expect(takeHeldSubmit(form)).toBe(false);
  });

  it('cancels a valid submit (the page stays) and holds it', () => {
    const form = serveForm();
    const submit = new Event('submit', { cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(hasHeldSubmit(form)).toBe(true);
  });

  it("posts a held submit when one of the site's scripts fails to download, then stops holding", () => {
    const form = serveForm();
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    const failed = document.createElement('script');
    failed.src = `${location.origin}/_next/static/chunks/page.js`;
    document.head.append(failed);
    failed.dispatchEvent(new Event('error'));
    // (Earlier tests' scripts listen on window too: count this form's posts.)
    expect(submitted.mock.contexts.filter((context) => context === form)).toHaveLength(1);
    expect(hasHeldSubmit(form)).toBe(false);
    // From now on the form works as without JavaScript.
    const next = new Event('submit', { cancelable: true });
    form.dispatchEvent(next);
    expect(next.defaultPrevented).toBe(false);
  });

  it("ignores another host's script failing (an analytics tag a blocker stopped)", () => {
    const form = serveForm();
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    const blocked = document.createElement('script');
    blocked.src = 'https://www.googletagmanager.com/gtag/js';
    document.head.append(blocked);
    blocked.dispatchEvent(new Event('error'));
    expect(submitted.mock.contexts).not.toContain(form);
    expect(hasHeldSubmit(form)).toBe(true);
  });
});
