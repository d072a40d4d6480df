// The offline, deterministic brief extractor (the default LLM provider). No model, no network:
// the brief is cut into units (segment.ts), names are read from their phrasing (names.ts), the budget
// is worked out from the amounts (budget.ts), each remaining unit is scored for the field it talks
// about, and the niche is scored from product and creator words (niche.ts). normalize.ts finishes.
import { anyCurrency, findBudget } from './budget.js';
import type { ExtractionResult, LlmProvider } from './llm.js';
import { fieldProbabilities, MODEL_FIELDS, SHIPPED_FIELD_MODEL, unitFeatures, type FieldModel } from './field-model.js';
import { namesOverlap, refineNames, type NameModel, type RefineResult } from './name-model.js';
import { briefPeople, findNames, mailDomains, senderOrgs } from './names.js';
import { normalizeNiche, scoreNiche } from './niche.js';
import { NICHE_MODEL_WEIGHT, nicheModelPosterior, type NicheModel } from './niche-model.js';
import { isPlaceholderValue, saysWithheld } from './placeholder.js';
import { findPlan } from './plan.js';
import { normalizeExtraction } from './normalize.js';
import { classifyLabel, segment, type Unit } from './segment.js';
import { truecaseNames } from './truecase.js';

type TextField = 'product_description' | 'target_audience' | 'key_use_cases' | 'campaign_goal';
const TEXT_FIELDS: TextField[] = ['product_description', 'target_audience', 'key_use_cases', 'campaign_goal'];

// ---- vocabularies --------------------------------------------------------------------------------

const PEOPLE_WORDS =
  'people|ppl|persons?|residents|clients|participants|applicants|consultants|merchants|agents|adolescents|visitors|tutors|mentors|vendors|instructors|actors|juniors|survivors|operators|directors|immigrants|migrants|retailers|(?:year|yr)-?olds|olds|folks|users?|customers?|buyers?|shoppers?|consumers?|owners?|parents?|moms?|mums?|mothers?|dads?|fathers?|famil(?:y|ies)|kids|children|teens?|teenagers?|students?|learners?|professionals?|workers?|employees?|women|men|girls|boys|ladies|adults?|millennials|gen[- ]?z(?:ers)?|gen[- ]?x|boomers|seniors|retirees|couples?|singles|travell?ers?|tourists|backpackers|gamers?|players?|fans?|lovers?|enthusiasts?|buffs|geeks|nerds|cooks?|bakers?|foodies|athletes?|runners?|cyclists?|climbers?|lifters|beginners?|newbies|novices|homemakers|housewives|homeowners|renters|tenants|savers?|investors?|traders?|founders?|entrepreneurs?|homepreneurs?|freelancers?|developers?|designers?|engineers?|doctors?|nurses?|patients?|commuters?|drivers?|riders?|bikers?|residents|dwellers|locals|viewers?|listeners?|readers?|aspirants|freshers|graduates|grads|newlyweds|brides?|grooms?|grandparents|toddlers|babies|infants|individuals|anyone|everyone|those who|someone|members|mompreneurs|adventurers|campers|hikers|trekkers|van-lifers|surfers|yogis|vegans|vegetarians|expats|nomads|households?|audiences?|demographic|crowd|generation|hobbyists|collectors|creatives|artists|musicians|executives|managers|marketers|owners|solopreneurs|smbs|sellers|pet parents|guys|gals|dog owners|cat owners|teams|staff|crews|companies|businesses|regulars|scholars|goers|patrons|attendees|homebodies|self-starters|techies|introverts|empleados|jóvenes|jovenes|chavos|mamás|papás|estudiantes|personas|familias|mujeres|hombres|clientes|dueños|mães|jovens|mulheres|homens|famílias|estudantes|pessoas|eltern|familien|frauen|männer|studierende|kunden|ibu-ibu|ibu|cewek-cewek|cewek|cowok|anak|mahasiswa|pekerja|karyawan|orang';
const PEOPLE = new RegExp(`\\b(?:${PEOPLE_WORDS})\\b`, 'gi');
const AGE = /\b(?:aged?\s*\d|\d{2}\s*(?:-|–|to)\s*\d{2}\b(?!\s*(?:%|mins?|minutes|days|hours|months))|\d{2}\s*\+\s*(?:year|yr|age)|in their (?:\d0s|twenties|thirties|forties|fifties|sixties)|year[- ]olds?|\d\s*(?:yos?|y\/o|yrs?)\b)/i;
const OUTCOMES =
  /\b(?:sold|sell(?:ing)?|sell-through|applications?|activations?|claimed|redemptions?|packs|sign-?ins|subscribers|occupancy|enquiries|admissions|donations|sales?|orders?|following|pre-?orders?|pre-?bookings?|sign-?ups?|signups|downloads?|installs?|bookings?|leads?|awareness|buzz|wishlists?|subscribers?|subscriptions?|followers|enrol?ments?|registrations?|conversions?|reviews?|ugc|trials?|recall|backers|visits|traffic|units|engagement|footfall|walk-?ins|streams|saves|pre-?saves|adoption|retention|revenue|purchases?|sell(?:ing)? out|sell-?outs?|sold out|discover(?:y)?|visibility|consideration|listings?|referrals?|waitlist|ratings?|setups?|learners|customers|users|app store|market share|word of mouth|hype|launch|virality|reach|impressions|clicks|members|community|dms|enquiries|inquiries|test[- ]rides?|test[- ]drives?|demos?|consultations?|appointments?|booked|showroom|stigma|loyalty|repeat)\b/gi;

