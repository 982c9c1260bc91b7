import type { AccountStateView, PaymentMethodView } from '../../../../contract/billing';
import { ACCOUNT_STATE_LABELS } from '../../../../contract/wording';
import { formatPrice } from '../../lib/format-price';
import { countOf } from '../../lib/plural';

/** Centavos as the studio writes prices. */
export const pesos = (centavos: number) => formatPrice(centavos / 100);

export const STATE_LABEL: Readonly<Record<AccountStateView, string>> = ACCOUNT_STATE_LABELS;

export const METHOD_LABEL: Record<PaymentMethodView, string> = { efectivo: 'Efectivo', transferencia: 'Transferencia', mercado_pago: 'Mercado Pago' };

const VOICE = {
  own: { owes: 'Debes', owesNothing: 'No debes nada.', has: 'Tienes' },
  staff: { owes: 'Debe', owesNothing: 'No debe nada.', has: 'Tiene' },
};

/** How much, and since when it is late: to her ('own') or about her ('staff'). */
export function owedLine(account: { estado: AccountStateView; debe: number; dias_vencido: number; saldo_a_favor: number }, voice: keyof typeof VOICE = 'own'): string {
  const v = VOICE[voice];
  if (account.estado === 'al_dia') return account.saldo_a_favor > 0 ? `${v.has} ${pesos(account.saldo_a_favor)} a favor.` : v.owesNothing;
  const late = account.dias_vencido > 0 ? `, vencido hace ${countOf(account.dias_vencido, 'día', 'días')}` : ', vence hoy';
  return `${v.owes} ${pesos(account.debe)}${late}.`;
}
