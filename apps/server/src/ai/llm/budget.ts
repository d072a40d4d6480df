// Working out a brief's total budget: a stated total is taken as is; otherwise per-creator cost times
// the number of creators, the higher end of every range. Product prices, follower counts, dates,
// percentages, specs and targets are not budgets.
import { findAmounts, HINDI_NUMERALS, type Amount } from './money.js';
import { CORRECTION_WORDS, FOREIGN_BUDGET_WORDS, FOREIGN_CREATOR_NOUNS, MONTH_NAME, MONTH_NOUNS, MONTHLY_WORDS } from './lexicon.js';
import { isPlaceholderValue, saysWithheld } from './placeholder.js';
import { chatLines, messageHeadSpeaker, type Unit } from './segment.js';

export interface BudgetResult {
  total: number | null;
  /** Currency of the amounts the total came from, or null when none carried a sign. */
  currency: string | null;
  /** Indexes of the units that talk about budget or creator pay (kept out of the text fields). */
  units: Set<number>;
  /** Creators the budget pays for (sum of the counts used, higher ends), or the largest creator count seen. */
  creators: number | null;
  /** Terms of the sum ({count, rate, months}) or the stated total, for the plan's arithmetic string. */
  terms: Array<{ count: number; rate: number; months: number }>;
  stated: boolean;
  /** The unit the budget was read from. */
  source: Unit | null;
  /** False when the figure rests on weak cues (a signed amount with no budget word, a count from another line). */
  sure: boolean;
}

const CREATOR_NOUN =
  `(?:content\\s+)?(?:creators?|influencers?|${FOREIGN_CREATOR_NOUNS}|reviewers?|streamers?|youtubers?|you\\s?tubers?|bloggers?|vloggers?|instagrammers?|tiktokers?|kols?|kocs?|accounts|ambassadors?|profiles?|pages|handles|talents?|partners?|podcasters?|artists?|comedians?|chefs?|athletes?|experts?|finfluencers?|petfluencers?|mom-?fluencers?|momfluencers?|nano-?influencers?|micro-?influencers?|celebs?|celebrit(?:y|ies)|(?:podcast\\s+)?hosts?|anchors?|stylists?|models?|doctors?|dermatologists?|nutritionists?|dietitians?|coaches|photographers?|musicians?|djs?|micros|macros|nanos|(?<=\\d\\s+(?:[\\p{L}-]+\\s+)?)(?:micro|macro|nano|mega|mid-?tier|mid-?size)(?=\\s+(?:\\([^)]{1,40}\\)\\s+)?(?:[\\p{L}]+\\s+)?(?:at|@|x|×|for|on|-|–|:|a|à|je|zu|por)\\s))`;
// 'Budget for the creators:', 'Presupuesto creadores:' — a budget word and whom the money is for, then the figure.
const MONEY_FOR_CREATORS_LABEL = new RegExp(`\\b(?:budget|spend|money|allocat\\w*|set aside|kept aside|${FOREIGN_BUDGET_WORDS})\\b(?![^.;:]*\\b(?:per|each|every|pro|je|por|par|a)\\s+(?:[\\p{L}-]+\\s+)?(?:creators?|influencers?|${FOREIGN_CREATOR_NOUNS}|talents?|ambassadors?|kols?|kocs?)(?![\\p{L}]))[^.;:\\d]{0,40}?(?:\\b(?:for|für|para|pour|untuk)\\s+)?(?:all\\s+|the\\s+|our\\s+|die\\s+|alle\\s+|les\\s+)?(?:[\\p{L}&/-]+\\s+){0,3}?(?:creators?|influencers?|${FOREIGN_CREATOR_NOUNS}|talents?|ambassadors?|kols?|kocs?)\\s*[:=–-]\\s*(?:about|around|roughly|approx\\.?|~|between|up to|upto|max(?:imum)?)?\\s*$`, 'iu');
const CREATOR_RE = new RegExp(`\\b${CREATOR_NOUN}\\b`, 'iu');
const COUNT_AFTER = new RegExp(`^\\s+(?:(?!(?:at|for|per|each|of|on|in|por|par|pro|je|pour|cada|pentru|za)\\b)[\\p{L}&/'+.-]+\\s+){0,4}?(?:[\\p{L}]+-)?${CREATOR_NOUN}\\b`, 'iu');
const RATE_TIMES_COUNT = new RegExp(`^\\s*(?:(?:per|each|\\/)\\s*(?:person|head|creator|influencer|kol)\\s*)?(?:x|×|\\*)\\s*\\d{1,4}\\s+(?:(?:[\\p{L}&/-]+\\s+){0,3}?${CREATOR_NOUN}\\b|(?:persons?|people|pax)\\b)`, 'iu');
const PER_CREATOR_AFTER = new RegExp(
  `^\\s*(?:\\/-\\s*)?(?:\\([^()]{1,60}\\)\\s*)?(?:(?:flat|fixed|all-?in)\\s+)?(?:(?:${MONTHLY_WORDS}|a month|per month|\\/\\s*month|\\/\\s*mo)\\s+)?(?:\\/|per|a|an|each|every|for each|for every|pro|por|je|par|pour|cada)\\s*(?:(?:one|1|a single)\\s+)?(?:(?:headline|hero|lead|top|main|big|micro|macro|nano)\\s+|[\\p{L}]+\\/[\\p{L}]+\\s+|(?<=\\b(?:per|each|every)\\s+)(?!(?:the|a|an|one)\\s)[\\p{L}-]{3,}\\s+(?=${CREATOR_NOUN}\\b))?(?:${CREATOR_NOUN}|post|reel|video|short|story|stories|deliverable|collab(?:oration)?|integration|piece|head|creator|campaign slot|slot|person per|stream|live(?:stream)?|session)\\b`,
  'iu',
);
const EACH_AFTER = new RegExp(`^\\s*(?:\\/-\\s*)?(?:(?:flat|fixed|all-?in)\\s+)?(?:(?:${MONTHLY_WORDS}|a month|per month|\\/\\s*month)\\s+)?(?:\\/\\s*(?:人|位|명|người)|每人|за\\s+(?:інтеграцію|интеграцию|ролик|пост|відео|видео|сторіс|блогера|людину|человека|одного)|each|apiece|a pop|a head|per head|per person|per pax|har (?:ek|creator|influencer)|prati|cada(?: um)?|je|pro (?:kopf|person)|chacun|chaque|mỗi|masing-masing)(?![\\p{L}])`, 'iu');
// ('har ek ko max ₹15,000', 'each up to $2k')
const UP_TO = String.raw`(?:(?:max(?:imum)?|up\s?to|about|around|approx\.?|~)\s*)?`;
const PER_CREATOR_BEFORE = new RegExp(
  `(?:${CREATOR_NOUN}|reels?|posts?|videos?)\\s*(?:\\([^)]*\\)\\s*)?(?:at|@|for|paid|getting|on|ko|x|×|:|-|–|,|à|a|je|zu|por|für)\\s*(?:about|around|roughly|approx\\.?|~|between|up to|upto)?\\s*$|\\b(?:per|each|every)\\s+${CREATOR_NOUN}\\s*(?:at|:|-|is|gets|of|=)?\\s*(?:about|around|roughly|~)?\\s*$|${CREATOR_NOUN}\\s*,?\\s*(?:each|every one|har ek|sabko|har ek ko|each one|har ik(?: nu| nun| noo)?|har ek nu)\\s*(?:at|:|-|gets|for|ko|=)?\\s*${UP_TO}$|${CREATOR_NOUN}\\b[^.;₹$£€\\d]{0,30}[,;]\\s*(?:har ek|har ik|sabko|each one|each)\\s*(?:ko|nu|gets|at|:|-|=)?\\s*${UP_TO}$|\\bm[ỗo]i\\s+(?:b[ạa]n|ng[ưu][ờo]i|${CREATOR_NOUN})\\s*(?::|-|=)?\\s*$|\\b(?:rate|fee|fees|rates|pay(?:out)?|cost)\\s+(?:per|of|for each)\\s+\\w+\\s*(?::|is|of|=|-)?\\s*$|(?:^|[^\\d.,])\\d{1,4}\\s*(?:x|×|\\*)\\s*$`,
  'i',
);
const PRICE_BEFORE =
  /\b(?:priced|price[sd]?|pricing|mrp|rrp|retail(?:s|ing)?|selling|sells|sold|costs?|costing|starting|starts|from|fee|fees|subscription|rent(?:al)?|worth|ticket(?:s|ed)?|tickets? at|only|just|available (?:at|for)|ex-showroom|at just|at only|plans? (?:start|from))\s*(?:at|of|is|for|from|:)?\s*(?:around|about|approx\.?|just|only|a)?\s*$/i;
const STRONG_PRICE_BEFORE = /\b(?:priced|mrp|rrp|retail(?:s|ing)?|selling|sells|sold|ex-showroom|(?:ticket|unit|retail|selling|sale|list|cover|entry|room|package|trip|tour)\s+price(?:\s+(?:starts?|starting|begins?)(?:\s+(?:from|at))?)?)\s*(?:at|of|is|for|from|:)?\s*(?:around|about|approx\.?|just|only|a)?\s*$/i;
const PRICE_AFTER =
  /^\s*(?:\/-\s*)?(?:(?:\/|per|a|an)\s*(?:month|mo|year|yr|annum|night|day|week|person|pax|bottle|box|pack|packet|kg|gram|g|unit|piece|pair|tin|jar|plate|meal|session|class|ticket|seat|user|licen[cs]e|sq\.?\s?ft|bag|can|serving|dose|course|lesson|hour|hr)\b|(?:retail|mrp|rrp|ex-showroom|onwards|plus (?:tax|gst|vat)|\+\s*(?:tax|gst|vat)|incl\.?|excl\.?|a bottle|a box|a month|a year|a night|price|price tag|each\s*\)|only\b))/i;
