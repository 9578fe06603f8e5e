import { isLocale, type Locale } from '@amori/core';
import da from '../../../../../locales/da/mail.json';
import de from '../../../../../locales/de/mail.json';
import en from '../../../../../locales/en/mail.json';
import es from '../../../../../locales/es/mail.json';
import fi from '../../../../../locales/fi/mail.json';
import fr from '../../../../../locales/fr/mail.json';
import it from '../../../../../locales/it/mail.json';
import nb from '../../../../../locales/nb/mail.json';
import nl from '../../../../../locales/nl/mail.json';
import pl from '../../../../../locales/pl/mail.json';
import sv from '../../../../../locales/sv/mail.json';

/** The mails the site sends, each with a link (the key of its texts in `locales/<locale>/mail.json`). */
export const MAIL_KINDS = [
  'activation',
  'passwordReset',
  'mailChange',
  'reactivation',
  'newMessage',
  'moderation',
  'appealDecision',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

type Texts = typeof en;
const TEXTS: Record<Locale, Texts> = { da, de, en, es, fi, fr, it, nb, nl, pl, sv };

/** What every mail shows besides its own text: who sends it and the company behind the site. */
export interface MailFrame {
  siteName: string;
  /** The site's origin for links (`https://amori.example`). */
  origin: string;
  company: { name: string; address: string; city: string; country: string; kvk: string } | null;
}

export interface MailVars {
  /** The member's name, when known. */
  name: string | null;
  /** The link the mail is about (activation, reset, ...). */
  link: string;
  /** When the link stops working (null: it does not; a new message's link). */
  expires: Date | null;
  /** newMessage: who wrote (null: discreet, the mail names no one). */
  sender?: string | null;
  /** moderation: the statement of reasons (what was restricted, why, on which rule, until when). */
  statement?: Statement;
  /** appealDecision: what a second moderator decided on the member's appeal. */
  decision?: Decision;
}

/** The outcome of an appeal as the member is told it (Digital Services Act art. 20). */
export interface Decision {
  outcome: 'upheld' | 'reversed';
  action: Statement['action'];
  reason: string;
}

/** A moderator's decision as the member is told it (Digital Services Act art. 17). */
export interface Statement {
  action: 'warn' | 'hide_photo' | 'hide_text' | 'suspend' | 'ban' | 'reject_photo';
  ground: keyof (typeof en)['moderation']['rules'];
  reason: string;
  /** ISO date-time a suspension ends. */
  until: string | null;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const fill = (template: string, vars: Record<string, string>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => vars[key] ?? '');

/** Dates in mails, in the member's language, in the site's time zone. */
function formatDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'nb' ? 'nb-NO' : locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(date);
}

/** The texts of a locale (English for anything else). */
export function mailTexts(locale: string): Texts {
  return TEXTS[isLocale(locale) ? locale : 'en'];
}

/** The statement of reasons: what was decided, why, on which rule, and how to appeal. */
function statementText(t: Texts, lang: Locale, statement: Statement, values: Record<string, string>): string {
  const m = t.moderation;
  const until = statement.until ? formatDate(new Date(statement.until), lang) : '';
  return [
    fill(m.intro, values),
    fill(m.what[statement.action], { ...values, until }),
    fill(m.why, { reason: statement.reason }),
    fill(m.rule, { rule: m.rules[statement.ground] }),
    fill(m.appeal, values),
  ].join('\n\n');
}

/** An appeal's outcome: what the second moderator decided, why, and what follows. */
function decisionText(t: Texts, decision: Decision, values: Record<string, string>): string {
  const d = t.appealDecision;
  return [
    fill(d.intro, values),
    fill(d[decision.outcome], values),
    fill(d.why, { reason: decision.reason }),
    fill(decision.outcome === 'reversed' ? d.afterReversed : d.afterUpheld, values),
  ].join('\n\n');
}

/**
 * A mail in the member's language, as text and as HTML (one column, inline styles, a button
 * with the link written out below it), signed with the site's name and the company's details.
 */
export function renderMail(kind: MailKind, locale: string, vars: MailVars, frame: MailFrame): RenderedMail {
  const lang: Locale = isLocale(locale) ? locale : 'en';
  const t = TEXTS[lang];
  const own = t[kind];
  const values = {
    site: frame.siteName,
    name: vars.name ?? '',
    date: vars.expires ? formatDate(vars.expires, lang) : '',
    sender: vars.sender ?? '',
  };
  // A new message's mail without a sender is the discreet one: generic texts, no name.
  const discreet = kind === 'newMessage' && !vars.sender;
  const subject = fill(discreet ? t.newMessage.subjectDiscreet : own.subject, values);
  const greeting = vars.name ? fill(t.greeting, values) : t.greetingAnonymous;
  const intro =
    kind === 'moderation' && vars.statement
      ? statementText(t, lang, vars.statement, values)
      : kind === 'appealDecision' && vars.decision
        ? decisionText(t, vars.decision, values)
        : fill(discreet ? t.newMessage.introDiscreet : own.intro, values);
  // A reversed decision's link is the login; an upheld one's the other ways to complain.
  const button =
    kind === 'appealDecision' && vars.decision?.outcome === 'reversed'
      ? t.appealDecision.buttonReversed
      : own.button;
  // A link that does not expire (a new message) needs neither the validity nor "did you ask?".
  const notes = vars.expires ? [fill(t.expires, values), t.ignore] : [];
  const regards = fill(t.regards, values);
  const company = frame.company
    ? [
        frame.company.name,
        `${frame.company.address}, ${frame.company.city}, ${frame.company.country}`,
        `KvK ${frame.company.kvk}`,
      ]
    : [];
  const preferencesUrl = `${frame.origin}/notifications`;
  const sentBy = fill(t.footer.sentBy, values);

  const text = [
    greeting,
    '',
    intro,
    '',
    `${button}: ${vars.link}`,
    '',
    ...notes,
    ...(notes.length > 0 ? [''] : []),
    regards,
    '',
    '--',
    sentBy,
    `${t.footer.preferences}: ${preferencesUrl}`,
    ...company,
  ].join('\n');

  const e = escapeHtml;
  const paragraph = (s: string, style = '') =>
    `<p style="margin:0 0 16px;${style}">${e(s).replaceAll('\n', '<br>')}</p>`;
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f6f3ee;font-family:Helvetica,Arial,sans-serif;color:#222;font-size:16px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f3ee"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 24px 8px;font-size:24px;font-weight:bold;color:#b4262b">${e(frame.siteName)}</td></tr>
<tr><td style="padding:8px 24px 24px">
${paragraph(greeting)}
${paragraph(intro)}
<p style="margin:24px 0"><a href="${e(vars.link)}" style="display:inline-block;background:#efa43b;color:#1a1a1a;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${e(button)}</a></p>
${paragraph(t.buttonFallback, 'font-size:14px;color:#555')}
<p style="margin:0 0 16px;font-size:14px;word-break:break-all"><a href="${e(vars.link)}" style="color:#8a4b00">${e(vars.link)}</a></p>
${notes.map((note) => paragraph(note, 'font-size:14px;color:#555')).join('\n')}
${paragraph(regards)}
</td></tr></table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px"><tr><td style="padding:16px 24px;font-size:12px;color:#666">
${paragraph(sentBy)}
<p style="margin:0 0 8px"><a href="${e(preferencesUrl)}" style="color:#666">${e(t.footer.preferences)}</a></p>
${company.map((line) => `<p style="margin:0">${e(line)}</p>`).join('\n')}
</td></tr></table>
</td></tr></table>
</body></html>`;
  return { subject, text, html };
}
