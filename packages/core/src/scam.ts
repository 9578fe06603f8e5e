import { isLocale, type Locale } from './locales';

/**
 * Why a message looks like a scam: it asks for money, for gift cards, for crypto, for bank or card
 * details, or to move the conversation off the site (another app, a phone number, an e-mail).
 */
export const SCAM_REASONS = ['money', 'gift_card', 'crypto', 'bank_details', 'off_platform'] as const;
export type ScamReason = (typeof SCAM_REASONS)[number];

/**
 * One rule, as data: a regular expression (JavaScript syntax, matched case-insensitively against
 * the message in lower case), the locale it applies to (`'*'` for every locale) and the reason it
 * stands for. In a pattern `\b` is a Unicode word boundary (so `\bpożycz` and `\bżyczę` behave
 * alike), which JavaScript's own `\b` is not; `\w` stays ASCII, so letters of any script are `\p{L}`.
 */
export interface ScamRule {
  locale: Locale | '*';
  reason: ScamReason;
  pattern: string;
}

// Rules ask for a request or a detail, not a topic: "money", "bank" or "app" alone are ordinary
// chat, "send me money", "bank details" or "another app" are what scammers write.
const ANY: ScamRule[] = [
  {
    locale: '*',
    reason: 'money',
    pattern: String.raw`\b(western\s?union|moneygram|paypal\.me|ria money transfer)\b`,
  },
  {
    locale: '*',
    reason: 'gift_card',
    pattern: String.raw`\b(paysafe\s?cards?|neosurf|transcash|(steam|itunes|google\s?play|amazon|apple|razer\s?gold|ebay)[\s-]*(gift[\s-]*)?(cards?|kaart(en)?|karten?|kort(et|en)?|kortti|cartes?|carta|tarjetas?|karty?))\b`,
  },
  {
    locale: '*',
    reason: 'crypto',
    pattern: String.raw`\b(bitcoins?|btc|ethereum|usdt|tether|binance|coinbase|metamask|crypto\w*|krypto\w*|kryptowalut\w*|cripto\w*)\b`,
  },
  {
    locale: '*',
    reason: 'bank_details',
    pattern: String.raw`\b(cvv|cvc|pin[\s-]?code|iban|swift\s?code|bic\s?code)\b`,
  },
  // A card number: 13 to 19 digits in groups.
  { locale: '*', reason: 'bank_details', pattern: String.raw`\b\d{4}([\s-]?\d{4}){2}[\s-]?\d{1,7}\b` },
  {
    locale: '*',
    reason: 'off_platform',
    pattern: String.raw`\b(whats\s?app|telegram|snapchat|kik|wechat|viber|skype|hangouts|line\s?id)\b`,
  },
  // A phone number: international, national (a leading 0) or in the North American groups.
  { locale: '*', reason: 'off_platform', pattern: String.raw`(\+|\b00)\d{1,3}([\s.\-()]*\d){7,}` },
  { locale: '*', reason: 'off_platform', pattern: String.raw`\b0\d([\s.\-]?\d){7,}\b` },
  { locale: '*', reason: 'off_platform', pattern: String.raw`\b\d{3}[\s.\-]\d{3}[\s.\-]\d{4}\b` },
  { locale: '*', reason: 'off_platform', pattern: String.raw`[\w.+\-]+@[\w\-]+(\.[\w\-]+)*\.[a-z]{2,}` },
];

