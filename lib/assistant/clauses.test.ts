import { describe, expect, it } from "vitest";
import { clausesOf, ownPlaceSpans, personPlaceSpans } from "./clauses";

/** The role of the clause holding `word` in `text`. */
const roleOf = (text: string, word: string) => {
  const at = text.indexOf(word);
  const c = clausesOf(text).find((x) => at >= x.start && at < x.end);
  return c ? `${c.role}${c.certain ? "" : "?"}${c.context ? `:${c.context}` : ""}` : null;
};

describe("clausesOf: roles from syntax", () => {
  it("reads a question about another thing as one: a property word of that thing, a clipped question word", () => {
    expect(roleOf("Can you recommend good accountant in Glenorchy for my salon tax?", "Glenorchy")).toBe("question");
    expect(roleOf("wats the wether in port hedland this wk", "port")).toBe("question");
    // A property word after a property word is property talk.
    expect(roleOf("Can you recommend someone for land tax in Glenorchy?", "Glenorchy")).not.toBe("question");
  });

  it("reads the question after \"any idea\", after a comma, and about a market of another thing as a question about that thing", () => {
    expect(roleOf("any idea why the fire sirens went off in Kyneton this morning?", "Kyneton")).toBe("question");
    expect(roleOf("settle an argument, is the big banana in Coffs Harbour or Woolgoolga", "Woolgoolga")).toBe("question");
    expect(roleOf("random but is the night market still on in Mindil", "Mindil")).toBe("question");
    // The market of property is asked about the place itself, and remembered.
    expect(roleOf("what's the market like in Mindil?", "Mindil")).toBe("wanted");
    // ("any houses in Mindil?" asks for them.)
    expect(roleOf("any houses in Mindil?", "Mindil")).toBe("wanted");
  });

  it("reads a question as one whatever follows its question mark, and a place put forward in one as wanted", () => {
    expect(roleOf("Do trucks need a special permit to drive through Dandenong at night? Karim was asking.", "Dandenong")).toBe("question");
    expect(roleOf("My daughter starts at uni next year in Wagga so maybe Wagga instead? Same criteria", "maybe")).toBe("wanted");
    // A phrase with no verb carries on the wish before it, over a bracket or after "and".
    expect(roleOf("Have you got any houses from the 1880s (little cottages ideally) in Battery Point or South Hobart under $950k? 2 bed minimum", "Battery")).toBe("wanted");
    expect(roleOf("What's available in Mildura under $380,000 with a swimming pool and ducted air? Three bedroom house.", "ducted")).toBe("wanted");
  });

  it("reads someone else's situation and the buyer's past as context, the wish after it as wanted", () => {
    const t = "my parents r in mandurah and keep telling me to buy down there but i want a 3br house in byford or armadale";
    expect(roleOf(t, "mandurah")).toBe("context:others");
    expect(roleOf(t, "byford")).toBe("wanted");
    expect(roleOf("I sold a unit in Devonport years ago. I'd like a house in Burnie.", "Devonport")).toBe("context:past");
    expect(roleOf("I sold a unit in Devonport years ago. I'd like a house in Burnie.", "Burnie")).toBe("wanted");
    expect(roleOf("We spent a winter in Darwin last year. Two-bedroom unit in Nightcliff please.", "Darwin")).toBe("context:past");
    expect(roleOf("I am a retired teacher living in Sandy Bay.", "Sandy")).toBe("context:live");
  });

  it("keeps wishes and corrections in the past tense as what they are", () => {
    expect(roleOf("I meant Dynnyrne and Mount Nelson", "Dynnyrne")).toBe("correction");
    expect(roleOf("I've always loved Orange, could we try a house there", "Orange")).toBe("wanted");
    expect(roleOf("We sold our place in Canberra and want to retire to Batemans Bay", "Batemans")).toBe("wanted");
    expect(roleOf("We sold our place in Canberra and want to retire to Batemans Bay", "Canberra")).toBe("context:past");
    expect(roleOf("We'd like a house in the Ballarat area that rents well", "Ballarat")).toBe("wanted");
  });

  it("reads the perfect as the buyer's past by its participle, unless it tells of the search", () => {
    expect(roleOf("We've sold in Kew and want to downsize to Torquay", "Kew")).toBe("context:past");
    expect(roleOf("We've sold in Kew and want to downsize to Torquay", "Torquay")).toBe("wanted");
    expect(roleOf("I've always rented in Carnegie. A unit in Clayton please", "Carnegie")).toBe("context:live");
    expect(roleOf("we've been renting in Moonah for years, a house in Claremont", "Moonah")).toBe("context:live");
    expect(roleOf("I've been to Broome a few times", "Broome")).toBe("context:past");
    // A perfect of looking, reading, talking or narrowing down is about the search.
    expect(roleOf("we've been looking at Bendigo", "Bendigo")).toBe("wanted");
    expect(roleOf("we have been reading about Mildura. A house under 400k", "Mildura")).toBe("wanted");
    expect(roleOf("Jan and I have been talking about Port Pirie, a stone house", "Pirie")).toBe("wanted");
    expect(roleOf("we've narrowed it down to Ballarat", "Ballarat")).toBe("wanted");
    // …and so is a clause that wishes as well.
    expect(roleOf("I have built units in Moe before and would like a site in Sale", "Sale")).toBe("wanted");
  });

  it("reads what the buyer or their client already holds as context, and brackets about a person as theirs", () => {
    expect(roleOf("I own a unit in Southport. A house in Mackay", "Southport")).toBe("context:past");
    expect(roleOf("* investor, owns PPOR in Box Hill VIC\n* Ballarat", "Box Hill")).toBe("context:past");
    expect(roleOf("Client: Sarah (PPOR: Mosman NSW)", "Mosman")).toBe("context:live");
    expect(roleOf("Lives: Moonah\nWant: Claremont or Glenorchy", "Moonah")).toBe("context:live");
    expect(roleOf("Lives: Moonah\nWant: Claremont or Glenorchy", "Claremont")).toBe("wanted");
    expect(roleOf("I've got the Toowong and Penrith units, so a house this time", "Toowong")).toBe("context:past");
    expect(roleOf("Client (mine manager in Moranbah) wants to buy in Mackay", "Moranbah")).toBe("context:others");
    expect(roleOf("Client (mine manager in Moranbah) wants to buy in Mackay", "Mackay")).toBe("wanted");
    // Not a wish to own, what they have their eye on, nor a question with "got".
    expect(roleOf("we'd love to own in Ballarat one day", "Ballarat")).toBe("wanted");
    expect(roleOf("we've got our eye on Bendigo", "Bendigo")).toBe("wanted");
    expect(roleOf("Got any brick houses in Karama?", "Karama")).toBe("wanted");
    expect(roleOf("a house on Rocky's north side (Norman Gardens, Frenchville)", "Frenchville")).toBe("wanted");
  });

  it("reads a question asking what there is in a place as a search, after a greeting too", () => {
    expect(roleOf("hello. Is there anything going in Yass on a couple of acres?", "Yass")).toBe("wanted");
    expect(roleOf("Anything in Port Augusta for under 300k?", "Augusta")).toBe("wanted");
  });

  it("tells a question that asks no search from a request phrased as a question", () => {
    expect(roleOf("is hobart freezing in july", "hobart")).toBe("question");
    expect(roleOf("how do I get to Canberra from Queanbeyan by bus", "Canberra")).toBe("question");
    expect(roleOf("Do you have anything in Wodonga? 3 bed house", "Wodonga")).toBe("wanted");
    expect(roleOf("can you swap Nundah for Kedron?", "Nundah")).toBe("wanted");
    expect(roleOf("Are there houses in Katherine under 350k?", "Katherine")).toBe("wanted");
    expect(roleOf("and what about Bendigo?", "Bendigo")).toBe("wanted");
    expect(roleOf("What's Echuca like?", "Echuca")).toBe("wanted");
    // About buying, but asking advice rather than a search: uncertain, so the assistant asks.
    expect(roleOf("Is it better to buy in Wangaratta or Benalla for growth?", "Benalla")).toBe("question?");
  });

  it("reads a letter's greeting and signature as off-topic", () => {
    const t = "Good morning,\n\nI'd like a house in Launceston.\n\nKind regards,\nMargaret";
    expect(roleOf(t, "Margaret")).toBe("offTopic");
    expect(roleOf(t, "Good")).toBe("offTopic");
    expect(roleOf(t, "Launceston")).toBe("wanted");
    expect(roleOf("Not near the train line please. Cheers, Dev", "Dev")).toBe("offTopic");
  });

  it("reads a negated wish as ruled out, not a negated amount", () => {
    expect(roleOf("We don't want to buy in Rockhampton itself, but Yeppoon has caught our eye.", "Rockhampton")).toBe("ruledOut");
    expect(roleOf("We don't want to buy in Rockhampton itself, but Yeppoon has caught our eye.", "Yeppoon")).toBe("wanted");
    expect(roleOf("a house in Newstead for no more than 520k", "Newstead")).toBe("wanted");
  });

  it("finds a person's place: the preposition after a person noun", () => {
    const t = "My daughter in Launceston keeps telling me that Trevallyn is the place to be, near my cousin in Dubbo";
    expect(personPlaceSpans(t).map((s) => t.slice(s.start, s.end))).toEqual(["in Launceston", "in Dubbo"]);
    expect(roleOf(t, "Trevallyn")).toBe("wanted");
  });

  it("starts a wish after a comma without a subject of its own: a wish word, or an article before a count or property word", () => {
    const rent = "we rent in Broadmeadows at the moment, after a 3 bed house in Craigieburn under 900k for cash flow";
    expect(roleOf(rent, "Broadmeadows")).toBe("context:live");
    expect(roleOf(rent, "Craigieburn")).toBe("wanted");
    expect(roleOf("I grew up in Geelong, looking for a unit in Ballarat", "Ballarat")).toBe("wanted");
    expect(roleOf("we live in Newtown, a 4 bed house in Marrickville would be ideal", "Marrickville")).toBe("wanted");
  });

  it("reads a correction by its opener or by what the buyer meant, and a question after the opener as a question", () => {
    expect(roleOf("whoops, Kiama not Kiama Downs", "Kiama")).toBe("correction");
    expect(roleOf("what we meant to say was Jamberoo", "Jamberoo")).toBe("correction");
    expect(roleOf("hang on, is Jamberoo a suburb or a council area", "Jamberoo")).toBe("question?");
    expect(roleOf("sorry, is Gerringong windy in winter?", "Gerringong")).toBe("question");
  });

  it("finds a person's place after a copula: \"my sister's in…\", \"the folks are still in…\"", () => {
    const t = "my sister's in Gerringong and the folks are still in Kiama";
    expect(personPlaceSpans(t).map((s) => t.slice(s.start, s.end))).toEqual(["in Gerringong", "in Kiama"]);
  });

  it("reads a habit as context, not a wish", () => {
    const t = "we camp at Jamberoo every summer, but a house in Kiama please";
    expect(roleOf(t, "Jamberoo")).toBe("context:past");
    expect(roleOf(t, "Kiama")).toBe("wanted");
    expect(roleOf("Nowra each Christmas is our tradition so we'd like to buy in Nowra", "buy")).toBe("wanted");
  });

  it("starts a clause at a subject pronoun after a noun, punctuation or not", () => {
    expect(roleOf("a unit for my sister she's moving down from Gerringong", "Gerringong")).toBe("context:others");
    expect(roleOf("the in-laws are in Kiama so we know it well", "Kiama")).toBe("context:others");
    const t = "my son-in-law in Jamberoo reckons prices are fair";
    expect(personPlaceSpans(t).map((s) => t.slice(s.start, s.end))).toEqual(["in Jamberoo"]);
  });

  it("finds the places of what someone already has or does", () => {
    const spans = (t: string) => ownPlaceSpans(t).map((s) => t.slice(s.start, s.end));
    expect(spans("we're staying put in our rental in Kiama Downs for now")).toEqual(["Kiama Downs"]);
    expect(spans("something like our Gerringong one but bigger")).toEqual(["Gerringong"]);
    expect(spans("I have a job lined up in Jamberoo")).toEqual(["Jamberoo"]);
    expect(spans("drop Nowra, too far from Kiama")).toEqual(["Kiama"]);
    expect(spans("a house in Kiama near the beach")).toEqual([]);
  });
});
