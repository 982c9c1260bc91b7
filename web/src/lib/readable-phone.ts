import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** A kept number (E.164) as people read it: +54 9 11 5555 1234; empty for none. */
export const readablePhone = (e164: string | null): string => (e164 ? (parsePhoneNumberFromString(e164)?.formatInternational() ?? e164) : '');
