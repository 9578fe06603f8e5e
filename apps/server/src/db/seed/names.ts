import type { Rng } from './random';

/** The words of a text: a list of names, written as a paragraph. */
const words = (text: string): readonly string[] => text.trim().split(/\s+/);

/**
 * First names of demo members, by country and gender: names people of that country are called
 * (Flemish and French in Belgium, German, French and Italian in Switzerland, Irish in Ireland, some
 * Māori in New Zealand). A search lists members of one gender and country, so each list holds more
 * names than a search page has members (the seed hands them out in turn, see `assignNames`).
 */
export const NAMES_OF_COUNTRY: Record<string, { female: readonly string[]; male: readonly string[] }> = {
  NL: {
    female: words(`
      Sanne Lotte Fleur Noor Eva Anouk Femke Iris Marloes Sophie Lieke Sara Julia Emma Tess Lisa
      Esther Ilse Janneke Marieke Renske Floor Roos Merel Lara Maud Nina Linda Mirjam Wendy Judith
      Karin Annemieke Evelien Ingrid Petra Monique Saskia Yvonne Nicole Manon Charlotte Kim Joyce
      Bente Isa Jasmijn Fenna Loes Hanneke Eline Inge Suzanne Daniëlle Mariska Astrid Chantal
      Marjolein Anne Nienke Willemijn Liselotte Amber Demi Romy Britt Yara Sterre Vera Jolien Tamara
    `),
    male: words(`
      Daan Sem Bram Ruben Thijs Jeroen Niels Lucas Joris Maarten Jesse Tim Stijn Lars Bas Koen Wouter
      Sander Jasper Pieter Rick Dennis Mark Erik Martijn Arjen Gijs Teun Luuk Milan Finn Thomas Mees
      Ties Floris Hidde Wessel Sjoerd Roel Michiel Vincent Robin Frank Hans Rob Marcel Johan Willem
      Henk Kees Gert Ronald Patrick Edwin Remco Bart Tom Job Olivier Siem Jelle Rutger Matthijs
      Laurens Hugo Stefan Peter Jan Dirk Ivo Menno
    `),
  },
  BE: {
    female: words(`
      Lotte Elise Marie Laura Julie Charlotte Louise Emma Lien Annelies Sofie Elke Katrien Griet Hanne
      Ellen Nele Leen Mieke Camille Manon Chloé Aurélie Céline Amélie Justine Pauline Noémie Océane
      Nathalie Valérie Ine
    `),
    male: words(`
      Arne Pieter Jens Wout Tom Kobe Seppe Brecht Stijn Thomas Lander Jonas Bert Dries Wim Koen Geert
      Filip Kristof Ruben Maxime Nicolas Julien Antoine Quentin Romain Olivier Benoît Mathieu Cédric
      Florent Arnaud
    `),
  },
  DE: {
    female: words(`
      Lena Anna Laura Julia Sophie Katrin Miriam Hannah Lea Sabine Lisa Johanna Franziska Stefanie
      Jana Carina Melanie Nadine Sandra Christina Theresa Vanessa Jessica Sarah Marie Clara Charlotte
      Annika Leonie Svenja Antonia Ulrike Birgit Anja Petra Nicole Carolin Isabell Nina Jule
    `),
    male: words(`
      Jonas Felix Leon Paul Max Tobias Lukas Florian Stefan Moritz Jan Niklas Tim Philipp Sebastian
      Julian Alexander Daniel Michael Markus Thomas Andreas Christian Matthias Benedikt Fabian Dominik
      Kai Sven Jens Jörg Uwe Frank Oliver Simon Hendrik Malte Lars Torsten Henning
    `),
  },
  AT: {
    female: words(`
      Katharina Lena Anna Sarah Julia Lisa Theresa Magdalena Elisabeth Johanna Verena Barbara Viktoria
      Valentina Sophie Hannah Marlene Christina Bettina Sabine Andrea Martina Claudia Carina Stefanie
      Isabella Laura Eva Nina Melanie
    `),
    male: words(`
      Lukas Florian Tobias David Jakob Maximilian Sebastian Stefan Michael Thomas Andreas Markus
      Manuel Dominik Matthias Christoph Bernhard Georg Alexander Daniel Philipp Simon Fabian Martin
      Johannes Patrick Wolfgang Gerald Elias Paul
    `),
  },
  CH: {
    female: words(`
      Laura Sara Lea Anna Mia Nina Julia Céline Jana Alina Lara Elena Noemi Chiara Selina Vanessa
      Tamara Michelle Nadine Corinne Sandra Andrea Claudia Monika Ursula Regula Martina Aline Camille
      Léa
    `),
    male: words(`
      Luca Noah Leon David Jan Nico Simon Fabian Lukas Reto Urs Beat Marco Patrick Daniel Stefan
      Thomas Adrian Roman Pascal Samuel Matthias Dominik Raphael Yannick Loïc Gian Andrin Silvan
      Severin
    `),
  },
  FR: {
    female: words(`
      Camille Chloé Manon Léa Juliette Inès Claire Margaux Élodie Sarah Emma Louise Alice Jade Lucie
      Pauline Mathilde Marine Julie Charlotte Céline Aurélie Émilie Sophie Anaïs Laura Audrey Caroline
      Hélène Isabelle Nathalie Clémence Maëlle Océane Justine Agathe
    `),
    male: words(`
      Louis Hugo Lucas Théo Antoine Julien Mathieu Nicolas Arthur Maxime Thomas Gabriel Raphaël Paul
      Léo Romain Alexandre Baptiste Clément Guillaume Pierre Quentin Vincent Sébastien Florian Adrien
      Benjamin Jérémy Kévin Olivier Jean Thibault Damien Cédric Mathis Victor
    `),
  },
  IT: {
    female: words(`
      Giulia Chiara Francesca Sara Martina Alessia Elena Valentina Federica Anna Sofia Aurora Giorgia
      Beatrice Alice Ginevra Silvia Laura Roberta Paola Serena Ilaria Eleonora Camilla Veronica
      Alessandra Claudia Marta Simona Noemi Arianna Lucia
    `),
    male: words(`
      Luca Marco Matteo Alessandro Davide Andrea Lorenzo Simone Giorgio Paolo Francesco Leonardo
      Riccardo Tommaso Gabriele Federico Stefano Fabio Roberto Massimo Giuseppe Antonio Giovanni
      Emanuele Daniele Nicola Alberto Pietro Filippo Edoardo Michele Claudio
    `),
  },
  ES: {
    female: words(`
      Lucía Carmen Marta Paula Laura Elena Sofía Alba Irene Claudia María Ana Cristina Sara Andrea
      Nuria Raquel Beatriz Patricia Silvia Rocío Pilar Marina Julia Natalia Noelia Inés Lorena Sonia
      Eva Ainhoa Carla
    `),
    male: words(`
      Pablo Javier Alejandro Diego Sergio Carlos Álvaro Daniel Adrián Hugo David Jorge Manuel Antonio
      Miguel Rubén Iván Raúl Alberto Fernando Luis Marcos Mario Víctor Óscar Jaime Gonzalo Íñigo
      Rafael Andrés Enrique Ignacio
    `),
  },
  PL: {
    female: words(`
      Zofia Katarzyna Anna Magda Agnieszka Ola Natalia Joanna Ewa Maja Julia Zuzanna Weronika Monika
      Marta Karolina Justyna Paulina Dorota Beata Iwona Małgorzata Barbara Emilia Patrycja Sylwia
      Wiktoria Dominika Izabela Marzena Kinga Oliwia
    `),
    male: words(`
      Jakub Piotr Tomasz Michał Kamil Paweł Mateusz Krzysztof Bartek Adam Marcin Łukasz Wojciech
      Szymon Filip Jan Antoni Grzegorz Rafał Dawid Maciej Sebastian Przemek Marek Andrzej Robert
      Damian Konrad Igor Hubert Artur Karol
    `),
  },
  DK: {
    female: words(`
      Freja Ida Mathilde Emma Sofie Karen Laura Mette Signe Cecilie Anne Camilla Louise Maria Julie
      Line Sara Astrid Clara Alma Ella Nanna Trine Lærke Maja Caroline Christina Pernille Rikke Tine
    `),
    male: words(`
      Mads Emil Rasmus Frederik Mikkel Jesper Anders Kasper Søren Lars Magnus Mathias Oliver William
      Christian Jonas Nikolaj Thomas Martin Henrik Morten Jakob Peter Simon Tobias Jens Niels Asger
      Bjørn Troels
    `),
  },
  FI: {
    female: words(`
      Aino Emma Sanna Laura Johanna Elina Veera Noora Kaisa Minna Anni Heidi Jenni Katja Riikka Satu
      Tiina Hanna Essi Iida Sini Pirjo Helmi Venla Ella Eveliina Milla Suvi Outi Maija
    `),
    male: words(`
      Eero Mikko Juho Antti Ville Janne Tuomas Lauri Joonas Matti Jukka Petri Sami Teemu Jari Timo
      Heikki Markus Aleksi Onni Eino Väinö Ilkka Kalle Otto Juha Pekka Olli Toni Risto
    `),
  },
  NO: {
    female: words(`
      Ingrid Nora Emma Thea Maja Ida Silje Kari Hanne Marte Ingeborg Sofie Tuva Astrid Sigrid Live
      Kristine Hilde Camilla Mari Ragnhild Solveig Tonje Guro Vilde Synnøve Ane Eli Randi Helene
    `),
    male: words(`
      Lars Ola Henrik Magnus Sindre Jonas Eirik Håkon Erik Anders Even Sander Martin Kristian Øyvind
      Tor Sigurd Aksel Jakob Torbjørn Vegard Espen Fredrik Geir Morten Trond Bjørn Audun Stian Kjetil
    `),
  },
  SE: {
    female: words(`
      Astrid Maja Elsa Ebba Linnea Sara Klara Ida Johanna Frida Alva Wilma Alice Saga Agnes Ellen
      Hanna Emelie Moa Matilda Sofia Lovisa Elin Malin Anna Karin Annika Jenny Therese Ulrika
    `),
    male: words(`
      Oskar Erik Axel Gustav Filip Viktor Johan Anton Olle Nils Hugo Elias Ludvig Albin Isak Linus
      Emil Jonas Fredrik Henrik Mattias Andreas Magnus Pontus Sixten Björn Per Måns Joakim Tobias
    `),
  },
  US: {
    female: words(`
      Emily Ashley Jessica Sarah Madison Olivia Ava Abigail Hannah Megan Lauren Brittany Samantha
      Taylor Kayla Rachel Amanda Nicole Jennifer Stephanie Haley Brooke Alexis Morgan Kaitlyn Savannah
      Natalie Allison Victoria Mackenzie Destiny Jasmine
    `),
    male: words(`
      Michael Christopher Matthew Joshua Tyler Brandon Austin Jacob Ethan Andrew Ryan Justin Kyle Cody
      Dylan Logan Mason Caleb Hunter Jordan Zachary Nathan Aaron Kevin Brian Jason Eric Travis Derek
      Jared Carter Wyatt
    `),
  },
  CA: {
    female: words(`
      Emma Olivia Chloe Sophie Hannah Madison Emily Ava Abigail Isabelle Megan Brooke Jessica Amanda
      Kaitlyn Sarah Rebecca Laurie Geneviève Mélissa Catherine Marie-Ève Véronique Julie Stéphanie
      Kelsey Paige Taylor Courtney Shannon
    `),
    male: words(`
      Liam Ethan Noah Logan Owen Connor Tyler Ryan Matthew Nathan Jacob Benjamin Carter Cole Brady
      Evan Dylan Hunter Mathieu Étienne Gabriel Samuel Alexandre Jean-François Marc-André Olivier
      Félix Justin Brett Kyle
    `),
  },
  GB: {
    female: words(`
      Olivia Amelia Isla Emily Poppy Grace Charlotte Ruby Hannah Chloe Megan Sophie Lucy Jessica Holly
      Eleanor Freya Imogen Georgia Abigail Harriet Rosie Bethany Lauren Katie Gemma Hayley Zoe Amy
      Rebecca Kirsty Fiona
    `),
    male: words(`
      Oliver Harry George Jack James William Thomas Charlie Alfie Joshua Daniel Samuel Benjamin Oscar
      Henry Archie Callum Jamie Lewis Ryan Ben Tom Luke Adam Joe Matt Rhys Owen Euan Craig Stuart
      Dominic
    `),
  },
  IE: {
    female: words(`
      Aoife Siobhán Niamh Ciara Sinéad Orla Caoimhe Róisín Clodagh Saoirse Aisling Emer Gráinne Méabh
      Éabha Síle Fiadh Sorcha Deirdre Úna Clíona Muireann Laoise Emma Sarah Grace Katie Ellen Rachel
      Eimear
    `),
    male: words(`
      Conor Cian Seán Oisín Darragh Eoin Ciarán Pádraig Cathal Colm Dónal Fionn Tadhg Ronan Niall
      Declan Diarmuid Rory Liam Shane Kevin Aidan Killian Eamon Fergal Brendan Dara Cormac Séamus Jack
    `),
  },
  AU: {
    female: words(`
      Charlotte Olivia Mia Isla Ava Amelia Chloe Sienna Matilda Zoe Jessica Emily Georgia Sophie
      Tahlia Brooke Kate Lauren Jacinta Kylie Tegan Shannon Hayley Bianca Alana Madeleine Lily Ruby
      Ella Grace
    `),
    male: words(`
      Jack Oliver William Noah Lachlan Cooper Riley Hamish Mitchell Brodie Jayden Lucas Thomas Liam
      Jackson Ethan Harrison Angus Bailey Jarrod Brendan Scott Nathan Luke Joshua Dylan Blake Kieran
      Fletcher Callum
    `),
  },
  NZ: {
    female: words(`
      Aroha Mere Anahera Kiri Ngaio Olivia Charlotte Isla Amelia Harper Emily Grace Ruby Sophie Hannah
      Georgia Holly Ella Mia Lucy Jessica Kate Rebecca Sarah Tessa Paige Maia Stella Aria Zoe
    `),
    male: words(`
      Tama Nikau Wiremu Rawiri Manaia Ari Jack Oliver Noah Lucas Hunter George James Liam Leo Mason
      Thomas William Hamish Angus Sam Ben Finn Callum Jacob Caleb Blake Ryan Connor Daniel
    `),
  },
};

