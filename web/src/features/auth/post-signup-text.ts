/** What the post-sign-up screen says while it saves the new account, in either auth mode. */
export const SAVING_TEXT = 'Guardando tus datos...';
