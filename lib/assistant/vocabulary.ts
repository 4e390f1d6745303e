/**
 * The words the assistant knows: everyday English (never read as a place name on its
 * own, even where a suburb carries it: Young, Forest, City), and the property words it
 * corrects typos towards ("bedrom" → "bedroom", "subdevide" → "subdivide").
 */
import { editDistance, soundSkeleton, typoBudget } from "./text";

/** Property words typos are corrected towards. */
export const KEYWORDS = [
  "bedroom", "bedrooms", "bathroom", "bathrooms", "house", "houses", "townhouse", "townhouses", "apartment", "apartments",
  "unit", "units", "villa", "land", "block", "renovate", "renovation", "renovations", "renovator", "renovating",
  "subdivide", "subdivision", "subdividable", "development", "develop", "investment", "investor", "cashflow", "cash", "flow",
  "yield", "yields", "growth", "capital", "undervalued", "bargain", "bushfire", "bushfires", "heritage", "flood", "flooding",
  "floods", "overlay", "overlays", "garage", "aircon", "airconditioning", "dishwasher", "ensuite", "balcony", "courtyard",
  "pool", "study", "shed", "wardrobes", "battleaxe", "corner", "granny", "rooming", "dual", "living", "occupancy", "duplex",
  "budget", "premium", "standard", "finish", "between", "under", "maximum", "minimum", "million", "acre", "quarter",
  "parking", "carport", "property", "properties", "positive", "positively", "geared", "townhome", "apartment", "negative",
  "bushland", "market", "prone", "zone", "zones", "frontage", "metres", "square", "hectare", "around", "something",
  "looking", "anything", "available", "family", "rental", "return", "returns", "suburb", "suburbs", "region", "anywhere", "without", "bedder",
  "bedders", "bathies", "first", "compare", "cheapest", "expensive", "highest", "lowest", "biggest",
  // Money questions: "depost", "deposti", "borow", "casflow", "repaymnts", "morgage".
  "deposit", "borrow", "borrowing", "repayment", "repayments", "mortgage", "interest", "interstate", "stamp", "insurance",
  "purchase", "fortnight", "fortnightly", "weekly", "monthly", "upfront", "income", "salary",
  // The words that act on the brief: "exlcude", "actualy", "insted", "remvoe".
  "exclude", "excluding", "actually", "instead", "remove", "except", "possible",
  // Amenities: "hospitl", "schols", "supermarkt".
  "hospital", "hospitals", "school", "schools", "supermarket", "supermarkets", "university", "transport",
] as const;

const COMMON = `
a about above acre acres actually add added adding after again against ago agent agents ah air aircon all allow almost alone along
already also although always am among an and another answer any anymore anything anywhere apart approx approximately are area
areas aren around as ask asking at available avoid avoiding away back bad balcony bank bargain based basic bath bathroom bathrooms
baths bay be beach beaches because bed bedroom bedrooms beds been before behind being below best better between big bigger biggest
bit block blocks both bought box brand brick bring budget build builder building built bump business but buy buyer buyers buying
by call can cant car care cars case cash central change changed cheap cheaper cheapest check city close closer co compare condition
consider corner cost costs could council country couple court cover crappy cut day days deal decent definitely did didnt different
do does doesnt doing done dont double down drop dual due each earlier early east easy either else end enough ensuite entry equity
estate even ever every everything exactly except expensive extra family far fast feel few fifth find fine first fit five fix fixer
flat flats flip flood floor flow focus for forest forget found four fourth free from front full fully garage garden gas get gets
give go going gone good got granny great green ground grow growth guess guy had half happy hard has have having he hello help her
here hey hi high higher highest him his hold home homes hope house houses how however hows huge i id if ill im important in income
instead interested into invest investing investment investor investors is isnt it its ive just keep kid kids kind know land large
last later least leave left less let lets like likely line list listing listings little live living ll loan local location
locations long look looking lose lot lots love low lower lowest lucky made main maybe me mean medium mid might mind mine minimum
modern money month monthly more most move much must my near need needed needs new next nice night no none north not nothing now
number ocean of off offer ok okay old older on once one ones only open or order other our out over own paid park part pay per
perfect person place plan please plus point pool possible pretty price prices priced primary probably property properties pull
put quarter quick quite range rate rather re reach ready real really reason red remove rent rental rented renting return returns
right road room rooms round run same save say search second see seems sell send set shed short should show side single site six
size small so some something soon south space spare spend spot start stay still stop street study stuff suburb suburbs such suit
super sure take tell than thank thanks that thats the their them then there these they thing things think third this those though
three through tight time to today too top total town true try turn two type under unit units until up upper us use used value
very view views village want wanted wants was way we well went were west what whats when where which while white who whole why
will with within without work works worth would yard yeah year years yes yet you young your
spring summer winter golden grange paradise kingston brighton newtown rocky sandy island mount heights ridge valley vale plains
reserve station estate bridge creek river lake wells hill hills gap range port farm mill green village cottage queenslander
federation colonial contemporary heritage growth yield cash ok pls thx u ur wanna gonna gotta abt approx asap bout cuz yep nah
sqm m2 k mil m ha bd br ba cbd pa pw km min mins max tops hrs
kitchen kitchens lounge lounges theatre laundry backyard backyards yard yards deck decking alfresco storey storeys double
renovated character period townhome mortgage loan deposit approval preapproval approved partner husband wife mum dad
parents kids children school schools beach beaches shops station train trains tram trams bus hospital university uni
work commute ideally keen somewhere either around nearby close walking walk distance quiet street streets leafy suburbia
regional rural coastal inner outer western eastern northern southern suburb suburbs area areas region city country
investment investments portfolio equity rental renter renters tenant tenants tenanted vacancy vacancies market markets
sell selling flip flipping hold holding long term short term strategy strategies potential opportunity opportunities
quarters halves sale sales relocating relocated relocation bedroomed bathroomed garaging carport carports driveway garden gardens lawn lawns fence fenced views view outlook
north-facing facing aspect light bright spacious large small tiny huge massive decent nice lovely great good better
please thanks cheers hello hi hey mate folks guys
office offices butler butlers pantry pantries starting started start stone bench benchtops floorboards ceilings
storage cellar mudroom solar panels tank veggie chooks dogs dog cats cat pets pet retire retiring retirement maintenance
peaceful nature lifestyle relaxed vibe coastal cafes cafe restaurants shopping centre center hospital job jobs
husband wife partner family kids teenagers baby babies school schools college tafe commute commuting hour hours
character natural light sunny north south east west facing modern classic charming cosy cozy bright airy quiet busy
propie
`;

