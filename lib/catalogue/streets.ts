/** Street names common across Australian suburbs (trees, people, places, landmarks). */
export const STREET_NAMES = [
  "Wattle", "Banksia", "Acacia", "Waratah", "Grevillea", "Jacaranda", "Bottlebrush", "Kurrajong", "Ironbark", "Blackwood",
  "Boronia", "Casuarina", "Melaleuca", "Myrtle", "Tea Tree", "Lilly Pilly", "Paperbark", "Red Gum", "Stringybark", "Coolabah",
  "George", "King", "Queen", "William", "Elizabeth", "Victoria", "Albert", "Edward", "Alfred", "Charles",
  "Macquarie", "Hume", "Hovell", "Sturt", "Mitchell", "Oxley", "Flinders", "Bass", "Cook", "Banks",
  "Lawson", "Wentworth", "Blaxland", "Leichhardt", "Kennedy", "Burke", "Wills", "Eyre", "Forrest", "Stuart",
  "Church", "Station", "Railway", "Bridge", "Mill", "School", "Park", "Hill", "River", "Creek",
  "High", "Main", "Market", "Union", "Commercial", "Bank", "Post Office", "Showground", "Racecourse", "Cemetery",
  "Ocean", "Beach", "Harbour", "Bay", "Lake", "Valley", "Ridge", "Gully", "Spring", "Forest",
  "Anzac", "Federation", "Jubilee", "Coronation", "Empire", "Endeavour", "Discovery", "Pioneer", "Settlers", "Heritage",
  "Grey", "Murray", "Darling", "Campbell", "Davey", "Fitzroy", "Bligh", "Phillip", "Hunter", "Brisbane",
  "Princes", "Kings", "Pacific", "Great Western", "Gordon", "Collins", "Bourke", "Lonsdale", "Swanston", "Russell",
  "Smith", "Brown", "Wilson", "Taylor", "Johnson", "White", "Martin", "Anderson", "Thompson", "Walker",
  "Kelly", "Ryan", "O'Connell", "Murphy", "McKenzie", "MacArthur", "Menzies", "Chifley", "Curtin", "Deakin",
  "Barton", "Parkes", "Lyons", "Hughes", "Fisher", "Bruce", "Scullin", "Holt", "Gorton", "McMahon",
  "Magnolia", "Camellia", "Gardenia", "Hibiscus", "Frangipani", "Azalea", "Lavender", "Rosemary", "Jasmine", "Protea",
];

export const STREET_TYPES: readonly (readonly [string, number])[] = [
  ["Street", 40], ["Road", 14], ["Avenue", 10], ["Crescent", 6], ["Close", 5], ["Court", 5], ["Place", 5],
  ["Drive", 6], ["Parade", 2], ["Lane", 2], ["Way", 3], ["Terrace", 2], ["Grove", 2], ["Circuit", 2],
];
