import { Type } from 'typebox';
import { Body } from './http';

export const ChangePasswordBody = Body({
  actual: Type.String({ maxLength: 200 }),
  nueva: Type.String({ maxLength: 200 }),
});

/** docs/product.md §5: deleting the account requires typing exactly this. */
export const DELETE_ACCOUNT_CONFIRMATION = 'Eliminar cuenta';

export const DeleteAccountBody = Body({ confirmacion: Type.String({ maxLength: 100 }) });

/** A token as emailed links carry it: 32 random bytes, base64url. */
const LinkToken = Type.String({ minLength: 1, maxLength: 200 });

export const ForgotPasswordBody = Body({ email: Type.String({ maxLength: 254 }) });

export const ResetPasswordBody = Body({ token: LinkToken, nueva: Type.String({ maxLength: 200 }) });

export const VerifyEmailBody = Body({ token: LinkToken });

/** Cuenta's "Email" card: the sign-in address and whether its owner has confirmed it. */
export const EmailStatusSchema = Type.Object({ email: Type.String(), verified: Type.Boolean() });
