/**
 * Server side of the email rule: an address with an internationalized domain ('ali@şirket.com.tr')
 * also goes to the webhook in ASCII ('ali@xn--irket-ova.com.tr'), for receivers that only take
 * ASCII addresses. Node's URL code does the punycode (the browser bundle never needs it).
 */
import { domainToASCII } from 'node:url';

/** The address with its domain in ASCII, or undefined when it already is ASCII (or cannot be). */
export function asciiEmailOf(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  if (at <= 0) return undefined;
  const domain = email.slice(at + 1);
  if (/^[\x00-\x7f]*$/.test(domain)) return undefined;
  const ascii = domainToASCII(domain);
  return ascii ? `${email.slice(0, at)}@${ascii}` : undefined;
}

/** `body` with `key` (the ASCII address) added last when the typed address's domain is not ASCII. */
export function withAsciiEmail<Body extends object>(
  body: Body,
  email: string,
  key: string,
): Body | (Body & Record<string, string>) {
  const ascii = asciiEmailOf(email);
  return ascii === undefined ? body : { ...body, [key]: ascii };
}
