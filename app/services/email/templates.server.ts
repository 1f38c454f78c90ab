// The account e-mails: plain text for every client, simple inline-styled HTML for the rest.

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

const IGNORE_FOOTER = "If you did not ask for this e-mail, you can ignore it.";

function layout(title: string, body: string, footer = IGNORE_FOOTER): string {
  return `<!doctype html><html><body style="margin:0;background:#f8fafc;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border-radius:12px;border:1px solid #e2e8f0" cellpadding="0" cellspacing="0"><tr><td style="padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#1d5fd6">Fairbill</p>
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>
${body}
</td></tr></table>
<p style="margin:16px 0 0;font-size:12px;color:#64748b">${escapeHtml(footer)}</p>
</td></tr></table></body></html>`;
}

const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#1d5fd6;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(label)}</a></p>`;

export function verificationEmail(link: string): EmailContent {
  return {
    subject: "Verify your Fairbill email address",
    text: [
      "Welcome to Fairbill!",
      "",
      "Please verify your email address by opening this link:",
      link,
      "",
      "The link is valid for 24 hours and can be used once.",
    ].join("\n"),
    html: layout(
      "Verify your email address",
      `<p style="margin:0;line-height:1.5">Welcome to Fairbill! Please confirm this is your email address.</p>
${button(link, "Verify email")}
<p style="margin:0;font-size:13px;color:#475569;line-height:1.5">The link is valid for 24 hours and can be used once. If the button does not work, paste this address into your browser:<br><a href="${escapeHtml(link)}" style="color:#1d5fd6;word-break:break-all">${escapeHtml(link)}</a></p>`,
    ),
  };
}

export function magicLinkEmail(link: string, code: string): EmailContent {
  return {
    subject: "Your Fairbill sign-in link",
    text: [
      "Sign in to Fairbill with this link:",
      link,
      "",
      `Or enter this 6-digit code on the sign-in page: ${code}`,
      "",
      "The link and the code are valid for 15 minutes and can be used once.",
    ].join("\n"),
    html: layout(
      "Sign in to Fairbill",
      `<p style="margin:0;line-height:1.5">Click the button to sign in, or enter the code on the sign-in page.</p>
${button(link, "Sign in")}
<p style="margin:0 0 8px;font-size:13px;color:#475569">Your code</p>
<p style="margin:0 0 24px;font-size:32px;letter-spacing:8px;font-weight:700;font-family:ui-monospace,Menlo,monospace">${escapeHtml(code)}</p>
<p style="margin:0;font-size:13px;color:#475569;line-height:1.5">The link and the code are valid for 15 minutes and can be used once.</p>`,
    ),
  };
}

/** A short notice about the account (the billing e-mails): a heading, a few sentences, one button. */
export function noticeEmail(notice: {
  subject: string;
  heading: string;
  paragraphs: readonly string[];
  link: string;
  button: string;
  /** Why the reader gets it (default: the subscription's words). */
  footer?: string;
}): EmailContent {
  const { subject, heading, paragraphs, link } = notice;
  return {
    subject,
    text: [heading, "", ...paragraphs.flatMap((p) => [p, ""]), `${notice.button}: ${link}`].join("\n"),
    html: layout(
      heading,
      `${paragraphs.map((p) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(p)}</p>`).join("\n")}
${button(link, notice.button)}`,
      // Not something the reader asked for, and not to be ignored: say why it came.
      notice.footer ?? "You get this e-mail because you have a Fairbill account with a subscription.",
    ),
  };
}