const BY_LOCALE: Record<Locale, [ScamReason, string][]> = {
  en: [
    [
      'money',
      String.raw`\b(send|wire|transfer|lend|loan|give)\s+(me|us)\s+(some\s+|a\s+little\s+|the\s+)?(money|cash|funds|\$\s?\d+|€\s?\d+|£\s?\d+|\d+\s*(dollars?|euros?|pounds?|usd|eur))\b`,
    ],
    [
      'money',
      String.raw`\b(i|i'm|we)\s+(really\s+|urgently\s+)?(need|needs?)\s+(some\s+|a\s+little\s+)?(money|cash)\b`,
    ],
    [
      'money',
      String.raw`\b(pay|paying|cover)\s+(for\s+)?my\s+(ticket|flight|visa|hospital|medical|rent|customs|fees?)\b`,
    ],
    ['gift_card', String.raw`\bgift\s?cards?\b`],
    ['bank_details', String.raw`\b(bank|account|card|routing|sort)\s+(number|details|info|code)\b`],
    ['bank_details', String.raw`\b(bank\s+account|credit\s+card|debit\s+card)\s+(details|number|info)\b`],
    ['off_platform', String.raw`\bmy\s+(phone\s+|mobile\s+|cell\s+)?(number|email|e-mail)\s+(is|:)`],
    ['off_platform', String.raw`\b(another|other|different)\s+(app|site|platform|messenger)\b`],
    [
      'off_platform',
      String.raw`\b(text|call|add|contact)\s+me\s+(on|at|via)\s+(my\s+)?(phone|number|mobile|cell|email)\b`,
    ],
  ],
  de: [
    [
      'money',
      String.raw`\b(schick|schicke|schickst|sende|überweis\w*|leih\w*|gib)\s+(du\s+)?mir\s+(bitte\s+)?(etwas\s+|ein\s+bisschen\s+|\d+\s*)?(geld|euro|€)`,
    ],
    [
      'money',
      String.raw`\b(ich\s+)?brauche\s+(dringend\s+|unbedingt\s+)?(etwas\s+|ein\s+bisschen\s+)?geld\b`,
    ],
    ['gift_card', String.raw`\b(geschenkkarte\w*|gutscheinkarte\w*|guthabenkarte\w*|gutschein\s?code\w*)\b`],
    [
      'bank_details',
      String.raw`\b(bankverbindung|bankdaten|kontonummer|kartennummer|kontodaten|kreditkarten(daten|nummer))\b`,
    ],
    ['off_platform', String.raw`\b(meine|mein)\s+(handy|telefon|whatsapp)?nummer\b`],
    ['off_platform', String.raw`\b(andere|anderen|anderer)\s+(app|plattform|seite)\b`],
  ],
  nl: [
    [
      'money',
      String.raw`\b(stuur|maak|leen|geef)\s+(je\s+|jij\s+)?(me|mij)\s+(wat\s+|even\s+|\d+\s*)?(geld|euro|€)`,
    ],
    ['money', String.raw`\b(ik\s+)?(heb|had)\s+(dringend\s+)?(wat\s+)?geld\s+nodig\b`],
    ['gift_card', String.raw`\b(cadeaukaart\w*|cadeaubon\w*|waardebon\w*|tegoedbon\w*)\b`],
    [
      'bank_details',
      String.raw`\b(rekeningnummer|bankgegevens|pasnummer|kaartnummer|creditcardgegevens|pincode)\b`,
    ],
    ['off_platform', String.raw`\bmijn\s+(telefoon|mobiele|06|gsm)?\s?nummer\b`],
    ['off_platform', String.raw`\b(andere|een\s+andere)\s+(app|site|website)\b`],
  ],
  fr: [
    [
      'money',
      String.raw`\b(envoie|envoyer|envoyez|prête|prêter|prêtez|vire|virer|virez)[\s-]+(moi|me|nous)\s+(de\s+l'|un\s+peu\s+d'|\d+\s*)?(argent|euros?|€)`,
    ],
    ['money', String.raw`\b(j'ai|nous\s+avons)\s+(vraiment\s+|urgemment\s+)?besoin\s+d'argent\b`],
    ['gift_card', String.raw`\b(cartes?[\s-]cadeaux?|coupons?\s+pcs|recharges?\s+pcs)\b`],
    [
      'bank_details',
      String.raw`\b(coordonnées\s+bancaires|informations\s+bancaires|rib|numéro\s+de\s+(carte|compte))\b`,
    ],
    ['off_platform', String.raw`\bmon\s+(numéro|num|tél|tel|portable)\b`],
    ['off_platform', String.raw`\b(une\s+)?autre\s+(appli|application|app|site|plateforme)\b`],
  ],
  es: [
    [
      'money',
      String.raw`\b(envía|envíame|enviarme|mándame|mandarme|préstame|prestarme|transfiéreme|transferirme)\s+(un\s+poco\s+de\s+|algo\s+de\s+|\d+\s*)?(dinero|plata|euros?|dólares?|€|\$)`,
    ],
    ['money', String.raw`\bnecesito\s+(urgentemente\s+)?(un\s+poco\s+de\s+|algo\s+de\s+|el\s+)?dinero\b`],
    ['gift_card', String.raw`\btarjetas?\s+(de\s+)?regalo\b`],
    [
      'bank_details',
      String.raw`\b(datos\s+bancarios|número\s+de\s+(cuenta|tarjeta)|numero\s+de\s+(cuenta|tarjeta)|cuenta\s+bancaria)\b`,
    ],
    [
      'off_platform',
      String.raw`\bmi\s+((número|numero)\s+(es|de\s+(teléfono|telefono|móvil|movil|celular))|teléfono|telefono|móvil|movil|celular)\b`,
    ],
    ['off_platform', String.raw`\botra\s+(app|aplicación|aplicacion|página|pagina|plataforma)\b`],
  ],
  it: [
    [
      'money',
      String.raw`\b(mandami|inviami|prestami|mandarmi|inviarmi|prestarmi)\s+(dei\s+|un\s+po'\s+di\s+|\d+\s*)?(soldi|denaro|euro|€)`,
    ],
    ['money', String.raw`\bho\s+(urgentemente\s+)?bisogno\s+di\s+(un\s+po'\s+di\s+)?(soldi|denaro)\b`],
    ['gift_card', String.raw`\b(cart[ae]\s+regalo|buon[oi]\s+regalo)\b`],
    [
      'bank_details',
      String.raw`\b(dati\s+bancari|coordinate\s+bancarie|numero\s+di\s+(carta|conto)|dati\s+della\s+carta)\b`,
    ],
    ['off_platform', String.raw`\bmio\s+(numero\s+(è|di\s+telefono|di\s+cellulare)|cellulare|telefono)\b`],
    ['off_platform', String.raw`\baltra\s+(app|applicazione|piattaforma)\b`],
  ],
  da: [
    [
      'money',
      String.raw`\b(send|overfør|lån|giv)\s+mig\s+(nogle\s+|lidt\s+|\d+\s*)?(penge|kr|kroner|euro)\b`,
    ],
    ['money', String.raw`\b(jeg\s+)?(har\s+)?brug\s+for\s+(nogle\s+|lidt\s+)?penge\b`],
    ['gift_card', String.raw`\bgavekort\w*\b`],
    ['bank_details', String.raw`\b(kontonummer|kortnummer|bankoplysninger|kortoplysninger|reg\.?\s?nr)\b`],
    ['off_platform', String.raw`\bmit\s+(tlf\.?|telefon|mobil)?\s?nummer\b`],
    ['off_platform', String.raw`\b(en\s+)?anden\s+(app|side|platform)\b`],
  ],
  nb: [
    ['money', String.raw`\b(send|overfør|lån|gi)\s+meg\s+(noen\s+|litt\s+|\d+\s*)?(penger|kr|kroner|euro)\b`],
    ['money', String.raw`\b(jeg\s+)?trenger\s+(noen\s+|litt\s+)?penger\b`],
    ['gift_card', String.raw`\bgavekort\w*\b`],
    ['bank_details', String.raw`\b(kontonummer|kortnummer|bankopplysninger|kortopplysninger)\b`],
    ['off_platform', String.raw`\bmitt\s+(tlf\.?|telefon|mobil)?\s?nummer\b`],
    ['off_platform', String.raw`\b(en\s+)?annen\s+(app|side|plattform)\b`],
  ],
  sv: [
    [
      'money',
      String.raw`\b(skicka|swisha|för\s+över|låna|ge)\s+mig\s+(lite\s+|några\s+|\d+\s*)?(pengar|kr|kronor|euro)\b`,
    ],
    ['money', String.raw`\b(jag\s+)?behöver\s+(lite\s+)?pengar\b`],
    ['gift_card', String.raw`\bpresentkort\w*\b`],
    ['bank_details', String.raw`\b(kontonummer|kortnummer|bankuppgifter|kortuppgifter|clearingnummer)\b`],
    ['off_platform', String.raw`\bmitt\s+(tele)?(fon|mobil)?\s?nummer\b`],
    ['off_platform', String.raw`\b(en\s+)?annan\s+(app|sida|plattform)\b`],
  ],
  fi: [
    ['money', String.raw`\b(lähetä|lainaa|siirrä|anna)\s+(minulle\s+)?(vähän\s+|\d+\s*)?(rahaa|euroa|€)`],
    ['money', String.raw`\b(minä\s+)?tarvitsen\s+(vähän\s+|kiireesti\s+)?rahaa\b`],
    ['gift_card', String.raw`\blahjakort\p{L}*`],
    ['bank_details', String.raw`\b(tilinumer\p{L}*|korttinumer\p{L}*|pankkitie\p{L}*|kortin\s+tiedot)`],
    ['off_platform', String.raw`\b(puhelin)?numeroni\b`],
    ['off_platform', String.raw`\btoise\p{L}*\s+(sovellu\p{L}*|palvelu\p{L}*|appi\p{L}*)`],
  ],
  pl: [
    [
      'money',
      String.raw`\b(wyślij|przelej|pożycz|prześlij|daj)\s+mi\s+(trochę\s+|\d+\s*)?(pieniądze|pieniędzy|kasę|kasy|zł|złotych|euro)\b`,
    ],
    ['money', String.raw`\bpotrzebuję\s+(pilnie\s+)?(trochę\s+)?(pieniędzy|kasy)\b`],
    ['gift_card', String.raw`\b(kart\p{L}*|bon\p{L}*)\s+podarunkow\p{L}*`],
    [
      'bank_details',
      String.raw`\b(numer\s+(konta|karty)|dane\s+(bankowe|karty)|danych\s+(bankowych|karty))\b`,
    ],
    ['off_platform', String.raw`\b(mój|moj)\s+(numer|telefon)\b`],
    ['off_platform', String.raw`\binn\p{L}+\s+(aplikacj\p{L}+|stron\p{L}+|platform\p{L}+)`],
  ],
};