const AUDIENCE_CUE =
  /\b(?:aim(?:ing|ed)?\s+(?:it\s+|this\s+)?at|(?:pitch|position|direct|market)(?:ing|ed)?\s+(?:it|this|them)\s+(?:at|to|towards)|targeting(?!\s+(?:\d|a\s+\d|an?\s+(?:increase|lift|growth)))|target(?:ing)?\s+audi[ea]nce|with\s+(?:[\p{L}'-]+\s+){1,8}?in mind|(?:our|the)\s+(?:core\s+|primary\s+|ideal\s+|main\s+)?audience|audience\s+(?:is|are|would be)|talking to|speaking to|(?:want|like|love|hope|hoping|looking|trying|aim|aiming)\s+to\s+reach|reach(?:ing)?\s+(?:out\s+to\s+)?(?=[\p{Ll}])|it'?s\s+(?:mainly\s+|mostly\s+|primarily\s+)?(?:for|made for|meant for|designed for|built for|aimed at)|it is\s+(?:mainly\s+|mostly\s+)?(?:for|meant for|made for|designed for|aimed at)|(?:this|these|they)\s+(?:is|are)\s+(?:for|meant for|made for)|made for|meant for|designed for|built for|tailored for|targeted (?:at|towards|to)|geared (?:towards|to|for)|(?:perfect|ideal|great)\s+for\s+(?:people|anyone|those|folks)|for (?:people|anyone|those|folks) who|our (?:core |ideal |target )?(?:users|customers|buyers|shoppers|audience) (?:are|is)|going after|(?:is|are)\s+(?:our|the)\s+(?:core\s+|main\s+|primary\s+|ideal\s+|target\s+|key\s+)?(?:buyers|customers|users|audience|market|shoppers|consumers|demographic|crowd|target|target group|target market)\b|we want (?=[\p{L}\s-]{0,40}\bwho\b)|whom?\s+we(?:'re| are)\s+(?:targeting|speaking|talking))/iu;
const USE_CUE =
  /\b(?:^use (?:for|to|in|at|on|as|during|when)\b|use (?:it|them|this|these)\b|reach(?:ing|es)? for (?:it|them)|use kar(?:enge|te|ein|na|o|ti)|ke liye use|ke liye (?:perfect|best|badhiya|accha|ideal|sahi)|kaam (?:aayega|aayegi|aaega|aata|aati|aate|ka)|fits? (?:right )?in(?:to)?|goes (?:in|into)|istemaal|(?:ppl|log|people|they|users|folks)\s+(?:\p{L}+\s+)?use\b|(?:would|will|'d|could|can|might)\s+use|uses? (?:it|them) (?:for|to|as|when|during|at|in)|used (?:for|to|as|when|during|after|before|in|on|at|with|by|daily|every)|use[- ]cases?|usage|(?:perfect|great|ideal|best|handy|good|brilliant|made|helpful|useful|essential)\s+(?:for|on|with|in|at)\b|best (?:watched|enjoyed|used|worn|paired|served|eaten|played)|works? (?:great |well |best )?(?:for|on|in|as)|shines (?:in|on|at|for|as)|wear (?:it|them|'em|these)|(?:take|bring) (?:it|them) (?:to|on|for|along)|^(?:think|picture|imagine|envision)\b|moments?|occasions?|scenarios?|ideal (?:trips?|for)|pairs? (?:well |nicely )?with|pairing (?:it )?with|for when|whether (?:it'?s|you'?re)|on the go|use it as|enjoy (?:it|them)|(?:can|could) (?:show|showcase|demo|film|feature|try|do)|think of)/iu;
const GOAL_CUE =
  /\b(?:(?:want|like|love|need|hope|aim|plan)(?:ing)?\s+to\s+sell\b|(?:our|the)\s+target\b[^.;]{0,30}?\b(?:is|are|=)\s+(?:to\s+(?=\w)|\d[\d,.]*(?:\s*(?:k|m|mn|l|lakh|lakhs|cr|crore|million))?|[₹$£€]\s*\d[\d,.]*)|targeting\s+\d|(?:want|like|need|hope|aim|aiming|hoping|looking)\s+(?:for\s+|to\s+(?:get|hit|reach|see|sell|cross|achieve|drive|generate)\s+)?(?:\d[\d,.]*(?:\s*(?:k|m|mn|l|lakh|lakhs|cr|crore|million|thousand))?|one|two|a (?:lakh|million|thousand)|[₹$£€]\s*\d[\d,.]*)|aim(?:ing)? for|hoping for|goals?|objectives?|aims?\b|aiming to|kpis?|target (?:is|for (?:this|the) campaign)|the target|(?:hoping|looking|aiming|trying|want(?:ing)?|need|plan(?:ning)?)\s+to\s+(?:drive|build|get|grow|boost|increase|hit|generate|sell|create|raise|spread|reach \d|achieve|make|win|capture|establish|drum up|push|gain|land|convert|double|triple|fill|book|see)|so (?:that )?we (?:get|can|see)|in order to|(?:to|will|should)\s+(?:drive|boost|increase|grow|generate)|campaign should|should achieve|success (?:looks like|means|=|is)|measur(?:e|ing) success|the ask|our ask|end goal|we need \d|need (?:more|to hit)|achieve|what we want|we(?:'re| are) after (?!\d)|want (?:more|lots of)|get (?:more|us)|drive (?:more\s+)?\w+|build (?:awareness|buzz|hype|a community)|grow (?:our|the|sales|revenue)|increase (?:our|the|sales|brand))\b/i;
const WANT = /\b(?:we want|we'd like|we would like|we need|we're after|we are after|want more|get more|more)\b/i;
// The same cues in the other languages briefs arrive in: launching verbs ('wir launchen', 'lança', 'lanzamos',
// 'meluncurkan', 'bringt … auf den Markt') and 'is a' ('ist ein', 'é um', 'es una', 'est un', 'adalah').
const FOREIGN_DESC =
  /(?<![\p{L}])(?:launch(?:en|t)|lancier(?:en|t)|bringt|bringen|auf den markt|stell(?:t|en)\s+(?:\S+\s+){1,4}vor|präsentier(?:t|en)|lança(?:mos|ndo|r)?|lançamento|apresenta(?:mos|ndo)?|lanza(?:mos|ndo)?|lanzamiento|presenta(?:mos)?|lance(?:ment|r)?|lançons|lanciamo|meluncurkan|luncurkan|memperkenalkan|ist\s+(?:ein|eine)|sind\s+(?:\p{L}+\s+)?(?:mit|aus)|(?:é|são)\s+(?:um|uma)|es\s+(?:un|una)|est\s+(?:un|une)|è\s+(?:un|una)|adalah|merupakan)(?![\p{L}])/iu;
const DESC_CUE_EN =
  /\b(?!it'?s a (?:match|fit|pick|companion)\b)(?:launch(?:ing|ed|es)?|dropping|releasing|released|rolling out|bringing|starting|introducing|unveil(?:ing|ed)|presents|debuting|working on|designing|developing|crafting|we make|we sell|we rent|we offer|we've built|we built|we're building|our (?:new|latest|first|flagship)|is a|is an|it'?s a|it is a|comes with|features|includes|powered by|made (?:with|from|of|in)|available in|built[- ]in|specs?)\b/i;
const DESC_CUE = { test: (t: string): boolean => DESC_CUE_EN.test(t) || FOREIGN_DESC.test(t) };
const SPEC = /\b\d+(?:\.\d+)?\s?(?:mm|cm|ml|l|g|kg|w|mah|gb|tb|hz|inch(?:es)?|km|hours?|hrs?|days?|minutes?|min|p|ft|berth|seater|in-1|tog|spf|lumens|mp|%)\b|\b(?:with a|with an|made with|made from)\b/i;
const CONTENT_IDEAS = /\b(?:reaction videos|unboxing|tutorials?|recipes?|challenges?|hauls?|grwm|try-?ons?|vlogs?|walkthroughs?|sessions|builds|reviews?)\b/i;
const CREATOR_WORDS =
  /\b(?:creators?|influencers?|youtubers?|streamers?|bloggers?|vloggers?|reviewers?|instagrammers?|tiktokers?|kols?|pages|channels|profiles)\b/i;
const NEGATION =
  /\b(?:discuss(?:ed)?\s+(?:it\s+|this\s+|that\s+)?(?:with you|on a call|over a call|later|separately)|(?:has|have|had)\s+not\s+been\s+(?:decided|finali[sz]ed|set|fixed|confirmed|defined|locked|agreed|worked out|shared)|not\s+(?:set|fixed|final(?:i[sz]ed)?)\s+yet|(?:will|to)\s+(?:come|follow)\s+later|(?:details|rest|info)\s+(?:to\s+follow|will\s+follow)|(?:can'?t|cannot|can not|won'?t|unable to)\s+(?:share|reveal|disclose|say|name)|not (?:public|disclosed|revealed|announced)|haven'?t|have not|hasn'?t|not yet|yet to|still (?:to be|under|being|deciding|figuring|working|tbd|open|unsure)|under wraps|tbd|tbc|to be (?:decided|confirmed|finali[sz]ed|determined|announced)|not (?:sure|decided|defined|finali[sz]ed|fixed|confirmed|clear|set|locked|known|certain)|undecided|undefined|no idea|(?:figured|worked|thought) (?:it )?out|open to (?:suggestions|ideas)|please suggest|suggest (?:some )?options|(?:don'?t|do not) know|unclear|unsure|no clue)\b/i;
// A labelled value that says 'not decided': 'Audience: open — you tell us', 'Goal: TBD'.
const UNDECIDED_VALUE =
  // ('Open' or 'Flexible' alone, or before a comma or 'for now'; 'open the Indian market', 'flexible straps' are values.)
  /^(?:(?:open|flexible)(?=\s*(?:$|[,.;:!?(—–-]|for now|for discussion|to\b|at the moment))|tbd|tbc|tba|n\/?a|na|none|nil|unknown|undecided|not (?:sure|decided|defined|fixed|final|set)|-+|—|–|\?+|pending)\b|you tell us|up to you|your call|open to (?:suggestions|ideas)|(?:please\s+)?(?:suggest|recommend)\b|to be (?:decided|confirmed)/i;
const NEGATED_FIELD: Partial<Record<TextField | 'total_budget', RegExp>> = {
  campaign_goal: /\b(?:objectives?|goals?|aims?|kpis?|achieve|outcome|what (?:\w+ )?(?:the campaign|we want|it should)|campaign should|(?:want|need|expect) (?:out of|from) (?:it|this|the campaign))\b/i,
  target_audience: /\b(?:audiences?|target(?:ing)?|who (?:it'?s|this is|we'?re) (?:for|targeting)|demographics?|customers?)\b/i,
  key_use_cases: /\b(?:use[- ]cases?|usage|how (?:people|they) (?:would|will) use|(?:key |usage |use )?occasions|(?:key |usage )?moments)\b/i,
  product_description: /\b(?:product (?:details|description|info)|description|(?:the )?contents|what (?:it|the product) (?:is|does))\b/i,
  total_budget: /\b(?:budget|spend|money|fees?|payment|costs?)\b/i,
};
/** A sentence saying something is not decided, withheld or to come (the English cues above or any placeholder phrase). */
const saysNotKnown = (t: string): boolean => NEGATION.test(t) || saysWithheld(t);

const BRAND_INTRO =
  /^(?:(?:hi|hello|hey|yo|greetings)[\s,!]*)?(?:(?:this is|it'?s|i'?m|i am)\s+)?[\p{Lu}][\p{L}\p{N}'&.\s-]{0,50}?\s+here\b[\s,!.—–-]*(?:(?:from|at)\s+[\p{Lu}][\p{L}\s]*)?[\s,!.]*(?:,\s*(?:a|an|the)\s+[^.!?]*)?$|^(?:hi|hello|hey|greetings|g'day)[\s,!]*(?:again\s+)?from\s+[^.!?]*$|^(?:hi|hello|hey)?[\s,]*(?:this is|i'?m|i am)\s+[\p{Lu}][\p{L}]+(?:\s+[\p{Lu}][\p{L}]+)?\s*(?:,[^.!?]*)?\s+(?:from|at|with|of)\s+[^.!?]*$|^i am writing on behalf of [^.!?]*$|^(?:we(?:'re| are))\s+[\p{Lu}][^.!?,]*$/iu;

// The people a product is aimed at, said inside a longer sentence.
const AIMED_AT =
  /\b(?:targeted at|targeting|aimed (?:squarely |mainly |mostly )?at|meant for|(?:we(?:'re| are)|they(?:'re| are)|it(?:'s| is))\s+(?:mainly |mostly |really |basically |squarely )?(?:after|going after|targeting|chasing))\s+((?:[\p{L}\p{N}'+-]+(?:,\s*|\s+))*?[\p{L}\p{N}'+-]+)(?=\s+(?:who|that|which|from|with|in|across|so|because|to)\b|\s*[.;:!?—–(]|,\s+(?:and\s+)?(?:it|we|they|the|this|our)\b|$)/iu;

// ---- scoring -------------------------------------------------------------------------------------

function countMatches(re: RegExp, text: string, cap: number): number {
  re.lastIndex = 0;
  let n = 0;
  while (re.exec(text) && n < cap) n++;
  re.lastIndex = 0;
  return n;
}

// Plural agent nouns are people ('sleepers', 'grillers', 'flyers') unless they are things.
const NOT_PEOPLE_PLURALS =
  /^(?:stickers|burgers|chargers|speakers|trainers|sneakers|containers|layers|papers|covers|filters|printers|blenders|sliders|timers|markers|answers|orders|numbers|offers|corners|dinners|towers|flowers|waters|matters|letters|posters|banners|barriers|rivers|powers|events|moments|garments|supplements|ingredients|segments|components|documents|apartments|investments|payments|comments|elements|instruments|ornaments|treatments|parties|centers|centres|headphones|planters|boosters|toppers|coasters|shakers|lockers|heaters|coolers|boilers|cleaners|dryers|mixers|fryers|shavers|trimmers|lasers|tumblers|pitchers|jars|liners|wrappers|rollers|readers?s)$/i;
function isPeopleWord(word: string): boolean {
  const w = word.toLowerCase().replace(/[^\p{L}-]/gu, '');
  if (!w) return false;
  if (countMatches(PEOPLE, w, 1)) return true;
  return /(?:ers|ists|ians|ees)$/.test(w) && !NOT_PEOPLE_PLURALS.test(w);
}

// Head nouns of activities and occasions ('perfect for cosy movie nights', 'built for LAN tournaments').
const ACTIVITY_HEADS =
  /^(?:nights?|days?|evenings?|mornings?|afternoons?|weekends?|trips?|rides?|drives?|commutes?|sessions?|parties|party|outings?|occasions?|breaks?|runs?|workouts?|meals?|routines?|tournaments?|matches|games?|events?|holidays?|vacations?|getaways?|weddings?|festivals?|celebrations?|gatherings?|picnics?|hikes?|treks?|journeys?|flights?|travel|use|gifting|gifts?|cooking|work|school|office|play|playtime|naps?|sleep|baths?|showers?|study|exams?|meetings?|calls?|dates?|brunch(?:es)?|dinners?|lunch(?:es)?|breakfasts?|snacking|snacks?|seasons?|moments?|scrims?|grinds?|raids?|streams?|errands?|chores?|shopping|makeovers?|décor|decor|prep|recovery|practice|training|care|cleaning|charging|storage|commuting|camping|nights out|binges?|screenings?|reunions?|celebrations?|birthdays?|anniversaries|festivities|sets|builds?|challenges?|projects?|reviews?)$/i;

/**
 * For '<made|built|perfect|...> for <phrase>': 'people' when the phrase names people
 * ('made for home baristas', 'perfect for busy moms'), 'use' when it names activities
 * ('perfect for a family outing on a weekend', 'built for LAN tournaments'), null when there is no
 * such phrase. 'made/meant/designed for' lean to people, 'perfect/great/ideal for' to activities.
 */
function forPhraseKind(text: string): 'people' | 'use' | null {
  const m =
    /(?:\b(?:(perfect|great|ideal|best|good|handy|brilliant|helpful|useful|essential|lovely|(?:a|the|great|perfect) (?:match|fit|pick|companion|choice))|made|meant|designed|built|tailored|aimed|targeted|geared|it'?s|it is|this is|they'?re)\s+(?:for|at|towards|to)|^(?:mostly\s+|mainly\s+|especially\s+)?for)\s+([^.;:!?]+)/iu.exec(text);
  if (!m) return null;
  const leansUse = Boolean(m[1]);
  // The list ends where a relative clause starts ('for men 25-40 who holiday in Goa and dress up for …').
  const items = m[2]!
    .split(/\s+(?:who|that|which|jo)\s+/i)[0]!
    .split(/\s*,\s*|\s+(?:and|or|&)\s+/i)
    // 'HR teams buying corporate gifts' -> 'HR teams' (a participle after the noun starts a clause).
    .map((item) => item.replace(/^(\S+(?:\s+(?![\p{Ll}]+ing\b)\S+)*?)\s+[\p{Ll}]{3,}ing\s+\S.*$/u, '$1'))
    .map((item) => item.split(/\s+(?:on|in|at|with|during|who|that|from|across|to|like|after|before|when|while|without|looking|wanting|aged)\s+/i)[0]!.trim())
    .filter(Boolean);
  let people = 0;
  let activities = 0;
  for (const item of items) {
    // The head is the last word with letters ('men 25-40' -> 'men').
    const words = item.split(/\s+/).filter((w) => /\p{L}/u.test(w));
    const head = words[words.length - 1] ?? '';
    // 'for slowing down gulpers' is an activity; 'for working moms' is people.
    if (/ing$/i.test(words[0] ?? '') && !countMatches(PEOPLE, head, 1)) activities++;
    else if (isPeopleWord(head)) people++;
    else if (ACTIVITY_HEADS.test(head) || /ing$/i.test(head)) activities++;
  }
  if (people > activities) return 'people';
  if (activities > people) return 'use';
  return leansUse ? 'use' : 'people';
}

// 'we want Indian couples and friend groups ...', 'we'd love to reach new parents ...'
const WANT_PEOPLE = new RegExp(
  `\\bwe(?:'d| would|'re| are)?\\s+(?:want|like|love|need|after)\\s+(?:to\\s+(?:reach|target|get (?:it )?in front of|speak to|talk to)\\s+)?(?:[\\p{L}-]+\\s+){0,3}?(?:${PEOPLE_WORDS})\\b`,
  'iu',
);

// '<people> <verb> (it) for/during/when <activities>': 'Guests come for honeymoons ...',
// 'Listeners tune in during commutes ...', 'people light them for reading nights ...'.
const PEOPLE_DOING =
  /^(?:(?:and|so|mostly|usually|typically|most|many|some|lots of|a lot of|our|the|busy|young)\s+)?(?:they|they'?(?:ll|d)|they'?re(?=\s+[\p{Ll}]+ing\b)|people|users|customers|guests|visitors|players|listeners|viewers|readers|riders|drivers|parents|moms|mums|dads|kids|students|learners|owners|fans|buyers|shoppers|travell?ers|gamers|cooks|athletes|runners|you|we|folks|couples|families|teams|[\p{Ll}-]+(?:ers|ists|ians|ents|ees))\s+(?:(?:would|will|can|could|might|usually|often|typically|mostly|love to|like to|tend to|get to|are going to)\s+)?(?!(?:are|is|want|wants|need|needs|who|love|like|hate|care|struggle|skip|miss)\b|(?:have|has)\s+(?!it|them)\b)[\p{Ll}]+(?:\s+(?:it|them|this|these|us|in|up|out|along|one|ours))?\s+(?:for|during|on|in|at|when|while|after|before|with|as)\b/iu;

// What the creators are asked to show is how the product is used: 'creators should show weekend trips',
// 'what we want creators to show is the bedtime routine', 'how creators should frame it: a date night',
// 'the occasion we'd like creators to speak to', Hinglish 'creators ko dikhana hai', 'creators se chahiye'.
const SHOW_CUE =
  /\b(?:creators?|influencers?|streamers?|youtubers?|reviewers?)\b[^.;:!?]{0,40}?\b(?:show(?:case|ing)?|feature|film|frame|demo(?:nstrate)?|capture|speak to|talk about|highlight|dikha(?:na|ye|yen|o|enge)|chahiye|promote karna(?: hai)?\s+as)\b/i;

function scoreUnit(u: Unit, product: string, brand = ''): Record<TextField, number> {
  const t = u.text;
  const s: Record<TextField, number> = { product_description: 0, target_audience: 0, key_use_cases: 0, campaign_goal: 0 };
  if (SHOW_CUE.test(t)) s.key_use_cases += 4;

  const forKind = forPhraseKind(t);
  if ((AUDIENCE_CUE.test(t) && forKind !== 'use') || (forKind === 'people' && /^(?:(?:mostly|mainly|especially)\s+)?for\s/i.test(t))) s.target_audience += 3;
  if (WANT_PEOPLE.test(t)) s.target_audience += 3;
  // Hinglish 'X ko target karna hai', 'college girls target': the people named are whom it is for.
  if (/\bko\s+target\b|\btarget\s+(?:karna|karo|karenge|karte|kar rahe|kar)\b|(?:^|,\s*)[\p{L} -]{3,40}\s+target\s*(?:$|[,.;])/iu.test(t)) s.target_audience += 4;
  if (AGE.test(t)) s.target_audience += 2;
  s.target_audience += countMatches(PEOPLE, t, 3);
  if (/\b(?:people|users|customers|owners|parents|adults|women|men|students|fans|lovers|professionals|workers|couples|families|gamers|travell?ers)\b[^.]{0,50}\bwho\b/i.test(t)) s.target_audience += 2;

  // An explicit 'use it for …' / 'reaching for it during …' / Hinglish 'ise … use karenge' outweighs the people named in it.
  if (/\b(?:use|using|reach(?:ing|es)? for)\s+(?:it|them|ise|this|these)\b|\buse kar(?:enge|te|ein|na|o|ti)\b|\bke liye use\b/i.test(t)) s.key_use_cases += 2;
  // Hinglish '(Ye) X aur Y ke liye (hai)': people named -> who it is for; occasions named -> use cases.
  // ('Log isko scrims aur matches ke liye follow karenge': people doing something with 'it' — isko/ise — is a use.)
  if (/\bke liye\b/i.test(t) && /\b(?:isko|isse|inko|ise)\b/i.test(t)) s.key_use_cases += 4;
  else if (/\bke liye\b/i.test(t) && !/\buse\b/i.test(t) && !/\bke liye (?:perfect|best|badhiya|accha|ideal|sahi)\b/i.test(t)) {
    // ('kids ke birthday' is a birthday, not kids: 'X ke Y' is Y of X.)
    const heads = t.replace(/\b[\p{L}-]+\s+(?:ke|ki|ka)\s+(?!liye\b|taraf\b)[\p{L}-]+/gu, ' ');
    if (/\b(?:logon|logo|log|walon|walo|wale|waale|walon|valon|vale)\b/i.test(heads) || countMatches(PEOPLE, heads, 1) || /\bke liye (?:hai|hain|h|bana(?:ya)?)\b/i.test(t)) s.target_audience += 3;
    else s.key_use_cases += 3;
  }
  if (forKind === 'use') s.key_use_cases += 3;
  // Instructions for use: an imperative opening with a verb of applying or taking ('Apply 2-3 times daily on …',
  // 'Dissolve one in water …'), or the passive 'is taken at …' / 'is applied after …'.
  if (/^(?:apply|take|spray|mix|dissolve|drink|massage|rub|sprinkle|pour|stir|brew|plug|clip|pop|wear|chew|swallow)\s/i.test(t)) s.key_use_cases += 3;
  if (/\b(?:is|are)\s+(?:best\s+)?(?:taken|applied|used|worn|mixed|dissolved|sprayed|served|eaten|enjoyed|drunk)\s+(?:\S+\s+){0,5}?(?:at|on|in|before|after|during|when|once|twice|daily)\b/i.test(t)) s.key_use_cases += 4;
  // Indonesian: 'Buat/Untuk <people> …' is who it is for; 'Dipake/Dipakai/Cocok buat …' how it is used.
  if (/^(?:buat|untuk)\s/i.test(t) && countMatches(PEOPLE, t, 1)) s.target_audience += 3;
  if (/^(?:dipake|dipakai|digunakan|cocok|pas)\s+(?:buat|untuk)\b/i.test(t)) s.key_use_cases += 3;
  // 'You spray it on your pillow at bedtime …', 'Apply one before a long walk': doing something with it, somewhere.
  if (/^(?:(?:and|so|then)\s+)?(?:you\s+(?:can\s+|just\s+|simply\s+)?)?[\p{Ll}]+\s+(?:it|them|one|two|three|some|a\s+(?:few|couple|drop|spoon)|\d+)\s+(?:on|in|at|during|before|after|with|into|over|when|while|for|to)\b/iu.test(t) && !/^(?:is|are|was|makes?|made|find|get|buy|order|try|launch\w*|call(?:ed)?|name)\b/i.test(t.replace(/^(?:you\s+)/i, ''))) s.key_use_cases += 3;
  else if (USE_CUE.test(t) && forKind !== 'people') s.key_use_cases += 3;
  if (/\bfor\s+(?:[\p{Ll}-]+\s+){0,2}[\p{Ll}]+ing\b/u.test(t)) s.key_use_cases += 1;
  // (Creators as the subject are no audience doing things: 'Creators can use it for …'; 'meeting creators' is an activity.)
  if (PEOPLE_DOING.test(t) && !/^(?:\S+\s+){0,3}(?:creators?|influencers?|youtubers?|streamers?)\b/i.test(t) && !/^(?:we|you)\b/i.test(t)) s.key_use_cases += 3;
  if (CONTENT_IDEAS.test(t) && /\b(?:can|could|will|to)\s+(?:show|showcase|demo|film|run|do|create|make|share|try)\b/i.test(t)) s.key_use_cases += 2;

  if (GOAL_CUE.test(t)) s.campaign_goal += 3;
  const outcomes = countMatches(OUTCOMES, t, 3);
  s.campaign_goal += outcomes;
  if (outcomes && WANT.test(t)) s.campaign_goal += 1;

  if (product && t.toLowerCase().includes(product.toLowerCase()) && wordsBeyondNames(t, [product, brand]) >= 1) s.product_description += 4;
  if (DESC_CUE.test(t)) s.product_description += 2;
  if (/^(?:it'?s|it is|this is|they'?re|each|you)\s+(?!(?:for|meant|made for|aimed|targeted|geared|designed for|perfect|great|ideal|best|handy|used|typically|mostly|usually|often|a (?:match|fit|pick|companion)|the perfect)\b)/i.test(t)) s.product_description += 2;
  else if (/^it\s+(?!(?:is|was|will|would|can|could)\b)[\p{Ll}]+s\b/iu.test(t)) s.product_description += 2;
  if (SPEC.test(t)) s.product_description += 1;
  // 'A fountain pen with 6 ink cartridges for beginners.' — a sentence that starts by naming a thing.
  // (In German, Portuguese, Spanish, French and Indonesian too: 'Eine Suchmatte aus Wollfilz …', 'Um passe de ônibus com …'.)
  if (/^(?:a|an|ein|eine|einen|um|uma|un|una|une|sebuah)\s+(?:[\p{L}\d-]+\s+){0,4}?[\p{L}-]+\s+(?:with|that|which|made|for|in|from|of|mit|aus|für|com|de|do|da|para|con|avec|pour|dengan|untuk|yang)(?![\p{L}])/iu.test(t) && !/^(?:a|an)\s+(?:must|great|perfect|good|way|lot|few|bit)\b/i.test(t)) s.product_description += 3;
  if (BRAND_INTRO.test(t) && !(product && t.toLowerCase().includes(product.toLowerCase()))) s.product_description -= 5;
  return s;
}

/** The field a unit's scores favour (the first of the highest), and its score. */
function bestField(scores: Record<TextField, number>): { best: TextField | null; score: number } {
  let best: TextField | null = null;
  let score = 0;
  for (const f of TEXT_FIELDS) {
    if (scores[f] > score) {
      best = f;
      score = scores[f];
    }
  }
  return { best, score };
}

const ABOUT_BRIEF = /\b(?:brief|briefing|deck|this (?:e-?mail|note|message|doc(?:ument)?))\b/i;
const CONTEXT_NOTE = /^(?:for (?:context|reference|comparison|background|your info(?:rmation)?)|fyi|context|background|p\.?s\.?)\b/i;

function labelField(u: Unit): TextField | null {
  switch (u.label) {
    case 'product_description':
    case 'target_audience':
    case 'key_use_cases':
    case 'campaign_goal':
      return u.label;
    default:
      return null;
  }
}

// ---- text clean-up -------------------------------------------------------------------------------

const LEAD_INS: Record<TextField, RegExp[]> = {
  product_description: [
    /^(?:(?:hi|hello|hey)[\s,!]+)?(?:we(?:'re| are| have|'ve)\s+(?:about to\s+|excited to\s+|thrilled to\s+|proud to\s+)?(?:launch(?:ing|ed)?|dropp(?:ing|ed)|releas(?:ing|ed)|rolling out|introducing|unveiling|working on|building|bringing)\s+)/i,
  ],
  target_audience: [
    /^(?:and\s+)?(?:it'?s|it is|this is|they'?re|we(?:'re| are))?\s*(?:mainly\s+|mostly\s+|primarily\s+|specifically\s+|especially\s+)?(?:made|meant|designed|built|aimed|tailored)?\s*(?:for|at)\s+/i,
    /^we(?:'re| are)\s+(?:aiming (?:it|this)\s+at|targeting|speaking to|talking to|going after)\s+/i,
    /^we(?:'d| would)?\s+(?:love|like|want|hope)\s+to\s+reach\s+/i,
    /^(?:the|our)\s+(?:core\s+|primary\s+|target\s+|main\s+)?audience\s+(?:is|are|would be)\s+/i,
    /^we want\s+(?:to reach\s+)?/i,
  ],
  key_use_cases: [
    /^(?:people|they|users|customers|learners|players|students|you|owners|parents)\s+(?:would|will|'d|can|could|might)?\s*(?:use|wear|take)\s+(?:it|them|this)\s+(?:for|to|as|when|during)\s+/i,
    /^they'?(?:ll|d)\s+(?:use|wear|take)\s+(?:it|them)\s+(?:for|to|as|when|during)\s+/i,
    /^wear\s+(?:it|them|'em)\s+(?:for|to|on|at)\s+/i,
    /^(?:think|picture|imagine|envision)\s+/i,
    /^(?:it'?s\s+|they'?re\s+)?(?:perfect|great|ideal|best|handy|good)\s+(?:for|on|with)\s+/i,
  ],
  campaign_goal: [
    /^(?:our\s+|the\s+)?(?:main\s+|primary\s+|key\s+|end\s+)?(?:goal|objective|aim|target|kpi|ask)s?\s+(?:for (?:this|the) campaign\s+)?(?:is|are)\s+(?:to\s+)?/i,
    /^we(?:'d| would)?\s+(?:mostly\s+|mainly\s+|really\s+)?(?:want|like|need|hope)\s+(?:to\s+)?/i,
  ],
};

function cleanFieldText(field: TextField, u: Unit, product: string): string {
  let t = u.label ? u.body : u.text;
  // (A question or a form's prompt, 'What is it exactly', 'Describe the product', asks; it says nothing.)
  if (u.label && field === 'product_description' && !/^(?:description|desc|about|what it is|overview|details|product description)$/i.test(u.labelText) && !/^(?:what|describe|explain|tell|please|briefly)\b|\?$|\bdescription$/i.test(u.labelText.trim())) {
    t = `${u.labelText}: ${u.body}`;
  }
  t = t.replace(/^(?:(?:hi|hello|hey|yo|so|ok|okay)[\s,!.]+)+/i, '');
  if (field === 'product_description' && product) {
    // 'Axlepoint Auto is launching Gustpump, a cordless ...' -> 'Gustpump, a cordless ...'
    const i = t.toLowerCase().indexOf(product.toLowerCase());
    // Keep a describing phrase right before the name ('Our new mutual fund app, Ankur, lets ...').
    const prefix = t.slice(Math.max(0, i - 100), Math.max(0, i));
    const describedBefore =
      // ('putting its banana bread into a shelf-stable pack — X, …': a phrase closed by a dash describes it too.)
      /(?:\b(?:[Oo]ur|[Tt]he|[Ii]ts|[Tt]heir|[Aa]n?)|(?<=\p{L})'s)\s+(?:[\p{Ll}-]+\s+)*?[\p{Ll}-]+(?:,|\s+[—–-])?\s*['"]?$/u.test(prefix) &&
      !/\b(?:our|the|its|their|a|an)\s+(?:(?:new|latest|first|brand-new|upcoming|debut)\s+)?,?\s*['"]?$/iu.test(prefix);
    // 'launching creatine gummies called pump drops, …': what comes before 'called' describes it.
    const namedAfter = /\b[\p{Ll}-]+,?\s+(?:called|named|dubbed)\s*['"]?$|\(\s*['"]?$|[\p{Ll}]{3,},\s+the\s+$/iu.test(prefix);
    if (i > 0 && !describedBefore && !namedAfter) {
      const after = t.slice(i + product.length);
      if (/^['"]?\s*(?:,|:|\s[—–-]|\s+is\s+(?:a|an|the)\b|\s+\(|\s+lets\b|\s+helps\b)/.test(after)) {
        // "'Overthinking Aloud', a special" -> "Overthinking Aloud, a special"; "X, is a" -> "X is a".
        t = product + after.replace(/^['"]/, '').replace(/^,\s+is\b/, ' is');
      }
    }
  }
  for (const re of LEAD_INS[field]) {
    const stripped = t.replace(re, '');
    if (stripped !== t && stripped.length > 3) {
      t = stripped;
      break;
    }
  }
  return t.trim();
}

// ---- fallbacks -----------------------------------------------------------------------------------

function phraseAfter(text: string, re: RegExp): string {
  const m = re.exec(text);
  if (!m) return '';
  const rest = text.slice(m.index + m[0].length);
  return rest.split(/[;.!?]|\s[—–-]\s|,\s*(?:goal|budget|use|aim)\b/i)[0]!.trim();
}

/** 'X, a …', 'X: …', 'X — …', 'X is a …', 'X (…': the text names the product and goes on to say what it is. */
function namesThenDescribes(text: string, product: string): boolean {
  const i = product ? text.toLowerCase().indexOf(product.toLowerCase()) : -1;
  return i >= 0 && /^['"]?\s*(?:,|:|\s[—–-]|\s+is\s+(?:a|an|the)\b|\s*\()\s*\S+\s+\S+\s+\S+/.test(text.slice(i + product.length));
}

/**
 * The maker's own words for what it makes, from the opening units: 'we make reusable cloth diapers',
 * 'we upcycle old sarees into tote bags', 'X, a laundry pickup app in Hyderabad', 'we're a micro-investing
 * app'. Returned only when they add words the description lacks; at most ten words.
 */
function makerContext(units: Unit[], description: string): string {
  const desc = description.toLowerCase();
  for (const u of units) {
    if (u.label && u.label !== 'brand_name') continue;
    const t = u.label ? u.body : u.text;
    const m =
      /(?:\b(?:we|they|i)\s+(?:make|sell|build|design|craft|upcycle|bake|brew|offer|run|do)|\b(?:makes|sells|builds|designs|crafts|upcycles|bakes|brews))\s+(?!(?:a|an|the)\s+(?:new|campaign|launch)\b)([^.;!?()—–]{4,80})/i.exec(t) ??
      /(?:\b(?:we(?:'re| are)|is)|,|\s[—–-])\s+(an?\s+(?:[\p{L}-]+\s+){1,5}?(?:brand|company|startup|start-up|studio|label|chain|app|platform|store|shop|business|maker|clinic|service|kitchen|bakery|caf[eé]))\b/iu.exec(t);
    if (!m) continue;
    const phrase = m[1]!
      .split(/\s+(?:and|but|so|which|who)\s+(?:we|they|i|our|now|are|is|it)\b/i)[0]!
      .trim()
      .replace(/[,\s]+$/, '');
    const words = phrase.split(/\s+/);
    if (words.length > 10 || isPlaceholderValue(phrase)) continue;
    const fresh = words.filter((w) => w.length > 3 && !desc.includes(w.toLowerCase().replace(/[^\p{L}-]/gu, '')));
    if (fresh.length) return phrase;
  }
  return '';
}

/** Words of a unit left once the given names are taken out. */
function wordsBeyondNames(text: string, names: string[]): number {
  let t = text.toLowerCase();
  for (const n of names) if (n) t = t.split(n.toLowerCase()).join(' ');
  // ('Corvid Audio | Murmur ANC launch brief': the words of a heading say nothing about the product.)
  // (Nor do the words that name the document: 'creator seeding', 'push', 'TLDR', 'partnership', 'SOW'.)
  return t.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 1 && !/^(?:brief|briefing|launch|campaign|creators?|influencers?|plan|proposal|new|the|for|inflow|x|and|seeding|push|program(?:me)?|partnership|collab(?:oration)?|outreach|tldr|sow|rfp|request|activation|deck)$/.test(w)).length;
}

// ---- the extractor -------------------------------------------------------------------------------

export interface LocalOptions {
  year?: number;
  /** Another niche model and weight (cross-validation in the training script); the shipped one by default. */
  nicheModel?: NicheModel;
  nicheModelWeight?: number;
  /** Another name model (cross-validation in train-name-model.ts), or null for the rules alone. */
  nameModel?: NameModel | null;
  /** Another text-field model and threshold (cross-validation in train-field-model.ts), or null for the rules alone. */
  fieldModel?: FieldModel | null;
  fieldThreshold?: number;
}

// What a product's name carries after its words wherever the brief writes it: a season or edition year ('Basant Lawn '25'),
// a sun-protection or strength grade ('SPF 50+', 'Smoked Lager 12°').
const NAME_SUFFIX = /^\s?(?:['’]\d{2}|\d{1,3}\+|\d{1,2}°)(?![\p{L}\p{N}])/u;

/** The product name with the suffix the brief writes after it every time it names it, or the name as it is. */
function withNameSuffix(name: string, brief: string): string {
  if (!name) return name;
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'giu');
  const tails = [...brief.matchAll(re)].map((m) => NAME_SUFFIX.exec(brief.slice(m.index + m[0].length))?.[0] ?? '');
  return tails.length && tails.every((t) => t && t.trim() === tails[0]!.trim()) ? `${name}${tails[0]}` : name;
}

/**
 * The name without a leading 'The' where the brief also writes it without one ('Campaign: Brazos Boot' … 'The Brazos
 * Boot is a …'): there the article opens the sentence and is no part of the name. ('The Stoppage Time Pod', never
 * written without it, keeps it.)
 */
function withoutArticle(name: string, brief: string): string {
  const rest = /^the\s+(\S.*)$/i.exec(name)?.[1];
  if (!rest) return name;
  const bare = new RegExp(`(?<![\\p{L}\\p{N}])(?<!\\bthe\\s+)${rest.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu');
  return bare.test(brief) ? rest : name;
}

export function extractLocally(brief: string, opts: LocalOptions = {}): ExtractionResult {
  const units = segment(brief);
  // (A bare field name left without its value — a heading 'Use cases to feature', 'KPIs', 'Spec:' — is layout, no text.)
  const bareLabel = (u: Unit) => !u.label && (u.heading || /:\s*$/.test(u.text)) && u.text.split(/\s+/).length <= 5 && Boolean(classifyLabel(u.text.replace(/[:.\s]+$/, '')));
  const content = units.filter((u) => !u.chatter && !u.signature && !bareLabel(u));
  const domains = mailDomains(brief);
  const senders = senderOrgs(brief);
  const readNames = (from: Unit[], text: string): RefineResult => {
    const ruleNames = findNames(from, { domains, senders });
    // Where the rules found no name, or picked a person, a place or a non-name, the trained candidate scorer may give one.
    return opts.nameModel === null ? { ...ruleNames, fromModel: [], doubted: [] } : refineNames(from, ruleNames, opts.nameModel, domains, briefPeople(text));
  };
  const names = readNames(units, brief);
  // A brief written all in lower case: a name still missing is read again with capitals restored (truecase.ts).
  const cased = names.product && names.brand ? brief : truecaseNames(brief);
  if (cased !== brief) {
    const again = readNames(segment(cased), cased);
    for (const head of ['product', 'brand'] as const) {
      const other = head === 'product' ? 'brand' : 'product';
      if (names[head] || !again[head] || namesOverlap(again[head], names[other])) continue;
      names[head] = again[head];
      // (Read from restored capitals, a guess: marked for review like a name the model gave.)
      names.fromModel.push(head);
    }
  }
  const { fromModel, doubted } = names;
  const brand = withoutArticle(names.brand, brief);
  const product = withNameSuffix(withoutArticle(names.product, brief), brief);
  const budget = findBudget(units, brief);

  const assigned: Record<TextField, Unit[]> = {
    product_description: [],
    target_audience: [],
    key_use_cases: [],
    campaign_goal: [],
  };
  const negated = new Set<TextField | 'total_budget'>();
  const owner = new Map<number, TextField | 'other'>();

  for (const u of content) {
    // Context notes ('For context, our annual revenue is …', 'FYI …') belong to no field.
    if (CONTEXT_NOTE.test(u.text) && !u.label) {
      owner.set(u.index, 'other');
      continue;
    }
    const neg = saysNotKnown(u.text);
    let lf = labelField(u);
    // 'Target: 10,000 sets' is a goal, not an audience: a number and no people.
    // ('Target - 5,000 tubs': a count of things, not an age range, is a goal too.)
    if (
      lf === 'target_audience' &&
      /^target$/i.test(u.labelText.trim()) &&
      /\d/.test(u.body) &&
      !countMatches(PEOPLE, u.body, 1) &&
      (countMatches(OUTCOMES, u.body, 1) || (/^\s*(?:[₹$£€]\s*)?\d[\d,.]*\s*(?:k|l|lakh|lakhs|m|mn|million|cr|crore)?\s+[\p{Ll}]/iu.test(u.body) && !AGE.test(u.body)))
    )
      lf = 'campaign_goal';
    if (lf) {
      // (A long value whose first clause withholds it — 'Goal: honestly we haven't nailed that down yet, our head of
      // growth decides after Q3' — is withheld too.)
      const firstClause = u.body.split(/[,;:.!?(]|\s[—–-]\s/)[0]!.trim();
      // (isPlaceholderValue weighs a long value itself: only a promise to come back to it makes one a placeholder.)
      if (((neg || UNDECIDED_VALUE.test(u.body)) && u.body.split(/\s+/).length <= 14) || isPlaceholderValue(u.body) || (firstClause.split(/\s+/).length >= 3 && saysNotKnown(firstClause))) {
        negated.add(lf);
        owner.set(u.index, 'other');
        continue;
      }
      assigned[lf].push(lf === u.label ? u : { ...u, label: lf });
      owner.set(u.index, lf);
      continue;
    }
    // 'How creators should frame it: a date night idea', 'Creators se chahiye: squad matches …': a creators label
    // asking what to show holds the use cases.
    if (u.label === 'creators' && SHOW_CUE.test(u.labelText) && !budget.units.has(u.index) && !isPlaceholderValue(u.body)) {
      assigned.key_use_cases.push({ ...u, label: 'key_use_cases' });
      owner.set(u.index, 'key_use_cases');
      continue;
    }
    // ('When it matters: moving into a new flat …': a 'when' label with no date or time in it lists moments of use.)
    if (u.label === 'timeline' && /^when\b/i.test(u.labelText.trim()) && u.labelText.trim().split(/\s+/).length <= 4 && !/\d|\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|weeks?|months?|q[1-4]|season|launch|asap|soon)\b/i.test(u.body)) {
      assigned.key_use_cases.push({ ...u, label: 'key_use_cases' });
      owner.set(u.index, 'key_use_cases');
      continue;
    }
    // 'Product: a new herbal toothpaste with clove — name still being finalised': a product label whose value
    // describes an unnamed thing describes the product.
    if (u.label === 'product_name' && (!product || !u.body.toLowerCase().includes(product.toLowerCase())) && /^(?:a|an|our|the)\s+(?:[\p{Ll}\d-]+\s+){1,}[\p{Ll}-]+/u.test(u.body)) {
      assigned.product_description.push({ ...u, label: 'product_description', body: u.body.split(/\s+[—–-]\s+|;\s*|\(\s*name\b/i)[0]!.trim() });
      owner.set(u.index, 'product_description');
      continue;
    }
    // 'Product: Zento Clip is a magnetic phone grip for cyclists.': a whole sentence under a product label that says
    // what the named thing is describes it too (the name is read from it as before).
    // (So does a list of what it is, 'Product: Pocket solar lantern, 3 modes, folds flat': its first part is lowercase words.)
    const head = u.body.split(/,\s/)[0]!;
    if (
      u.label === 'product_name' &&
      ((u.body.split(/\s+/).length >= 8 && /^[\p{Lu}\d][^.!?]{0,60}?\s(?:is|are)\s+(?:a|an|our|the)\s/u.test(u.body)) ||
        (u.body.split(/\s+/).length >= 6 && head !== u.body && (head.match(/(?:^|\s)[\p{Ll}][\p{Ll}-]+/gu)?.length ?? 0) >= 2))
    ) {
      assigned.product_description.push({ ...u, label: 'product_description' });
    }
    if (u.label) {
      owner.set(u.index, 'other');
      continue;
    }
    if (neg) for (const [f, re] of Object.entries(NEGATED_FIELD)) if (re!.test(u.text)) negated.add(f as TextField);
    if (budget.units.has(u.index)) {
      owner.set(u.index, 'other');
      continue;
    }
    // 'Our target is corporate buyers and families' names people (an audience); 'our target is 10,000 orders' a goal.
    const targetIs = /^(?:(?:our|the)\s+)?(?:main\s+|primary\s+|core\s+)?target(?:\s+(?:market|group|customers?|segment|audience))?\s+(?:is|are|=|hai|hain)\s+(.*)$/i.exec(u.text);
    // ('Target hai JEE aspirants, Class 12 wale …': numbers inside a list of people are no count of things.)
    if (targetIs && !/^\s*(?:[₹$£€]\s*)?\d/.test(targetIs[1]!) && !countMatches(OUTCOMES, targetIs[1]!, 1) && countMatches(PEOPLE, targetIs[1]!, 1)) {
      assigned.target_audience.push(u);
      owner.set(u.index, 'target_audience');
      continue;
    }
    // 'We are targeting solo travellers over 50, and the occasion we'd like creators to speak to is solo travel':
    // two clauses joined by ', and/while/but' that each state a different field are read as two.
    const clauses = u.text.split(/,\s+(?:and|while|but|whereas|plus)\s+/i);
    if (clauses.length === 2 && clauses.every((c) => c.split(/\s+/).length >= 4)) {
      const picks = clauses.map((c) => bestField(scoreUnit({ ...u, text: c, body: c }, product, brand)));
      if (picks[0]!.best && picks[1]!.best && picks[0]!.best !== picks[1]!.best && picks.every((p) => p.score >= 3 && !(neg && negated.has(p.best!)))) {
        picks.forEach((p, k) => assigned[p.best!].push({ ...u, text: clauses[k]!, body: clauses[k]! }));
        owner.set(u.index, picks[0]!.best!);
        continue;
      }
    }
    const { best, score: bestScore } = bestField(scoreUnit(u, product, brand));
    const threshold = best === 'product_description' ? 3 : 2;
    if (!best || bestScore < threshold) {
      owner.set(u.index, 'other');
      continue;
    }
    if (neg && negated.has(best)) {
      owner.set(u.index, 'other');
      continue;
    }
    // A sentence mostly about which creators to use is no field text.
    if (CREATOR_WORDS.test(u.text) && /\b(?:preferred|only|please|suggest|prefer)\b/i.test(u.text) && bestScore < 4) {
      owner.set(u.index, 'other');
      continue;
    }
    assigned[best].push(u);
    owner.set(u.index, best);
  }

  // Briefs mostly run description -> audience -> use cases -> goal -> budget. A field with no sentence
  // takes the one unclaimed sentence sitting where it would be ('Picture early-morning runs ...'
  // between the audience and the goal is the use cases).
  const ORDER: TextField[] = ['product_description', 'target_audience', 'key_use_cases', 'campaign_goal'];
  for (const f of ['target_audience', 'key_use_cases', 'campaign_goal'] as const) {
    if (assigned[f].length || negated.has(f)) continue;
    const k = ORDER.indexOf(f);
    const before = ORDER.slice(0, k).flatMap((g) => assigned[g].map((u) => u.index));
    const after = [...ORDER.slice(k + 1).flatMap((g) => assigned[g].map((u) => u.index)), ...budget.units];
    if (!before.length || !after.length) continue;
    const lo = Math.max(...before);
    const hi = Math.min(...after);
    const candidates = content.filter(
      (u) =>
        u.index > lo &&
        u.index < hi &&
        owner.get(u.index) === 'other' &&
        !u.label &&
        !budget.units.has(u.index) &&
        !saysNotKnown(u.text) &&
        !BRAND_INTRO.test(u.text) &&
        !CREATOR_WORDS.test(u.text) &&
        u.text.split(/\s+/).length >= 3 &&
        // (the audience's slot is filled only by a sentence that names people or an age)
        (f !== 'target_audience' || countMatches(PEOPLE, u.text, 1) > 0 || AGE.test(u.text)),
    );
    if (candidates.length !== 1) continue;
    assigned[f].push(candidates[0]!);
    owner.set(candidates[0]!.index, f);
  }

  // A piece opening with a lowercase 'also / and / plus / or' that belongs nowhere continues the field of the piece
  // before it ('Apply twice daily on knees; also after a long day of standing.').
  for (const [i, u] of content.entries()) {
    const prev = content[i - 1];
    const f = prev ? owner.get(prev.index) : undefined;
    if (!prev || !f || f === 'other' || f === 'product_description' || owner.get(u.index) !== 'other' || u.label || budget.units.has(u.index)) continue;
    if (!/^(?:also|and|plus|or|as well as)\s/.test(u.text) || saysNotKnown(u.text)) continue;
    assigned[f].push(u);
    owner.set(u.index, f);
  }

  // Sentences right after the product's description that belong nowhere else continue it
  // ('You run a lantern shop in a floating village ...', 'It's observational comedy about ...').
  for (const [i, u] of content.entries()) {
    if (owner.get(u.index) !== 'other' || u.label || budget.units.has(u.index) || saysNotKnown(u.text)) continue;
    const prev = content[i - 1];
    if (prev && owner.get(prev.index) === 'product_description' && !BRAND_INTRO.test(u.text) && !CREATOR_WORDS.test(u.text)) {
      assigned.product_description.push(u);
      owner.set(u.index, 'product_description');
    }
  }

  // 'Product: Rise & Grind, a strong filter coffee decoction …': what follows the labelled name describes it,
  // ahead of guesses from unlabelled sentences.
  if (product && !negated.has('product_description') && !assigned.product_description.some((u) => u.label === 'product_description')) {
    const pu = content.find((u) => {
      if (u.label !== 'product_name' || owner.get(u.index) === 'product_description') return false;
      return namesThenDescribes(u.body, product);
    });
    if (pu) {
      assigned.product_description.push(pu);
      owner.set(pu.index, 'product_description');
    }
  }

  const all = content.map((u) => u.text).join(' ');
  const fields: Record<TextField, string> = {
    product_description: '',
    target_audience: '',
    key_use_cases: '',
    campaign_goal: '',
  };
  for (const f of TEXT_FIELDS) {
    // An explicit 'not decided yet' wins over guesses from unlabelled sentences; only a labelled value beats it.
    if (negated.has(f) && !assigned[f].some((u) => u.label === f)) continue;
    fields[f] = assigned[f]
      .sort((a, b) => a.index - b.index)
      .map((u) => cleanFieldText(f, u, product))
      .filter(Boolean)
      .join(' ');
  }

  // 'Product = Zephyr Pods 3. ANC earbuds, 40h battery.': the unclaimed line right after the product's
  // label describes it.
  if (!assigned.product_description.length && !negated.has('product_description')) {
    const at = content.findIndex((u) => u.label === 'product_name');
    let k = at + 1;
    while (at >= 0 && content[k] && content[k]!.label === 'brand_name') k++;
    const next = at >= 0 ? content[k] : undefined;
    if (next && !next.label && owner.get(next.index) === 'other' && !budget.units.has(next.index) && !BRAND_INTRO.test(next.text) && !saysNotKnown(next.text) && !CONTEXT_NOTE.test(next.text)) {
      fields.product_description = cleanFieldText('product_description', next, product);
      owner.set(next.index, 'product_description');
    }
  }
  // Fallbacks for one-liners and run-on sentences ('Description: under NDA' withholds it: no fallback then).
  if (!fields.product_description && !negated.has('product_description')) {
    const u =
      // The sentence that names the product and then says what it is ('Product: X, a …') before any other mention.
      content.find((x) => namesThenDescribes(x.text, product)) ??
      // (a unit that only names — 'Vyom Drones — Vyom Mini 4K.' — describes nothing)
      content.find((x) => product && x.text.toLowerCase().includes(product.toLowerCase()) && wordsBeyondNames(x.text, [product, brand]) >= 1) ??
      // (a sentence another field already holds — the goal's 'before launch' — is not it)
      // (a sentence about the brief itself — 'Sharing the brief for X's festive launch' — is not it)
      content.find((x) => DESC_CUE.test(x.text) && !BRAND_INTRO.test(x.text) && !ABOUT_BRIEF.test(x.text) && (owner.get(x.index) ?? 'other') === 'other') ??
      content.find((x) => DESC_CUE.test(x.text) && !BRAND_INTRO.test(x.text) && !ABOUT_BRIEF.test(x.text) && owner.get(x.index) !== 'campaign_goal') ??
      // 'It's handwoven pashmina from Kashmir.' (an unnamed product described on its own)
      content.find((x) => owner.get(x.index) === 'other' && !x.label && /^(?:it'?s|it is|they'?re|this is)\s+(?!(?:for|meant|made for|aimed|perfect|great|ideal|used)\b)/i.test(x.text) && !budget.units.has(x.index));
    if (u) fields.product_description = cleanFieldText('product_description', u, product);
  }
  // 'Zenbrew cans by Hilltop — for coffee-loving office goers, afternoon slump + road trips.': one 'for' list mixing
  // people and occasions gives the people to the audience and the occasions to the use cases.
  const wantAudience = !fields.target_audience && !negated.has('target_audience');
  const wantUses = !fields.key_use_cases && !negated.has('key_use_cases');
  if (wantAudience || wantUses) {
    for (const u of content) {
      if (budget.units.has(u.index) || CONTEXT_NOTE.test(u.text) || u.label) continue;
      const m = /(?:^|\s[—–-]\s*|[,:]\s*)for\s+([^.;!?]+)/iu.exec(u.text);
      if (!m) continue;
      const items = m[1]!.split(/\s*(?:,|\+|&|\band\b|\bor\b)\s*/i).map((x) => x.trim()).filter(Boolean);
      if (items.length < 2) continue;
      const isPeople = (item: string) => {
        const words = item.split(/\s+/).filter((w) => /\p{L}/u.test(w));
        return words.length > 0 && words.length <= 5 && isPeopleWord(words[words.length - 1]!);
      };
      const people = items.filter(isPeople);
      const uses = items.filter((x) => !isPeople(x) && x.split(/\s+/).length <= 4);
      if (!people.length || !uses.length) continue;
      if (wantAudience) fields.target_audience = people.join(', ');
      if (wantUses) fields.key_use_cases = uses.join(', ');
      break;
    }
  }
  if (!fields.target_audience && !negated.has('target_audience')) {
    outer: for (const u of content) {
      if (CONTEXT_NOTE.test(u.text) || budget.units.has(u.index)) continue;
      for (const m of u.text.matchAll(/\bfor\s+([^,;.!?—–]+)/giu)) {
        const phrase = m[1]!.split(/\s+(?:who|that|with|to|and|on|in|at|during|before|after|&)\s+/i)[0]!;
        if (phrase.split(/\s+/).length <= 6 && phrase.split(/\s+/).some((w) => countMatches(PEOPLE, w, 1))) {
          fields.target_audience = phraseAfter(u.text.slice(m.index), /^for\s+/i);
          break outer;
        }
      }
    }
  }
  if (!fields.target_audience && !negated.has('target_audience')) {
    // '…, targeted at health-conscious millennials and gym-goers who snack at their desks', "they're after young couples
    // and remote workers": in a run-on sentence, the people it is aimed at.
    for (const u of content) {
      if (CONTEXT_NOTE.test(u.text) || budget.units.has(u.index)) continue;
      const m = AIMED_AT.exec(u.text);
      if (m && m[1]!.split(/\s+/).length <= 10) {
        fields.target_audience = m[1]!.trim();
        break;
      }
    }
  }
  if (!fields.target_audience && !negated.has('target_audience')) {
    // 'Cat parents would use it for climbing ...': the people doing it are the audience.
    for (const u of content) {
      const m = /^((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)\s+(?:would|will|can|could|might|love to|like to|usually|often)?\s*(?:use|wear|take|play|enjoy|buy|love|get)\b/iu.exec(u.text);
      if (m && countMatches(PEOPLE, m[1]!.split(/\s+/).pop()!, 1) && !/^(?:we|you|they|people|users|customers)$/i.test(m[1]!)) {
        fields.target_audience = m[1]!;
        break;
      }
    }
  }
  if (!fields.campaign_goal && !negated.has('campaign_goal')) {
    for (const u of content) {
      const m = /\b(?:for|to (?:drive|get|boost|increase|grow|generate|build))\s+((?:[\p{L}'-]+\s+){0,3}?)(?=[\p{L}-]*\b(?:sales|orders|sign-?ups|downloads|installs|bookings|leads|awareness|buzz|wishlists|subscribers|enrolments|registrations|conversions|reviews|traffic|visibility)\b)/iu.exec(u.text);
      if (m) {
        fields.campaign_goal = phraseAfter(u.text.slice(m.index), /^(?:for|to)\s+/i);
        break;
      }
    }
  }
  // 'we just need people to try Crisp's new gummies': getting people to do something with it is the goal.
  if (!fields.campaign_goal && !negated.has('campaign_goal')) {
    for (const u of content) {
      const m = /\b(?:need|want|get|would love|'d love|hope)\s+(?:more\s+|lots of\s+)?((?:people|folks|customers|users|parents|students|buyers|shoppers)\s+to\s+(?:try|buy|download|discover|switch|taste|sign up|install|order|book|visit)\b[^.;!?—–]{0,40})/iu.exec(u.text);
      if (m) {
        fields.campaign_goal = m[1]!.trim();
        break;
      }
    }
  }

  // A unit that only names the product — a title line ('Brightlane — ATAR Sprint.', 'Product: X') or a sentence
  // ending on its name ('… are launching Roo Bites.') — says nothing of what it is: the next unclaimed sentence
  // (past labelled name, creator or price lines) does.
  if (product && !negated.has('product_description')) {
    const names = [product, brand];
    const titleOnly = (u: Unit) => {
      const t = (u.label ? u.body : u.text).toLowerCase();
      const i = t.indexOf(product.toLowerCase());
      return i >= 0 && (wordsBeyondNames(t, names) === 0 || /^[\s'")\].!]*$/.test(t.slice(i + product.length)));
    };
    const descUnits = assigned.product_description;
    const onlyTitles = descUnits.length > 0 && descUnits.every(titleOnly);
    if (!fields.product_description || (onlyTitles && descUnits.length === 1)) {
      const at = descUnits.length ? content.findIndex((u) => u.index === descUnits[0]!.index) : content.findIndex(titleOnly);
      for (let k = at + 1; at >= 0 && k < Math.min(content.length, at + 4); k++) {
        const u = content[k]!;
        if (u.label && !['brand_name', 'product_name', 'creators', 'price', 'platform', 'timeline'].includes(u.label)) break;
        if (u.label) continue;
        if (budget.units.has(u.index) || BRAND_INTRO.test(u.text) || saysNotKnown(u.text) || CONTEXT_NOTE.test(u.text) || u.text.split(/\s+/).length < 4) break;
        const lead = descUnits.length && !descUnits[0]!.label ? `${fields.product_description.replace(/\s*$/, '')} ` : '';
        fields.product_description = `${lead}${cleanFieldText('product_description', u, product)}`;
        break;
      }
    }
  }

  // A field the rules left empty, and that the brief does not withhold, takes the unclaimed unit the trained
  // sentence classifier rates highest for it, if that rating reaches the cross-validated threshold.
  const fieldModel = opts.fieldModel === undefined ? SHIPPED_FIELD_MODEL : opts.fieldModel;
  const fieldThreshold = opts.fieldThreshold ?? fieldModel?.threshold ?? 2;
  const filledByModel: TextField[] = [];
  // (Only when a field is left to fill: the model scores every unclaimed unit, work wasted on a complete brief.)
  if (fieldModel && fieldThreshold <= 1 && MODEL_FIELDS.some((f) => !fields[f] && !negated.has(f))) {
    const used = new Set<number>();
    // (Three words besides the names: 'Orka Audio — Orka Buds 2.' names things and describes nothing.)
    const wordsBesidesNames = (text: string) =>
      [product, brand]
        .filter(Boolean)
        .reduce((t, n) => t.split(n.toLowerCase()).join(' '), text.toLowerCase())
        .split(/\s+/)
        .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    const pool = content.filter(
      (u) => !u.label && owner.get(u.index) === 'other' && !budget.units.has(u.index) && !saysNotKnown(u.text) && !CONTEXT_NOTE.test(u.text) && !BRAND_INTRO.test(u.text) && wordsBesidesNames(u.text) >= 3 && !Object.values(fields).some((v) => v.includes(u.text)),
    );
    const probs = new Map(pool.map((u) => [u.index, fieldProbabilities(fieldModel, unitFeatures(u, units.length))]));
    for (const [k, f] of MODEL_FIELDS.entries()) {
      if (fields[f] || negated.has(f)) continue;
      let best: Unit | undefined;
      let bestP = fieldThreshold;
      for (const u of pool) {
        const p = probs.get(u.index)![k]!;
        if (!used.has(u.index) && p >= bestP) {
          best = u;
          bestP = p;
        }
      }
      if (!best) continue;
      used.add(best.index);
      fields[f] = cleanFieldText(f, best, product);
      filledByModel.push(f);
    }
  }

  // What the maker says it makes ('we make reusable cloth diapers', 'a laundry pickup app in Hyderabad') often
  // names the product's kind better than its own sentence: kept as a second, short sentence of the description.
  const makerNote = fields.product_description ? makerContext(content.slice(0, 4), fields.product_description) : '';
  const descriptionText = makerNote ? `${fields.product_description.replace(/\s*$/, '')} (${makerNote})` : fields.product_description;

  // Niche: a stated niche wins; else creator types, then product words, then the whole brief.
  const stated = units.find((u) => u.label === 'product_niche')?.body;
  const creatorPhrases: string[] = [];
  for (const u of units) {
    // 'travel vloggers' in the audience are who buys, not who promotes.
    if (u.signature || owner.get(u.index) === 'target_audience') continue;
    if (u.label === 'creators') creatorPhrases.push(u.body);
    // Up to four words before a creator noun ('skincare and beauty creators'), read from a short window.
    for (const m of u.text.matchAll(
      /\b(?:content\s+)?(?:creators?|influencers?|reviewers?|youtubers?|bloggers?|vloggers?|streamers?|instagrammers?|tiktokers?|pages|channels|kols|finfluencers|podcasters)\b/giu,
    )) {
      const words = /((?:[\p{L}&/'+-]{1,30}(?:\s+|\s*[,/&]\s*)){1,4})$/u.exec(u.text.slice(Math.max(0, m.index - 80), m.index));
      // 'per creator', '₹40K per creator', 'each influencer' name no creator type.
      if (words && !/(?:^|\s)(?:per|each|every|a|an|the|at|for|to|of|with|on|in|across|among|via|by|from|x|ko|har|our|your|their|month|mo|lakh|lakhs|crore|k|\p{L})\s*$/iu.test(words[1]!.trim()) && !/^\p{L}$/u.test(words[1]!.trim())) creatorPhrases.push(words[1]!);
      // '8 creators × ₹1.5L (cycling/outdoor)': a short bracket after the creators' count and rate names their type.
      const typed = /^[^()]{0,30}?\(\s*([\p{L}][\p{L}\s/&,+-]{2,40})\)/u.exec(u.text.slice(m.index + m[0].length));
      if (typed && !/\b(?:each|per|incl|excl|approx|tbc|tbd|total|max|min|including|excluding)\b/i.test(typed[1]!)) creatorPhrases.push(typed[1]!);
    }
  }
  const niche = scoreNiche({
    stated,
    creatorPhrases,
    product: `${product} ${fields.product_description}`,
    brief: all,
    // The model reads what the product is, who it is for and how it is used (not greetings, goals or money).
    model: nicheModelPosterior(`${fields.target_audience} ${fields.key_use_cases} ${creatorPhrases.join(' ')}`, `${product} ${fields.product_description}`, opts.nicheModel),
    modelWeight: opts.nicheModelWeight ?? NICHE_MODEL_WEIGHT,
  });

  const readCurrency = budget.currency ?? anyCurrency(all);
  const currency = readCurrency ?? 'INR';
  const unitOf = (value: string) => (value ? content.find((u) => u.text.toLowerCase().includes(value.toLowerCase())) : undefined);
  const fieldUnits: Record<string, Unit | undefined> = {
    product_name: unitOf(product),
    brand_name: unitOf(brand) ?? units.find((u) => brand && u.text.includes(brand)),
  };
  for (const f of TEXT_FIELDS) fieldUnits[f] = fields[f] ? (assigned[f].sort((a, b) => a.index - b.index)[0] ?? unitOf(fields[f].slice(0, 40))) : undefined;
  const statedNiche = units.find((u) => u.label === 'product_niche');
  if (statedNiche) fieldUnits.product_niche = statedNiche;
  const nicheText = (stated ?? creatorPhrases[0] ?? '').replace(/^[\s,&/-]+|[\s,&/-]+$/g, '').slice(0, 200);
  const plan = findPlan({ units, budget, currency, nicheText, fieldUnits, year: opts.year ?? new Date().getFullYear() });

  // Fields resting on weak evidence, for the builder to mark: a budget from a count on another line or
  // from a signed amount with no budget word, a niche read from the whole brief only (no stated niche,
  // no creator type), a brand read only from the sign-off, a creator count not tied to the rates.
  const review: string[] = [];
  // (So is a budget under 100 in any currency: no creator campaign costs that little.)
  if (budget.total !== null && (!budget.sure || budget.total < 100)) review.push('total_budget');
  // A budget whose currency the brief never names ('50k', '2.5 triệu') is shown in the default currency: to be checked.
  else if (budget.total !== null && !readCurrency) review.push('total_budget');
  // Read from 'kr' alone: Swedish, Norwegian, Danish or Icelandic, the brief does not say which.
  else if (budget.total !== null && readCurrency === 'SEK' && !/\b(?:SEK|kronor)\b/i.test(all)) review.push('total_budget');
  if (niche && !stated && !creatorPhrases.some((p) => normalizeNiche(p) === niche)) review.push('product_niche');
  if (brand && fieldUnits.brand_name?.signature) review.push('brand_name');
  // A name the model chose (the rules found none, or one that looked wrong) is a guess worth checking.
  for (const h of fromModel) review.push(h === 'product' ? 'product_name' : 'brand_name');
  // So is a name the rules read that the model all but rules out.
  for (const h of doubted) review.push(h === 'product' ? 'product_name' : 'brand_name');
  if (plan.planned_creators !== null && budget.terms.length === 0) review.push('planned_creators');
  // A text field the classifier filled is a guess worth checking.
  review.push(...filledByModel);

  return normalizeExtraction(
    {
      product_name: product,
      brand_name: brand,
      ...fields,
      product_description: descriptionText,
      product_niche: niche,
      total_budget: budget.total,
      currency,
    },
    'local',
    { plan, review_fields: review },
  );
}

// One throwaway run compiles the regular expressions (about 0.2 s once), so the first real brief is
// as fast as the rest (about 1 ms).
const WARM_UP_BRIEF =
  "Hi, Acme here! We're launching Zing, a drink for gym-goers. Use it after workouts. Goal: sales. Budget: 8 to 10 fitness creators at ₹70K-80K each.";

export function createLocalLlm(): LlmProvider {
  extractLocally(WARM_UP_BRIEF);
  return {
    name: 'local',
    async extractCampaign(brief, opts) {
      opts?.signal?.throwIfAborted();
      return extractLocally(brief);
    },
  };
}