const COMMON_WORDS = new Set(COMMON.split(/\s+/).filter(Boolean));
for (const k of KEYWORDS) COMMON_WORDS.add(k);

export function isCommonWord(word: string): boolean {
  return COMMON_WORDS.has(word);
}

const KEYWORD_SET = new Set<string>(KEYWORDS);
const KEYWORDS_BY_LETTER = new Map<string, string[]>();
for (const k of KEYWORDS) {
  const list = KEYWORDS_BY_LETTER.get(k[0]) ?? [];
  list.push(k);
  KEYWORDS_BY_LETTER.set(k[0], list);
}

/** Property words by their sound skeleton, where no other property word sounds alike ("townhse", "invstmnt"); a plural sounds as its singular. */
const KEYWORD_BY_SKELETON = new Map<string, string | null>();
for (const k of KEYWORDS) {
  const sk = soundSkeleton(k);
  const had = KEYWORD_BY_SKELETON.get(sk);
  KEYWORD_BY_SKELETON.set(sk, had === undefined || had === k ? k : had && k.startsWith(had) ? had : had && had.startsWith(k) ? k : null);
}

/** The property word a misspelt word most likely is ("bedrom" → "bedroom"; its vowels dropped, "townhse" → "townhouse"), or null. */
export function correctKeyword(word: string): string | null {
  if (word.length < 4 || KEYWORD_SET.has(word) || COMMON_WORDS.has(word) || /\d/.test(word)) return null;
  // (A property word's own inflection is no typo: "excluded", "renovated", "flooded".)
  if (/(?:ed|d)$/.test(word) && (KEYWORD_SET.has(word.slice(0, -1)) || KEYWORD_SET.has(word.slice(0, -2)))) return null;
  // (Vowels dropped, all of them, or all but one in a word of six letters, two in one of seven: "grge", "invstmnt", "townhse"; three
  // sounds or more, in a word two letters short of the property word; not "parks", "Greg".)
  // (A final "e" is silent: "grge".)
  const vowels = (word.slice(1).replace(/e$/, "").match(/[aeiou]/g) ?? []).length;
  if (vowels === 0 || (vowels === 1 && word.length >= 6) || (vowels === 2 && word.length >= 7)) {
    const sk = soundSkeleton(word);
    const k = sk.length >= 3 ? KEYWORD_BY_SKELETON.get(sk) : undefined;
    if (k && k.length >= word.length + 2) return k;
  }
  if (word.length < 5) return null;
  const budget = typoBudget(word.length);
  let best: { k: string; d: number } | null = null;
  for (const k of KEYWORDS_BY_LETTER.get(word[0]) ?? []) {
    const d = editDistance(word, k, budget);
    if (d <= budget && (!best || d < best.d)) best = { k, d };
  }
  return best?.k ?? null;
}