/** The built-in rules: the ones for every locale, then each locale's own. */
export const SCAM_RULES: readonly ScamRule[] = [
  ...ANY,
  ...Object.entries(BY_LOCALE).flatMap(([locale, rules]) =>
    rules.map(([reason, pattern]) => ({ locale: locale as Locale, reason, pattern })),
  ),
];

// JavaScript's `\b` knows only ASCII letters; this one knows every script's.
const WORD = String.raw`[\p{L}\p{N}_]`;
const UNICODE_BOUNDARY = `(?:(?<=${WORD})(?!${WORD})|(?<!${WORD})(?=${WORD}))`;

const compiled = new WeakMap<ScamRule, RegExp>();

/** A rule's pattern as a regular expression; throws when the pattern is not one. */
export function scamRuleRegExp(rule: ScamRule): RegExp {
  let regExp = compiled.get(rule);
  if (!regExp) {
    regExp = new RegExp(rule.pattern.replace(/(?<!\\)\\b/g, UNICODE_BOUNDARY), 'iu');
    compiled.set(rule, regExp);
  }
  return regExp;
}

/** Whether a value is a well-formed rule (an operator's file is checked with it). */
export function isScamRule(value: unknown): value is ScamRule {
  if (typeof value !== 'object' || value === null) return false;
  const rule = value as Record<string, unknown>;
  if (typeof rule.pattern !== 'string' || rule.pattern === '') return false;
  if (rule.locale !== '*' && !isLocale(rule.locale)) return false;
  if (typeof rule.reason !== 'string') return false;
  if (!(SCAM_REASONS as readonly string[]).includes(rule.reason)) return false;
  try {
    scamRuleRegExp(rule as unknown as ScamRule);
  } catch {
    return false;
  }
  return true;
}

function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .toLowerCase();
}

/**
 * The reasons a message looks like a scam to a reader in `locale` (empty: it does not), each once,
 * in the order of SCAM_REASONS. `rules` defaults to the built-in ones; an operator's extra rules
 * are passed along with them.
 */
export function scamReasons(
  text: string,
  locale: Locale,
  rules: readonly ScamRule[] = SCAM_RULES,
): ScamReason[] {
  const found = new Set<ScamReason>();
  const message = normalise(text);
  if (message.trim() === '') return [];
  for (const rule of rules) {
    if (found.has(rule.reason)) continue;
    if (rule.locale !== '*' && rule.locale !== locale) continue;
    if (scamRuleRegExp(rule).test(message)) found.add(rule.reason);
  }
  return SCAM_REASONS.filter((reason) => found.has(reason));
}
