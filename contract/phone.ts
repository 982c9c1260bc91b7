import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * An Argentine mobile number as people type it ("11 5555-1234", "011 15 5555 1234", "+54 9 11 5555 1234") in
 * E.164 with the mobile 9 (+5491155551234), or undefined when it is not one. Server and web share it: the server
 * decides, the web only warns before sending. Written without the 9 or the 15 a number reads as a landline to the
 * parser, but WhatsApp needs the mobile form, and a number given for WhatsApp is a mobile.
 */
export function argentineMobile(input: string): string | undefined {
  const parsed = parsePhoneNumberFromString(input.trim(), 'AR');
  if (!parsed || parsed.country !== 'AR' || !parsed.isValid()) return undefined;
  const national = parsed.nationalNumber.startsWith('9') ? parsed.nationalNumber.slice(1) : parsed.nationalNumber;
  // Area code plus subscriber number is always ten digits in Argentina.
  if (national.length !== 10) return undefined;
  const mobile = parsePhoneNumberFromString(`+549${national}`);
  return mobile?.isValid() ? mobile.number : undefined;
}

/** The wa.me link of an E.164 number, with a prefilled message when given. */
export const whatsappLink = (e164: string, text?: string): string =>
  `https://wa.me/${e164.replace(/^\+/, '')}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
