import type { DebtBookingPolicy } from './debt-booking-policy';

/** The studio's rules for monthly plans. */
export interface BillingSettings {
  /** Days after a month's date before an unpaid month puts her "en mora". */
  graceDays: number;
  /** What a booking meets while she owes (debt-booking-policy.ts). */
  debtBooking: DebtBookingPolicy;
  /** Whether a payment above the debt is kept as her balance in favour, or refused. */
  allowCredit: boolean;
  /** Whether a receipt that matches an imported bank movement is approved at the import, without a tap. */
  autoApproveMatched: boolean;
  /** Days before a scheduled price increase her plan's members are told of it. */
  priceNoticeDays: number;
}

// A week: what consumer practice asks of a price increase told ahead, and what studios here give.
export const DEFAULT_PRICE_NOTICE_DAYS = 7;

// Until the studio saves its own: ten days of grace (the "pronto pago" day most studios use), bookings allowed.
export const DEFAULT_BILLING_SETTINGS: BillingSettings = { graceDays: 10, debtBooking: { mode: 'permitir', blockAfterDays: 0 }, allowCredit: false, autoApproveMatched: false, priceNoticeDays: DEFAULT_PRICE_NOTICE_DAYS };
