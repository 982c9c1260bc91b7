import { billingSettingsProjector, monthlyAccountsProjector } from '../../projections/billing/billing.projector';
import { billingTopics } from '../../projections/billing/billing.topics';
import { routes, type FeatureModule } from '../feature-module';
import { billingRoutes } from './billing.routes';
import { paymentReportRoutes } from './payment-report.routes';
import { verifiedTransferRoutes } from './verified-transfers.routes';
import { pauseRoutes } from './pause.routes';
import { priceListRoutes } from './price-list.routes';
import { memberPausesProjector, pausePlanLimitsProjector, pauseSettingsProjector } from '../../projections/billing/pauses.projector';
import { bankMovementsProjector } from '../../projections/billing/bank-movements.projector';
import { priceListsProjector } from '../../projections/billing/price-lists.projector';
import { startMonthlyCharges } from './monthly-charges.job';
import { closureExpiriesReactor } from './closure-expiries.reactor';
import { matchedReceiptsReactor } from './matched-receipts.reactor';

/**
 * Monthly plans (abonos): each month owed whether or not she paid, payments, where she stands, her own cancellation,
 * and her pauses, which move what she holds.
 */
export const billingFeature: FeatureModule = {
  name: 'billing',
  routes: [routes(billingRoutes), routes(paymentReportRoutes), routes(verifiedTransferRoutes), routes(pauseRoutes), routes(priceListRoutes)],
  projectors: [billingSettingsProjector, monthlyAccountsProjector, bankMovementsProjector, pauseSettingsProjector, memberPausesProjector, pausePlanLimitsProjector, priceListsProjector],
  topics: billingTopics,
  // A studio day closed moving expiries gives every member the day back; reopened, it takes it back. A receipt whose
  // movement is already imported is approved as it arrives, when the studio says so.
  processors: ({ clock, studioTz }) => [closureExpiriesReactor({ clock, tz: studioTz }), matchedReceiptsReactor({ clock, tz: studioTz })],
  // Each monthly date charges the month and gives her its classes, appended when the clock reaches it.
  jobs: [
    ({ database, config, clock, log }) =>
      startMonthlyCharges({ db: database.db, clock, studioTz: config.studioTz, log: (m, error) => (error ? log.error({ err: error }, m) : log.info(m)) }),
  ],
};
