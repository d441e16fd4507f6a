/** E-mail notices through the SMTP server of `SMTP_URL` (nodemailer), from `SMTP_FROM`. */
import nodemailer from 'nodemailer';

export interface Mailer {
  send(to: string, subject: string, text: string): Promise<void>;
  close(): void;
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    send: async (to, subject, text) => {
      await transport.sendMail({ from, to, subject, text });
    },
    close: () => transport.close(),
  };
}
