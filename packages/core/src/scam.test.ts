import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from './locales';
import { SCAM_RULES, isScamRule, scamReasons, type ScamReason, type ScamRule } from './scam';

type Positive = [text: string, reason: ScamReason];

// Per locale: messages a scammer writes (with the reason each must give), and ordinary chat that
// mentions money, banks, cards, apps or numbers without asking for anything (no reason at all).
const EXAMPLES: Record<Locale, { positive: Positive[]; negative: string[] }> = {
  en: {
    positive: [
      ['Could you send me some money for the ticket? I will pay you back', 'money'],
      ['Please buy me a gift card, an iTunes one is fine', 'gift_card'],
      ['I only accept bitcoin, here is my wallet', 'crypto'],
      ['Give me your bank account details so I can pay the fee back', 'bank_details'],
      ["Let's talk on WhatsApp, this site is slow", 'off_platform'],
      ['My number is +44 7700 900123, text me', 'off_platform'],
      ['Can we continue on another app?', 'off_platform'],
    ],
    negative: [
      'I spent all my money on concert tickets last month haha',
      'My favourite number is seven, what is yours?',
      'I work at a bank, it is boring but the people are nice',
      'Happy birthday! Did you get a nice card from your sister?',
      'Send me a photo of your dog please',
      'I was born in 1989 and moved to Leeds in 2015',
    ],
  },
  de: {
    positive: [
      ['Kannst du mir bitte etwas Geld schicken? Schick mir 200 Euro', 'money'],
      ['Ich brauche dringend Geld für die Miete', 'money'],
      ['Kauf mir eine Geschenkkarte, dann glaube ich dir', 'gift_card'],
      ['Gib mir deine Kontonummer und die Kartennummer', 'bank_details'],
      ['Hier ist meine Handynummer: 0171 2345678', 'off_platform'],
      ['Lass uns auf einer anderen App schreiben', 'off_platform'],
    ],
    negative: [
      'Ich habe mein ganzes Geld für den Urlaub ausgegeben',
      'Am Wochenende war ich mit meiner Schwester auf der Bank am See',
      'Die Karte vom Restaurant war wirklich lecker',
      'Schick mir ein Foto von deinem Hund',
      'Ich wohne seit 2012 in Köln',
    ],
  },
  nl: {
    positive: [
      ['Kun je me wat geld sturen? Stuur me 100 euro via de bank', 'money'],
      ['Ik heb dringend geld nodig voor het ziekenhuis', 'money'],
      ['Koop een cadeaukaart voor mij', 'gift_card'],
      ['Wat is je rekeningnummer en je pincode?', 'bank_details'],
      ['Dit is mijn nummer, app me: 06 12345678', 'off_platform'],
      ['Zullen we op een andere app verder praten?', 'off_platform'],
    ],
    negative: [
      'Ik heb geen geld meer uitgegeven aan kleren deze maand',
      'Ik zat gisteren op een bankje in het park',
      'Mijn favoriete nummer van die band is het eerste',
      'Stuur me een foto van je hond',
      'Ik woon sinds 2010 in Utrecht',
    ],
  },
  fr: {
    positive: [
      ["Peux-tu m'envoyer de l'argent ? Envoie-moi 300 euros", 'money'],
      ["J'ai vraiment besoin d'argent pour le billet", 'money'],
      ['Achète-moi une carte cadeau Amazon', 'gift_card'],
      ['Donne-moi tes coordonnées bancaires et le numéro de carte', 'bank_details'],
      ['Voici mon numéro, écris-moi sur WhatsApp', 'off_platform'],
      ['On continue sur une autre appli ?', 'off_platform'],
    ],
    negative: [
      "J'ai dépensé tout mon argent en vacances, c'était génial",
      'Je travaille dans une banque à Lyon',
      'Envoie-moi une photo de ton chat',
      'La carte du restaurant était très variée',
      "J'habite à Paris depuis 2011",
    ],
  },
  es: {
    positive: [
      ['Por favor envíame dinero para el billete, mándame 200 euros', 'money'],
      ['Necesito dinero urgentemente para el hospital', 'money'],
      ['Cómprame una tarjeta regalo de Steam', 'gift_card'],
      ['Dame tus datos bancarios y el número de tarjeta', 'bank_details'],
      ['Este es mi número, escríbeme por Telegram', 'off_platform'],
      ['¿Hablamos en otra app?', 'off_platform'],
    ],
    negative: [
      'Gasté todo mi dinero en el viaje, valió la pena',
      'Trabajo en un banco en Madrid',
      'Envíame una foto de tu perro',
      'Mi número favorito es el siete',
      'Vivo en Sevilla desde 2014',
    ],
  },
  it: {
    positive: [
      ['Mandami dei soldi per il biglietto, inviami 100 euro', 'money'],
      ['Ho bisogno di soldi per la dogana', 'money'],
      ['Comprami una carta regalo, per favore', 'gift_card'],
      ['Dammi i tuoi dati bancari e il numero di carta', 'bank_details'],
      ['Ecco il mio numero: +39 333 1234567', 'off_platform'],
      ["Parliamo su un'altra app?", 'off_platform'],
    ],
    negative: [
      'Ho speso tutti i miei soldi in vacanza',
      'Lavoro in banca da dieci anni',
      'Mandami una foto del tuo cane',
      'Il numero sette è il mio preferito',
      'Vivo a Roma dal 2009',
    ],
  },
  da: {
    positive: [
      ['Kan du sende mig nogle penge? Send mig 500 kr', 'money'],
      ['Jeg har brug for penge til billetten', 'money'],
      ['Køb et gavekort til mig', 'gift_card'],
      ['Hvad er dit kontonummer og kortnummer?', 'bank_details'],
      ['Her er mit nummer, skriv på WhatsApp', 'off_platform'],
      ['Skal vi skrive på en anden app?', 'off_platform'],
    ],
    negative: [
      'Jeg har brugt alle mine penge på ferien',
      'Jeg arbejder i en bank i Aarhus',
      'Send mig et billede af din hund',
      'Mit yndlingsnummer med bandet er det første',
      'Jeg har boet i København siden 2013',
    ],
  },
  nb: {
    positive: [
      ['Kan du sende meg noen penger? Send meg 500 kr', 'money'],
      ['Jeg trenger penger til billetten', 'money'],
      ['Kjøp et gavekort til meg', 'gift_card'],
      ['Hva er kontonummeret? Send kortnummer også', 'bank_details'],
      ['Her er mitt nummer, skriv på Telegram', 'off_platform'],
      ['Skal vi fortsette på en annen app?', 'off_platform'],
    ],
    negative: [
      'Jeg har brukt alle pengene mine på ferie',
      'Jeg jobber i en bank i Bergen',
      'Send meg et bilde av hunden din',
      'Favorittnummeret mitt på plata er det første',
      'Jeg har bodd i Oslo siden 2012',
    ],
  },
  sv: {
    positive: [
      ['Kan du skicka mig lite pengar? Swisha mig 500 kr', 'money'],
      ['Jag behöver pengar till biljetten', 'money'],
      ['Köp ett presentkort åt mig', 'gift_card'],
      ['Vad är ditt kontonummer och kortnummer?', 'bank_details'],
      ['Här är mitt nummer: 070-123 45 67', 'off_platform'],
      ['Ska vi fortsätta på en annan app?', 'off_platform'],
    ],
    negative: [
      'Jag har lagt alla mina pengar på resan',
      'Jag jobbar på en bank i Malmö',
      'Skicka mig en bild på din hund',
      'Mitt favoritnummer på skivan är det första',
      'Jag har bott i Göteborg sedan 2011',
    ],
  },
  fi: {
    positive: [
      ['Voitko lähettää minulle rahaa? Lähetä 200 euroa', 'money'],
      ['Tarvitsen rahaa lentolippuun', 'money'],
      ['Osta minulle lahjakortti', 'gift_card'],
      ['Mikä on tilinumerosi ja korttinumero?', 'bank_details'],
      ['Tässä puhelinnumeroni, kirjoita WhatsAppiin', 'off_platform'],
      ['Jatketaanko toisessa sovelluksessa?', 'off_platform'],
    ],
    negative: [
      'Käytin kaikki rahani lomaan',
      'Olen töissä pankissa Tampereella',
      'Lähetä minulle kuva koirastasi',
      'Lempikappaleeni levyllä on numero seitsemän',
      'Olen asunut Helsingissä vuodesta 2010',
    ],
  },
  pl: {
    positive: [
      ['Wyślij mi trochę pieniędzy na bilet, przelej mi 300 zł', 'money'],
      ['Potrzebuję pilnie pieniędzy na szpital', 'money'],
      ['Kup mi kartę podarunkową', 'gift_card'],
      ['Podaj mi numer konta i dane karty', 'bank_details'],
      ['To mój numer: +48 601 234 567', 'off_platform'],
      ['Porozmawiajmy w innej aplikacji', 'off_platform'],
    ],
    negative: [
      'Wydałem wszystkie pieniądze na wakacje',
      'Pracuję w banku w Krakowie',
      'Wyślij mi zdjęcie swojego psa',
      'Moja ulubiona piosenka to numer siedem',
      'Mieszkam w Warszawie od 2012 roku',
    ],
  },
};

