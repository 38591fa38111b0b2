import type { MailMessage } from '../../plugins/mail.js';

const quote = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

/** To an admin: someone asked (or wrote again) in a support thread. */
export function questionLetter(opts: {
  to: string;
  subject: string;
  from: string;
  companyName: string | null;
  text: string;
  first: boolean;
  url: string;
}): MailMessage {
  const who = opts.companyName ? `${opts.from} (${opts.companyName})` : opts.from;
  const text = [
    'Здравствуйте!',
    '',
    opts.first ? `${who} обратился в поддержку.` : `${who} дописал в обращение.`,
    `Тема: ${opts.subject}`,
    '',
    quote(opts.text),
    '',
    `Ответить: ${opts.url}`,
    '',
    'Гладь',
  ].join('\n');
  const subject = opts.first ? `Новое обращение: ${opts.subject}` : `Новое сообщение: ${opts.subject}`;
  return { to: opts.to, subject, text };
}

/** To the one who asked: the support answered. */
export function answerLetter(opts: { to: string; subject: string; text: string; url: string }): MailMessage {
  const text = [
    'Здравствуйте!',
    '',
    `Поддержка Глади ответила на ваше обращение «${opts.subject}»:`,
    '',
    quote(opts.text),
    '',
    `Вся переписка: ${opts.url}`,
    '',
    'Гладь',
  ].join('\n');
  return { to: opts.to, subject: `Ответ поддержки: ${opts.subject}`, text };
}
