const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export type UnsubscribePageState =
  | { step: 'confirm'; notice: string; action: string }
  | { step: 'done'; notice: string }
  | { step: 'refused'; detail: string };

/**
 * The page a person sees who opened a mail's unsubscribe link in a browser: it asks first (a mail scanner that
 * follows every link must not unsubscribe anyone), then confirms. Plain HTML with its own inline styles: it is
 * opened from a mail, without the app.
 */
export function unsubscribePage(studioName: string, state: UnsubscribePageState): string {
  const body =
    state.step === 'confirm'
      ? `<h1>¿Dejas de recibir estos correos?</h1>
<p>No te enviaremos más correos de «${escape(state.notice)}». Los demás avisos siguen como los elegiste.</p>
<form method="post" action="${escape(state.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Sí, dejar de recibirlos</button></form>`
      : state.step === 'done'
        ? `<h1>Listo</h1>
<p>Ya no te enviaremos correos de «${escape(state.notice)}». Puedes volver a elegirlos cuando quieras en tu cuenta.</p>
<p><a href="/cuenta">Ir a tu cuenta</a></p>`
        : `<h1>No pudimos hacerlo</h1>
<p>${escape(state.detail)}</p>
<p><a href="/cuenta">Ir a tu cuenta</a></p>`;
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(studioName)}: correos</title>
<style>
body{margin:0;background:#f4f4f5;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2328}
main{max-width:480px;margin:48px auto;padding:24px;background:#fff;border-radius:12px}
@media (max-width:520px){main{margin:24px 12px}}
.studio{margin:0 0 12px;font-size:14px;font-weight:700;letter-spacing:.04em;color:#e4572e}
h1{margin:0 0 16px;font-size:22px;line-height:28px}p{font-size:16px;line-height:24px}
button{min-height:44px;padding:0 20px;border:0;border-radius:8px;background:#e4572e;color:#fff;font-size:16px;font-weight:600;cursor:pointer}
a{display:inline-block;min-height:44px;line-height:44px;color:#e4572e}
</style></head>
<body><main><p class="studio">${escape(studioName)}</p>
${body}
</main></body></html>
`;
}
