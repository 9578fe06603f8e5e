/**
 * Demo members that read like people of their country: about-me texts in the language of each
 * country of the sites, and what they look for (notes); their first names are in names.ts.
 */
export const LANGUAGE_OF_COUNTRY: Record<string, string> = {
  NL: 'nl',
  BE: 'nl',
  DE: 'de',
  AT: 'de',
  CH: 'de',
  FR: 'fr',
  IT: 'it',
  ES: 'es',
  PL: 'pl',
  DK: 'da',
  FI: 'fi',
  NO: 'nb',
  SE: 'sv',
};

export const ABOUT: Record<string, string[]> = {
  en: [
    'Curious, cheerful and always up for a good conversation. Sundays are for long walks and a proper roast.',
    'I work in a hospital, so I value people who can laugh at the end of a long day.',
    'Amateur cook, terrible dancer, loyal friend. Tell me about the last place that surprised you.',
    'New in town and looking to meet someone kind to explore it with.',
  ],
  nl: [
    'Nieuwsgierig, vrolijk en altijd in voor een goed gesprek. Zondag is voor lange wandelingen langs het strand.',
    'Ik fiets overal naartoe, kook graag voor vrienden en zoek iemand met wie ik kan lachen.',
    'Werk in de zorg, dus ik waardeer mensen die na een lange dag nog kunnen relativeren.',
    'Net verhuisd en benieuwd wie ik hier ga ontmoeten. Koffie?',
  ],
  de: [
    'Neugierig, fröhlich und immer für ein gutes Gespräch zu haben. Sonntags gehe ich am liebsten wandern.',
    'Ich koche gern für Freunde, fahre viel Rad und suche jemanden, mit dem ich lachen kann.',
    'Nach der Arbeit auf einen Kaffee? Erzähl mir von dem letzten Ort, der dich überrascht hat.',
    'Neu in der Stadt und gespannt, wen ich hier kennenlerne.',
  ],
  fr: [
    'Curieuse de tout, souriante et toujours partante pour une bonne discussion autour d’un café.',
    'J’adore cuisiner pour mes amis, marcher en forêt le dimanche et découvrir de nouveaux endroits.',
    'Passionné de musique et de voyages, je cherche quelqu’un avec qui partager mes découvertes.',
    'Nouveau en ville et prêt à rencontrer des gens sympas.',
  ],
  it: [
    'Curiosa, allegra e sempre pronta per una bella chiacchierata davanti a un caffè.',
    'Amo cucinare per gli amici, le passeggiate in montagna e le domeniche senza programmi.',
    'Appassionato di musica e di viaggi, cerco qualcuno con cui condividere le piccole cose.',
    'Da poco in città e curioso di conoscere persone nuove.',
  ],
  es: [
    'Curiosa, alegre y siempre lista para una buena conversación con un café.',
    'Me encanta cocinar para mis amigos, caminar por la montaña y los domingos sin planes.',
    'Apasionado de la música y los viajes, busco a alguien con quien compartir los pequeños momentos.',
    'Recién llegado a la ciudad y con ganas de conocer gente nueva.',
  ],
  pl: [
    'Ciekawa świata, pogodna i zawsze chętna na dobrą rozmowę przy kawie.',
    'Lubię gotować dla przyjaciół, chodzić po górach i leniwe niedziele.',
    'Kocham muzykę i podróże, szukam kogoś, z kim mógłbym dzielić drobne chwile.',
    'Od niedawna w mieście i chętnie poznam nowych ludzi.',
  ],
  da: [
    'Nysgerrig, glad og altid klar på en god snak over en kop kaffe.',
    'Jeg elsker at lave mad til vennerne, lange gåture ved vandet og hyggelige søndage.',
    'Glad for musik og rejser, og på udkig efter en at dele de små øjeblikke med.',
    'Ny i byen og spændt på, hvem jeg møder her.',
  ],
  fi: [
    'Utelias, iloinen ja aina valmis hyvään keskusteluun kahvikupin äärellä.',
    'Rakastan ruoanlaittoa ystäville, metsäretkiä ja rauhallisia sunnuntaita.',
    'Musiikki ja matkustaminen ovat lähellä sydäntäni. Etsin jotakuta, jonka kanssa jakaa arjen pienet hetket.',
    'Uusi kaupungissa ja utelias tapaamaan uusia ihmisiä.',
  ],
  nb: [
    'Nysgjerrig, blid og alltid klar for en god prat over en kopp kaffe.',
    'Jeg elsker å lage mat til venner, fjellturer og rolige søndager.',
    'Glad i musikk og reiser, og ser etter noen å dele de små øyeblikkene med.',
    'Ny i byen og spent på hvem jeg møter her.',
  ],
  sv: [
    'Nyfiken, glad och alltid sugen på ett bra samtal över en kopp kaffe.',
    'Jag älskar att laga mat till vänner, långa promenader i skogen och lugna söndagar.',
    'Musik och resor ligger mig varmt om hjärtat. Söker någon att dela vardagens små stunder med.',
    'Ny i stan och nyfiken på vem jag träffar här.',
  ],
};

export const NOTES: Record<string, string[]> = {
  en: ['Someone kind who makes me laugh.', 'A partner for trips and lazy Sundays.', ''],
  nl: ['Iemand die lief is en me aan het lachen maakt.', 'Een maatje voor uitstapjes en luie zondagen.', ''],
  de: [
    'Jemanden, der herzlich ist und mich zum Lachen bringt.',
    'Einen Partner für Ausflüge und faule Sonntage.',
    '',
  ],
  fr: [
    'Quelqu’un de gentil qui me fait rire.',
    'Un partenaire pour les voyages et les dimanches tranquilles.',
    '',
  ],
  it: ['Qualcuno di gentile che mi faccia ridere.', 'Un compagno per viaggi e domeniche pigre.', ''],
  es: ['Alguien amable que me haga reír.', 'Alguien para viajes y domingos tranquilos.', ''],
  pl: ['Kogoś życzliwego, kto mnie rozśmieszy.', 'Towarzysza wycieczek i leniwych niedziel.', ''],
  da: ['En sød person, der får mig til at grine.', 'En at tage på ture med og hygge om søndagen.', ''],
  fi: ['Joku ystävällinen, joka saa minut nauramaan.', 'Seuraa retkille ja laiskoille sunnuntaille.', ''],
  nb: ['En snill person som får meg til å le.', 'Noen å dra på turer med og slappe av med på søndager.', ''],
  sv: ['Någon snäll som får mig att skratta.', 'Någon att resa med och ta det lugnt med på söndagar.', ''],
};

export const languageOf = (country: string): string => LANGUAGE_OF_COUNTRY[country] ?? 'en';