export type NameGender = 'female' | 'male';

/** A country's names of a gender; a country without a list of its own has the British ones. */
export function namesOf(country: string, gender: NameGender): readonly string[] {
  return (NAMES_OF_COUNTRY[country] ?? NAMES_OF_COUNTRY.GB!)[gender];
}

export interface Named {
  country: string;
  gender: NameGender;
  lastActivity: Date;
  /** Whether a default search lists the member (neither invisible nor a cam or resell profile). */
  listed: boolean;
}

/**
 * Each member's place in the list a search shows of its country and gender: the members a search
 * lists, most recently active first (then the higher id, as ids follow the members' order), and
 * after them those no default search lists.
 */
export function listingPlaces(members: readonly Named[]): number[] {
  const groups = new Map<string, number[]>();
  members.forEach((m, i) => {
    const key = `${m.country}:${m.gender}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const places: number[] = [];
  for (const indexes of groups.values()) {
    const order = [...indexes].sort((a, b) => {
      const [x, y] = [members[a]!, members[b]!];
      if (x.listed !== y.listed) return x.listed ? -1 : 1;
      const at = y.lastActivity.getTime() - x.lastActivity.getTime();
      return at !== 0 ? at : b - a;
    });
    order.forEach((index, place) => (places[index] = place));
  }
  return places;
}

/**
 * First names for members (in their order) such that none repeats on a page of a search: by their
 * places in it (`listingPlaces`), the members of a country and gender take its names in turn, from
 * a seeded shuffle, so a run of as many members as the country has names has no name twice.
 */
export function assignNames(
  members: readonly Pick<Named, 'country' | 'gender'>[],
  places: readonly number[],
  r: Rng,
): string[] {
  const lists = new Map<string, string[]>();
  return members.map((m, i) => {
    const key = `${m.country}:${m.gender}`;
    if (!lists.has(key)) lists.set(key, shuffled(namesOf(m.country, m.gender), r));
    const list = lists.get(key)!;
    return list[places[i]! % list.length]!;
  });
}

function shuffled<T>(items: readonly T[], r: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
