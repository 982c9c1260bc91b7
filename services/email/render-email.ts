/** What one mail says; the layout (studio's name on top, one button, small print) is renderEmail's. */
export interface EmailContent {
  studioName: string;
  /** The heading, in sentence case: usually the subject. */
  title: string;
  paragraphs: readonly string[];
  /** The one thing to do next, as a button (and a plain link in the text part). */
  action?: { label: string; url: string };
  /** Small print under the content: why she receives it. */
  footer?: readonly string[];
  /** A notice's link that turns its kind of email off (services/email/unsubscribe-link.ts). */
  unsubscribeUrl?: string;
}

export interface RenderedEmail {
  html: string;
  text: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

// Mail clients ignore stylesheets and most CSS: inline styles on a single-column table is what renders everywhere.
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const ACCENT = '#e4572e';

/**
 * The studio's mail, in Spanish: HTML and a plain-text part written from the same content, so both say the same
 * thing. Every text is escaped here; callers pass plain strings.
 */
export function renderEmail(c: EmailContent): RenderedEmail {
  return { html: html(c), text: text(c) };
}

function text(c: EmailContent): string {
  const lines = [c.studioName, '', c.title, '', ...c.paragraphs.flatMap((p) => [p, ''])];
  if (c.action) lines.push(`${c.action.label}: ${c.action.url}`, '');
  const small = [...(c.footer ?? []), ...(c.unsubscribeUrl ? [`Para dejar de recibir estos correos: ${c.unsubscribeUrl}`] : [])];
  if (small.length > 0) lines.push('--', ...small);
  return `${lines.join('\n').trimEnd()}\n`;
}

function html(c: EmailContent): string {
  const paragraph = (p: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2328">${escape(p)}</p>`;
  const button = c.action
    ? `<p style="margin:24px 0"><a href="${escape(c.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:${ACCENT};color:#ffffff;font-weight:600;font-size:16px;text-decoration:none">${escape(c.action.label)}</a></p>`
    : '';
  const small = [
    ...(c.footer ?? []).map((line) => escape(line)),
    ...(c.unsubscribeUrl ? [`<a href="${escape(c.unsubscribeUrl)}" style="color:#57606a">Dejar de recibir estos correos</a>`] : []),
  ];
  const footer = small.length > 0 ? `<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:13px;line-height:20px;color:#57606a">${small.join('<br>')}</td></tr>` : '';
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(c.title)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px">
<tr><td style="padding:20px 24px 0;font-size:14px;font-weight:700;letter-spacing:.04em;color:${ACCENT}">${escape(c.studioName)}</td></tr>
<tr><td style="padding:12px 24px 8px"><h1 style="margin:0 0 16px;font-size:22px;line-height:28px;color:#1f2328">${escape(c.title)}</h1>${c.paragraphs.map(paragraph).join('')}${button}</td></tr>
${footer}
</table></td></tr></table>
</body></html>
`;
}
