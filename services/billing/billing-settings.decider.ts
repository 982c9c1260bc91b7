import type { StreamDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import type { BillingSettingsEvent } from '../../events/catalog/billing.events';
import { DEFAULT_BILLING_SETTINGS, DEFAULT_PRICE_NOTICE_DAYS, type BillingSettings } from '../../domain/billing/billing-settings';

// Two months: a grace or a block longer than that is a typo, not a studio's rule.
const MAX_DAYS = 60;

export type BillingSettingsCommand = { type: 'SetBillingSettings'; settings: BillingSettings };

const initialState = (): BillingSettings => DEFAULT_BILLING_SETTINGS;
const evolve = (_: BillingSettings, event: BillingSettingsEvent): BillingSettings => ({ ...event.data, autoApproveMatched: event.data.autoApproveMatched ?? false, priceNoticeDays: event.data.priceNoticeDays ?? DEFAULT_PRICE_NOTICE_DAYS });

const days = (n: number) => Number.isInteger(n) && n >= 0 && n <= MAX_DAYS;
const same = (a: BillingSettings, b: BillingSettings) =>
  a.graceDays === b.graceDays && a.allowCredit === b.allowCredit && a.debtBooking.mode === b.debtBooking.mode && a.debtBooking.blockAfterDays === b.debtBooking.blockAfterDays && a.autoApproveMatched === b.autoApproveMatched && a.priceNoticeDays === b.priceNoticeDays;

/** Records only real changes; refuses days out of range. */
function decide(command: BillingSettingsCommand, state: BillingSettings): BillingSettingsEvent[] {
  const next = command.settings;
  if (!days(next.graceDays) || !days(next.debtBooking.blockAfterDays) || !days(next.priceNoticeDays)) throw fail('INVALID_BILLING_DAYS', { max: MAX_DAYS });
  const data = { graceDays: next.graceDays, debtBooking: { mode: next.debtBooking.mode, blockAfterDays: next.debtBooking.blockAfterDays }, allowCredit: next.allowCredit, autoApproveMatched: next.autoApproveMatched, priceNoticeDays: next.priceNoticeDays };
  return same(data, state) ? [] : [{ type: 'BillingSettingsSet', data }];
}

export const billingSettingsDecider: StreamDecider<BillingSettings, BillingSettingsCommand, BillingSettingsEvent> = { initialState, evolve, decide };
