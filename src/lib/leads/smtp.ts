/** The SMTP sender for the outbox, through nodemailer; loaded only when SMTP_HOST is set. */
import type { SmtpSettings } from "@/lib/leads/config";
import type { SendMail } from "@/lib/leads/outbox";

/** A SendMail that delivers through the configured SMTP server. */
export async function createSmtpSender(settings: SmtpSettings): Promise<SendMail> {
  const { createTransport } = await import("nodemailer");
  const transport = createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.user ? { user: settings.user, pass: settings.pass ?? "" } : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return async (mail) => {
    await transport.sendMail({
      from: mail.from,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      messageId: mail.messageId,
    });
  };
}
