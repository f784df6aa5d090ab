/** The SMTP sender for the outbox, through nodemailer; loaded only when SMTP_HOST is set. */
import { PassThrough } from "node:stream";
import type { SmtpSettings } from "@/lib/leads/config";
import { UncertainDeliveryError, type SendMail } from "@/lib/leads/outbox";

/**
 * A SendMail that delivers through the configured SMTP server. A failure after the whole message went out
 * with no reply from the server (a timeout or a dropped connection waiting for "250 queued") may mean the
 * server has the mail: it rejects with UncertainDeliveryError so the outbox does not send it twice.
 */
export async function createSmtpSender(
  settings: SmtpSettings,
  { socketTimeoutMs = 30_000 }: { socketTimeoutMs?: number } = {},
): Promise<SendMail> {
  const { createTransport } = await import("nodemailer");
  const transport = createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.user ? { user: settings.user, pass: settings.pass ?? "" } : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: socketTimeoutMs,
  });
  return async (mail) => {
    // The body as a stream that nodemailer reads only while sending DATA: once it has been read to the end,
    // the message is on its way, and only the server's final reply is missing.
    const body = new PassThrough();
    let bodySent = false;
    body.on("end", () => (bodySent = true));
    body.end(mail.text, "utf8");
    try {
      await transport.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: body,
        textEncoding: "quoted-printable",
        messageId: mail.messageId,
        attachments: mail.attachments,
      });
    } catch (error) {
      // A reply code is the server's answer (e.g. 451 or 554): it did not take the mail, so a retry is safe.
      const answered = typeof (error as { responseCode?: unknown }).responseCode === "number";
      if (bodySent && !answered) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new UncertainDeliveryError(
          `The SMTP server received the message but never confirmed it (${reason}); not resent to avoid a duplicate`,
          { cause: error },
        );
      }
      throw error;
    }
  };
}
