import type { ClerkProviderProps } from '@clerk/clerk-react';

type Localization = NonNullable<ClerkProviderProps['localization']>;

/**
 * @clerk/localizations is not installed, so this covers the texts members see most
 * (es-MX); anything missing falls back to Clerk's English.
 */
export const clerkLocalization: Localization = {
  locale: 'es-MX',
  formButtonPrimary: 'Continuar',
  dividerText: 'o',
  backButton: 'Atrás',
  formFieldLabel__emailAddress: 'Correo electrónico',
  formFieldLabel__emailAddress_username: 'Correo electrónico o usuario',
  formFieldLabel__password: 'Contraseña',
  formFieldLabel__firstName: 'Nombre',
  formFieldLabel__lastName: 'Apellido',
  formFieldInputPlaceholder__emailAddress: 'Ingresa tu correo electrónico',
  formFieldInputPlaceholder__password: 'Ingresa tu contraseña',
  formFieldInputPlaceholder__firstName: 'Nombre',
  formFieldInputPlaceholder__lastName: 'Apellido',
  formFieldAction__forgotPassword: '¿Olvidaste tu contraseña?',
  formFieldHintText__optional: 'Opcional',
  socialButtonsBlockButton: 'Continuar con {{provider|titleize}}',
  signIn: {
    start: {
      title: 'Iniciar sesión',
      subtitle: 'para continuar en {{applicationName}}',
      actionText: '¿No tienes cuenta?',
      actionLink: 'Regístrate',
    },
    password: {
      title: 'Ingresa tu contraseña',
      subtitle: 'para continuar en {{applicationName}}',
      actionLink: 'Usar otro método',
    },
  },
  signUp: {
    start: {
      title: 'Crea tu cuenta',
      subtitle: 'para continuar en {{applicationName}}',
      actionText: '¿Ya tienes cuenta?',
      actionLink: 'Inicia sesión',
    },
    emailCode: {
      title: 'Verifica tu correo',
      subtitle: 'para continuar en {{applicationName}}',
      formTitle: 'Código de verificación',
      formSubtitle: 'Ingresa el código enviado a tu correo electrónico',
      resendButton: '¿No recibiste el código? Reenviar',
    },
  },
  unstable__errors: {
    form_identifier_not_found: 'No se encontró ninguna cuenta con esos datos.',
    form_identifier_exists: 'Ya existe una cuenta con ese correo.',
    form_password_incorrect: 'Contraseña incorrecta. Intenta nuevamente.',
    form_password_pwned: 'Esta contraseña apareció en una filtración. Elige otra.',
    form_password_length_too_short: 'La contraseña es demasiado corta.',
    form_param_format_invalid: 'El formato no es válido.',
    form_param_nil: 'Este campo es obligatorio.',
    form_code_incorrect: 'El código es incorrecto.',
  },
};
