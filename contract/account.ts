import { Type } from 'typebox';
import { Body } from './http';

export const ChangePasswordBody = Body({
  actual: Type.String({ maxLength: 200 }),
  nueva: Type.String({ maxLength: 200 }),
});

/** docs/product.md §5: deleting the account requires typing exactly this. */
export const DELETE_ACCOUNT_CONFIRMATION = 'Eliminar cuenta';

export const DeleteAccountBody = Body({ confirmacion: Type.String({ maxLength: 100 }) });