const BUDGET_BEFORE =
  /\b(?:money(?:'s|\s+is)|budget(?:ed|ing)?|spend(?:ing)?|spent|total|overall|in all|altogether|kept aside|set aside|put aside|allocat(?:e|ed|ing)|earmark(?:ed)?|reserved?|invest(?:ing|ment)?|money-?wise|capped|cap|cap of|up to|upto|max(?:imum)?|have|has|got|can do|can spend|can offer|put in|putting in|can put|commit(?:ting)?|allott?ed|allot|sanctioned|can pay|can go|can afford|ready to spend|willing to spend|looking to spend|plan(?:ning)? to spend|offering|paying|pay|working with|around|approx(?:imately)?|roughly|about|thinking|somewhere|ballpark|pool|kitty|pot|war chest|trim(?:med)? (?:it )?to|plan on|planning on|work to|bring (?:it )?down to)\b[^.;]{0,30}$/i;
const BUDGET_BEFORE_FIRM = new RegExp(BUDGET_BEFORE.source.replace('|around|approx(?:imately)?|roughly|about|thinking|somewhere|ballpark', ''), 'i');
const BUDGET_AFTER = new RegExp(
  `^\\s*(?:\\/-)?\\s*(?:\\(.*?\\)\\s*)?(?:only\\s+|(?:hai|hain)\\s+(?=total|overall|budget))?(?:(?:ka|ki|ke)\\s+(?:(?:total|poora|pura|overall)\\s+)?budget|budget|total|in total|insgesamt|gesamt|no total|en total|au total|secara total|overall|all[- ]in|in all|altogether|for (?:the\\s+)?(?:whole|entire|full|overall|complete|total)|for (?:this|the) (?:campaign|launch|push|activation|drive)|for (?:this|it)\\b|to spend|(?:for|para|pa'?|pour|für|pentru|dla|untuk|voor|för|til)\\s+(?:(?:the|los|las|les|die|os|as|de)\\s+)?(?:[\\p{L}&/+-]+\\s+){0,4}?${CREATOR_NOUN}|on (?:[\\p{L}&/+-]+\\s+){0,4}?${CREATOR_NOUN}|across (?:[\\p{L}&/+-]+\\s+){0,4}?${CREATOR_NOUN}|across|for (?:influencer|creator) (?:marketing|campaigns?|collabs?)|(?:has|have)\\s+been\\s+(?:sanctioned|approved|allocated|allotted|earmarked|set aside|kept aside|reserved|budgeted|signed off)|(?:is|are)\\s+(?:sanctioned|approved|allocated|allotted|earmarked|set aside|kept aside|reserved|budgeted))`,
  'iu',
);
const NOT_MONEY_AFTER =
  /^\s*(?:\+\s*)?-?\s*(?:%|percent|followers|subscribers|subs|views|likes|downloads|installs|users|members|customers|units|pieces|pairs|bottles|orders|sign-?ups|signups|leads|bookings|backers|learners|students|people|reviews|ratings|stars|star|scoville|lumens|calories|steps|km|kms|kilometres|kilometers|miles|mm|cm|ml|litres|liters|kg|grams|g\b|mah\b|w\b|watts|hz|gb|tb|mp|fps|hours|hrs|hr|h\b|minutes|mins|days?|weeks?|wks?\b|months?|mos?\b|years?|yrs|year|monaten?|wochen|tagen?|jahren?|meses|semanas|dias|días|anos|años|mois|semaines|jours|ans\b|bulan|luni\b|lună|miesi|měsíc|hónap|månader|måneder|kuukautta|ヶ月|か月|tháng|minggu|hari|tahun|nights|cities|stores|outlets|colou?rs|colourways|sizes|flavou?rs|variants|skus|languages|countries|states|episodes|tracks|minute|sq|ft|inch|inches|seats|rooms|berth|x\b|times|reels?|stories|story|posts?|videos?|shorts?|tweets?|lives?|deliverables?|integrations?|mentions?)/i;
const MONTHLY_AFTER = new RegExp(`^\\s*(?:\\/-\\s*)?(?:\\/\\s*(?:month|mo|monat|mês|mes|mois|bulan|lună|luna|mies|měs|hó|mån|md|kk|月|tháng)(?![\\p{L}])|\\s*(?:pe lună|pe luna|na miesiąc|za měsíc|havonta|i månaden|om måneden|per måned|per maand)(?![\\p{L}])|(?:per|a|every)\\s+month\\b|(?:${MONTHLY_WORDS})(?![\\p{L}])|(?:pro|im)\\s+monat\\b|monatlich|por\\s+m[eê]s|al\\s+mes|par\\s+mois|per\\s+bulan|(?:har\\s+|per\\s+|ek\\s+)?mahin[ae](?![\\p{L}]))`, 'iu');
const MONTHLY_CUE = new RegExp(`\\b(?:retainer|per month|a month|every month|${MONTHLY_WORDS}|pro monat|monatlich|por m[eê]s|al mes|par mois|per bulan|har mahine|(?:per|ek|har) mahina)(?![\\p{L}])|\\/\\s*(?:month|mo|monat|bulan|mes|mês|mois|lună|luna|月)(?![\\p{L}])`, 'iu');
const MONTH_WORDS: Record<string, number> = { one: 1, zwei: 2, drei: 3, vier: 4, sechs: 6, três: 3, tres: 3, quatro: 4, seis: 6, tiga: 3, empat: 4, enam: 6, two: 2, three: 3, four: 4, five: 5, six: 6, nine: 9, twelve: 12, do: 2, teen: 3, chaar: 4, chhe: 6 };

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DATE_AROUND = new RegExp(`\\b${MONTH_NAME}\\b`, 'i');
const MONTH_LIST = new RegExp(`\\b(?:for|during|in|over|across|through(?:out)?)\\s+(${MONTH_NAME}(?:\\s*(?:,|and|&|\\+)\\s*${MONTH_NAME}){1,11})\\b`, 'i');
const MONTH_SPAN = new RegExp(`\\b(?:from\\s+)?(${MONTH_NAME})\\s*(?:-|–|to|through|till|until)\\s*(${MONTH_NAME})\\b`, 'i');

/** Months named as a list ('for October, November and December': 3) or a span ('Oct to Jan': 4); else null. */
function namedMonths(text: string): number | null {
  const index = (name: string) => MONTH_NAMES.indexOf(name.slice(0, 3).toLowerCase());
  const list = MONTH_LIST.exec(text);
  if (list) return new Set(list[1]!.split(/\s*(?:,|and|&|\+)\s*/i).map(index)).size;
  const span = MONTH_SPAN.exec(text);
  if (span) return ((index(span[2]!) - index(span[1]!) + 12) % 12) + 1;
  return null;
}

// 'for 3 months', 'x 6 months', 'for a period of six months', ', teen mahine': a lead, a number (in words: MONTH_WORDS) and
// the months.
const MONTHS_AFTER_LEAD = new RegExp(
  `(?:(?<![\\p{L}])(?:(?:for\\s+)?(?:a|the)\\s+(?:period|term|span|duration)\\s+of|for|over|über|für|por|durante|pendant|sur|selama|während|de|pe|na|på|i)|[x×*,·|]|\\bthen)\\s*(\\d{1,2}|${Object.keys(MONTH_WORDS).join('|')})\\s*(?:more\\s+)?(?:${MONTH_NOUNS})(?![\\p{L}])`,
  'iu',
);

/**
 * Months a retainer runs for, when the text says so: 'for 3 months' with a monthly cue, or an explicit
 * product ('× 12 creators × 2 months', ', 2 months').
 */
export function monthsOf(text: string): number | null {
  // 'for 3 months', 'x 6 months', and 'a 2-month retainer'
  const m =
    MONTHS_AFTER_LEAD.exec(text) ??
    /\b(\d{1,2}|one|two|three|four|five|six|nine|twelve)[\s-]months?\s+(?:retainer|contract|engagement|program(?:me)?|partnership|campaign|commitment|deal|term|ambassadorship|sponsorship|collab(?:oration)?|activation|residency)\b/i.exec(text);
  if (!m) return MONTHLY_CUE.test(text) ? namedMonths(text) : null;
  const n = MONTH_WORDS[m[1]!.toLowerCase()] ?? Number(m[1]);
  if (!Number.isFinite(n) || n < 1 || n > 24) return null;
  const explicit = /^[x×*,·|]/.test(m[0].trim());
  return explicit || MONTHLY_CUE.test(text) ? n : null;
}

const DISTRACTOR_BEFORE =
  /\b(?:last\s+(?:[\p{L}']+\s+){0,2}?(?:year|quarter|month|season|summer|winter|campaign|edition|launch|drive|time|festive)|initially|originally|at first|cost us|we spent|spent (?:on|last)|previous(?:ly)?(?!\s+(?:e-?mail|mail|message|msg|note|thread))|prior|earlier|before|revenue|turnover|gmv|sales of|raised|funding|valuation|valued|fy\s?\d*|annual|yearly|atl|meta ads|google ads|tv|ad spend|out of scope|not in scope|excluded|excluding|prize (?:pool|pot|money|fund)|paid (?:ads?|media|social|search)(?:\s+(?:budget|spend))?|(?<!social\s)media (?:budget|spend)|for reference|for context|for comparison|agency (?:fee|retainer)|(?:our|the) agency|production (?:fee|cost)|agency'?s? retainer of|revenue target|we did|did|made|marketing budget for|total marketing budget|(?:total|overall|whole|entire|full)\s+(?:(?:\d{4}|this year's|the year's)\s+)?(?:marketing|brand|media|company)\s+(?:plan|budget|spend)|(?:we|they|i|had|have|has|'ve)\s+spent|cp[aciv]|cpm|cac|aov|ltv|roas|cost per (?:install|click|acquisition|view|lead|sale|order))\b[^.]{0,40}$/iu;
// The fee or budget of someone other than the creators, just before its figure or as its field's name ('our agency fee
// (€6,000)', 'Agency retainer: AED 8,000/month', 'Paid media budget:'); a 'social media budget' may be the campaign's.
const FEE_OF_OTHERS_BEFORE = /\b(?:agency|production|shoot|(?<!social\s)media|ads?|platform)\s+(?:fees?|retainer|costs?|spend|budget|buy(?:ing)?)\s*(?:is|of|was|will be|:|\(|=|-|–)?\s*(?:about|around|~)?\s*$/i;
const REJECTED_BEFORE = /\b(?:not|no longer|instead of|rather than|ignore(?: the)?|disregard(?: the)?|forget(?: the)?)\s*$/i;
// A past period opens the clause ('Last year, the client spent around £8,000; this year …'): a comma does not end it.
const PAST_PERIOD = /\b(?:last|previous|past)\s+(?:year|quarter|season|campaign|time)\b(?![^.;]*\b(?:this|next|now|budget is|budget will)\b)[^.;]*$/i;
// Money raised, lent or granted rather than spent ('₹6 Cr seed round', '20 Cr raise kiya', 'a ₹2L grant').
const FUNDS = 'grant|seed(?: round)?|funding(?: round)?|raise[ds]?|raising|loan book|loan|disbursed|valuation|arr|mrr';
const DISTRACTOR_AFTER = new RegExp(String.raw`^\s*(?:\/-\s*)?(?:\)\s*)?(?:(?:\/\s*(?:mo|mth|month|wk|week|yr|year)|(?:a|per|every)\s+(?:month|week|year))\s+)?(?:(?:[\p{L}-]+\s+)?(?:${FUNDS})\b|[^.;(]{0,60}\b(?:that|which|this|it)\s+(?:is|was)\s+(?:separate|excluded|extra|not (?:part|included|to be (?:counted|considered|included)))\b|(?:is|are|will be)\s+(?:funded|paid|covered|handled|managed|booked)\s+separately|(?:is|was|=)\s+(?:the|our)\s+(?:trade|shopper|retail|in-?store|paid|media|ads?|tv|atl|btl|performance|sampling|event)\b[^.;]{0,20}\bbudget|(?:already|was|were|has been|have been)\s+spent|spent on|(?:for|on)\s+(?:the\s+)?(?:production|photography|photo ?shoots?|shoots?|agency|media buying|(?:[\p{L}-]+\s+)?ads|printing|events?)\b|in (?:sales|revenue)|revenue|turnover|(?:is |are )?(?:separate|extra|excluded)|\((?:not|separate|extra|excluded)|(?:agency )?fee\b.*(?:separate|extra|not part)|[^.;]{0,40}\b(?:handled|managed|paid|covered|booked)\s+(?:separately|by (?:our|the|their) (?:media|ads|performance|paid|own) (?:agency|team))|[^.;]{0,60}\bnot part of (?:this|the creator)|(?:[\p{L}'’-]+\s+){0,2}?(?:ad|ads|media|paid(?:\s+(?:social|media|ads?))?|performance|boost(?:ing)?|promotion)\s+(?:spend|budget)\b)`, 'iu');
const NET_BEFORE = /\b(?:so|leaving|leaves|thus|hence|net|i\.e\.?|meaning|which means|remaining|balance(?: of)?|(?:of|out of) (?:this|that|which|it)\s*,?)\s*(?:about|around|~)?\s*$/i;
const NET_FOR_CREATORS_AFTER = new RegExp(`^\\s*(?:(?:net|left|remaining|in total)\\s+)?(?:(?:goes|go|is|are|will go|will be|left|remains?)\\s+)?(?:(?:earmarked|allocated|allotted|set aside|reserved|kept|available|meant|budgeted)\\s+)?(?:for|to|towards|on)\\s+(?:the\\s+)?(?:actual\\s+)?(?:${CREATOR_NOUN}|creator fees|creator payments|talent)`, 'iu');
// 'budget' as a noun of this campaign, not the adjective of a cheap product ('budget earbuds', 'budget-friendly').
const BUDGET_ADJ_NOUNS = '(?:friendly|conscious|earbuds|headphones|phones?|smartphones?|laptops?|tablets?|hotels?|stays?|airlines?|travel(?:lers)?|options?|segment|buys?|picks?|meals?|version|variant|models?|range of|brand)';
// 'gym-goers on a budget' is the idiom for people who spend little, not a campaign budget.
const ON_A_BUDGET = '(?<!\\b(?:on|within)\\s+(?:a\\s+)?(?:tight\\s+|shoestring\\s+|student\\s+|small\\s+|limited\\s+|strict\\s+)?)';
export const BUDGET_NOUN = new RegExp(`${ON_A_BUDGET}\\bbudget\\b(?![- ]${BUDGET_ADJ_NOUNS}\\b)`, 'i');
const BUDGET_ADJ = new RegExp(`\\bbudget(?=[- ]${BUDGET_ADJ_NOUNS}\\b)|(?<=\\bon\\s+a\\s+(?:tight\\s+|shoestring\\s+|student\\s+|small\\s+|limited\\s+)?)budget\\b`, 'gi');
const BUDGET_WORDS = /\b(?:budget|spend|spending|kept aside|set aside|money-?wise|affiliate|commission|barter|fee|fees|pay(?:ing|out)?|compensation|rates?)\b|(?:^|\s)\$\$+\s*:/i;

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20,
  'twenty-five': 25, thirty: 30, forty: 40, fifty: 50, sixty: 60, hundred: 100, dozen: 12, 'a dozen': 12,
  'a couple of': 2, 'a couple': 2, couple: 2, 'half a dozen': 6,
  ...HINDI_NUMERALS,
};
const NUM_WORD_RE = Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const COUNT_NUM = `(\\d{1,4}|${NUM_WORD_RE})`;
const COUNT_RE = new RegExp(
  `(?<![\\p{L}\\p{N}$₹£€.,])(?<!\\bper\\s+)(?:between\\s+)?${COUNT_NUM}(?:\\s*(?:-|–|—|to|or|and|se)\\s*${COUNT_NUM})?\\+?\\s+((?:(?!(?:of|with|from|at|for|per|by|in|on|to|who|that|followers|subscribers|views)\\b)[\\p{L}&/'+.-]+\\s+){0,4}?)(?:[\\p{L}]+-)?${CREATOR_NOUN}\\b`,
  'giu',
);
const OF_THEM_RE = new RegExp(`(?<![\\p{L}\\p{N}$₹£€.,])${COUNT_NUM}(?:\\s*(?:-|–|—|to|or|and)\\s*${COUNT_NUM})?\\s+of\\s+them\\b`, 'giu');
// '$1,200 x 15' (a rate, then how many): the count after the amount; never months or another amount.
const TIMES_AFTER = /^\s*(?:x|×|\*)\s*(\d{1,4})(?![\d.,]*\s*(?:k|l|lakhs?|cr|crores?|m|mn|million|months?|mos?|weeks?|days?|%)\b)(?![\d%]|[.,]\d)/iu;
const LABEL_COUNT = /^\s*(?:~|about|around|approx\.?|roughly)?\s*(\d{1,4})(?:\s*(?:-|–|to)\s*(\d{1,4}))?(?![\d%]|[.,]\d|\s*(?:k|l|lakhs?|cr|crores?|m|mn|million|followers|subscribers|subs|views|[xX×])\b)/iu;
// '¥120,000 per creator × 5 persons': people counted after a times sign, in a sentence about creators.
// 'Creators: home creators, 5 people, COP 4.500.000 each': people counted in a sentence about creators.
const BODY_COUNT = /^\s*(\d{1,4})\s+(?:[\p{L}-]+\s+)?[\p{L}]{3,}s\b(?!\s*(?:a|per|each|@|at)\b)/u;
const FOR_MONTHS = /\b(?:for|over|during|durante|por|für|selama|pendant)\s+(\d{1,2})\s+(?:months?|meses|monate?n?|bulan|mois)\b/i;
const PEOPLE_RE = /(?<![\p{L}\p{N}.,$₹£€])(\d{1,4})\s+(?:people|persons|pax)\b/giu;
// 'two big creators at 10k each and fifteen smaller ones at 800 each': 'ones' standing for the creators of the sentence.
// (Hinglish says it with 'wale': 'teen bade wale' — three big ones.)
const ONES_RE = new RegExp(`(?<![\\p{L}\\p{N}$₹£€.,])${COUNT_NUM}\\s+(?:[\\p{L}-]+\\s+){0,2}?(?:ones|wale|waale)\\b`, 'giu');
const PERSONS_TIMES_RE = /(?:x|×|\*)\s*(\d{1,4})\s+(?:persons?|people|pax)\b/giu;
// '2 creators × 3 mo × ' written before the rate.
const CREATORS_TIMES_MONTHS = new RegExp(`\\d{1,4}\\s+(?:[\\p{L}-]+\\s+)?${CREATOR_NOUN}\\s*[x×*]\\s*\\d{1,2}\\s*(?:months?|mos?|mois|monate?n?|meses|bulan|th[áa]ng)\\.?\\s*[x×*]\\s*$`, 'iu');
const RATE_FIELD = new RegExp(`(?:\\/|\\bper\\s+|\\beach\\s+|\\bpro\\s+|\\bpor\\s+)(?:${CREATOR_NOUN}|head|person)\\b`, 'i');
const MONTHLY_FIELD = /\b(?:retainer|monthly)\b|\/\s*(?:mth|month|mo|monat|bulan|mes|mois)\b|\bper\s+month\b/i;
// 'Months: 3', 'Duration (months): 4': a field that gives a retainer's length.
const MONTHS_FIELD = /^\s*(?:months?|no\.?\s+of\s+months|#\s*months|duration(?:\s*\((?:months?|mo)\))?|term(?:\s*\((?:months?|mo)\))?|retainer\s+(?:length|period|months))\s*[:=\-–|]\s*(\d{1,2})\b/i;
const TIMES_RE = /(?<![\p{L}\p{N}.,])(\d{1,4})\s*(?:x|×|\*)\s*(?=[₹$£€¥₩₦₱₫]|\p{Lu}{1,2}\$|rs\b|[A-Z]{3}\s?\d|inr\b|usd\b|\d)/giu;

function num(s: string | undefined): number {
  if (!s) return NaN;
  const k = s.toLowerCase();
  return NUMBER_WORDS[k] ?? Number(k);
}

interface Count {
  start: number;
  end: number;
  high: number;
}

function findCounts(text: string, amounts: Amount[], aboutCreators = CREATOR_RE.test(text)): Count[] {
  const out: Count[] = [];
  const inAmount = (i: number) => amounts.some((a) => (a.currency || a.multiplier) && i >= a.start && i < a.end);
  for (const re of [COUNT_RE, OF_THEM_RE, TIMES_RE, PERSONS_TIMES_RE, PEOPLE_RE, ONES_RE]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const lead = m[0].search(/\S/);
      if (inAmount(m.index + lead)) continue;
      if ((re === OF_THEM_RE || re === PEOPLE_RE || re === ONES_RE) && !aboutCreators) continue;
      const a = num(m[1]);
      const b = re === TIMES_RE || re === PERSONS_TIMES_RE || re === PEOPLE_RE || re === ONES_RE ? NaN : num(m[2]);
      const high = Math.max(a, Number.isNaN(b) ? a : b);
      if (!Number.isFinite(high) || high <= 0 || high > 5000) continue;
      out.push({ start: m.index, end: m.index + m[0].length, high });
    }
  }
  for (const a of amounts) {
    if (!a.currency && !a.multiplier) continue;
    const m = TIMES_AFTER.exec(text.slice(a.end));
    if (m && Number(m[1]) > 0) out.push({ start: a.end, end: a.end + m[0].length, high: Number(m[1]) });
  }
  return out;
}

// ('aside': money in brackets with no price cue — no budget, but money said beside the rates, which a sum may leave out.)
type Kind = 'total' | 'per' | 'price' | 'aside' | 'other';

interface Classified {
  amount: Amount;
  kind: Kind;
  strength: number;
  unit: Unit;
}

function insideParens(text: string, a: Amount): boolean {
  // Within 120 characters either side: an aside in brackets is short.
  const left = text.slice(Math.max(0, a.start - 120), a.start);
  const open = left.lastIndexOf('(');
  return open >= 0 && left.lastIndexOf(')') < open && text.slice(a.end, a.end + 120).includes(')');
}

// A count right before the rate: '12 @ ₹25K', '8 x ₹20k', '5 at $900'.
const COUNT_AT_BEFORE = /(?:^|[\s:(,])\d{1,4}\s*(?:@|x|×|\*|at)\s*(?:about|around|~)?\s*$/i;
/** How many words a unit has besides one amount. */
const wordsBesides = (t: string, a: Amount) => `${t.slice(0, a.start)} ${t.slice(a.end)}`.replace(/[\p{P}\p{S}\s]+/gu, ' ').trim().split(' ').filter(Boolean).length;

/** Characters between a count and an amount ('pandrah creators ko 12,000 …, aur teen wale ko 40,000': each its nearest). */
const gap = (c: Count, a: Amount) => (c.end <= a.start ? a.start - c.end : c.start >= a.end ? c.start - a.end : 0);

function classify(unit: Unit, a: Amount, unitHasCreators: boolean, unitTalksPay: boolean, aloneOnLine = true, lineText = unit.text): { kind: Kind; strength: number } {
  // 'budget earbuds' is a cheap product, not this campaign's budget (masked, positions kept).
  const t = unit.text.replace(BUDGET_ADJ, (m) => 'x'.repeat(m.length));
  const before = t.slice(Math.max(0, a.start - 60), a.start);
  const after = t.slice(a.end, a.end + 60);
  const signed = Boolean(a.currency || a.multiplier);
  const labelledBudget = unit.label === 'total_budget';
  // A follower tier, no money: '3 big creators (500k+) — $2000 each', '12 micro (home bakers, 10k-50k) at € 900 each' —
  // an amount with no currency in brackets (that say nothing of a total or fee) beside money that has one.
  if (followerTier(t, a)) return { kind: 'other', strength: 0 };
  // A figure said to be wrong ('the creator budget is €20K, NOT €25K', '… instead of 3 lakh') is no budget.
  if (REJECTED_BEFORE.test(before)) return { kind: 'other', strength: 0 };
  // A field named as a rate ('Budget/creator: S$1,800', 'Fee per influencer: …', 'Retainer/mth: …') prices one creator.
  const fieldName = unit.labelText || (/^[^:\n]{1,30}:\s/.exec(unit.text)?.[0] ?? '');
  if (signed && a.start >= fieldName.length && FEE_OF_OTHERS_BEFORE.test(fieldName)) return { kind: 'other', strength: 0 };
  if (signed && a.start >= fieldName.length && (RATE_FIELD.test(fieldName) || MONTHLY_FIELD.test(fieldName))) return { kind: 'per', strength: 3 };

  // '2 creators × 3 mo × 2 000 €': a product of a creator count, months and the rate, written before the rate.
  if (signed && CREATORS_TIMES_MONTHS.test(before)) return { kind: 'per', strength: 3 };
  // '20k x 12 creators': a rate times a creator count.
  if (signed && (RATE_TIMES_COUNT.test(after) || TIMES_AFTER.test(after))) return { kind: 'per', strength: 3 };
  // 'Creators: 12 @ ₹25K–₹35K', '8 x ₹20k': a count of the creators and then their rate.
  if (signed && unitHasCreators && COUNT_AT_BEFORE.test(before)) return { kind: 'per', strength: 3 };
  // 'Need 10 gaming creators for our new game. ₹50k each.': a short sentence pricing 'each' right after a sentence
  // about creators on the same line.
  if (signed && !unitHasCreators && EACH_AFTER.test(after) && CREATOR_RE.test(lineText) && wordsBesides(t, a) <= 3 && !PRICE_BEFORE.test(before)) return { kind: 'per', strength: 3 };
  if (NOT_MONEY_AFTER.test(after) && !a.currency) return { kind: 'other', strength: 0 };
  // '500k pre-registrations', '12,000 jars': a number without a currency sign counting things (a plural noun) is no money.
  if (!a.currency && /^\s*(?:[\p{L}]+-)?[\p{L}]{3,}s\b/u.test(after) && !/^\s*(?:rupees|bucks|dollars|euros|pounds|pesos|reais|soles|dirhams|riyals|shillings|lakhs|lacs|crores|grand|creators|influencers)\b/i.test(after)) return { kind: 'other', strength: 0 };
  // '6 smaller home accounts', 'ten (10) creators': a bare number before a phrase ending in creators counts them.
  if (!signed && COUNT_AFTER.test(after)) return { kind: 'other', strength: 0 };
  // Money that is not this campaign's creator budget: last year's spend, revenue, funding, fees of
  // the agency or production ('our ATL spend last year was ₹3.2 crore', 'agency fee ₹4 lakh (separate)').
  const clauseBefore = before.split(/[.;!?]|,\s(?=\w+\s)/).pop() ?? before;
  if (DISTRACTOR_BEFORE.test(clauseBefore) || DISTRACTOR_AFTER.test(after)) return { kind: 'other', strength: 0 };
  if (PAST_PERIOD.test(before.split(/[.;!?]/).pop() ?? before)) return { kind: 'other', strength: 0 };
  if (/^\s*%/.test(after)) return { kind: 'other', strength: 0 };
  if (!signed && (DATE_AROUND.test(after.slice(0, 5)) || DATE_AROUND.test(before.slice(-5)))) return { kind: 'other', strength: 0 };
  if (!a.currency && a.multiplier === 'k' && /\+/.test(after.slice(0, 2))) return { kind: 'other', strength: 0 };

  // What is left for the creators once the rest is taken out ('€35k all-in, €5k of that is our fee, so €30k goes to
  // creators'): the creator budget itself, over the total it came from.
  if (signed && NET_BEFORE.test(before) && NET_FOR_CREATORS_AFTER.test(after)) return { kind: 'total', strength: 5 };
  // A retainer: '₹30,000 per month for 4 months' paid to each of the creators.
  if (MONTHLY_AFTER.test(after) && monthsOf(t) && (unitHasCreators || unitTalksPay)) return { kind: 'per', strength: 3 };
  // 'budget: $2k/mo retainer, 5 streamers, 4 months' (the line cut into units): the creators and months are the line's.
  if (signed && MONTHLY_AFTER.test(after) && /\bretainer\b/i.test(lineText) && monthsOf(lineText) && CREATOR_RE.test(lineText)) return { kind: 'per', strength: 3 };
  // 'a monthly retainer of ₹35,000 for 6 creators for 4 months'
  if (/\b(?:monthly|per month|a month)\s+(?:retainer|fee|payment|pay)?\s*(?:of|at|:|=|-)?\s*$|\bretainer\s+(?:of|at|:|=|-)\s*$/i.test(before) && monthsOf(t) && unitHasCreators) return { kind: 'per', strength: 3 };
  // 'Budget allocated for creators: INR 60 lakh': money for the creators as a whole, not a rate per creator.
  // ('Gesamtbudget für Creator: 15 Tsd. Euro', 'Creator budget, influencers: …', 'Presupuesto creadores: …' — no count or
  // 'per' between.)
  if (MONEY_FOR_CREATORS_LABEL.test(before) && !EACH_AFTER.test(after) && !PER_CREATOR_AFTER.test(after)) {
    return { kind: 'total', strength: 4 };
  }
  // 'the trip retails at €3,900 per person': a price, even in a sentence about creators.
  if (STRONG_PRICE_BEFORE.test(before) && !PER_CREATOR_AFTER.test(after) && !PER_CREATOR_BEFORE.test(before)) return { kind: 'price', strength: 0 };
  if (PER_CREATOR_AFTER.test(after) || (EACH_AFTER.test(after) && unitHasCreators) || PER_CREATOR_BEFORE.test(before)) {
    if (signed || labelledBudget || unitTalksPay) return { kind: 'per', strength: 3 };
  }
  const priceCue = PRICE_BEFORE.test(before) || PRICE_AFTER.test(after) || (EACH_AFTER.test(after) && !unitHasCreators);
  // ('a squat rack …, around forty thousand rupees': an approximation word alone, in a sentence that says nothing of
  // money or creators, gives a price, not the budget.)
  const approxOnly = !unitTalksPay && !unitHasCreators && !labelledBudget && BUDGET_BEFORE.test(before) && !BUDGET_BEFORE_FIRM.test(before);
  const budgetCue = (BUDGET_BEFORE.test(before) && !approxOnly) || BUDGET_AFTER.test(after);
  // (A bare small number in a budget field counts something — a tier's creators, a row number — it is no amount.)
  if (labelledBudget && !priceCue && (signed || a.high >= 100)) return { kind: 'total', strength: 4 };
  if (unit.label === 'price') return { kind: 'price', strength: 0 };
  if (budgetCue && (signed || BUDGET_NOUN.test(before))) {
    // ('Rupees Nine Lakh only has been earmarked for creator fees': 'only' closes a formal amount, it prices nothing.)
    if (priceCue && !/\b(?:budget|spend|total|earmarked|sanctioned|allocated|allotted|approved)\b/i.test(before + after)) return { kind: 'price', strength: 0 };
    return { kind: 'total', strength: /\b(?:budget|total|overall|spend)\b/i.test(before + after) ? 4 : 3 };
  }
  if (labelledBudget) return { kind: 'total', strength: 2 };
  // A signed amount standing alone ('₹1 Cr', 'INR 9L.', a chat reply to 'budget?') is the budget.
  // (Sharing its line with other units it is weaker: '… weighs 300 g; ₹6,499.' may be the product's price cut off by a
  // semicolon, and creators' rates elsewhere then decide.)
  if (signed && a.currency && !priceCue && wordsBesides(t, a) <= 1) {
    return { kind: 'total', strength: aloneOnLine ? 3 : 2 };
  }
  if (priceCue) return { kind: 'price', strength: 0 };
  if (insideParens(t, a)) return { kind: 'aside', strength: 0 };
  // A signed amount in a sentence about creators or money, with no product cue.
  if (a.currency && (unitHasCreators || unitTalksPay)) return { kind: 'total', strength: 1 };
  return { kind: 'other', strength: 0 };
}

const NUMBER_WORD_DIGITS = /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)\s*\((\d{1,3})\)/gi;
const ORDINAL_LABEL = /\b(?:tier|level|phase|step|option|wave|group|bucket|package|batch|round|slot)\s*#?\s*(\d{1,2})\b/gi;

/**
 * The unit's text as the budget reads it, every position kept: 'six (6) creators' (legal style) is '      6 creators',
 * and the ordinal of 'Tier 1 – 3 macro creators' is blanked so that '1 – 3' is no range.
 */
function forBudget(text: string): string {
  return text
    .replace(NUMBER_WORD_DIGITS, (m, d: string) => `${d})`.padStart(m.length, ' ').replace(/\)$/, ' '))
    .replace(ORDINAL_LABEL, (m, d: string) => m.slice(0, m.length - d.length) + ' '.repeat(d.length));
}

export function findBudget(units: Unit[], brief = ''): BudgetResult {
  const read = units.map((u) => ({ ...u, text: forBudget(u.text), body: forBudget(u.body) }));
  // (A chat export's dated lines lose their stamps in segmentation: counted on the brief as pasted.)
  const exported = chatLines(brief).filter((l) => l.dated).length;
  const r = repliedAbove(read) ?? correctedInThread(read, findBudgetIn(read), exported);
  return { ...r, source: r.source ? (units[read.indexOf(r.source)] ?? r.source) : null };
}

/**
 * A reply above quoted mail ('Small fix to the below: it's 10 creators, not 15', 'correction: the creator budget is
 * €20K') is the later message: the quoted mail's budget with the reply's corrections applied. Null when the quoted mail
 * gives no budget or the reply changes nothing.
 */
function repliedAbove(units: Unit[]): BudgetResult | null {
  const quoted = units.filter((u) => u.quoted);
  const reply = units.filter((u) => !u.quoted && !u.signature);
  if (!quoted.length || !reply.length) return null;
  const earlier = findBudgetIn(quoted);
  if (earlier.total === null || !earlier.source) return null;
  const r = laterCorrections(reply, earlier);
  if (r.total === earlier.total) return null;
  // (The reply's sentences that say the new figures are the budget's, not the description's.)
  const said = reply.filter((u) => CORRECTION.test(u.text) && findAmounts(u.text).some((a) => a.currency || a.multiplier));
  return { ...r, units: new Set([...earlier.units, ...said.map((u) => u.index)]) };
}

// A chat thread pasted with its speakers and times ('Camila Duarte  09:14', '[10:02] Ravi:'): each such line opens a message.
const APPROVED = new RegExp(`\\b(?:approved?|confirm\\w*|final|signed off|agreed|budget|total|${FOREIGN_BUDGET_WORDS})\\b`, 'iu');
// A total said again as a correction: 'no wait, actually 35k', 'reduced to ¥4,000,000', 'make that 2 lakh', 'we can
// stretch to 4L' — or restated with nothing but a filler before it in a later sentence ('So 4L.', 'No — 3.5L, …').
const TOTAL_CORRECTION = /\b(?:no wait|wait|actually|sorry|i mean|correction|scratch that|make (?:it|that)|(?:reduced?|cut|increased?|raised?|upped|bumped|moved|taken|took|became|become|is now|went)(?: it| that| the budget)?(?: up| down)? to|the budget became|(?:revised|updated|changed|brought down|lowered|trimmed|trim|stretch(?:ed)?|go(?:ing)? up) to|now|final(?:ly|i[sz]ed)?|approved|(?:so\s+)?we(?:'re| are) at|landed at|settled (?:on|at))\b[^.;]*$/i;
// A later message that opens with a correction word anywhere before its figure ('PD: perdón, corrijo — … es S/ 20 mil').
const CORRECTION_IN_UNIT = new RegExp(`(?<![\\p{L}])(?:${CORRECTION_WORDS})(?![\\p{L}])`, 'iu');
// A figure followed by the word that makes it the new one, or by the figure it replaces ('$20K now', '€30k, not €35k').
const CORRECTION_AFTER = /^\s*(?:now\b|,?\s*(?:not|instead of|rather than)\s+\S{0,4}\d|[.,;—–-]?\s*final\b)/i;
const RESTATED = /^\s*(?:(?:so|ok(?:ay)?\s+so|no|nope|yes|yeah|right|final(?:ly)?|confirmed|revised|updated)\b[\s,:;—–-]*)+$/i;
// Restated amounts that are no creator budget: money for ads or production said after the figure ('1L for Meta ads'), and
// a price named a few words on ('₹499 is the MRP').
const SPEND_ELSEWHERE_AFTER = /^\s*(?:for\s+)?(?:meta|google|paid|ads?\b|media|tv|inventory|production)/i;
const PRICE_NAMED_AFTER = /\b(?:mrp|rrp|price|retail|per (?:unit|piece|pack|bottle))\b/i;
const PER_CORRECTION = /\b(?:actually|instead|make it|make that|let'?s (?:do|go with|say)|chang(?:e|ed) (?:it |that )?to|scratch that|rather|no,|wait|revised|correction|corrected|cut (?:it |that )?to|reduced? to|increased? to)\b/i;

/** A later signed amount (within the next few units) said as a correction or a restatement of the budget total. */
function restatedTotal(units: Unit[], first: Classified): { amount: Amount; unit: Unit } | null {
  let found: { amount: Amount; unit: Unit } | null = null;
  for (const u of units) {
    if (u.index < first.unit.index || u.index > first.unit.index + 4 || u.signature) continue;
    let from = u === first.unit ? first.amount.end : 0;
    for (const a of findAmounts(u.text)) {
      if (a.start < from || !(a.currency || a.multiplier) || a.high <= 0) continue;
      const before = u.text.slice(from, a.start);
      const after = u.text.slice(a.end, a.end + 60);
      from = a.end;
      // ('… creator budget is $20K now, not $24K': the cue may follow the figure.)
      // ('… fifteen thousand bucks for the influencers. Actually no. Make it eighteen. | Eighteen thousand.': the correction
      // said in the unit just before, the figure standing alone.)
      const prev = units.find((x) => x.index === u.index - 1);
      const saidBefore = u !== first.unit && !before.trim() && !!prev && prev.index >= first.unit.index && TOTAL_CORRECTION.test(prev.text.replace(/[.!?\s]+$/, ''));
      const cue = TOTAL_CORRECTION.test(before.slice(-50)) || CORRECTION_AFTER.test(after) || saidBefore || (u !== first.unit && (RESTATED.test(before) || CORRECTION_IN_UNIT.test(before)));
      if (!cue || REJECTED_BEFORE.test(before) || DISTRACTOR_BEFORE.test(before) || DISTRACTOR_AFTER.test(after) || SPEND_ELSEWHERE_AFTER.test(after)) continue;
      if (PER_CREATOR_AFTER.test(after) || EACH_AFTER.test(after) || MONTHLY_AFTER.test(after)) continue;
      // ('Yes, ₹499 is the MRP': a price; a correction in the same currency stays within a factor of five of the first
      // figure — '£10,000? No — sorry, ₹10 lakh' changes the currency.)
      if (PRICE_BEFORE.test(before) || PRICE_AFTER.test(after) || PRICE_NAMED_AFTER.test(after.slice(0, 25))) continue;
      if ((a.currency ?? null) === (first.amount.currency ?? null) && (a.high < first.amount.high / 5 || a.high > first.amount.high * 5)) continue;
      found = { amount: a, unit: u };
    }
  }
  return found;
}

/** A per-creator rate said as a correction of an earlier one ('Actually no, make it 25 creators at 10k', '… instead'). */
function perCorrected(p: Classified, pers: Classified[], units: Unit[]): boolean {
  const earlier = pers.filter((q) => q !== p && (q.unit.index < p.unit.index || (q.unit === p.unit && q.amount.end <= p.amount.start)));
  if (!earlier.length) return false;
  const prev = earlier.filter((q) => q.unit === p.unit).pop();
  // (From another unit, the words between count too: 'budget 20 creators x 8K. wait revised — 24 creators x 8K'.)
  const last = Math.max(...earlier.map((q) => q.unit.index));
  const between = prev ? '' : units.filter((u) => u.index > last && u.index < p.unit.index).map((u) => u.text).join(' ');
  const before = `${between} ${p.unit.text.slice(prev ? prev.amount.end : 0, p.amount.start)}`;
  return PER_CORRECTION.test(before) || /^[^.;]{0,30}\binstead\b/i.test(p.unit.text.slice(p.amount.end));
}
const CORRECTION = /\b(?:now|instead|actually|wait|sorry|scratch that|not|nahi|nahin|went (?:up |down )?to|changed?|updated?|revised|moved|final(?:ly)?|correction|make it|rather|cut to)\b|—|->|→/i;
const MONTHS_SAID = new RegExp(`(?<![\\p{N}.,])(\\d{1,2})\\s*(?:${MONTH_NOUNS})(?![\\p{L}])`, 'iu');

/**
 * In a thread, later messages correct earlier ones ('it's 12 creators now', 'fee per creator went to R$ 3.500',
 * '6 months, not 3', a new total): the budget is the first message's arithmetic with each later correction applied.
 */
function correctedInThread(units: Unit[], r: BudgetResult, exported = 0): BudgetResult {
  if (!r.source || r.total === null) return r;
  const heads = units.filter((u) => messageHeadSpeaker(u.text) !== null);
  // (An export whose lines open with the date, the time and the speaker — '[2024/07/02, 14:15:40] Thandi M: ag wait, R4 000
  // each.' — is a thread too, each such line a message.)
  if (heads.length >= 2 || exported >= 2) {
    return laterCorrections(
      units.filter((u) => u.index > r.source!.index && !u.signature && !heads.includes(u)),
      r,
    );
  }
  // Outside a thread, a later line that says it updates the count or the rate ('UPDATE: plan for 15 creators instead of
  // 12, same $1,500 rate') corrects a count × rate budget.
  if (r.stated) return r;
  return laterCorrections(
    // (A postscript after the sign-off counts: 'Best, Monique … UPDATE (Fri): …'.)
    units.filter((u) => u.index > r.source!.index && UPDATE_SAID.test(u.text)),
    r,
  );
}
// Money a company raised or earned, said after its figure ('20 Cr raise kiya', '₹5 Cr revenue').
const FUNDS_AFTER = new RegExp(String.raw`^\s*(?:[\p{L}-]+\s+)?(?:${FUNDS}|revenue|turnover|in sales)\b`, 'iu');
const UPDATE_SAID = /\b(?:update[ds]?|correction|corrected|revised|instead of|cut (?:it |that )?to|reduced? to|increased? to|bumped (?:it |that )?(?:up )?to|changed? (?:it |that )?to)\b/i;

/** The budget `r` with the corrections of later messages applied (r itself when they change nothing). */
function laterCorrections(later: Unit[], r: BudgetResult): BudgetResult {
  if (!later.length) return r;
  // A later total stated outright replaces the figure.
  const restated = findBudgetIn(later);
  if (restated.total !== null && restated.stated && !/\b(?:per|each|fee|rate|cada|price|costs?)\b/i.test(restated.source?.text ?? '')) return { ...r, total: restated.total, currency: restated.currency ?? r.currency, terms: [], stated: true, source: restated.source };
  // A later message giving one amount with an approval or total word ('R$ 28.000 — finance approved', 'confirmed, 28k').
  if (r.stated) {
    let total: number | null = null;
    for (const u of later) {
      // (Not money said after to be something else: 'company ne 20 Cr raise kiya hai but hamara budget yahi hai'.)
      const amounts = findAmounts(u.text).filter((a) => (a.currency || a.multiplier) && a.high > 0 && !FUNDS_AFTER.test(u.text.slice(a.end, a.end + 40)));
      if (!amounts.length || !APPROVED.test(u.text) || /\b(?:per|each|fee|rate|cada|price|costs?|retail|trade|ads?|media)\b/i.test(u.text)) continue;
      total = Math.max(...amounts.map((a) => a.high));
    }
    return total !== null && total !== r.total ? { ...r, total, sure: false } : r;
  }
  if (r.terms.length !== 1) return r;
  let { count, rate, months } = r.terms[0]!;
  for (const [k, u] of later.entries()) {
    // ('Ek change hai — 25 nahi, | 30 reel creators lenge.': the cue may end the unit before, on the same line.)
    const cued = CORRECTION.test(u.text) || (k > 0 && later[k - 1]!.line === u.line && CORRECTION.test(later[k - 1]!.text));
    if (!cued && !/\b(?:fee|rate|each|per)\b/i.test(u.text)) continue;
    // (The figure a correction rejects, 'not €1,500', is no new figure.)
    // (Nor is money said to be something else: 'our agency fee (€6,000) is billed separately'.)
    const amounts = findAmounts(u.text).filter((a) => {
      const before = u.text.slice(0, a.start);
      return (a.currency || a.multiplier) && !REJECTED_BEFORE.test(before) && !FEE_OF_OTHERS_BEFORE.test(before) && !DISTRACTOR_AFTER.test(u.text.slice(a.end, a.end + 60));
    });
    const counts = CREATOR_RE.test(u.text) ? findCounts(u.text, amounts) : [];
    const perRate = amounts.length === 1 && /\b(?:fee|rate|each|per|cada)\b/i.test(u.text) && !PRICE_BEFORE.test(u.text.slice(0, amounts[0]!.start));
    // (A count said with the rate — 'it's 10 creators, not 15 — rate stays GH₵ 4,000 each' — is a count too.)
    if (counts.length === 1 && (!amounts.length || perRate)) count = counts[0]!.high;
    if (perRate) rate = amounts[0]!.high;
    const m = MONTHS_SAID.exec(u.text);
    if (m && months > 1 && CORRECTION.test(u.text)) months = Number(m[1]);
  }
  const t = r.terms[0]!;
  if (count === t.count && rate === t.rate && months === t.months) return r;
  return { ...r, total: Math.round(count * rate * months * 100) / 100, creators: count, terms: [{ count, rate, months }], sure: false };
}

function findBudgetIn(units: Unit[]): BudgetResult {
  const classified: Classified[] = [];
  // Money in brackets with no price cue ('+ 1 macro (AED 15,000)'): no budget, but a sum that leaves it out is doubtful.
  const asides: Classified[] = [];
  const countsByUnit = new Map<number, Count[]>();
  const budgetUnits = new Set<number>();
  let zeroStated = false;
  let withheld = false;

  for (const u of units) {
    if (u.signature) continue;
    const amounts = findAmounts(u.text);
    const hasCreators = CREATOR_RE.test(u.text);
    const talksPay = BUDGET_WORDS.test(u.text);
    const counts = hasCreators || /\bx\b|×/.test(u.text) ? findCounts(u.text, amounts) : [];
    // 'Creators: 6 in total, …' / 'Influencers: 8-10': a bare number opening a creators field counts them.
    const bare = u.label === 'creators' ? LABEL_COUNT.exec(u.body) : null;
    if (bare) {
      const at = Math.max(0, u.text.indexOf(u.body));
      const high = Math.max(Number(bare[1]), Number(bare[2] ?? 0));
      if (high > 0 && !counts.some((c) => c.start <= at + bare[0].length && c.end >= at)) counts.push({ start: at, end: at + bare[0].length, high });
    }
    // 'creator budget: 4 hoopers on a retainer, $3k/month each': a budget field opening with a count of people.
    const opener = u.label === 'total_budget' && !counts.length ? BODY_COUNT.exec(u.body) : null;
    const openerAt = opener ? Math.max(0, u.text.length - u.body.length) + opener.index + (opener[0].length - opener[0].trimStart().length) : -1;
    // ('Budget — 6 lakhs' is money, not six people.)
    if (opener && Number(opener[1]) > 0 && !amounts.some((a) => (a.currency || a.multiplier) && a.start <= openerAt && a.end > openerAt)) {
      const at = openerAt;
      counts.push({ start: at, end: at + opener[0].length, high: Number(opener[1]) });
    }
    if (counts.length) countsByUnit.set(u.index, counts);
    let talksMoney = u.label === 'total_budget' || BUDGET_NOUN.test(u.text);
    // 'Budget: TBD', 'budget will be shared separately': the budget is withheld.
    const budgetWord = /\b(?:budget|budjet|spend)\b/i.exec(u.text);
    const afterWord = budgetWord ? u.text.slice(budgetWord.index + budgetWord[0].length).trim() : '';
    // (A budget label with nothing after it heads the lines below ('Budget (creator fees only):'): not withheld.)
    // ('budget?' alone in a chat asks for it: the answer follows.)
    if (!amounts.length && (u.label === 'total_budget' ? /[^\s.!,;:]/.test(u.body) && isPlaceholderValue(u.body) : /[^\s.!,;]/.test(afterWord) && !/^\?+$/.test(afterWord) && (isPlaceholderValue(afterWord) || /^(?:is|are|remains?|still)\b[^.;]{0,20}\b(?:tbd|tbc|tba|pending|open|undecided)\b/i.test(afterWord)))) {
      withheld = true;
    }
    // 'Budget: TBD (waiting on Finance, ETA 2 wks)': a budget field that opens withheld, with no amount of money in
    // it, is withheld; its other numbers are not the budget.
    const opening = u.body.split(/[,;(]|\s[—–-]\s/)[0] ?? '';
    if (amounts.length && u.label === 'total_budget' && (isPlaceholderValue(u.body) || saysWithheld(opening)) && !amounts.some((a) => a.currency || a.multiplier)) {
      withheld = true;
      continue;
    }
    for (const a of amounts) {
      if (counts.some((c) => a.start >= c.start && a.end <= c.end && !a.currency)) continue;
      // A bare number under 100 with no currency or multiplier ('7. Budget', 'budget only covers 40') is a section
      // number or a count, never a creator budget.
      if (!a.currency && !a.multiplier && a.high < 100) continue;
      const sameLine = units.filter((x) => x.line === u.line);
      const c = classify(u, a, hasCreators, talksPay, sameLine.length === 1, sameLine.map((x) => x.text).join(' '));
      if (c.kind === 'total' || c.kind === 'per') {
        talksMoney = true;
        if (c.kind === 'total' && a.high === 0) {
          zeroStated = true;
          continue;
        }
        classified.push({ amount: a, kind: c.kind, strength: c.strength, unit: u });
      } else if (c.kind === 'aside' && (a.currency || a.multiplier)) asides.push({ amount: a, kind: c.kind, strength: 0, unit: u });
    }
    if (talksMoney) budgetUnits.add(u.index);
  }

  const maxCount = () => {
    const all = [...countsByUnit.values()].flat().map((c) => c.high);
    return all.length ? Math.max(...all) : null;
  };
  const currencyOf = (xs: Classified[]) => xs.find((x) => x.amount.currency)?.amount.currency ?? (xs.some((x) => x.amount.multiplier === 'lakh' || x.amount.multiplier === 'crore') ? 'INR' : null);

  // A budget said to be withheld is missing, unless a budget sentence elsewhere states one outright.
  if (withheld && !classified.some((c) => c.strength >= 3 && (c.unit.label === 'total_budget' || /\bbudget\b/i.test(c.unit.text)))) {
    return { total: null, currency: null, units: budgetUnits, creators: maxCount(), terms: [], stated: false, source: null, sure: true };
  }

  // Several priced groups joined by '+' ('15 creators at ₹22,000 + 3 macro creators at ₹1.2 lakh').
  for (const u of units) {
    if (!budgetUnits.has(u.index) || u.signature) continue;
    const composed = composeTerms(u.text);
    if (composed) {
      const used = classified.filter((c) => c.unit === u);
      return {
        total: composed.total,
        currency: currencyOf(used) ?? findAmounts(u.text).find((a) => a.currency)?.currency ?? null,
        units: budgetUnits,
        creators: composed.terms.reduce((n, t) => n + t.count, 0),
        terms: composed.terms,
        stated: false,
        source: u,
        sure: true,
      };
    }
  }

  const totals = classified.filter((c) => c.kind === 'total');
  const strongTotals = totals.filter((c) => c.strength >= 3);
  if (strongTotals.length) {
    const best = Math.max(...strongTotals.map((c) => c.strength));
    const top = strongTotals.filter((c) => c.strength === best);
    // Separate allocations in one sentence ('₹3 lakh for Instagram and ₹2 lakh for YouTube') add up.
    const first = top[0]!;
    // A monthly budget over several months ('a monthly budget of ₹2 lakh for 3 months') is a total over them.
    const ft = first.unit.text;
    const monthly =
      /\b(?:monthly|per month|a month|every month)\s+(?:budget|spend|retainer|allocation)?\s*(?:of|is|:|=|-|will be)?\s*(?:about|around|roughly|~)?\s*$/i.test(ft.slice(Math.max(0, first.amount.start - 50), first.amount.start)) ||
      /^\s*(?:\/-\s*)?(?:\/\s*(?:month|mo)\b|per month|a month|monthly|every month|pm\b|p\.m\.)/i.test(ft.slice(first.amount.end));
    const months = monthly && !CREATOR_RE.test(ft) ? (monthsOf(ft) ?? 1) : 1;
    let total = first.amount.high * months;
    const sameUnit = top.filter((c) => c.unit === first.unit && c !== first);
    for (const c of sameUnit) {
      const between = first.unit.text.slice(first.amount.end, c.amount.start);
      // '₹8 lakh, split between Instagram (₹5L) and YouTube (₹3L)' is one total and its breakdown.
      const breakdown = /\b(?:or|total|overall|of which|out of|including|split|divided|broken|break-?up|breakdown|i\.e|viz)\b|\(/i.test(between);
      if (/\b(?:and|plus)\b|\+/.test(between) && !breakdown) total += c.amount.high;
    }
    // 'budget is thirty k no wait actually it's thirty five k', 'Update from Finance: reduced to ¥4,000,000': a later
    // total said as a correction replaces it (flagged for review).
    const corrected = restatedTotal(units, first);
    if (corrected && corrected.amount.high !== total) {
      return { total: corrected.amount.high, currency: corrected.amount.currency ?? currencyOf(top), units: budgetUnits, creators: maxCount(), terms: [], stated: true, source: corrected.unit, sure: false };
    }
    return { total, currency: currencyOf(top), units: budgetUnits, creators: maxCount(), terms: [], stated: true, source: first.unit, sure: true };
  }

  const pers = classified.filter((c) => c.kind === 'per');
  const monthsField = units.map((u) => MONTHS_FIELD.exec(u.text)).find(Boolean);
  const fieldMonths = monthsField ? Number(monthsField[1]) : null;
  // 'We want 3 creators as ambassadors for 4 months' in one sentence, the monthly fee in another: one length, said once.
  const saidMonths = new Set(units.filter((u) => CREATOR_RE.test(u.text)).map((u) => FOR_MONTHS.exec(u.text)?.[1]).filter((m): m is string => Boolean(m)).map(Number));
  const briefMonths = saidMonths.size === 1 ? [...saidMonths][0]! : null;
  // 'Budget — 20 creators at 10k each. Actually no, make it 25 creators at 10k': a rate said as a correction replaces the
  // rates said before it.
  const lastCorrected = pers.map((p, i) => (perCorrected(p, pers, units) ? i : -1)).reduce((a, b) => Math.max(a, b), -1);
  if (lastCorrected > 0) pers.splice(0, lastCorrected);
  if (pers.length) {
    let total = 0;
    const used: Classified[] = [];
    const allCounts = [...countsByUnit.entries()];
    const terms: BudgetResult['terms'] = [];
    let sure = lastCorrected <= 0;
    for (const p of pers) {
      const local = countsByUnit.get(p.unit.index) ?? [];
      let count: Count | undefined;
      if (local.length) {
        // The count nearest to this rate in the same sentence.
        // ('3 big YouTubers @ $8k each, 15 mid-tier @ $1.5k each': the count just before a rate, with no other rate
        // between them, is its own.)
        const signedAmounts = findAmounts(p.unit.text).filter((a) => a.currency || a.multiplier);
        const own = local.filter((c) => c.end <= p.amount.start && !signedAmounts.some((a) => a.start >= c.end && a.end <= p.amount.start));
        const timesAfter = local.find((c) => c.start === p.amount.end);
        count = timesAfter ?? (own.length && signedAmounts.length > 1
          ? own[own.length - 1]
          : [...local].sort((x, y) => gap(x, p.amount) - gap(y, p.amount))[0]);
      } else {
        // 'Creators - 5 to 8 of them' on one line, 'Rate - $4,000 per creator' on the next.
        const near = allCounts.sort((x, y) => Math.abs(x[0] - p.unit.index) - Math.abs(y[0] - p.unit.index))[0];
        count = near?.[1][0];
        sure = false;
      }
      // 'Client budget: ₹1,00,000 per month for 4 months' (no creators named, or only as whose money it is: 'creator spend:
      // $25K/month for 2 months'): a monthly total, not a rate.
      if (!count && !CREATOR_RE.test(p.unit.text.replace(CREATOR_MONEY, '')) && MONTHLY_AFTER.test(p.unit.text.slice(p.amount.end)) && monthsOf(p.unit.text)) {
        count = { start: p.amount.start, end: p.amount.end, high: 1 };
      }
      // (A rate with no count of its own is left out of the sum, which is then worth checking.)
      if (!count) {
        sure = false;
        continue;
      }
      // A retainer's months may sit in the next clause of the same line ('$1,500/month per creator, 5 creators, 2 months').
      const lineText = units.filter((x) => x.line === p.unit.line).map((x) => x.text).join(' ');
      // Months belong to the clause of this rate ('8 creators at ₹60K each, and a 2-month retainer for 2 of them at ₹50K/month').
      const clause = clauseAround(p.unit.text, p.amount);
      const monthlyField = MONTHLY_FIELD.test(p.unit.text.slice(0, p.amount.start));
      const months = monthsOf(clause) ?? (MONTHLY_CUE.test(clause) ? (monthsOf(p.unit.text) ?? monthsOf(lineText) ?? briefMonths) : null) ?? (monthlyField ? (fieldMonths ?? briefMonths) : null) ?? 1;
      // '15 creators, 2 videos each, $500/video': a rate per deliverable times the deliverables each creator makes.
      const perPiece = DELIVERABLES_EACH_RATE.test(p.unit.text.slice(p.amount.end)) ? DELIVERABLES_EACH.exec(lineText) : null;
      const pieces = perPiece ? num(perPiece[1]) : 1;
      const rate = p.amount.high * (Number.isFinite(pieces) && pieces > 0 && pieces <= 50 ? pieces : 1);
      // The same count and rate said again in another part of the brief (a quoted reply, a summary line) is one term.
      const c = count.high;
      if (terms.some((t, k) => t.count === c && t.rate === rate && t.months === months && used[k]!.unit !== p.unit)) continue;
      total += count.high * rate * months;
      terms.push({ count: count.high, rate, months });
      used.push(p);
    }
    // Money said beside the rates that the sum leaves out ('9 micro (AED 3,000-4,000 each) + 1 macro (AED 15,000)') and
    // that is not the sum itself: the total is worth checking.
    const usedUnits = new Set(used.map((q) => q.unit));
    const leftOut = [...classified, ...asides].some((c) => usedUnits.has(c.unit) && !used.includes(c) && c.amount.high !== total && Boolean(c.amount.currency || c.amount.multiplier));
    if (leftOut) sure = false;
    if (total > 0) {
      return {
        total: Math.round(total * 100) / 100,
        currency: currencyOf(used),
        units: budgetUnits,
        creators: terms.reduce((n, t) => n + t.count, 0),
        terms,
        stated: false,
        source: used[0]!.unit,
        sure,
      };
    }
  }

  if (totals.length && !zeroStated) {
    const best = totals.sort((a, b) => b.strength - a.strength)[0]!;
    return { total: best.amount.high, currency: currencyOf([best]), units: budgetUnits, creators: maxCount(), terms: [], stated: true, source: best.unit, sure: best.strength >= 2 };
  }
  return { total: null, currency: null, units: budgetUnits, creators: maxCount(), terms: [], stated: false, source: null, sure: true };
}

// 'creator budget', 'influencer spend', 'talent fees': the creators named only as whose money it is.
const CREATOR_MONEY = /\b(?:creators?|influencers?|talents?)['’]?\s+(?:budget|spend|fees?|pool|money|costs?|payouts?)\b/gi;
const DELIVERABLE_NOUN = '(?:deliverables?|streams?|livestreams?|sessions?|videos?|posts?|reels?|shorts?|stor(?:y|ies)|integrations?|pieces?|tiktoks?|collabs?)';
const DELIVERABLES_EACH_RATE = new RegExp(`^\\s*(?:\\/|per|a|an)\\s*(?:${DELIVERABLE_NOUN})\\b`, 'i');
const DELIVERABLES_EACH = new RegExp(`(?<![\\p{N}.,])(\\d{1,2}|${NUM_WORD_RE})\\s+(?:[\\p{L}-]+\\s+)?${DELIVERABLE_NOUN}\\s+(?:each|apiece|per (?:creator|influencer|head|person))\\b`, 'iu');
const COUNTED_THINGS = new RegExp(`(?<![\\p{L}\\p{N}$₹£€.,])(\\d{1,4}|${NUM_WORD_RE})\\s+(?:[\\p{L}-]+\\s+){0,2}?[\\p{L}]{3,}s\\s+(?:at|@|for|on|paid)\\s*(?:about|around|roughly|~)?\\s*$`, 'iu');
const TERM_SPLIT = new RegExp(`\\s*(?:\\+|\\bplus\\b|;|\\band\\b(?=\\s+\\d{1,4}\\s+(?:[\\p{L}&/-]+\\s+){0,3}?${CREATOR_NOUN}))\\s*`, 'giu');
const TIMES_COUNT_AFTER = /^\s*(?:\/\s*\p{L}+\s*)?(?:x|×|\*)\s*(\d{1,4})(?![\d.,]*\s*(?:k|l|lakh|lakhs|cr|crore|m|mn|million)\b)/iu;

/**
 * Sums priced groups joined by '+', 'plus' or ';' in one budget sentence: each part is count × rate
 * (× months for a retainer); a part priced with no count is a lump sum. Null unless two or more parts
 * carry an amount and at least one of them has a count.
 */
/** The clause of a sentence that holds an amount: cut at ', and', ';', 'plus' or '+'. */
function clauseAround(text: string, a: Amount): string {
  const cut = /,\s*and\b|;|\bplus\b|\+/gi;
  let start = 0;
  let end = text.length;
  for (const m of text.matchAll(cut)) {
    if (m.index + m[0].length <= a.start) start = m.index + m[0].length;
    else if (m.index >= a.end) {
      end = m.index;
      break;
    }
  }
  return text.slice(start, end);
}

/**
 * A follower tier, no money: '3 big creators (500k+) — $2000 each', '12 micro (home bakers, 10k-50k) at € 900 each' —
 * a thousands or millions figure with no currency, followed by a plus or in brackets that say nothing of a total or a
 * fee, beside money that has a currency.
 */
function followerTier(text: string, a: Amount): boolean {
  if (a.currency || (a.multiplier !== 'k' && a.multiplier !== 'million')) return false;
  if (TIER_PLUS_FIRST.test(text.slice(a.end))) return true;
  const open = text.lastIndexOf('(', a.start);
  const close = text.indexOf(')', a.end);
  if (open < 0 || close < 0 || text.slice(open, a.start).includes(')') || text.slice(a.end, close).includes('(')) return false;
  if (/\b(?:total|budget|fees?|spend|overall|all-?in|each|per|rate)\b/i.test(text.slice(open, close))) return false;
  return findAmounts(text).some((x) => x.currency && (x.end <= open || x.start > close));
}

// The plus of a follower tier, glued to the figure and closing it ('(500k+)', 'Macro (1M+):', '100k+ followers'): no
// sum, as in '2M + 500k'.
const TIER_PLUS = String.raw`\+(?=\s*(?:[)\],;:]|$|followers|subs|subscribers|fans))`;
const TIER_PLUS_FIRST = new RegExp(`^${TIER_PLUS}`, 'i');
const TIER_PLUS_AFTER_FIGURE = new RegExp(String.raw`(?<=\d(?:k|m|mn|l)?)` + TIER_PLUS, 'gi');

export function composeTerms(text: string): { total: number; terms: BudgetResult['terms'] } | null {
  text = text.replace(TIER_PLUS_AFTER_FIGURE, ' ');
  TERM_SPLIT.lastIndex = 0;
  if (!/\+|\bplus\b|;|\band\s+\d/i.test(text)) return null;
  const parts = text.split(TERM_SPLIT).filter(Boolean);
  if (parts.length < 2) return null;
  const terms: BudgetResult['terms'] = [];
  let counted = false;
  let pending: number | null = null;
  for (const part of parts) {
    const amounts = findAmounts(part).filter((a) => (a.currency || a.multiplier) && !DISTRACTOR_BEFORE.test(part.slice(0, a.start)) && !followerTier(part, a));
    // ('10 creators @ Rs 5,000 + 2 bade wale @ Rs 25,000': each part is about the creators of the whole line.)
    const counts = findCounts(part, amounts, CREATOR_RE.test(text)).filter((c) => !amounts.some((a) => c.start >= a.start && c.end <= a.end));
    if (!amounts.length) {
      if (counts.length) pending = counts[counts.length - 1]!.high;
      continue;
    }
    const a = amounts[0]!;
    if (amounts.length > 1 && !a.isRange) return null;
    const before = counts.filter((c) => c.end <= a.start);
    const after = counts.filter((c) => c.start >= a.end);
    const times = TIMES_COUNT_AFTER.exec(part.slice(a.end));
    // '2 physiotherapists at €3,500 each': any counted plural priced each.
    const things = EACH_AFTER.test(part.slice(a.end)) ? COUNTED_THINGS.exec(part.slice(0, a.start)) : null;
    let count = before.length ? before[before.length - 1]!.high : times ? Number(times[1]) : after.length ? after[0]!.high : things ? num(things[1]) : pending;
    if (count !== null) counted = true;
    count ??= 1;
    pending = null;
    const months = monthsOf(part) ?? 1;
    terms.push({ count, rate: a.high, months });
  }
  if (terms.length < 2 || !counted) return null;
  return { total: terms.reduce((n, t) => n + t.count * t.rate * t.months, 0), terms };
}

/** Currency of any signed amount in the brief (for the default when the budget has none). */
export function anyCurrency(text: string): string | null {
  const counts = new Map<string, number>();
  for (const a of findAmounts(text)) {
    const c = a.currency ?? (a.multiplier === 'lakh' || a.multiplier === 'crore' ? 'INR' : null);
    if (c) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}