describe('scamReasons', () => {
  it('has examples for every locale', () => {
    for (const locale of LOCALES) {
      expect(EXAMPLES[locale].positive.length).toBeGreaterThanOrEqual(3);
      expect(EXAMPLES[locale].negative.length).toBeGreaterThanOrEqual(3);
    }
  });

  describe.each(LOCALES)('%s', (locale) => {
    it.each(EXAMPLES[locale].positive)('warns about %j (%s)', (text, reason) => {
      expect(scamReasons(text, locale)).toContain(reason);
    });
    it.each(EXAMPLES[locale].negative)('leaves %j alone', (text) => {
      expect(scamReasons(text, locale)).toEqual([]);
    });
  });

  it('gives each reason once, in a fixed order', () => {
    expect(scamReasons('WhatsApp me, and send me money. Telegram too, bitcoin only', 'en')).toEqual([
      'money',
      'crypto',
      'off_platform',
    ]);
  });

  it("applies a locale's rules only to that locale", () => {
    expect(scamReasons('Ik heb dringend geld nodig', 'nl')).toEqual(['money']);
    expect(scamReasons('Ik heb dringend geld nodig', 'en')).toEqual([]);
  });

  it('takes extra rules from the operator', () => {
    const extra: ScamRule = { locale: 'en', reason: 'money', pattern: String.raw`\bpay\s+my\s+bills?\b` };
    expect(scamReasons('Could you pay my bills this month?', 'en')).toEqual([]);
    expect(scamReasons('Could you pay my bills this month?', 'en', [...SCAM_RULES, extra])).toEqual([
      'money',
    ]);
  });

  it('treats \\b as a word boundary in every script', () => {
    const rule: ScamRule = { locale: '*', reason: 'money', pattern: String.raw`\bżyczę\b` };
    expect(scamReasons('życzę ci', 'pl', [rule])).toEqual(['money']);
    expect(scamReasons('pożyczę ci', 'pl', [rule])).toEqual([]);
  });

  it('says nothing about an empty message', () => {
    expect(scamReasons('   ', 'en')).toEqual([]);
  });
});

describe('isScamRule', () => {
  it('accepts the built-in rules', () => {
    for (const rule of SCAM_RULES) expect(isScamRule(rule)).toBe(true);
  });
  it('refuses an unknown reason, an empty or broken pattern', () => {
    expect(isScamRule({ locale: 'en', reason: 'lies', pattern: 'x' })).toBe(false);
    expect(isScamRule({ locale: 'en', reason: 'money', pattern: '' })).toBe(false);
    expect(isScamRule({ locale: 'en', reason: 'money', pattern: '(' })).toBe(false);
    expect(isScamRule(null)).toBe(false);
    expect(isScamRule({ locale: 'xx', reason: 'money', pattern: 'x' })).toBe(false);
  });
});
