// Finding the product and brand names in a brief. A name is a run of capitalised (or quoted) tokens;
// which run is the product and which the brand is told by the phrasing around it
// ('X here', 'X is launching Y', 'our new app Y', 'Y, the new projector from X', 'called Y', 'Y by X').
import { DEPARTMENT_WORDS, SIGN_OFF_WORDS } from './lexicon.js';
import { isPlaceholderValue } from './placeholder.js';
import { chatLines, type Unit } from './segment.js';
import { isBigPlace, isGazetteerFirstName, isGreetingWord, isOrgWord } from './name-gazetteer.js';

// ---- word lists ----------------------------------------------------------------------------------

// Words that start sentences or name common things, never a product or brand on their own.
const STOP_FIRST = new Set(
  (
    'the a an our we we\'re we\'ve we\'ll we\'d it its it\'s this that these those hi hello hey dear i i\'m i\'ve my your you they their ' +
    'he she his her us me them there here what who why how when where which while if and but so or also just new please thanks thank ' +
    'budget goal goals audience target use uses plan think best need quick yo namaste team all everyone one two three four five six ' +
    'seven eight nine ten some any each every more most no not yes ok okay hope let looking can could would will should may might ' +
    'monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october ' +
    'november december jan feb mar apr jun jul aug sep sept oct nov dec today tomorrow tonight diwali holi eid christmas easter ' +
    'dhanteras navratri onam pongal rakhi raksha bandhan independence republic valentine\'s valentines black cyber new year summer winter ' +
    'spring autumn monsoon instagram insta youtube tiktok amazon flipkart nykaa myntra meesho shopify whatsapp facebook google ' +
    'spotify netflix prime hotstar linkedin twitter snapchat reddit discord kickstarter indiegogo steam twitch android ios pc mac ' +
    'windows ugc seo gps spf tv hd ai usb ev upi sip ist kpi kpis roi cta dm dms d2c b2b b2c faq pr ok gen z millennials ' +
    'mr mrs ms dr sir madam ma\'am launching launch launched introducing presenting meet product brand company ' +
    'hindi english tamil telugu marathi bengali kannada malayalam gujarati punjabi urdu french german spanish ' +
    'indian american british european asian african australian canadian english-speaking north south east west central ' +
    'specs features price note ps p.s fyi asap tbd tbc nb rs inr usd aed gbp eur cad aud sgd sar sku skus usp usps mrp nri nris ngo ceo cmo cto coo ott'
  ).split(' '),
);

// Places: a capitalised run that is one of these is a place, not a brand ('Dozimoo from Amsterdam here').
const PLACES = new Set(
  (
    'india usa us uk u.s. america canada australia germany france spain italy netherlands holland belgium sweden norway denmark ' +
    'finland ireland scotland wales england europe asia africa uae dubai abu dhabi sharjah qatar doha saudi arabia riyadh kuwait ' +
    'oman bahrain singapore malaysia indonesia bali thailand vietnam japan china korea philippines sri lanka nepal bangladesh pakistan ' +
    'new zealand mexico brazil argentina south africa nigeria kenya egypt turkey israel switzerland austria portugal greece poland ' +
    'mumbai bombay delhi new delhi ncr gurgaon gurugram noida bengaluru bangalore pune chennai hyderabad kolkata calcutta ahmedabad ' +
    'jaipur lucknow kochi cochin kerala goa chandigarh indore bhopal nagpur surat vadodara coimbatore mysuru mysore varkala ' +
    'trivandrum thiruvananthapuram guwahati patna ranchi bhubaneswar visakhapatnam vizag madurai udaipur jodhpur rishikesh manali ' +
    'shimla ladakh leh kashmir punjab gujarat maharashtra karnataka tamil nadu rajasthan bengal assam himachal uttarakhand ' +
    'london manchester birmingham glasgow edinburgh leeds liverpool bristol paris berlin munich hamburg amsterdam rotterdam madrid ' +
    'barcelona rome milan lisbon vienna zurich geneva stockholm oslo copenhagen helsinki dublin brussels prague warsaw athens ' +
    'istanbul new york nyc los angeles la san francisco sf seattle austin chicago boston miami texas california florida toronto ' +
    'vancouver montreal sydney melbourne brisbane perth auckland tokyo seoul beijing shanghai hong kong bangkok jakarta manila ' +
    'provence tuscany bavaria silicon valley brooklyn'
  ).split(' '),
);
const MULTIWORD_PLACES = [
  'abu dhabi', 'saudi arabia', 'sri lanka', 'new zealand', 'south africa', 'new delhi', 'tamil nadu', 'new york', 'los angeles',
  'san francisco', 'hong kong', 'silicon valley', 'south india', 'north india', 'east india', 'west india', 'south east asia',
  'southeast asia', 'middle east', 'united states', 'united kingdom', 'the netherlands',
];

// A few common first names: 'Deepak from Sonapatra here' is a person from a brand.
export const FIRST_NAMES = new Set(
  (
    'aarav aditi aditya akash amit ananya anil anita anjali ankit anu arjun asha ayesha deepak deepika divya gaurav kavya kiran ' +
    'krishna manish meera mohit neha nikhil nisha pooja priya priyanka rahul raj rajesh ravi rohan rohit sachin sanjay sneha ' +
    'sunita suresh tanvi varun vikram vivek yash riya ritu shreya karan kabir isha simran harsh aman arun vijay lakshmi farah ' +
    'zara sara sarah john james michael david chris emma olivia sophia mia ava liam noah jack harry ollie oliver george tom ' +
    'sam alex jess jessica kate katie laura lucy anna maria marisol carlos diego sofia lena jonas lukas max maya mike ben ' +
    'dan daniel matt emily hannah grace ella chloe amy rachel rebecca jen jenny lisa mark paul peter steve kevin brian ' +
    'ryan eric adam josh luke nina tara nora leah'
  ).split(' '),
);

// Nouns that make a capitalised run an organisation ('... Studios', '... Labs').
export const ORG_SUFFIX =
  /\b(?:studios?|labs?|games|interactive|health|skin|skincare|beauty|foods?|pantry|kitchen|brewing|brewery|co|company|inc|ltd|llc|pvt|technologies|tech|electronics|motors|auto|automotive|home|living|fashion|footwear|apparel|wear|watches|trails|travels?|experiences|academy|learning|finance|capital|bank|pay|wellness|pets?|botanicals|naturals|organics|industries|ventures|media|entertainment|records|music|sports|fitness|gear|works|house|collective|gardens|fragrances?|threads|bros|brothers|group)$/i;

// ---- name reading --------------------------------------------------------------------------------

// ('von' is no joiner: in a brief 'X von Y' is German for 'X by Y'. 'do/dos/das/del/della/des' join Romance names: 'Pão do Cerrado'.)
const CONNECTORS = new Set(['of', 'and', '&', 'de', 'du', 'la', 'le', 'van', 'da', 'do', 'dos', 'das', 'del', 'della', 'des', 'x', 'n']);
/** Lowercase words inside titles ('Chotu and the Cloud', 'Lost in Lucknow'), checked in readNameAt. */
const TITLE_JOINERS = new Set(['the', 'in', 'a', 'on']);
const TOKEN_RE = /^(?:[\p{Lu}][\p{L}\p{N}'&+.\-/]*|\p{N}[\p{L}\p{N}.\-/]*|[\p{Ll}]{1,3}[\p{Lu}][\p{L}\p{N}]*|&)$/u;

// An agency's name: its first or last word is 'agency' in one of the languages briefs arrive in ('Agence Pivot',
// 'Nordlicht Agentur', 'Agência Faro').
const AGENCY_WORD = /^(?:agency|agence|agentur|ag[eê]ncia|agencia|agenzia|agencja|agentschap|agentuuri|agensi)$/i;
export function isAgencyName(name: string): boolean {
  const words = name.split(/\s+/);
  const last = words[words.length - 1]!.replace(/[.,]$/, '');
  // ('Heather & Hill Creative' signs as an agency; 'Creative Kids Toys' is a brand: 'Creative' counts only last.)
  return words.length >= 2 && (AGENCY_WORD.test(words[0]!) || AGENCY_WORD.test(last) || /^creative$/i.test(last));
}

export function isPlace(name: string): boolean {
  const n = name.toLowerCase().replace(/^the\s+/, '');
  // (Countries in any language and cities of a million people or more, from the gazetteer: 'Osaka', 'Deutschland'.)
  if (PLACES.has(n) || MULTIWORD_PLACES.includes(n) || isBigPlace(n)) return true;
  // 'Delhi and Chandigarh', 'Germany & Austria': a list of places is a place.
  const parts = n.split(/\s*(?:,|\band\b|&|\+)\s*/).filter(Boolean);
  if (parts.length > 1) return parts.every((p) => isPlace(p));
  const words = n.split(/\s+/);
  return words.length <= 3 && words.every((w) => PLACES.has(w) || /^(?:north|south|east|west|central|greater|upstate|coastal)$/.test(w));
}

const ABBREV_SUFFIX = /^(?:Co|Inc|Ltd|Corp|Bros|Pvt)$/;

export function cleanName(name: string): string {
  const keepPoint = /\b(?:Co|Inc|Ltd|Corp|Bros)\.$/.test(name.trim().replace(/'s$/i, ''));
  const cleaned = name
    .replace(/^["'`]+|["'`]+$/g, '')
    .replace(/'s$/i, '')
    .replace(/[\s.,:;!?)-]+$/g, '')
    .trim();
  return keepPoint ? `${cleaned}.` : cleaned;
}

// Negative lexicon: runs that look like names but never are the product or the brand — e-mail header and
// greeting words, awards and honours, funding rounds, sale events and platform formats.
const NOT_A_NAME =
  /-(?:backed|style|alternative|based|owned|inspired|founded|led|like|friendly|first|funded|certified|approved|grade|made|born)$|^(?:to|from|cc|bcc|subject|re|fwd?|date|sent|hi team|hello team|hey team|dear team|dear sir|team inflow|inflow(?: team)?)$|^(?:scope of work|statement of work|request for proposal|terms of reference|campaign (?:brief|overview)|creator (?:brief|programme|program)|influencer (?:brief|programme|program)|brief summary|quick brief)$|^(?:(?:meeting\s+)?minutes|mom|agenda|memo|memorandum|rfp|rfq|rfi|eoi|procès-verbal|proces-verbal|compte rendu|protokoll|besprechungsnotiz|acta|ata|notulen|notulensi|risalah)$|\b(?:awards?|winner|honou?ree|finalist|of the year|under \d+|forbes|shark tank|series [a-f]|seed round|pre-seed|ipo|big billion days?|prime day|great indian festival|end of reason sale|black friday|cyber monday)\b|^(?:series [a-f]|q[1-4]|fy\s?\d{2,4}|h[12])$|^(?:instagram|insta|youtube|yt|tiktok|facebook|meta|snapchat|linkedin|twitter|x|threads|moj|josh|sharechat)(?:\s+(?:reels?|shorts?|stories|lives?|posts?|ads?|creators?|influencers?))+$/i;

export function isNameLike(name: string): boolean {
  if (!name || name.length > 60) return false;
  if (NOT_A_NAME.test(name.trim()) || isPlaceholderValue(name)) return false;
  const words = name.split(/\s+/);
  const first = words[0]!.toLowerCase().replace(/[^\p{L}\p{N}'.]/gu, '');
  // 'The Heritage Set' (a capitalised 'The' inside a sentence is part of a title).
  if (first === 'the' && words[0] === 'The' && words.length >= 2 && !isPlace(name)) return isNameLike(words.slice(1).join(' '));
  if (STOP_FIRST.has(first) && words.length === 1) return false;
  // A greeting in any language ('Servus', 'Grüezi', 'Hallo Team', 'Oi pessoal') is no name.
  if (words.length <= 2 && words.every((w) => isGreetingWord(w))) return false;
  // The document itself ('Brief Basel', 'Kampagnen-Brief', 'Creator Brief') is no name.
  if (/^brief\b|[\s-]brief$/iu.test(name.trim())) return false;
  // 'They're', 'There's', 'Let's' open sentences; they are never names.
  if (/^[\p{L}]+'(?:re|ll|ve|d|m|s)$/iu.test(words[0]!) && /^(?:they|there|that|let|what|here|who|you|she|he|it|we|i|where|how)'/i.test(words[0]!)) return false;
  // 'My First Adventure' (a title: three or more capitalised words) may open with a determiner.
  const titleCase = words.length >= 3 && words.every((w) => /^[\p{Lu}\p{N}]/u.test(w));
  if (STOP_FIRST.has(first) && /^(?:the|a|an|our|we|it|this|i|my|your|hi|hello|hey|dear)$/.test(first) && !(titleCase && /^(?:my|your|our|a)$/.test(first))) return false;
  if (!/\p{L}/u.test(name)) return false;
  if (isPlace(name)) return false;
  return true;
}

/** Reads a capitalised (or quoted) name starting at `pos` (leading spaces skipped). */
export function readNameAt(text: string, pos: number, maxTokens = 6): { name: string; end: number } | null {
  let i = pos;
  while (i < text.length && text[i] === ' ') i++;
  const q = text[i];
  if (q === '"' || q === "'" || q === '`') {
    // A closing quote is followed by no letter: the apostrophe in "'Grandma's Kitchen Stories'" is inside the name.
    let close = text.indexOf(q, i + 1);
    while (q === "'" && close > 0 && /[\p{L}]/u.test(text[close + 1] ?? '') && /[\p{L}]/u.test(text[close - 1] ?? '')) close = text.indexOf(q, close + 1);
    if (close > i + 1 && close - i < 70) {
      const inner = text.slice(i + 1, close).trim();
      if (/^[\p{Lu}\p{N}]/u.test(inner) && !/[.!?]\s/.test(inner)) return { name: inner, end: close + 1 };
    }
    return null;
  }
  const tokens: string[] = [];
  let end = i;
  const re = /\S+/y;
  re.lastIndex = i;
  for (let m = re.exec(text); m && tokens.length < maxTokens; m = re.exec(text)) {
    let tok = m[0];
    let stop = false;
    let trail = /[,.:;!?)"\]—–]+$/.exec(tok);
    if (trail) {
      tok = tok.slice(0, -trail[0].length);
      stop = true;
      // 'Chaiwala Co. se hain', 'Glaze & Co. is': the abbreviation keeps its point unless it ends the sentence.
      // 'Thistle Tea Co. We're …': the abbreviation keeps its point even where it ends the sentence.
      // 'Vale No. 7', 'Monsoon Sessions Vol. 5': a numbering abbreviation before a number goes on.
      if (trail[0] === '.' && /^(?:No|Vol|Ep|Pt|Ch|Mk|Ver|Ed|Gen)$/.test(tok) && /^\s+\d/.test(text.slice(m.index + m[0].length))) {
        tok += '.';
        stop = false;
        trail = null;
      } else if (trail[0].startsWith('.') && ABBREV_SUFFIX.test(tok)) {
        const inSentence = /^\s+(?:[\p{Ll}]|Ltd\b|Limited\b)/u.test(text.slice(m.index + m[0].length));
        if (inSentence || tok !== 'Pvt') {
          tok += '.';
          stop = !inSentence;
          trail = null;
        }
      }
    }
    // An opening bracket ends the name: 'Glowvana Face Wash (100 ml, ₹349)'.
    if (tokens.length > 0 && /^[([]/.test(tok)) break;
    tok = tok.replace(/^[("[]+/, '');
    const isConnector = (CONNECTORS.has(tok.toLowerCase()) && tok !== 'x') || TITLE_JOINERS.has(tok);
    if (!tok || (!TOKEN_RE.test(tok) && !(isConnector && tokens.length > 0))) break;
    // Never start on a digit-only token ('4-6 tech reviewers').
    // ('3Sixty Fitness', '24Seven Mart' may open with digits glued to a word.)
    if (tokens.length === 0 && !/^[\p{L}]/u.test(tok) && !/^\p{N}+[\p{L}]{3,}/u.test(tok)) break;
    tokens.push(tok);
    end = m.index + m[0].length - (trail ? trail[0].length : 0);
    if (stop) break;
    // Whitespace only between tokens.
    re.lastIndex = m.index + m[0].length;
    if (text[re.lastIndex] !== ' ') break;
    re.lastIndex++;
  }
  // 'Chotu and the Cloud': a lowercase 'the'/'in'/'a' joins a title only when an ordinary capitalised word
  // follows ('launching Saltline in the UK', 'Kora in Mumbai', 'X in Hindi' stop before the joiner).
  for (let k = 1; k < tokens.length; k++) {
    if (!TITLE_JOINERS.has(tokens[k]!)) continue;
    let j = k;
    while (j < tokens.length && (TITLE_JOINERS.has(tokens[j]!) || CONNECTORS.has(tokens[j]!.toLowerCase()))) j++;
    const nextWord = tokens[j];
    const lowNext = (nextWord ?? '').toLowerCase().replace(/[^\p{L}\p{N}']/gu, '');
    // 'Pine & Pebble Homestay in Kasol': after a business noun, 'in/on' gives its place, not more of a title.
    const businessBefore = /^(?:homestays?|hotels?|resorts?|caf[eé]s?|caf[eé]|bakery|bakeries|studios?|stores?|shops?|clinics?|restaurants?|kitchens?|farms?|academy|school|gym|salon|spa|bar|brewery|labs?|co\.?|company|inc\.?|ltd\.?|foods|media|pictures)$/i.test(tokens[k - 1] ?? '');
    if (!nextWord || !/^[\p{Lu}]/u.test(nextWord) || isPlace(tokens.slice(j).join(' ')) || isPlace(nextWord) || STOP_FIRST.has(lowNext) || FIRST_NAMES.has(lowNext) || (businessBefore && /^(?:in|on)$/.test(tokens[k]!))) {
      tokens.length = k;
      break;
    }
  }
  // A trailing capital 'X' is part of the name ('Monsoon Grip X'); a lowercase 'x' joins two names.
  while (tokens.length && (CONNECTORS.has(tokens[tokens.length - 1]!.toLowerCase()) || TITLE_JOINERS.has(tokens[tokens.length - 1]!)) && tokens[tokens.length - 1] !== 'X') tokens.pop();
  // Drop trailing possessive or generic lowercase-ish tails.
  const name = cleanName(tokens.join(' '));
  if (!name) return null;
  return { name, end };
}

/** Reads a capitalised name that ends right before `pos` ('Pixelmoth Games| here'). */
export function readNameBefore(text: string, pos: number): string | null {
  // A name is at most a few words: look back 120 characters, not the whole text.
  const before = text.slice(Math.max(0, pos - 120), pos).replace(/\s+$/, '');
  const words = before.split(' ');
  const tokens: string[] = [];
  // "'The Joy Box' — a hamper": a title opened by a quote keeps its 'The'.
  let quotedStart = false;
  for (let k = words.length - 1; k >= 0 && tokens.length < 6; k--) {
    const w = words[k]!;
    if (/[,.:;!?(—–]$/.test(w) && tokens.length > 0) break;
    const tok = w.replace(/^[("'[]+/, '').replace(/[,:;!?]+$/, '');
    const isConnector = CONNECTORS.has(tok.toLowerCase()) && tokens.length > 0;
    if (!tok || (!TOKEN_RE.test(tok) && !isConnector)) break;
    tokens.unshift(tok);
    if (/^[("']/.test(w)) {
      quotedStart = /^["']/.test(w);
      break;
    }
  }
  // Drop sentence openers ('Hey Tohfa Experiences', 'So Brewbuddy') but keep nouns that can start
  // a name ('Budget Bites').
  // 'publishing The Salt Road, a debut novel': a capitalised 'The' after a lowercase word is part of a title.
  const titleThe = tokens.length >= 2 && tokens[0] === 'The' && (quotedStart || /[\p{Ll}]\s*$/u.test(before.slice(0, before.length - tokens.join(' ').length)));
  while (
    tokens.length &&
    !(titleThe && tokens[0] === 'The') &&
    (CONNECTORS.has(tokens[0]!.toLowerCase()) ||
      LEADING_JUNK.test(tokens[0]!.replace(/[^\p{L}']/gu, '')) ||
      (tokens.length === 1 && STOP_FIRST.has(tokens[0]!.toLowerCase().replace(/[^\p{L}']/gu, ''))))
  ) {
    tokens.shift();
  }
  const name = cleanName(tokens.join(' '));
  return name || null;
}

/** Reads a name after an optional lowercase article ('product is the Zephyr Pods 3', 'called the Gripper');
 * a capital 'The' is part of a title ('our new show is The Late Shift') and is kept. */
function readNameAfterArticle(text: string, pos: number): { name: string; end: number } | null {
  const art = /^\s*(?:the|a|an|our)\s+(?=[\p{Lu}\p{N}"'])/u.exec(text.slice(pos));
  return readNameAt(text, art ? pos + art[0].length : pos);
}

// ---- candidates ----------------------------------------------------------------------------------

interface Candidate {
  name: string;
  score: number;
  unit: number;
}

const LAUNCH_VERB =
  /\b(?:say (?:hello|hi) to|meet|check out|here'?s|launch(?:ing|ed|es)?|dropp(?:ing|ed)|drops?|releas(?:e|es|ed|ing)|roll(?:ing|ed|s)?\s+out|publish(?:es|ed|ing)?|re-?launch(?:ing|ed|es)?|introduc(?:e|es|ed|ing)|unveil(?:s|ed|ing)?|present(?:s|ing)?|announc(?:e|es|ed|ing)|debut(?:s|ed|ing)?|bring(?:ing|s)?(?:\s+out)?|mak(?:e|es|ing)|made|build(?:s|ing)?|built|creat(?:e|es|ed|ing)|design(?:s|ed|ing)|develop(?:s|ed|ing)|craft(?:s|ed|ing)|promot(?:e|es|ing)|review(?:s|ing)?|showcas(?:e|es|ing)|feature|featuring|push(?:ing)?|sell(?:s|ing)?|offer(?:s|ing)?|open(?:s|ing)|expand(?:s|ing)|put(?:ting)?\s+out|put(?:ting)?\s+together|(?:ready|out|back|live)\s+with|(?:creator|influencer|campaign|marketing|content|launch|creator)\s+(?:plan|campaign|push|brief|strategy)\s+for|(?:influencers?|creators?|youtubers?|streamers?|reviewers?|promotion|campaign|buzz|awareness|reviews?)\s+for)\b/gi;

// Lowercase filler allowed between a verb and the name ('launching our debut album "X"').
const FILLER_WORD = /^(?:the|a|an|our|its|their|my|new|brand-new|brand|latest|first|upcoming|debut|flagship|hero|signature|very|own|[\p{Ll}][\p{Ll}\-']*)$/u;
const FILLER_STOP = /^(?:on|in|at|by|for|with|to|from|of|this|next|during|into|across|soon|today|now|tomorrow|and|or|it|them|out|up|is|are|was|be|that|which|who|price|priced|date)$/;

function nameAfterFiller(text: string, pos: number, maxFiller: number, skipColon = false): { name: string; end: number; filler: string[] } | null {
  const re = /\S+/y;
  re.lastIndex = pos;
  // 'presents: X', 'launching — X'
  while ((skipColon ? /[ :—–]/ : / /).test(text[re.lastIndex] ?? '')) re.lastIndex++;
  const filler: string[] = [];
  for (let k = 0; k <= maxFiller; k++) {
    const start = re.lastIndex;
    const got = readNameAt(text, start);
    if (got && isNameLike(got.name)) return { ...got, filler };
    const m = re.exec(text);
    if (!m) return null;
    const w = m[0];
    if (/[,.;:!?]$/.test(w) && !/^(?:is|called|named)/.test(w)) {
      // 'Our new product, Anubhav, is' -> a comma after the noun is fine.
      if (!/,$/.test(w) || !FILLER_WORD.test(w.slice(0, -1))) return null;
      filler.push(w.slice(0, -1));
    } else {
      if (!FILLER_WORD.test(w) || FILLER_STOP.test(w)) return null;
      filler.push(w);
    }
    while (text[re.lastIndex] === ' ') re.lastIndex++;
  }
  return null;
}

const NOT_PRODUCT_NOUN = /^(?:brand|company|startup|band|studio|team|business|agency|firm|label)$/;
const PERSON_NOUN = /^(?:founder|co-?founder|ceo|cmo|cto|coo|md|director|head|manager|lead|boss|owner|partner|friend|colleague|intern|mom|mum|dad|wife|husband|sister|brother|chef|designer|intern|teammate|associate|editor|producer|host)$/i;

// 'by' and its translations ('X von Y', 'X par Y', 'X oleh Y'), with an article after it ('von der Molkerei X').
// 'client' and the words for brand / client / company in the languages briefs arrive in.
const FOREIGN_BRAND_NOUN = 'client|marke|kunde|kundin|auftraggeber|marca|cliente|marque|merek|klien|klant|firma|unternehmen|empresa|entreprise|azienda|perusahaan';
const BY_WORD = /\b(?:by|von(?:\s+(?:der|dem|den))?|par|oleh)\s+/u;
const BY_BEFORE_NAME = new RegExp(`(?:\\s+|\\()${BY_WORD.source}(?=[\\p{Lu}"'])`, 'gu');
const BRAND_NOUN_BEFORE_NAME = new RegExp(`(?:^|[.!:;]\\s+)(?:${FOREIGN_BRAND_NOUN})\\s+(?=[\\p{Lu}])`, 'giu');

export interface NameResult {
  product: string;
  brand: string;
}

const PRODUCT_NAME_NEGATION =
  /\b(?:(?:product|collection|app|model|line|range|game|show|course|its|the|(?<=(?<!(?:startup|company|brand|client|business|agency|studio|label)\s*)\(\s*))\s*name\s+(?:is\s+)?(?:still\s+)?(?:under wraps|tbd|tbc|not (?:final|decided|public|out|announced|revealed)|to be (?:decided|announced|confirmed|finali[sz]ed)|undecided|secret|confidential)|(?:unnamed|untitled)\s+(?:product|app|collection|game|line)|(?:product|app|collection|model|game|course)(?:'s)?\s+name\s+(?:is\s+)?(?:still\s+)?(?:withheld|redacted|under (?:nda|embargo)|embargoed)|(?:produktname|nome do produto|nombre del producto|nom du produit|nama produk)\b[^.!?]{0,40}?\b(?:nda|embargo))\b/i;
const BRAND_NEGATION =
  /\b(?:(?:wants?|likes?|prefers?|chose|chosen)\s+to\s+(?:stay|remain|be)\s+anonymous|anonymous\s+(?:client|brand|company)|(?:doesn'?t|does not|don'?t|do not)\s+want\s+(?:its|their|our|the|his|her)\s+(?:brand\s+|company\s+)?name|can'?t|cannot|can not|unable to|not allowed to|won'?t)\s+(?:reveal|disclose|share|name|mention)\s+(?:the\s+|our\s+)?(?:company|brand|client|business|who)|(?:company|brand|client|startup|business)(?:'s)?\s+(?:name\s+)?(?:is\s+)?(?:still\s+)?(?:under wraps|confidential|secret|undisclosed|withheld|redacted|under (?:nda|embargo)|embargoed|not (?:public|disclosed|revealed))|(?:startup|company|brand|client)\s*\(\s*name\s+(?:not public|under wraps|undisclosed|confidential|tbd|under nda|withheld|not disclosed)|stealth(?:\s+mode)?|white[- ]label(?:led)?\s+client|unnamed\s+(?:brand|company|client)|(?:don'?t|do not|never|can'?t|cannot)\s+(?:use|mention|show|print|reveal|share)\s+(?:their|its|the (?:brand|client|company)(?:'s)?|our client'?s?)\s+(?:brand\s+|company\s+)?name|(?:don'?t|do not|doesn'?t|does not)\s+want\s+(?:its|their|the)\s+name\s+(?:out|public|shared|mentioned|revealed)|\b[\p{L}]+'s\s+name\s+(?:is\s+)?(?:still\s+)?(?:under (?:nda|wraps|embargo)|confidential|undisclosed|withheld|secret|redacted|not (?:public|disclosed|revealed))/iu;

const FREE_MAIL = /^(?:gmail|googlemail|yahoo|ymail|outlook|hotmail|live|icloud|me|aol|proton|protonmail|rediffmail|zoho|mail|inflow|example)$/i;

/** Organisation labels of the e-mail addresses in a brief ('meera@brightbyte.in' -> 'brightbyte'), free-mail hosts left out. */
export function mailDomains(brief: string): string[] {
  const out = new Set<string>();
  for (const m of brief.matchAll(/[\w.+-]+@([\w-]+)(?:\.[\w-]+)+/g)) {
    const label = m[1]!.toLowerCase();
    if (!FREE_MAIL.test(label) && label.length >= 3) out.add(label);
  }
  return [...out];
}

// A mailbox's local part that names a role or a team rather than a person ('hello@', 'partnerships@').
const ROLE_MAILBOX = /^(?:hello|hi|hey|info|team|contact|marketing|partnerships?|pr|press|collabs?|collaborations?|sales|support|admin|creators?|influencers?|brand|brands|media|social|growth|community|office|enquiries|inquiries|business|accounts|careers|jobs|noreply|no-reply|mail|ops|studio|founders?|ceo|cmo)$/i;
// One capitalised word of a person's name ('Harpreet', "O'Neill", 'Anne-Marie').
const PERSON_WORD = String.raw`[\p{Lu}][\p{Ll}'’-]+`;
const PERSON_NAME = String.raw`(${PERSON_WORD}(?:[ \t]+${PERSON_WORD}){0,2})`;
/** A keyword alternation that matches in any case while the name beside it must still be capitalised (no 'i' flag). */
// (An escaped class such as '\s' or '\w' is left as it is.)
const anyCase = (words: string) => words.replace(/(\\.)|\p{Ll}/gu, (c, escaped?: string) => escaped ?? `[${c}${c.toUpperCase()}]`);
const MAIL_PERSON = new RegExp(String.raw`^[ \t>]*${anyCase('(?:from|to|cc|bcc|sender|von|an|de|para)')}[ \t]*:[ \t]*"?${PERSON_NAME}"?[ \t]*(?:<([^>@\s]+)@[^>\s]+>|[,(|\[]|$)`, 'gmu');
const GREETED = new RegExp(String.raw`^[ \t>]*${anyCase('(?:hi|hey|hello|dear|hiya|heya|morning|thanks|thank you|thx)')}[ \t]+${PERSON_WORD}(?:[ \t]+(?:and|&)[ \t]+${PERSON_WORD})?(?=[ \t]*(?:[,!:.—–-]|$))`, 'gmu');
const DASH_SIGNED = new RegExp(String.raw`^[ \t>]*(?:[—–]|--)[ \t]*${PERSON_NAME}[ \t]*(?:[,(|]|$)`, 'gmu');
const SIGN_OFF = anyCase(`(?:${SIGN_OFF_WORDS})`);
// 'Regards, Harpreet' on one line, or 'Regards,' with the name on the next.
const SIGNED_SAME_LINE = new RegExp(String.raw`^[ \t>]*${SIGN_OFF}[ \t]*[,.!]+[ \t]*${PERSON_NAME}[ \t]*(?:[,(|]|$)`, 'gmu');
const SIGNED_NEXT_LINE = new RegExp(String.raw`^[ \t>]*${SIGN_OFF}[ \t]*[,.!]*[ \t]*\r?\n(?:[ \t]*\r?\n)?[ \t>]*${PERSON_NAME}[ \t]*(?:[,(|]|$)`, 'gmu');
// A chat client's message header: a name and the time at the end of its line ('#brand  Kirsty Gallacher  2:02pm',
// '[Teams] Fraser Lindsay 09:47', '#partnerships — Euan Dorward, 11:14').
const NAME_THEN_TIME = new RegExp(String.raw`(?:^|[\s\]—–-])${PERSON_NAME}[ \t]*(?:[,—–-][ \t]*)?[ \t]\d{1,2}[:.]\d{2}[ \t]*(?:[aApP]\.?[mM]\.?)?[ \t]*$`, 'gmu');
// 'Attendees: Llŷr (CEO), Bronwen (product), Tom & Efa (us)'.
const ATTENDEES = /^[ \t>]*(?:attendees|present|participants|people|on the call|in the room)[ \t]*[:\-–—][ \t]*(.+)$/gimu;
// 'Emeka here from Paystride', 'Kirsty from Little Kiwi Merino here'.
const HERE_FROM = new RegExp(String.raw`(?:^|[.!,]\s+|\b(?:hi|hello|hey)[,!.]*\s+)${PERSON_WORD}(?=\s+here\s+(?:from|at|with)\b)`, 'gmu');
/** A team that signs for its organisation ('Lulwa Couture Marketing', 'Fragadda Crew'). */
const DEPARTMENT = new RegExp(`^(?:${DEPARTMENT_WORDS}|team|crew|family)$`, 'i');
/** Words that open a greeting or a sign-off line but address a team, not a person. */
const NOT_A_PERSON = /^(?:team|all|everyone|folks|guys|there|both|inflow|sir|madam|ma'am|mam|maam|client|again|so|in|for|and|from|the|a|our|your|you|everybody|y'all|yall)$/i;

/**
 * The people a brief names by its layout — a mail's From/To/Cc header, a greeting ('Hi Sakshi,'), a sign-off ('Regards,
 * Harpreet', '– Oliver, Orvian'), a personal mailbox ('harpreet@vegaro.in') — as lower-case full names and first words.
 * They are people whatever their names look like, so never the brand or the product. Read from the raw brief because
 * segmentation drops header lines and signatures. A name that is also the mail domain is left out: that is the brand.
 */
export function briefPeople(brief: string): Set<string> {
  const out = new Set<string>();
  const domains = new Set(mailDomains(brief));
  const add = (name: string | undefined) => {
    const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
    if (!words.length || NOT_A_PERSON.test(words[0]!) || words.some((w) => isOrgWord(w) || DEPARTMENT.test(w)) || domains.has(squash(words[0]!))) return;
    if (isPlace(words.join(' ')) || isBigPlace(words.join(' '))) return;
    out.add(words.join(' ').toLowerCase());
  };
  for (const m of brief.matchAll(MAIL_PERSON)) {
    const words = m[1]!.split(/\s+/);
    const local = (m[2] ?? '').toLowerCase();
    // ('From: Vegaro <hello@vegaro.in>' is the brand's own mailbox; 'From: Harpreet <harpreet@…>' or a first and last name is a person.)
    // ('From: Pataliputra Academy <info@…>': an organisation's mailbox names the organisation.)
    if (local && ROLE_MAILBOX.test(local.split(/[._+-]/)[0]!)) continue;
    const personal = !!local && local.startsWith(words[0]!.toLowerCase().slice(0, 3));
    if (words.length >= 2 || personal || FIRST_NAMES.has(words[0]!.toLowerCase()) || isGazetteerFirstName(words[0]!)) add(m[1]);
  }
  for (const m of brief.matchAll(GREETED)) {
    const names = m[0].replace(/^[ \t>]*\S+(?:[ \t]+you)?[ \t]+/i, '').split(/[ \t]+(?:and|&)[ \t]+/);
    for (const n of names) add(n);
  }
  for (const m of brief.matchAll(DASH_SIGNED)) add(m[1]);
  for (const m of brief.matchAll(NAME_THEN_TIME)) add(m[1]);
  for (const m of brief.matchAll(ATTENDEES)) {
    for (const part of m[1]!.split(/\s*(?:,|;|&|\band\b)\s*/)) {
      const name = new RegExp(String.raw`^${PERSON_NAME}(?:\s*\(|$)`, 'u').exec(part.trim());
      if (name) add(name[1]);
    }
  }
  for (const m of brief.matchAll(HERE_FROM)) add(m[0].replace(/^[^\p{Lu}]*/u, '').replace(/^(?:Hi|Hello|Hey)\W+/, ''));
  // Who speaks on a chat export's time-stamped lines ('[10:44 am, 03/06/2024] Ritesh Mahto: …').
  for (const speaker of new Set(chatLines(brief).map((l) => l.speaker))) add(speaker);
  // A sign-off and the name on its line or the next ('Regards,\nHarpreet').
  for (const m of brief.matchAll(SIGNED_SAME_LINE)) add(m[1]);
  for (const m of brief.matchAll(SIGNED_NEXT_LINE)) add(m[1]);
  // A personal mailbox ('harpreet@', 'oliver.hale@') names a person when the brief writes that name with a capital.
  for (const m of brief.matchAll(/\b([a-z]{3,})(?:[._]([a-z]{2,}))?@[\w-]+(?:\.[\w-]+)+/gi)) {
    const first = m[1]!.toLowerCase();
    if (ROLE_MAILBOX.test(first) || domains.has(first)) continue;
    const written = new RegExp(String.raw`\b${first[0]!.toUpperCase()}${first.slice(1)}\b`, 'u').exec(brief);
    if (written) add(written[0]);
  }
  return out;
}

/**
 * Organisations named in brackets after the person who sends a mail or speaks in a chat ('From: Gaz Mellor (Ancoats
 * Live)', '[9:15 PM] Bilal (Ravi Threads): …'), read from the raw brief because segmentation drops header lines and
 * speaker heads. An agency is left out: it writes for the brand.
 */
export function senderOrgs(brief: string): string[] {
  const out = new Set<string>();
  const line = /^[ \t]*(?:\[[^\]\n]{1,40}\][ \t]*)?((?:from|von|de|da|van|od|från|fra)[ \t]*:[ \t]*)?([\p{Lu}][\p{Ll}'’-]+)((?:[ \t]+[\p{Lu}][\p{Ll}'’-]+)?)[ \t]*\(([^()\n]{2,40})\)[ \t]*(?::|<[^>\n]*>[ \t]*$|$)/gimu;
  for (const m of brief.matchAll(line)) {
    const org = m[4]!.trim();
    // (A From: header with a first name and surname is a person whatever the name; a chat speaker needs a known first name.)
    const person = (m[1] && m[3]) || FIRST_NAMES.has(m[2]!.toLowerCase()) || isGazetteerFirstName(m[2]!);
    if (!person) continue;
    if (isNameLike(org) && !isPlace(org) && !isAgencyName(org) && !TITLE_WORDS.test(org)) out.add(org);
  }
  return [...out];
}

const squash = (name: string) => name.toLowerCase().replace(/&/g, 'and').replace(/[^\p{L}\p{N}]/gu, '');

// Said of the client ('they've asked us to keep their name under wraps', 'Client request not to reveal the resort name').
const BRAND_KEPT_BACK =
  /\b(?:(?:asked|asks|ask|request(?:s|ed)?|wants?|told)\s+(?:us\s+)?(?:not\s+to|to\s+not)\s+(?:reveal|disclose|share|name|mention|use)\s+(?:the|their|its)\s+(?:[\p{L}-]+\s+)?name|(?:asked|asks|wants?|want)\s+(?:us\s+)?to\s+keep\s+(?:their|its|the)\s+(?:[\p{L}-]+\s+)?name\s+(?:under wraps|confidential|secret|private|quiet|hidden))\b/iu;
// Said of the product ('we can't tell the title of our new game yet', 'pls just call it "Project C"').
const PRODUCT_KEPT_BACK =
  /\b(?:(?:can'?t|cannot|can not)\s+(?:tell|share|reveal|say|give)\s+(?:you\s+)?(?:the\s+)?(?:title|name)\s+of\s+(?:our|the|this)\s+(?:new\s+)?(?:game|product|app|show|collection|line|range|series|book|album|film|course|drink|model)|(?:just\s+)?(?:call|refer\s+to)\s+it\s+(?:as\s+)?["“'‘][^"”'’]{2,30}["”'’]\s+(?:for now|until|in (?:all|internal)|till))/iu;

// Said of both at once ('cant name them or the game yet', "can't reveal the client or the product").
const BOTH_KEPT_BACK =
  /\b(?:can'?t|cannot|can not|unable to|not allowed to|won'?t)\s+(?:name|reveal|disclose|share|mention)\s+(?:them|the (?:client|brand|company|publisher|partner)|(?:the )?(?:client|brand|company|publisher|partner)(?:'s)? name)\s+(?:or|and|nor)\s+(?:the\s+|their\s+|its\s+)?(?:game|product|app|show|collection|line|range|series|book|album|film|course|drink|model|launch|title)(?:'s)?(?:\s+name)?\b/iu;

// More ways to say the product's name is not out: a bare 'name' after a dash or comma ('12 cliff-side cottages – name
// under embargo till …'), other nouns for what is sold ('Trip name still TBC'), 'still no name', Hinglish 'course ka
// naam abhi final nahi hua'.
const PRODUCT_NAME_PENDING =
  /(?:(?:[—–,;]|\s-)\s*|\b(?:trip|tour|package|event|property|hotel|book|title|programme|program|series|drink|dish|menu|offer|plan|card|scheme|service|feature|edition|kit|product's|launch)\s+)name\s+(?:is\s+)?(?:still\s+)?(?:under (?:embargo|nda|wraps)|embargoed|withheld|tbd|tbc|not (?:final|decided|public|out|announced|revealed|confirmed)(?: yet)?|to be (?:decided|announced|confirmed|finali[sz]ed)|undecided|pending)\b|\bstill no name\b|\bno name yet\b|\bnaam\s+(?:abhi\s+)?(?:tak\s+)?(?:final|fix|fixed|decide|decided|tay)\s+nahi\b/iu;

// More ways to say the client may not be named: 'client … strict NDA, we can't name them', "can't say who", "Can't name
// the manufacturer", 'no brand name in any outreach', Hinglish 'client ka naam abhi nahi bata sakte', 'unka naam NDA ki
// wajah se …'. ('can't name them' alone, with no client or NDA in the sentence, may be about anyone.)
// Also a brand name not yet cleared ('the brand name is still with legal for the trademark search, so leave the brand
// blank').
const BRAND_PENDING =
  /\b(?:can'?t|cannot|can not|unable to|not allowed to|won'?t)\s+(?:name|reveal|disclose|mention)\s+(?:who (?:they|it) (?:are|is)|the (?:manufacturer|maker|partner|publisher|developer|owner|group|bank))\b|\b(?:client|nda|confidential)\b[^.!?\n]{0,80}?\b(?:can'?t|cannot|can not|unable to|not allowed to)\s+(?:name|reveal|disclose|mention)\s+them\b|\b(?:can'?t|cannot|can not)\s+say\s+who\b|\bno (?:brand|client|company) name\b|\b(?:client|brand|company|unka|inka|unki|inki)\s+(?:ka\s+|ki\s+)?naam\b[^.!?\n]{0,40}?\bnahi\s+bata\s*(?:sakte|sakta|sakti|payenge|skte)\b|\b(?:(?:leave|keep)\s+the\s+brand(?:\s+name)?\s+(?:blank|empty|out)|brand(?:\s+name)?\s+(?:is\s+)?(?:still\s+)?(?:with legal|in legal|in (?:the )?trademark (?:search|review|registration)|pending (?:legal|trademark)))\b/iu;

const PRODUCT_WITHHELD = [PRODUCT_NAME_NEGATION, PRODUCT_KEPT_BACK, PRODUCT_NAME_PENDING, BOTH_KEPT_BACK];
const BRAND_WITHHELD = [BRAND_NEGATION, BRAND_KEPT_BACK, BRAND_PENDING, BOTH_KEPT_BACK];
/** Whether the brief says the product's / the brand's name is withheld ('name under wraps', 'client wants to stay anonymous'). */
const productKeptBack = (text: string) => PRODUCT_WITHHELD.some((re) => re.test(text));
const brandKeptBack = (text: string) => BRAND_WITHHELD.some((re) => re.test(text));

export function namesWithheld(units: Unit[]): { product: boolean; brand: boolean } {
  const all = units.map((u) => u.text).join(' ');
  // ('Publisher/brand: under NDA — do not name in outreach', 'Brand: TBD': the name's own field says it is withheld.)
  const fieldSays = (label: 'product_name' | 'brand_name') => units.some((u) => u.label === label && !!u.body.trim() && isPlaceholderValue(u.body));
  return { product: productKeptBack(all) || fieldSays('product_name'), brand: brandKeptBack(all) || fieldSays('brand_name') };
}

export function findNames(units: Unit[], opts: { domains?: string[]; senders?: string[] } = {}): NameResult {
  const products: Candidate[] = [];
  const brands: Candidate[] = [];
  // Brand cues that only count when the brief names another product.
  const deferredBrands: Candidate[] = [];
  const all = units.map((u) => u.text).join(' ');
  const productNegated = productKeptBack(all);
  const brandNegated = brandKeptBack(all);

  const addP = (name: string | null | undefined, score: number, unit: number) => {
    if (!name) return;
    const n = cleanName(name);
    if (isNameLike(n)) products.push({ name: n, score, unit });
  };
  const addB = (name: string | null | undefined, score: number, unit: number) => {
    if (!name) return;
    const n = cleanName(name);
    if (isNameLike(n)) brands.push({ name: n, score, unit });
  };

  // (A sender's organisation counts as a brand named in a sentence of the first unit.)
  for (const org of opts.senders ?? []) addB(org, 15, units[0]?.index ?? 0);
  const firstSignature = units.find((x) => x.signature);
  // Set when an agency names its client: the sender's mail domain is then the agency's, not the brand's.
  let agencyClient = false;
  // Set by a label naming both ('Brand & product: Gigglebox').
  let brandIsProduct = false;
  for (const u of units) {
    // Labelled fields are the strongest evidence.
    if (u.label === 'product_name' && u.body) {
      if (PLACEHOLDER_NAME.test(u.body) || isPlaceholderValue(u.body)) continue;
      // 'New: the Aero 2 road bike, …'
      // ('Product: The Zenana Suites …' — a capital 'The' opening the value is part of a title and stays.)
      const art = /^(?:the|our|a|an|Our|A|An)\s+(?=[\p{Lu}\p{N}])/u.exec(u.body);
      if (art) {
        const named = readNameAt(u.body, art[0].length);
        if (named) {
          addP(named.name, 19, u.index);
          continue;
        }
      }
      // A labelled value may hold a long name ('Tarn Valley Stone Ground Whole Wheat Atta 5kg').
      const got = readNameAt(u.body, 0, 10);
      const lead = u.body.split(/\s*(?:[,(;:]|\s[-–—]\s|\s(?:is|by|von|par|oleh|from|hai|with|that|which)\s)/)[0]!.trim();
      // 'Product: Cresta Salary Plus account with zero balance' -> the capitalised run, when lowercase words follow it.
      const nameThenWords = got && /^\s+[\p{Ll}]/u.test(u.body.slice(got.end)) && /[\p{Lu}]/u.test(u.body);
      addP(got && (got.name.length >= lead.length * 0.6 || nameThenWords) ? got.name : lead, 20, u.index);
      const by = BY_WORD.exec(u.body);
      if (by) addB(readNameAt(u.body, by.index + by[0].length)?.name, 12, u.index);
      continue;
    }
    // 'The product: Lumora Beam, a pocket projector' / 'About: Kora — a cotton rug'
    if (u.label === 'product_description') {
      const got = readNameAt(u.body, 0);
      if (got && /^\s*(?:$|[,:(]|[—–-]\s|is\s+(?:a|an|our)\b)/.test(u.body.slice(got.end))) addP(got.name, 9, u.index);
    }
    if (u.label === 'brand_name' && u.body) {
      // ('Client: Five-star hotel group … (client name under NDA until the press event)': the field says it is withheld.)
      if (PLACEHOLDER_NAME.test(u.body) || isPlaceholderValue(u.body) || brandKeptBack(u.body)) continue;
      // A sender's line ('From: Tenzin Dolkar, Highfold Expeditions', 'From: Anusha (Keshvi)') opens with the person, as
      // mail writes it: the organisation is the part after the name and any job title; a lone value is most often the
      // person alone ('From: Debasish Mitra'), so it only counts where nothing else names the brand.
      if (SENDER_LABEL.test(u.labelText.replace(/[*_]/g, '').trim())) {
        const parts = u.body.split(/\s*(?:[,(|)]|\s[-–—]\s|<[^>]*>)\s*/).map((x) => x.trim()).filter(Boolean);
        // (An agency sending the brief writes for the brand: its name is no brand.)
        const org = parts.slice(1).find((x) => !TITLE_WORDS.test(x) && !isPlace(x) && isNameLike(x) && !isAgencyName(x));
        if (org) addB(org, 20, u.index);
        else if (parts[0]) addB(parts[0], ORG_SUFFIX.test(parts[0]) ? 20 : 3, u.index);
        continue;
      }
      const lead = u.body.split(/\s*(?:[,(;:]|\s[-–—]\s|\s(?:is|a|an)\s)/)[0]!.trim();
      // 'Company: Verdant Agritech Pvt Ltd' + 'Brand: KhetSathi': the brand label wins over the company's.
      addB(lead, /^(?:brand|brand name)$/i.test(u.labelText.replace(/[*_]/g, '').trim()) ? 21 : 20, u.index);
      // 'Brand & product: Gigglebox (same name)': one value for both.
      if (/\bproduct\b/i.test(u.labelText)) brandIsProduct = true;
      continue;
    }
    if (u.signature && u !== firstSignature) continue;
    const t = u.label ? u.body : u.text;
    const productsBefore = products.length;

    // --- brand cues ---
    // 'X here', 'Hi, X here', 'X from <place> here', 'X here from Y'
    for (const m of t.matchAll(/\b(?:here|checking in|this side|reporting in|yahan|yahaan|idhar)\b/gi)) {
      const name = readNameBefore(t, m.index);
      if (!name) continue;
      const before = t.slice(0, m.index).replace(name, '').replace(/[\p{P}\s]+/gu, ' ').trim().toLowerCase();
      // 'X here' opens the brief or follows a greeting ('Hi Inflow, X here', 'Hey team! X here').
      const lead =
        before === '' ||
        GREETING.test(before) ||
        /^(?:this is|it'?s|team|the team at|the)$/.test(before) ||
        (GREET.test(before) && before.split(' ').length <= 4);
      const after = m.index + m[0].length;
      // 'X here from Y', 'Marcus here, growth at Y', 'Priya here, head of marketing at Y'
      const fromAfter = /^\s*,?\s*(?!(?:a|an|the|our|my)\s)(?:[\p{Ll}&-]+\s+){0,3}?(?:from|at|with|@)\s+(?:the\s+)?/u.exec(t.slice(after));
      if (fromAfter) {
        const y = readNameAt(t, after + fromAfter[0].length)?.name;
        if (y && !isPlace(y)) {
          addB(y, 16, u.index);
          continue;
        }
      }
      // 'Gurpreet here, Jatt Motors Accessories, Sector 28': a person's 'here' and then the organisation.
      // (The one before 'here' is the person: a first name, or one word before a longer name.)
      const comma = lead ? /^\s*[,—–-]\s*/.exec(t.slice(after)) : null;
      if (comma) {
        const y = readNameAt(t, after + comma[0].length);
        const first = name.split(/\s+/)[0]!;
        const personHere = FIRST_NAMES.has(first.toLowerCase()) || isGazetteerFirstName(first) || (!name.includes(' ') && !!y?.name.includes(' '));
        if (y && personHere && !isPlace(y.name) && !TITLE_WORDS.test(y.name) && /^\s*(?:[,.;!—–-]|$)/.test(t.slice(y.end))) {
          addB(y.name, 15, u.index);
          continue;
        }
      }
      // 'X from Y here'
      const fromIdx = t.slice(0, m.index).lastIndexOf(' from ');
      if (fromIdx > 0 && t.slice(fromIdx + 6, m.index).trim() === name) {
        const x = readNameBefore(t, fromIdx);
        if (isPlace(name) && x) addB(x, 15, u.index);
        else if (x && FIRST_NAMES.has(x.toLowerCase())) addB(name, 15, u.index);
        else if (x && ORG_SUFFIX.test(x)) addB(x, 14, u.index);
        else if (x) addB(name, 12, u.index);
        continue;
      }
      // ('Founder here (Dr. Mira Sen)': a job title standing in for the person is no brand.)
      if (lead && !FIRST_NAMES.has(name.toLowerCase()) && !(!name.includes(' ') && isGazetteerFirstName(name)) && !(TITLE_WORDS.test(name) && name.split(/\s+/).length <= 2)) addB(name, 15, u.index);
    }
    // 'this is Deepak from Sonapatra', 'I'm Priya, marketing lead at X', 'on behalf of X', 'we at X'
    for (const m of t.matchAll(
      /\b(?:this is|i'm|i am|my name is|it's)\s+[\p{Lu}][\p{L}]+(?:\s+[\p{Lu}][\p{L}]+)?\s*,?\s*(?:(?:the\s+)?[\p{Ll}\s&-]{0,40}?\s)?(?:from|at|with|of|@)\s+/giu,
    )) {
      addB(readNameAt(t, m.index + m[0].length)?.name, 17, u.index);
    }
    for (const m of t.matchAll(/\b(?:i\s+(?:run|lead|head|handle|manage|do|work in|look after)\s+(?:[\p{L}\p{N}&-]+\s+){0,2}(?:at|for|with)|(?:i|we)\s+(?:run|own|founded|started|co-founded|manage)|on behalf of|we at|here at|the team at|team at|writing from|work(?:ing)? (?:at|for)|head of [\p{Ll}\s]+ at|(?:lead|manager|founder|co-founder|ceo|cmo|coo|cto|director|head|marketer|executive|vp)\s*(?:at|@|of|for|,|[—–-]))\s+(?=[\p{Lu}])/giu)) {
      // 'a note from our founder, Mira Dey': after 'our/my/the <title>,' comes the person, not the organisation.
      if (/,\s*$/.test(m[0]) && /\b(?:our|my|the|their)\s+(?:[\p{Ll}-]+\s+)?$/iu.test(t.slice(Math.max(0, m.index - 24), m.index))) continue;
      addB(readNameAt(t, m.index + m[0].length)?.name, 16, u.index);
    }
    // A distributor, importer or agent writing for the brand it sells ('We are the exclusive Vietnam distributor for the
    // brand Mộc Lan Beauty', 'please use Mộc Lan Beauty as the brand'): that brand, over the writer's own company.
    for (const m of t.matchAll(/\b(?:distributors?|importers?|resellers?|stockists?|licensees?|agents?)\s+(?:for|of)\s+(?:the\s+)?(?:brand\s+)?(?=[\p{Lu}])|\buse\s+(?=[\p{Lu}][^.!?]{0,40}?\s+as\s+the\s+brand\b)/giu)) {
      const got = readNameAt(t, m.index + m[0].length);
      if (got && !isPlace(got.name) && isNameLike(got.name)) addB(got.name, 19, u.index);
    }
    // 'Rohan at Kinetic Kids.', 'Hey team — Polly from Purrfect Box', 'I'm with Monarch Motors', 'this is from X'
    for (const m of t.matchAll(/(?:^|[—–:!,.]\s*|\b(?:hi|hey|hello)\s+(?:team\s+)?)[\p{Lu}][\p{Ll}]+(?:\s*,\s*(?:[\p{Ll}&-]+\s+){0,2}[\p{Ll}&-]+)?\s+(?:at|from|@)\s+(?=[\p{Lu}])/gu)) {
      const got = readNameAt(t, m.index + m[0].length);
      if (got && !isPlace(got.name) && /^\s*(?:[.,!—–-]|$|here\b|se\b)/.test(t.slice(got.end))) addB(got.name, 14, u.index);
    }
    for (const m of u.text.matchAll(/\b(?:i'm with|i am with|we're with|this is from|we are from|we're from|writing from|message from|brief for|brief from|(?:i|we)\s+represent(?:ing)?|representing)\s+(?=[\p{Lu}])/giu)) {
      const got = readNameAt(u.text, m.index + m[0].length);
      if (!got || isPlace(got.name) || /^(?:inflow|agency|you)$/i.test(got.name)) continue;
      // 'a brief for Mango Mood, a new seasonal drink from …' names the product, not the brand.
      // ('H-Town Glow brief for Humidity Hold Setting Spray': after a name, 'brief for' names that brand's product.)
      // ('new brief for Smokestack Salsa 🌶️ from Mesa Verde Pantry': the product, then whose it is.)
      // (An emoji between them splits the line into two units: the next unit of the line may say whose.)
      const next = units.find((x) => x.index === u.index + 1 && x.line === u.line);
      const rest = u.text.slice(got.end).trim() || !next ? u.text.slice(got.end) : ` ${next.text}`;
      const owner = /^brief for/i.test(m[0]) ? /^\s*(?:[\p{Extended_Pictographic}\uFE0F]\s*)*from\s+(?=[\p{Lu}])/u.exec(rest) : null;
      const from = owner ? readNameAt(rest, owner[0].length) : null;
      if (from && isNameLike(from.name) && !isPlace(from.name)) {
        addP(got.name, 13, u.index);
        addB(from.name, 13, u.index);
      } else if (/^brief for/i.test(m[0]) && (/^\s*(?:,|\s[—–-])\s+(?:a|an|our|the)\s/i.test(u.text.slice(got.end)) || /[\p{Lu}][\p{L}-]*\s+$/u.test(u.text.slice(Math.max(0, m.index - 30), m.index)))) addP(got.name, 11, u.index);
      else addB(got.name, 13, u.index);
    }
    // 'Porchlight is Stillwater Health's mental health app for caregivers': the thing, then its owner before what it is.
    for (const m of t.matchAll(/(?:^|[.!:;]\s+)(?=[\p{Lu}"'])/gu)) {
      const x = readNameAt(t, m.index + m[0].length);
      if (!x) continue;
      const is = /^\s+is\s+/.exec(t.slice(x.end));
      if (!is) continue;
      const owner = readNameAt(t, x.end + is[0].length);
      // (readNameAt takes the possessive 's with the name.)
      if (owner && /['’]s\s*$/.test(t.slice(0, owner.end)) && /^\s*(?:new\s+|latest\s+|first\s+)?[\p{Ll}]/u.test(t.slice(owner.end)) && isNameLike(x.name) && isNameLike(owner.name) && !isPlace(owner.name)) {
        addP(x.name, 15, u.index);
        addB(owner.name, 15, u.index);
      }
    }
    // 'We are Tata-backed startup Kisan Connect', 'Brewdog-style brewpub Tapster is launching'
    for (const m of t.matchAll(/\b(?:startup|start-up|brand|company|studio|label|brewpub|bakery|brewery|firm|agency|clinic|chain|store|caf[eé]|restaurant|d2c brand)\s+(?=[\p{Lu}])/giu)) {
      const got = readNameAt(t, m.index + m[0].length);
      if (got && /^\s*(?:[.,!]|$|is\b|has\b|here\b|presents\b|launch)/.test(t.slice(got.end)) && !/\b(?:our|the|a|an)\s+$/i.test(t.slice(0, m.index)) && !/\b(?:our|the)\s+client\b/i.test(t.slice(Math.max(0, m.index - 12), m.index + 8))) addB(got.name, 13, u.index);
    }
    // 'Client Nuri Electronics is launching', 'Marke Fellwerk lanciert …', 'Kunde Lindgarn Wohnen bringt …': a brand or
    // client noun (in the languages of FOREIGN_BRAND_NOUN) standing before the name as its title, a verb after it.
    for (const m of t.matchAll(BRAND_NOUN_BEFORE_NAME)) {
      const got = readNameAt(t, m.index + m[0].length);
      if (got && isNameLike(got.name) && /^\s+[\p{Ll}]{3,}/u.test(t.slice(got.end))) addB(got.name, 13, u.index);
    }
    // 'Tangy Tales (a Goan pickle brand)', 'From LinguaLoop.', 'Made by Tinkertree Labs.'
    for (const m of t.matchAll(/\s*\(\s*(?:a|an|the|our)\s+[^()]{0,50}?\b(?:brand|company|startup|start-up|studio|label|maker|business|chain|firm)\s*\)/giu)) {
      const x = readNameBefore(t, m.index);
      if (x) addB(x, 14, u.index);
    }
    const fromOnly = /^(?:from|by|made by|brought to you by|a product of|an? initiative (?:of|by))\s+(?=[\p{Lu}])/iu.exec(t);
    if (fromOnly) {
      const got = readNameAt(t, fromOnly[0].length);
      if (got && /^\s*[.!]?\s*$/.test(t.slice(got.end)) && !isPlace(got.name)) addB(got.name, 13, u.index);
    }
    // 'We sell premium dog food online (Fetch & Fuel).': the business described, then its name in brackets.
    for (const m of t.matchAll(/\b(?:we|i)\s+(?:sell|make|run|do|are|own|brew|bake|craft|design)\b[^()]{3,80}\(\s*(?=[\p{Lu}])/giu)) {
      const got = readNameAt(t, m.index + m[0].length);
      if (got && /^\s*\)/.test(t.slice(got.end)) && !isPlace(got.name)) addB(got.name, 14, u.index);
    }
    // 'launching frozen momos for home delivery (Monk Momos, ₹249 for 12)': a name opening the brackets after a launch.
    for (const m of t.matchAll(/\b(?:launch(?:ing|es)?|introduc(?:ing|es)|releas(?:ing|es)|dropping)\b[^.!?()]{3,80}\(\s*(?=[\p{Lu}"'])/giu)) {
      const got = readNameAt(t, m.index + m[0].length);
      if (got && /^\s*[,)]/.test(t.slice(got.end)) && !isPlace(got.name)) addP(got.name, 11, u.index);
    }
    // '… but the product is ours — Biryani Blues presents Hyderabadi Dum Biryani Kit': a name opening a clause
    // and followed by a launch verb is the maker.
    for (const m of t.matchAll(/\s+(?:presents|is (?:launching|introducing|unveiling|releasing|dropping)|launches|introduces|unveils|is proud to present)\s+(?=[\p{Lu}"'])/gu)) {
      const x = readNameBefore(t, m.index);
      if (!x || !isNameLike(x) || isPlace(x)) continue;
      const lead = t.slice(0, m.index - x.length).trimEnd();
      if (lead && /[—–:;,]$/.test(lead)) addB(x, 13, u.index);
    }
    // 'Our creators program for BoldBrew Instant Coffee Sachets (…)': weaker than a launch, it may name the brand.
    for (const m of t.matchAll(/\b(?:creators?|influencer|ambassador|affiliate)\s+program(?:me)?\s+for\s+(?=[\p{Lu}"'])/giu)) {
      addP(readNameAt(t, m.index + m[0].length)?.name, 9, u.index);
    }
    // 'We (Nimbus Nutrition) are launching …'
    for (const m of t.matchAll(/\bwe\s*\(\s*(?=[\p{Lu}])/giu)) {
      const got = readNameAt(t, m.index + m[0].length);
      if (got && /^\s*\)/.test(t.slice(got.end))) addB(got.name, 15, u.index);
    }
    // 'The client is Brio Bank', 'from the Swiftkart team', 'writing for Mellow Mats'
    for (const m of t.matchAll(/\b(?:the\s+)?(?:client|brand|company)(?:'s)?(?:\s+name)?\s+(?:is|=)\s+|\bfrom\s+the\s+(?=[\p{Lu}][^.!?]{0,40}?\s+team\b)|\bwriting\s+(?:for|on behalf of)\s+/giu)) {
      const got = readNameAt(t, m.index + m[0].length);
      if (got && !isPlace(got.name) && !/^(?:inflow|you|us)$/i.test(got.name)) addB(got.name, 14, u.index);
    }
    // 'This campaign is for Fieldnotes, Papercraft Co.'s new …'
    for (const m of t.matchAll(/\b(?:campaign|brief|push|launch)\s+is\s+(?:for|about)\s+(?=[\p{Lu}"'])/giu)) {
      addP(readNameAt(t, m.index + m[0].length)?.name, 11, u.index);
    }
    // 'a small bakery, Butter & Bloom, and …'
    for (const m of t.matchAll(/\b(?:bakery|brand|company|startup|start-up|studio|label|brewery|business|caf[eé]|shop|store|clinic|agency|firm)\s*(?:here\s*)?(?:,|\s[—–-]|:)\s+(?=[\p{Lu}])/gu)) {
      const got = readNameAt(t, m.index + m[0].length);
      if (got && /^\s*(?:,|[.!]?\s*$)/.test(t.slice(got.end))) addB(got.name, 13, u.index);
    }
    // 'this is Ananya (Marketing, Cloudnest)': a person's title and organisation in brackets.
    for (const m of t.matchAll(/\(\s*([^(),]{2,40}?)\s*(?:,|@|\bat\b)\s*(?=[\p{Lu}])/gu)) {
      if (!TITLE_WORDS.test(m[1]!)) continue;
      const got = readNameAt(t, m.index + m[0].length);
      if (got && /^\s*\)/.test(t.slice(got.end))) addB(got.name, 17, u.index);
    }
    // "it's the Cloud Nine Mattresses team", 'we are the Orbit team'
    for (const m of t.matchAll(/\b(?:it'?s|this is|we(?:'re| are)|greetings from|hello from|hi from)\s+the\s+(?=[\p{Lu}])/giu)) {
      const got = readNameAt(t, m.index + m[0].length);
      if (got && /^\s+team\b/i.test(t.slice(got.end)) && !/^inflow$/i.test(got.name)) addB(got.name, 14, u.index);
    }
    // 'The team behind Hearthstone Hotels is launching …', 'the people behind X'
    for (const m of t.matchAll(/\b(?:team|people|folks|founders)\s+behind\s+(?=[\p{Lu}])/giu)) {
      const got = readNameAt(t, m.index + m[0].length);
      if (got && !isPlace(got.name)) addB(got.name, 14, u.index);
    }
    // 'launching our first product online — Cardamom Buns (box of 6)'
    for (const m of t.matchAll(/\b(?:launch(?:ing|es)?|introduc(?:ing|es)|releas(?:ing|es)|dropping|bringing out|putting|turning|bottling|packing|rolling out|unveiling|debuting|opening|shipping|bringing|doing)\b[^.!?—–]{0,60}?\s[—–-]\s+(?:the\s+)?(?=[\p{Lu}"'])/giu)) {
      addP(readNameAt(t, m.index + m[0].length)?.name, 11, u.index);
    }
    // Hinglish 'Humara naya snack Chilli Chana Crisps aa raha hai'
    for (const m of t.matchAll(/\b(?:humara|hamara|apna|hamari|humari|namma|engal|enga)\s+(?:naya\s+|nayi\s+|new\s+)?[\p{Ll}]+\s+(?=[\p{Lu}"'])/gu)) {
      addP(readNameAt(t, m.index + m[0].length)?.name, 12, u.index);
    }
    // 'our new sneaker is the Gully Kicks Street 1', 'Our newest is the Jungle Shelf Kit'
    for (const m of t.matchAll(/\b(?:our|the|this)\s+(?:new|newest|latest|first|upcoming|hero|flagship)(?:\s+[\p{Ll}-]+){0,2}\s+(?:is|will be)\s+(?:the\s+|called\s+|named\s+)?(?=[\p{Lu}"'])/giu)) {
      // A capital 'The' after 'is' opens a title ('our new show is The Night Bus'): read it with the name.
      const cap = /The\s+$/.test(m[0]) ? m[0].length - /The\s+$/.exec(m[0])![0].length : m[0].length;
      addP(readNameAt(t, m.index + cap)?.name, 11, u.index);
    }
    // 'product Turbo Tees F1 Collection, formula 1 inspired tees' (a label word without a colon)
    for (const m of t.matchAll(/(?:^|[.!]\s+)product\s+(?=[\p{Lu}"'])/giu)) {
      addP(readNameAt(t, m.index + m[0].length)?.name, 12, u.index);
    }
    // Hinglish: 'Hum X se hain', 'Main Pooja, X se.', 'brand X hai'
    for (const m of t.matchAll(/(?:^|[,.!]\s*)(?:(?:hum|main|mai|hamara|humara)(?:\s+log)?\s+)?(?=[\p{Lu}])/giu)) {
      const got = readNameAt(t, m.index + m[0].length);
      // '… X se hain', 'X se Deepa bol rahi hoon'
      if (got && /^\s+se\s*(?:$|[.,!]|hain|hai|hu|hoon|[\p{Lu}][\p{Ll}]+\s*(?:[.,!]|$|bol|baat|here))/iu.test(t.slice(got.end))) addB(got.name, 13, u.index);
    }
    for (const m of t.matchAll(/\bbrand(?:\s+(?:ka\s+)?name)?\s*(?:is|hai|:|=|-|–|—|→)?\s+(?=[\p{Lu}"'])/giu)) {
      const got = readNameAt(t, m.index + m[0].length);
      if (got && !/^(?:our|the|a)\s+$/i.test(t.slice(Math.max(0, m.index - 4), m.index))) addB(got.name, 12, u.index);
    }
    // Hinglish product: 'Humne X launch kiya hai', 'Hum naya X launch kar rahe hain'
    for (const m of t.matchAll(/\b(?:humne|hamne|naya|nayi|apna|apni)\s+(?=[\p{Lu}"'])/giu)) {
      const got = readNameAt(t, m.index + m[0].length);
      if (got && /^\s+launch\b/i.test(t.slice(got.end))) addP(got.name, 13, u.index);
    }
    // Hinglish: 'naya product la rahe hain — X', 'X ka founder'
    for (const m of t.matchAll(/\b(?:la|launch kar|nikal|shuru kar|start kar|bana)\s+rah(?:e|i)\s+(?:hain|hai|hu|hoon)\s*[—–:-]?\s*(?=[\p{Lu}"'])/giu)) {
      addP(readNameAt(t, m.index + m[0].length)?.name, 12, u.index);
    }
    for (const m of t.matchAll(/\s+(?:ka|ki|ke)\s+(?:founder|co-?founder|owner|malik|ceo|marketing head)\b/giu)) {
      const x = readNameBefore(t, m.index);
      if (x && isNameLike(x) && !FIRST_NAMES.has(x.toLowerCase())) addB(x, 14, u.index);
    }
    // 'Mocha Moose Café (3 cafés) is bottling its bestseller': a subject doing something to its own product is the maker.
    for (const m of t.matchAll(/(?:^|[.!?]\s+)(?=[\p{Lu}])/gu)) {
      const got = readNameAt(t, m.index + m[0].length);
      if (got && isNameLike(got.name) && /^\s*(?:\([^)]{0,60}\)\s*)?(?:is|are)\s+[\p{Ll}]+ing\s+(?:its|their)\b/u.test(t.slice(got.end))) addB(got.name, 13, u.index);
    }
    // 'a kids' e-bike coming, the Pedal Power Junior (₹28,000)': ', the Name (price'
    for (const m of t.matchAll(/,\s+the\s+(?=[\p{Lu}])/gu)) {
      const got = readNameAt(t, m.index + m[0].length);
      if (got && /^\s*\(\s*(?:[₹$£€]|rs\.?|inr|usd|eur|gbp)\s*\d/iu.test(t.slice(got.end))) addP(got.name, 10, u.index);
    }
    // "company's called Nimbus Sleep", 'the brand is called X'
    for (const m of t.matchAll(/\b(?:company|brand|startup|business|studio|label)(?:'s|\s+is)\s+(?:called|named)\s+(?=[\p{Lu}"'])/giu)) {
      addB(readNameAt(t, m.index + m[0].length)?.name, 15, u.index);
    }
    // "it's the Dermaveda Barrier Repair Cream — ceramides and oats …"
    for (const m of t.matchAll(/\bit'?s\s+(?:the|our)\s+(?=[\p{Lu}"'])/giu)) {
      const got = readNameAt(t, m.index + m[0].length);
      if (got && /^\s*(?:[—–:(,]|\s-\s)/.test(t.slice(got.end)) && !/^\s+team\b/i.test(t.slice(got.end))) addP(got.name, 10, u.index);
    }
    // Hinglish 'Humne banaya hai X'; 'we just baked up something new — X'
    for (const m of t.matchAll(/\b(?:(?:humne|hamne)\s+(?:banaya|bnaya|launch kiya|nikala|shuru kiya|start kiya|khola)(?:\s+hai)?|something\s+(?:new|special|exciting|fresh)\s*[—–:-])\s+(?=[\p{Lu}"'])/giu)) {
      addP(readNameAt(t, m.index + m[0].length)?.name, 12, u.index);
    }
    // 'our newest launch at Kitchen Kind', 'the latest release from Orbit Audio': a launch noun, 'at/from', the maker.
    for (const m of t.matchAll(/\b(?:launch|product|release|drop|offering|creation|baby)\s+(?:at|from)\s+(?=[\p{Lu}])/giu)) {
      const got = readNameAt(t, m.index + m[0].length);
      if (got && !isPlace(got.name)) addB(got.name, 12, u.index);
    }
    // 'Our new app (working title: Doodle Diary)', 'code-named Ember': a provisional name is the product's name.
    for (const m of t.matchAll(/\b(?:working (?:title|name)|code-?\s?name(?:d)?|tentatively (?:called|named|titled)|provisionally (?:called|named))\s*(?:is\s+)?[:=—–-]?\s*(?=[\p{Lu}"'])/giu)) {
      addP(readNameAt(t, m.index + m[0].length)?.name, 12, u.index);
    }
    // 'TaxBuddy Pro (from FinEasy Technologies) files your ITR': the product and its maker in brackets.
    for (const m of t.matchAll(/\s*\(\s*(?:from|by|made by|a product of)\s+(?=[\p{Lu}])/giu)) {
      const x = readNameBefore(t, m.index);
      const y = readNameAt(t, m.index + m[0].length);
      if (x && y && isNameLike(x) && isNameLike(y.name) && !isPlace(y.name) && /^\s*\)/.test(t.slice(y.end))) {
        addP(x, 12, u.index);
        addB(y.name, 13, u.index);
      }
    }
    // "This year's edition, Monsoon Sessions Vol. 5, has …": the name of an edition, season or version.
    for (const m of t.matchAll(/\b(?:edition|season|version|instal?lment|volume|chapter|sequel)\s*(?:,|:|\s[—–-])\s+(?=[\p{Lu}"'])/giu)) {
      addP(readNameAt(t, m.index + m[0].length)?.name, 12, u.index);
    }
    // 'Leaf Letter (brand) — …', 'Orka (the company) …': a name tagged as the brand.
    for (const m of t.matchAll(/\s*\(\s*(?:the\s+|our\s+)?(?:brand|company|maker|client|startup|label)\s*\)/giu)) {
      const x = readNameBefore(t, m.index);
      if (x && isNameLike(x) && !isPlace(x)) addB(x, 16, u.index);
    }
    // 'Tern Trail Lamp — that's what we're launching at Fieldcraft': a name, a dash, then 'that's what we …'.
    for (const m of t.matchAll(/\s*[—–:-]+\s*(?:that'?s|that is|this is|it'?s)\s+what\s+(?:we|i)\b/giu)) {
      const x = readNameBefore(t, m.index);
      if (x && isNameLike(x)) addP(x, 13, u.index);
    }
    // '… what we're launching at Fieldcraft': the place of work after 'what we're <verb>ing at' is the maker.
    for (const m of t.matchAll(/\bwhat\s+(?:we|i)(?:'re| are|'m| am)\s+[\p{Ll}]+ing\s+at\s+(?=[\p{Lu}])/giu)) {
      const got = readNameAt(t, m.index + m[0].length);
      if (got && !isPlace(got.name)) addB(got.name, 14, u.index);
    }
    // 'Copperfield Teas has a new baby: Smoky Chai Tins' / 'Say hi to our latest drop: X': a new thing, a colon or dash,
    // then its name; the subject that has it is the maker.
    for (const m of t.matchAll(/\b(?:(has|have|'s got|has got|got)\s+)?(?:a|an|our|its|their)\s+(?:brand[- ])?(?:new|latest|newest|first|next)\s+(?:[\p{Ll}-]+\s+){0,2}?[\p{Ll}-]+\s*[:—–]\s*(?=[\p{Lu}"'])/giu)) {
      addP(readNameAfterArticle(t, m.index + m[0].length)?.name, 12, u.index);
      if (m[1]) {
        const x = readNameBefore(t, m.index);
        if (x && isNameLike(x) && !isPlace(x)) addB(x, 13, u.index);
      }
    }
    // 'Cloudstep Runner 3 from Stride Athletics, a max-cushion shoe': a sentence opening 'X from Y' and going on to
    // say what it is names the product, then its maker.
    {
      const lead = readNameAt(t, 0);
      const from = lead && isNameLike(lead.name) ? /^\s+from\s+(?=[\p{Lu}])/u.exec(t.slice(lead.end)) : null;
      const maker = from ? readNameAt(t, lead!.end + from[0].length) : null;
      if (lead && maker && isNameLike(maker.name) && !isPlace(maker.name) && !FIRST_NAMES.has(lead.name.split(' ')[0]!.toLowerCase()) && /^\s*(?:,|[—–:(]|\s-\s|is\s+(?:a|an|the)\b)/.test(t.slice(maker.end))) {
        addP(lead.name, 11, u.index);
        addB(maker.name, 12, u.index);
      }
    }
    // 'Naanga Kaapi Kolam from Madurai', "We're Tidewell from Kochi": a we-phrase naming an organisation and its town.
    for (const m of t.matchAll(/\b(?:we(?:'re| are)|naanga|nanga|hum(?:\s+log)?|this is)\s+(?=[\p{Lu}])/giu)) {
      const got = readNameAt(t, m.index + m[0].length);
      const place = got ? /^\s+from\s+(?=[\p{Lu}])/u.exec(t.slice(got.end)) : null;
      const where = place ? readNameAt(t, got!.end + place[0].length) : null;
      if (got && where && isPlace(where.name) && !FIRST_NAMES.has(got.name.toLowerCase())) addB(got.name, 14, u.index);
    }
    // 'Chalo Cycles — unka naya product hai …', 'Brightpath: their new app …': a name, a dash, then 'their new …'.
    for (const m of t.matchAll(/\s*[—–:-]\s*(?:unka|unki|unke|inka|inki|their|its)\s+(?:naya|nayi|new|latest|newest|first)\b/giu)) {
      const x = readNameBefore(t, m.index);
      if (x && isNameLike(x) && !isPlace(x) && !FIRST_NAMES.has(x.toLowerCase())) addB(x, 13, u.index);
    }
    // Hinglish 'company ka naam hai X', 'product ka naam hai Y'.
    for (const m of t.matchAll(/\b(company|kampani|brand|product|app|show)\s+ka\s+naam\s+(?:hai\s+)?(?=[\p{Lu}"'])/giu)) {
      const got = readNameAt(t, m.index + m[0].length)?.name;
      if (/^(?:company|kampani|brand)$/i.test(m[1]!)) addB(got, 15, u.index);
      else addP(got, 14, u.index);
    }
    // Hinglish 'X ka naya show hai …': the one whose new thing it is, is the maker.
    for (const m of t.matchAll(/\s+(?:ka|ki|ke)\s+(?:naya|nayi|naye|new|latest|pehla|pehli)\b/giu)) {
      const x = readNameBefore(t, m.index);
      if (x && isNameLike(x) && !FIRST_NAMES.has(x.toLowerCase()) && !isPlace(x)) addB(x, 14, u.index);
    }
    // Hinglish 'naya collection hai X', 'nayi series hai X': 'naya/nayi' + any noun + 'hai' introduces the name.
    for (const m of t.matchAll(/\b(?:naya|nayi|naye)\s+[\p{Ll}]+\s+(?:hai|h|hain)\s+(?=[\p{Lu}"'])/giu)) {
      addP(readNameAt(t, m.index + m[0].length)?.name, 12, u.index);
    }
    // Hinglish product: 'naya product X hai', 'product X launch kar rahe'
    for (const m of t.matchAll(/\b(?:naya|nayi|new|humara|hamara)\s+(?:product|launch|app|drop)\s+(?:hai\s+|h\s+)?(?=[\p{Lu}"'])/giu)) {
      addP(readNameAt(t, m.index + m[0].length)?.name, 12, u.index);
    }
    // 'At X, we ...'
    const at = /^(?:(?:hi|hello|hey)[\s,!]+)?at\s+(?=[\p{Lu}])/iu.exec(t);
    if (at) {
      const got = readNameAt(t, at[0].length);
      if (got && /^\s*,?\s*we\b/i.test(t.slice(got.end))) addB(got.name, 15, u.index);
    }
    // 'a tiny candle studio called X', 'our company, X,'
    for (const m of t.matchAll(/\b(?:brand|company|studio|startup|start-up|label|business|bakery|brewery|agency|shop|store|band|collective|firm|team)\s*,?\s+(?:called|named)\s+/gi)) {
      addB(readNameAt(t, m.index + m[0].length)?.name, 15, u.index);
    }
    // "We're a Goa-based surf school, Wave Riders Academy, and …"; Hinglish 'X ki taraf se' (on behalf of X)
    for (const m of t.matchAll(/\bwe(?:'re| are)\s+an?\s+[^,.!?]{2,60}?,\s+(?=[\p{Lu}])/giu)) {
      const got = readNameAt(t, m.index + m[0].length);
      if (got && /^\s*,/.test(t.slice(got.end)) && !isPlace(got.name)) addB(got.name, 14, u.index);
    }
    for (const m of t.matchAll(/\s+(?:ki|ke)\s+taraf\s+se\b/giu)) {
      // ('PetCare Plus clinics ki taraf se': a lowercase organisation noun may follow the name.)
      const orgNoun = /\s+(?:clinics?|team|studio|restaurant|store|shop|company|brand|group|family|kitchen|academy|school)$/i.exec(t.slice(0, m.index));
      const x = readNameBefore(t, orgNoun ? m.index - orgNoun[0].length : m.index);
      if (x && isNameLike(x) && !FIRST_NAMES.has(x.toLowerCase())) addB(x, 14, u.index);
    }
    // Agency briefs: 'Our client Fresko Foods wants to promote ...', 'on behalf of our client, X,'
    // An agency names its client ('we handle Saffronleaf Teas'): the client outranks the agency's own name and
    // mail domain.
    for (const m of t.matchAll(/\b(?:(?:our|the|my)\s+(?:client|customer|partner brand)\s*,?|(?:we|i)\s+(?:handle|manage|represent|look after)(?:\s+the\s+account\s+(?:of|for))?)\s+(?=[\p{Lu}"'])/giu)) {
      const client = readNameAt(t, m.index + m[0].length)?.name;
      if (client && isNameLike(cleanName(client))) agencyClient = true;
      addB(client, 20, u.index);
    }
    // 'Tallow & Twine = our client, …', 'Kestrel Bikes is our client': a name the agency calls its client.
    for (const m of t.matchAll(/\s*(?:=|\bis|\bare|[—–:-])\s*(?:our|the|my)\s+(?:new\s+)?client\b/giu)) {
      const x = readNameBefore(t, m.index);
      if (x && isNameLike(x) && !isPlace(x)) {
        agencyClient = true;
        addB(x, 20, u.index);
      }
    }
    // 'We're Lumio, makers of the Lumio Study Lamp'; 'From the makers of Kiln rugs comes …' names the maker.
    // 'Kindle & Crumb, makers of Granola A and Crunch B, introduce X': the subject is the maker, what follows the verb the product.
    {
      const subj0 = readNameAt(t, 0);
      const appos = subj0 ? /^\s*,\s+(?:the\s+)?(?:makers?|creators?|people|team|folks)\s+(?:of|behind)\s+[^,.;!?]{2,80},\s+(?:(?:now|proudly|finally)\s+)?(?:introduc|launch|present|bring|unveil|announc|releas|debut)\w*\s+(?:the\s+|their\s+|a\s+new\s+)?(?=[\p{Lu}"'])/iu.exec(t.slice(subj0.end)) : null;
      if (subj0 && appos && isNameLike(subj0.name)) {
        addB(subj0.name, 15, u.index);
        addP(readNameAt(t, subj0.end + appos[0].length)?.name, 14, u.index);
        continue;
      }
    }
    // '… ₹3 lakh. — Team Pit Boss Hospitality': a sign-off at the end of a paragraph.
    {
      const team = /^[—–-]+\s*(?:the\s+)?team\s+(?=[\p{Lu}])/iu.exec(t);
      const got = team ? readNameAt(t, team[0].length) : null;
      if (got && /^\s*[.!]?\s*$/.test(t.slice(got.end)) && !/^inflow$/i.test(got.name)) addB(got.name, 11, u.index);
    }
    // 'Murmur ANC launch brief', 'Kora Pour campaign plan': a name heading its own brief is the product.
    {
      const lead = readNameAt(t, 0);
      if (lead && isNameLike(lead.name) && /^\s+(?:launch|campaign|creator|influencer)\s+(?:brief|plan|proposal)\b/i.test(t.slice(lead.end))) addP(lead.name, 12, u.index);
    }
    // 'Zing Cola is back!': a name that is back is a product relaunched.
    {
      const back = readNameAt(t, 0);
      if (back && isNameLike(back.name) && /^\s+(?:is|are)\s+back\b/i.test(t.slice(back.end))) addP(back.name, 11, u.index);
    }
    for (const m of t.matchAll(/\b(?:makers?|creators?|the (?:team|people|folks) behind|home) of\s+(?:the\s+)?(?=[\p{Lu}"'])/gu)) {
      const got = readNameAt(t, m.index + m[0].length);
      if (got && /\bfrom\s+the\s+$/i.test(t.slice(Math.max(0, m.index - 10), m.index))) addB(got.name, 13, u.index);
      else addP(got?.name, 12, u.index);
    }
    // 'From the makers of Kiln rugs comes Kiln Kids', 'Out now: …': an inverted sentence whose subject follows 'comes'.
    for (const m of t.matchAll(/^(?:from|out of|after)\b[^.!?]{3,80}?\s+comes?\s+(?:the\s+)?(?=[\p{Lu}"'])/giu)) {
      addP(readNameAt(t, m.index + m[0].length)?.name, 13, u.index);
    }
    // 'Hello from X', 'Greetings from X'
    for (const m of t.matchAll(/\b(?:hello|hi|hey|greetings|g'day|namaste|hola|bonjour|howdy|love|cheers|hugs|news)\s+(?:again\s+)?from\s+(?:the\s+(?:team\s+at\s+)?)?/gi)) {
      const name = readNameAt(t, m.index + m[0].length)?.name;
      // ('Hello from Nashik!' may name a town the place list lacks: one bare word counts for less.)
      if (name && !isPlace(name)) addB(name, name.includes(' ') || ORG_SUFFIX.test(name) ? 14 : 12, u.index);
    }
    // 'We, Shree Ganesh Agarbatti, want to ...'
    const weComma = /^(?:[\p{L}'\s,!]{0,20}?)\bwe\s*,\s*(?=[\p{Lu}])/iu.exec(t);
    if (weComma) {
      const got = readNameAt(t, weComma[0].length);
      if (got && /^\s*,/.test(t.slice(got.end))) addB(got.name, 14, u.index);
    }
    // 'Hey, it's Autolume!' (a unit that is only the introduction)
    const itsX = /^(?:(?:hi+|hey+|hello+|yo)[\s,!]+)?(?:it'?s|this is)\s+(?=[\p{Lu}])/iu.exec(t);
    if (itsX) {
      const got = readNameAt(t, itsX[0].length);
      if (got && /^\s*[!.]*\s*$/.test(t.slice(got.end))) addB(got.name, 12, u.index);
    }
    // Hinglish 'hum (log) X hain'
    for (const m of t.matchAll(/\bhum(?:\s+log)?\s+(?=[\p{Lu}"'])/giu)) {
      const got = readNameAt(t, m.index + m[0].length);
      if (got && /^\s+(?:hain|hai|hu|hoon)\b/i.test(t.slice(got.end))) addB(got.name, 13, u.index);
    }
    // "We're Sahyadri Slopes, a family vineyard": a we-phrase naming an organisation that is then described as one.
    for (const m of t.matchAll(/\b(?:we're|we are)\s+(?=[\p{Lu}"'])/giu)) {
      const got = readNameAt(t, m.index + m[0].length);
      if (got && /^\s*(?:,|\s[—–-])\s*(?:a|an)\s+(?:[\p{L}-]+\s+){0,4}?(?:brand|company|startup|studio|label|band|maker|business|collective|firm|bakery|brewery|team|vineyard|winery|farm|estate|distillery|roastery|dairy|kitchen|shop|store|outfit|house|agency|clinic|school|academy|cafe|café|restaurant|chain)\b/iu.test(t.slice(got.end))) addB(got.name, 15, u.index);
    }
    // 'We're X,' / 'We are X and'
    for (const m of t.matchAll(/\b(?:we're|we are|we’re)\s+(?=[\p{Lu}"'])/giu)) {
      const got = readNameAt(t, m.index + m[0].length);
      if (got && !/^\s*(?:is|are)\b/.test(t.slice(got.end))) addB(got.name, 13, u.index);
    }
    // 'X is launching Y', 'X launching Y', 'X presents Y', 'X has launched Y'
    const head = t
      // 'To the Inflow team — X intends to …', 'Dear Sir/Madam, X is …'
      .replace(/^(?:to|dear|attn:?)\s+(?:the\s+)?(?:[\p{L}/']+\s+){0,3}?(?:team|sir\/madam|sir|madam|all)\s*[,—–:-]+\s*/iu, '')
      .replace(/^(?:(?:hey there|hi there|hello there|hi team|hey team|hello team|good (?:morning|afternoon|evening)|greetings|hi|hello|hey|heya|yo|so|ok|okay)(?:\s+(?:inflow|team|all|everyone|folks)(?:\s+team)?)?[\s,!.—–-]+)+/i, '');
    const subj = readNameAt(head, 0);
    if (subj && isNameLike(subj.name)) {
      const rest = head.slice(subj.end);
      const verb =
        // ('Ashford & Vale, the Sheffield pen makers, are releasing …': an appositive may sit between subject and verb.)
        /^\s*(?:\([^)]{0,80}\)\s*)?(?:,\s+(?:the|a|an|our)\s+[^,.;!?]{2,60},\s*)?(?:is|are|has|have|'s|will be|just|now|finally|officially|proudly)?\s*(?:(?:now|just|finally|officially|proudly|excited to|thrilled to|proud to|about to|gearing up to|getting ready to|set to|planning to|going to|intends? to|plans? to|wants? to|hopes? to|aims? to)\s+)?(?:re-?launch(?:ing|ed|es)?|promot(?:e|es|ing)|launch(?:ing|ed|es)?|dropp(?:ing|ed)|drops|releas(?:ing|ed|es)|roll(?:ing|ed|s)\s+out|introduc(?:ing|ed|es)|unveil(?:ing|ed|s)|present(?:s|ing)|announc(?:ing|ed|es)|debut(?:ing|s)|bring(?:ing|s)|brought|open(?:ing|s)|expand(?:ing|s)|(?:is\s+)?(?:back|ready|out|live)\s+with)\b/i.exec(
          rest,
        );
      if (verb && /^\s*[:—–]?\s*(?:the\s+|a\s+|an\s+|our\s+|its\s+|their\s+|new\s+|"|'|[\p{Lu}])/u.test(rest.slice(verb[0].length))) {
        addB(subj.name, 15, u.index);
      }
      // 'X is a lifestyle brand', 'X is our band'
      if (/^\s*(?:is|are)\s+(?:a|an|our|the)\s+(?:[\p{L}-]+\s+){0,4}?(?:brand|company|startup|start-up|studio|label|band|maker|manufacturer|business|platform|producer|agency|house|collective|firm|d2c|marketplace|store|shop|bakery|brewery|caf[eé]|restaurant|chain|venture|team|publisher|outfit|clinic|school|academy)\b/iu.test(rest)) {
        addB(subj.name, 15, u.index);
      }
      // "X's new ..."
      if (/'s$/i.test(head.slice(0, subj.end)) && /^\s+(?:new|latest|first|upcoming|flagship|newest|hero|bestselling)\b/i.test(rest)) {
        addB(subj.name, 12, u.index);
      }
      // 'Pocket Pandit is a money app for first-jobbers. We're launching Salary Saver ...'
      if (/^\s*is\s+(?:a|an)\s+(?:[\p{L}-]+\s+){0,4}?(?:app|platform|service|marketplace|community|network|website|portal|channel)\b/iu.test(rest)) {
        deferredBrands.push({ name: subj.name, score: 9, unit: u.index });
      }
      // 'X, a tiny indie studio' / 'X — a family-run bakery'
      if (/^\s*(?:,|—|–|-)\s*(?:a|an|the)\s+(?:[\p{L}-]+\s+){0,4}?(?:brand|company|startup|studio|label|band|maker|business|producer|agency|collective|firm|bakery|brewery|team)\b/iu.test(rest)) {
        addB(subj.name, 13, u.index);
      }
    }
    // "Quick brief: GreenGrid Energy's new home solar kit ..."
    for (const m of t.matchAll(/(?<=[\p{L}.])(?:'s|(?<=s)')\s+(?:new|latest|first|upcoming|flagship|newest|hero|bestselling|answer|take|version|response|spin|twist|own)\b/giu)) {
      const x = readNameBefore(t, m.index + (m[0].startsWith("'s") ? 2 : 0));
      if (x) addB(x, 12, u.index);
    }
    // 'our brand X', 'the brand X'
    for (const m of t.matchAll(/(?:\b(?:our|the)\s+|^)(?:brand|company|label|startup)(?:\s+name)?\s*(?:is|,|:)?\s+(?=[\p{Lu}"'])/giu)) {
      addB(readNameAt(t, m.index + m[0].length)?.name, 12, u.index);
    }

    const subjectName = subj && isNameLike(subj.name) && /^\s+(?:[\p{Ll}]+s|is|has|wants|will|plans|needs|just|now|wants)\b/u.test(head.slice(subj.end)) ? subj.name : null;

    // --- product cues ---
    // 'called X', 'named X'
    for (const m of t.matchAll(/\b(?:called|named|titled|dubbed|christened|branded as|known as|goes by)\s+/gi)) {
      const upTo = t.slice(0, m.index + m[0].length);
      // 'a candle studio called X' names the maker, unless the studio itself is being launched ('launching a cloud kitchen brand called X').
      if (/\b(?:brand|company|studio|startup|start-up|label|business|bakery|brewery|agency|shop|store|band|collective|firm|team)\s*,?\s+\S+\s+$/i.test(upTo) && !/\b(?:launch(?:ing|es)?|introduc(?:ing|es)|unveil(?:ing|s)?|debut(?:ing|s)?|opening|starting)\b[^.!?]{0,60}$/i.test(upTo)) continue;
      addP(readNameAfterArticle(t, m.index + m[0].length)?.name, 14, u.index);
    }
    // launch verb + filler + name
    for (const m of t.matchAll(LAUNCH_VERB)) {
      // A capitalised verb inside a sentence is part of a name ('We (Crafted Cups) are …'), not a launch.
      if (/^[\p{Lu}]/u.test(m[0]) && m.index > 0 && !/(?:^|[.!?:;—–-])\s*$/.test(t.slice(0, m.index))) continue;
      // After a determiner or 'by' the word is a noun or an adjective ('by debut author Rhea Bose', 'a feature film').
      if (/\b(?:a|an|the|our|its|their|my|his|her|by|of)\s+$/i.test(t.slice(0, m.index)) && /^(?:debut|feature|review|drop|release|launch|offer|make|design|build|craft)$/i.test(m[0])) continue;
      const got = nameAfterFiller(t, m.index + m[0].length, 5, /^(?:present|launch|introduc|unveil|announc|releas|dropp|debut)/i.test(m[0]));
      if (!got) continue;
      if (got.filler.some((w) => NOT_PRODUCT_NOUN.test(w))) continue;
      // 'launching a new SPF 50 tinted sunscreen stick': after 'a/an' a capitalised run followed by lowercase nouns
      // modifies them; it is no name.
      if (got.filler.some((w) => /^(?:a|an)$/i.test(w)) && /^\s+[\p{Ll}]/u.test(t.slice(got.end))) continue;
      addP(got.name, 12, u.index);
      // 'rolled out the ChargeGrid app update, ChargeGrid 3.0 — …': a name after the generic noun phrase is the product's own.
      const appos = /^\s+(?:[\p{Ll}-]+\s+){0,2}[\p{Ll}-]+\s*,\s+(?=[\p{Lu}])/u.exec(t.slice(got.end));
      const named = appos ? readNameAt(t, got.end + appos[0].length) : null;
      if (named && isNameLike(named.name) && /^\s*(?:[—–:(]|\s-\s|,)/.test(t.slice(named.end))) addP(named.name, 13, u.index);
    }
    // 'our new app X', 'Our new product, X, is', 'the product is X', 'Our summer hero is X'
    for (const m of t.matchAll(/\b(?:our|the|its|their|my)\s+|(?<=[\p{L}])'s\s+(?=(?:new|latest|first|upcoming|flagship|newest|hero|bestselling)\b)/giu)) {
      const got = nameAfterFiller(t, m.index + m[0].length, 5);
      if (!got) continue;
      if (got.filler.length === 0) {
        // 'our Snapkey K2 mechanical keyboard': a possessive right before a name and a product noun.
        if (/^(?:our|its|their|my)\s+$/i.test(m[0]) && /^\s+[\p{Ll}]/u.test(t.slice(got.end))) addP(got.name, 8, u.index);
        continue;
      }
      const nouns = got.filler.filter((w) => !/^(?:is|called|named)$/.test(w));
      const last = nouns[nouns.length - 1] ?? '';
      // 'our founder, Mira Dey' / 'my co-founder Arjun': a person's title before the name names a person.
      if (NOT_PRODUCT_NOUN.test(last) || PERSON_NOUN.test(last)) continue;
      // 'its new Millet Munch cookies' is weaker than 'our new app GoldSip'.
      addP(got.name, /^(?:new|latest|first|upcoming|brand-new)$/.test(last) ? 9 : 10, u.index);
    }
    // 'our new product is X' (filler ends in 'is')
    for (const m of t.matchAll(/\b(?:product|offering|app|launch|release|drop|title|hero|game|service|course|collection|line|brand-new\s+\w+|item)(?:\s+(?:we|i)\s+(?:want|would like|'d like|need|plan|are looking|hope)\s+to\s+[\p{Ll}]+|(?:\s+(?!(?:that|which|who|we|i|it|will|is|name)\b)[\p{L}\p{N}'-]+){1,3}?)?\s+(?:is|will be|=)\s+/giu)) {
      if (/\bbrand\s+(?:is|will be)\s+$/.test(m[0])) continue;
      addP(readNameAfterArticle(t, m.index + m[0].length)?.name, 11, u.index);
    }
    // 'X by Y' -> product X, brand Y; 'Dewy Drops serum by Glowhaus' -> brand Glowhaus
    for (const m of t.matchAll(BY_BEFORE_NAME)) {
      const y = readNameAt(t, m.index + m[0].length)?.name;
      const x = readNameBefore(t, m.index);
      // In languages that capitalise every noun, 'Besitzer von Welpen' is two nouns: a translated 'by' counts only
      // outside audience, use and goal lines and with a name of two words on one side.
      if (!/^\(?by\b/.test(m[0].trim()) && ((u.label && !['product_name', 'brand_name', 'product_description'].includes(u.label)) || !((x ?? '').includes(' ') || (y ?? '').includes(' ')))) continue;
      // 'Zestwell ginger shots by Copperleaf Farms — …': a name opening the sentence, a few lowercase words
      // saying what it is, then 'by' and the maker.
      const lead = x ? null : readNameAt(t, 0);
      if (x && y && isNameLike(x) && isNameLike(y)) {
        addP(x, 9, u.index);
        addB(y, 11, u.index);
      } else if (lead && y && isNameLike(lead.name) && isNameLike(y) && /^\s+(?:[\p{Ll}-]+\s+){0,3}[\p{Ll}-]+\s*$/u.test(t.slice(lead.end, m.index))) {
        addP(lead.name, 9, u.index);
        addB(y, 11, u.index);
      } else if (y && isNameLike(y) && /[—–,]\s*$|\s-\s*$/.test(t.slice(0, m.index + 1)) && readNameBefore(t.slice(0, m.index).replace(/\s*[—–,-]\s*$/, ''), t.slice(0, m.index).replace(/\s*[—–,-]\s*$/, '').length)) {
        // 'Presenting Glide Pro — by Featherstep': a dash or comma before 'by' still names the maker.
        addP(readNameBefore(t.slice(0, m.index).replace(/\s*[—–,-]\s*$/, ''), t.slice(0, m.index).replace(/\s*[—–,-]\s*$/, '').length), 9, u.index);
        addB(y, 11, u.index);
      } else if (y && isNameLike(y) && /\b(?:launch\w*|presenting|introducing|meet|new|our|a|an|the)\b[^.!?]{0,140}$/i.test(t.slice(0, m.index))) {
        addB(y, 8, u.index);
      }
    }
    // Appositive: 'X, the new pocket projector', 'X — a machine-washable rug', 'X: a 3-in-1 stand', 'X is a ...'
    for (const m of t.matchAll(/(?:,|\s[—–-]|:)\s+(?:a|an|the)\s+(?!(?:few|lot|bit|couple|total|budget)\b)/gi)) {
      const x = readNameBefore(t, m.index);
      if (x) addP(x, 8, u.index);
    }
    // 'Amrit A2 Ghee, our new bilona-churned ghee', 'Threadlock, our smart bike lock'
    for (const m of t.matchAll(/(?:,|\s[—–-])\s+(?:our|their|its)\s+(?!(?:brand|company|team|startup|studio)\b)/gi)) {
      const x = readNameBefore(t, m.index);
      if (x) addP(x, 11, u.index);
    }
    // 'Kumkumadi Night Elixir is our new overnight facial oil'
    for (const m of t.matchAll(/\s+(?:is|are)\s+(?:our|the)\s+(?:(?:new|latest|first|newest|upcoming|flagship|hero|brand-new|debut)\s+)+(?![\p{L}-]*\s*(?:brand|company|startup|studio|label|band)\b)/giu)) {
      const x = readNameBefore(t, m.index);
      if (x) addP(x, 10, u.index);
    }
    for (const m of t.matchAll(/\s+is\s+(?:a|an)\s+(?!(?:few|lot|bit|couple)\b)/gi)) {
      const x = readNameBefore(t, m.index);
      if (x) addP(x, 6, u.index);
    }
    // Quoted capitalised titles anywhere.
    for (const m of t.matchAll(/(?<![\p{L}])(['"])([\p{Lu}\p{N}][^'"]{1,58}?)\1(?![\p{L}])/gu)) {
      addP(m[2], 7, u.index);
    }
    // 'from X' after a product phrase: 'the new pocket projector from Castleview Electronics'
    for (const m of t.matchAll(/\bfrom\s+(?:the\s+(?:team|folks)\s+at\s+)?(?=[\p{Lu}])/gu)) {
      const y = readNameAt(t, m.index + m[0].length)?.name;
      // ('a streetwear label from Shillong': after an organisation noun 'from' gives its town.)
      if (y && !isPlace(y) && !/^(?:hello|hi)$/i.test(t.slice(0, m.index).trim()) && !/\b(?:label|brand|studio|startup|company|bakery|team|band|chain|business|shop|store|outfit|collective|cafe|café|kitchen|farm)\s+$/i.test(t.slice(0, m.index))) addB(y, 7, u.index);
    }
    // 'Crumbcraft Bakehouse wants to put its new Millet Munch cookies ...': the subject is the brand
    // when the same sentence names another product.
    // (Not when a cue already reads the subject itself as the product: 'X is our newest launch at Y — a …'.)
    const subjectIsProduct = subjectName && products.slice(productsBefore).some((p) => p.score >= 10 && p.name.toLowerCase() === subjectName.toLowerCase());
    if (subjectName && !subjectIsProduct && products.slice(productsBefore).some((p) => p.score >= 7 && p.name.toLowerCase() !== subjectName.toLowerCase())) {
      addB(subjectName, 9, u.index);
    }
  }

  // 'Vyom Drones — Vyom Mini 4K.': a unit of two names only, sharing their first word, is the maker and its product;
  // the one ending in an organisation noun or a plural is the maker.
  for (const u of units) {
    if (u.chatter || u.signature || u.label) continue;
    const a = readNameAt(u.text, 0);
    const sep = a ? /^\s*(?:[—–:|]|\s-)\s*/.exec(u.text.slice(a.end)) : null;
    const b = sep ? readNameAt(u.text, a!.end + sep[0].length) : null;
    if (!a || !b || !/^\s*[.!]?\s*$/.test(u.text.slice(b.end))) continue;
    if (a.name.split(' ')[0]!.toLowerCase() !== b.name.split(' ')[0]!.toLowerCase() || !isNameLike(a.name) || !isNameLike(b.name)) continue;
    const orgish = (n: string) => ORG_SUFFIX.test(n) || /[\p{Ll}]{3,}s$/u.test(n.split(' ').pop()!);
    const [maker, made] = orgish(b.name) && !orgish(a.name) ? [b.name, a.name] : [a.name, b.name];
    addB(maker, 12, u.index);
    addP(made, 12, u.index);
  }
  // 'Helmet brief — Steelhead Helmets': a heading naming a brief, then a name after the dash.
  {
    const h = units.find((u) => !u.chatter);
    const m = h?.heading ? /^[^—–|:]*\b(?:brief|campaign|launch|proposal|plan|rfp)\b[^—–|:]*?\s*[—–|:]\s*/i.exec(h.text) : null;
    const x = m ? readNameAt(h!.text, m[0].length) : null;
    if (x && isNameLike(x.name) && /^\s*$/.test(h!.text.slice(x.end))) addB(x.name, 11, h!.index);
  }
  // Heading line 'X — new launch brief' / 'X x Inflow': a brand when it is not the product.
  const first = units.find((u) => !u.chatter);
  if (first?.heading) {
    const m = /^(.+?)\s*(?:[—–:|-]|\bx\b)\s+\S/.exec(first.text);
    const x = m ? readNameAt(m[1]!, 0) : null;
    if (x && x.end >= m![1]!.trim().length - 1) addB(x.name, 5, first.index);
  }
  // Signature: an organisation-looking line after the sign-off.
  for (const u of units.filter((x) => x.signature && !x.chatter)) {
    // '— Team Giftwala', 'Team Chowk Trails'
    const team = /^(?:[—–-]+\s*)?(?:the\s+)?team\s+(?=[\p{Lu}])/iu.exec(u.text);
    if (team) {
      const got = readNameAt(u.text, team[0].length);
      if (got && !/^(?:inflow)$/i.test(got.name)) addB(got.name, 11, u.index);
      continue;
    }
    // 'Head of Marketing, Tinytrail Baby' / 'Founder @ Ironhaus' / 'Priya Nair | Fernhollow'
    const titled = /^(.{2,60}?)\s*(?:,|@|\||\bat\b|[—–-])\s*([^,@|]+)$/.exec(u.text.replace(/[.!]+$/, ''));
    if (titled && TITLE_WORDS.test(titled[1]!)) {
      const org = readNameAt(titled[2]!, 0);
      if (org && !TITLE_WORDS.test(org.name) && !isAgencyName(org.name)) addB(org.name, 10, u.index);
      continue;
    }
    const got = readNameAt(u.text, 0);
    if (
      got &&
      got.end >= u.text.replace(/[.!]+$/, '').length - 1 &&
      // ('Agentur Nordlicht' under the sender's name: the agency that writes for the brand signs, it is not the brand.)
      !isAgencyName(got.name) &&
      !FIRST_NAMES.has(got.name.split(' ')[0]!.toLowerCase()) &&
      // ('Rania Haddad' under 'Kind regards,': a first name of any language opening two or three words is the sender.)
      !(isGazetteerFirstName(got.name.split(' ')[0]!) && got.name.split(' ').length <= 3 && !ORG_SUFFIX.test(got.name)) &&
      !TITLE_WORDS.test(got.name)
    ) {
      addB(got.name, ORG_SUFFIX.test(got.name) ? 4 : 2, u.index);
    }
  }

  for (const d of deferredBrands) {
    if (products.some((p) => p.score >= 9 && p.name.toLowerCase() !== d.name.toLowerCase())) addB(d.name, d.score, d.unit);
  }

  // A brand candidate that is the sender's mail domain ('Loom & Leaf' <- priya@loomandleaf.co) is the brand.
  // An agency writing for a client it may not name ('Our client is a 5-star resort …, they asked us not to reveal the
  // name'): the sender's mail domain and signature are the agency's.
  if (brandNegated && /\b(?:our|the|my)\s+client\b|\bclient(?:'s|s)?\b/i.test(all)) agencyClient = true;
  for (const d of agencyClient ? [] : (opts.domains ?? [])) {
    // Any capitalised run in the brief that spells the domain ('Fern & Fable' <- fernandfable).
    for (const u of units) {
      for (const m of u.text.matchAll(/(?<![\p{L}\p{N}])[\p{Lu}]/gu)) {
        const got = readNameAt(u.text, m.index);
        if (got && squash(got.name) === d && isNameLike(got.name)) brands.push({ name: cleanName(got.name), score: 16, unit: u.index });
        // 'Cocoa & Co Easter Egg Box' <- cocoaandco: the leading words that spell the domain are the brand (a run
        // ending in an organisation noun — 'Brew Haven Coffee Co.' — is the organisation's full name and stays whole).
        else if (got && ORG_SUFFIX.test(got.name.replace(/\.$/, '')) && squash(got.name).startsWith(d) && isNameLike(got.name)) brands.push({ name: cleanName(got.name), score: 16, unit: u.index });
        else if (got) {
          const toks = got.name.split(' ');
          for (let k = toks.length - 1; k >= 1; k--) {
            const pre = toks.slice(0, k).join(' ');
            if (squash(pre) === d && isNameLike(pre)) {
              brands.push({ name: cleanName(pre), score: 16, unit: u.index });
              break;
            }
          }
        }
      }
    }
    for (const c of [...brands, ...products]) {
      const n = squash(c.name);
      if (n.length >= 3 && (n === d || (d.startsWith(n) && n.length >= d.length - 6))) brands.push({ name: c.name, score: Math.max(c.score, 12) + 6, unit: c.unit });
    }
  }
  const pick = (cands: Candidate[], exclude: string[]): string => {
    const ex = exclude.map((e) => e.toLowerCase()).filter(Boolean);
    const sorted = cands
      .filter((c) => !ex.includes(c.name.toLowerCase()))
      .sort((a, b) => b.score - a.score || a.unit - b.unit);
    return sorted[0]?.name ?? '';
  };

  // Brand first (its cues are the less ambiguous), then a product that is not the brand.
  let brand = pick(
    brandNegated ? brands.filter((b) => b.score >= 20) : brands,
    [],
  );
  // 'Oliver from Tessellate Games. Tessellate is releasing …': the full form of the same name wins.
  const fuller = brands.filter(
    (b) => b.name.length > brand.length && b.name.toLowerCase().startsWith(`${brand.toLowerCase()} `) && b.score >= 12 && !products.some((p) => p.name.toLowerCase() === b.name.toLowerCase()),
  );
  if (brand && fuller.length && !brandNegated) brand = fuller.sort((a, b) => b.score - a.score)[0]!.name;
  let product = productNegated ? pick(products.filter((p) => p.score >= 20), [brand]) : pick(products, [brand]);
  // 'Cloudnest … our new product is Cloudnest Vault': a product cue that extends the picked name picks the
  // fuller one, and the shorter one standing alone is then the brand.
  if (product && !productNegated) {
    const longer = products
      .filter((p) => p.score >= 10 && p.name.toLowerCase().startsWith(`${product.toLowerCase()} `) && p.name.toLowerCase() !== brand.toLowerCase())
      .sort((a, b) => b.score - a.score)[0];
    if (longer) {
      if (!brand && !brandNegated) brand = product;
      product = longer.name;
    }
  }
  // A heading line that is only a name ('Folk Beats Festival', then 'Organiser: Rangeelo Events') is the
  // product when no cue named one and it is not the brand.
  if (!product && !productNegated) {
    const head = units.find((u) => !u.chatter && !u.signature);
    const got = head?.heading && !head.label ? readNameAt(head.text, 0) : null;
    // (Not a heading in capitals: 'NOTICE INVITING PROPOSALS'.)
    if (got && got.end >= head!.text.replace(/[\s.!:]+$/, '').length - 1 && isNameLike(got.name) && got.name.toLowerCase() !== brand.toLowerCase() && !ORG_SUFFIX.test(got.name) && !(got.name.includes(' ') && got.name === got.name.toUpperCase())) {
      product = cleanName(got.name);
    }
  }
  // A brand that only came from weak cues and equals a strong product candidate is the product's own name.
  if (!product && brand) {
    const asProduct = products.find((p) => p.name.toLowerCase() === brand.toLowerCase() && p.score >= 10);
    const strongBrand = brands.some((b) => b.name.toLowerCase() === brand.toLowerCase() && b.score >= 12);
    if (asProduct && !strongBrand && !productNegated) {
      product = brand;
      brand = pick(brands, [product]);
    }
  }
  if (!product && brand && brandIsProduct && !productNegated) product = brand;
  // No cue named the product: the best capitalised run that is not the brand and is said to be a thing (see orphanProduct).
  if (!product && !productNegated && !isLowercaseText(all)) product = orphanProduct(units, brand);
  // 'Brand name is the same as the app', 'Brand and product are both Gigsy'.
  if (!brand && product && /\bbrand(?:\s+name)?\s+(?:is|will be)\s+(?:the\s+)?same\s+as\s+(?:the\s+)?(?:app|product|product name)|\b(?:brand and product|product and brand)(?:\s+names?)?\s+(?:are|is)\s+(?:both\s+|the\s+same|one and the same)/i.test(all)) brand = product;
  // 'Co-founder of Brightnest. Brightnest is a sleep-coaching app …': no other product, and the brand is said to be
  // an app, a drink, a game … — the brand's name is the product's too.
  if (!product && brand && !productNegated && !brandNegated) {
    const b = brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const selfDescribed = new RegExp(`(?:^|[.!?]\\s+|\\b(?:and|so)\\s+)${b}\\s+(?:is|are)\\s+(?:a|an)\\s+(?:[\\p{L}-]+\\s+){0,5}?(?:app|platform|game|drink|snack|tool|device|service|subscription|course|podcast|show|serum|supplement|kit|card|marketplace|tracker|wearable)\\b`, 'iu');
    if (units.some((u) => !u.signature && selfDescribed.test(u.text))) product = brand;
  }
  // No cue named the brand: the best remaining organisation-like capitalised run (see orphanBrand).
  if (!brand && !brandNegated && product) brand = orphanBrand(units, product);
  // "Hi! We're nailed it studio (all lowercase …)": a lowercase name after 'we're' that a bracket or an appositive
  // follows, in mixed-case text.
  if (!brand && !brandNegated && !isLowercaseText(all)) {
    for (const u of units) {
      if (u.signature || u.chatter) continue;
      const m = new RegExp(`\\b[Ww]e(?:'re| are)\\s+${LC_NAME}(?=\\s*(?:\\(|,\\s+(?:a|an)\\s|\\s[—–-]\\s*(?:a|an)\\s))`, 'u').exec(u.text);
      const n = m?.[1]?.trim() ?? '';
      if (n && !LC_GENERIC.test(n) && n.split(/\s+/).length <= 4 && isNameLike(n) && n !== product.toLowerCase()) {
        brand = n;
        break;
      }
    }
  }
  // All-lowercase chat has no capitals to read names from: read the phrase a cue introduces instead.
  if ((!product || !brand) && isLowercaseText(all)) {
    const fb = lowercaseNames(units);
    if (!brand && !brandNegated && fb.brand && fb.brand !== product) brand = fb.brand;
    if (!product && !productNegated && fb.product && fb.product !== brand) product = fb.product;
  } else if (!product && !productNegated) {
    // Mixed-case text with a lowercase product name after a launch cue ('we're launching bunkbed nomad pass — …').
    const fb = lowercaseNames(units, true);
    if (fb.product && fb.product !== brand.toLowerCase() && fb.product.split(/\s+/).length >= 2) product = fb.product;
  }
  return { product, brand };
}

/**
 * The last resort for a brief whose phrasing no brand cue knows ('Brief — Rootwise Health',
 * 'new inbound: Monsoon Mart wants creators for their Rainproof Bundle'): every capitalised run that
 * is not the product, a place, a person's first name, a platform or a sentence's ordinary first word is
 * scored — an organisation noun ('Health', 'Mart', 'Labs'), a line of its own, a sentence subject
 * followed by a verb, several words, an early position — and the best one with enough evidence wins.
 */
/** The capitalised runs of a text that start a name (the previous word is not capitalised), read and cleaned. */
function* nameRuns(t: string) {
  for (const m of t.matchAll(/(?<![\p{L}\p{N}'&-])[\p{Lu}]/gu)) {
    const prevWord = /(\S+)\s+$/.exec(t.slice(0, m.index))?.[1] ?? '';
    if (/^[\p{Lu}]/u.test(prevWord) && !/[.,:;!?)—–-]$/.test(prevWord)) continue;
    const got = readNameAt(t, m.index);
    if (!got) continue;
    const name = cleanName(got.name);
    yield { m, got, name, low: name.toLowerCase(), words: name.split(/\s+/) };
  }
}

/**
 * The last resort for a product no cue names: every capitalised run that is not the brand, a place, a first name,
 * a platform or an ordinary sentence opener is scored — what follows it says what it is (', a …', ' — a …',
 * ' is a …', ' (₹…'), a launch word shortly before it, several words — and the best with enough evidence wins.
 */
function orphanProduct(units: Unit[], brand: string): string {
  const b = brand.toLowerCase();
  let best: { name: string; score: number } | null = null;
  for (const u of units) {
    if (u.chatter || u.signature || (u.label && u.label !== 'product_name' && u.label !== 'product_description')) continue;
    const t = u.label ? u.body : u.text;
    for (const { m, got, name, low, words } of nameRuns(t)) {
      if (!isNameLike(name) || isPlace(name) || (b && (low === b || b.includes(low)))) continue;
      if (FIRST_NAMES.has(words[0]!.toLowerCase()) || (words.length === 1 && STOP_FIRST.has(low.replace(/[^\p{L}']/gu, '')))) continue;
      if (NOT_A_NAME.test(name) || /^[\p{Lu}\d]{2,5}$/u.test(name) || TITLE_WORDS.test(name) || ORG_SUFFIX.test(name)) continue;
      // An all-capitals run in mixed-case text is a heading ('REQUEST FOR PROPOSAL').
      if (words.length >= 2 && name === name.toUpperCase()) continue;
      const rest = t.slice(got.end);
      const before = t.slice(Math.max(0, m.index - 40), m.index);
      let score = 0;
      // (Case matters here: a capitalised word after the dash is another name or a heading, not a description.)
      if (/^\s*(?:,\s*(?:a|an|the|our)\s|\s[—–-]\s*(?:a|an|the|our)?\s*[\p{Ll}]|:\s*(?:a|an)\s|\s+(?:is|are)\s+(?:a|an|our)\s|\s*\(\s*(?:[₹$£€]|[Rr]s\.?\s*\d|\d))/u.test(rest)) score += 3;
      if (/\b(?:launch\w*|new|introduc\w*|meet|present\w*|called|named|releas\w*|dropp\w*|unveil\w*|debut\w*|our)\b[^.!?]{0,30}$/i.test(before)) score += 2;
      if (words.length >= 2) score += 1;
      const sentenceStart = m.index === 0 || /[.!?:—–-]\s*$/.test(t.slice(0, m.index));
      if (sentenceStart && words.length === 1) score -= 1;
      if (!best || score > best.score) best = { name, score };
    }
  }
  return best && best.score >= 4 ? best.name : '';
}

function orphanBrand(units: Unit[], product: string): string {
  const p = product.toLowerCase();
  const scores = new Map<string, { name: string; score: number }>();
  const content = units.filter((u) => !u.chatter && !u.signature);
  content.forEach((u, k) => {
    if (u.label && u.label !== 'brand_name' && u.label !== 'product_name' && u.label !== 'product_description') return;
    const t = u.label ? u.body : u.text;
    for (const { m, got, name, low, words } of nameRuns(t)) {
      if (!isNameLike(name) || isPlace(name) || low === p || (p.includes(low) && !p.startsWith(`${low} `)) || low.includes(p)) continue;
      if (FIRST_NAMES.has(words[0]!.toLowerCase()) || (words.length === 1 && STOP_FIRST.has(low.replace(/[^\p{L}']/gu, '')))) continue;
      if (NOT_A_NAME.test(name) || /^[\p{Lu}\d]{2,5}$/u.test(name)) continue;
      // (An agency that writes for the brand, signing on a line of its own, is not the brand.)
      if (isAgencyName(name)) continue;
      const sentenceStart = m.index === 0 || /[.!?:—–-]\s*$/.test(t.slice(0, m.index));
      const rest = t.slice(got.end);
      let score = 0;
      if (ORG_SUFFIX.test(name)) score += 3;
      if (words.length >= 2) score += 1;
      if (got.end >= t.replace(/[\s.!]+$/, '').length - 1 && m.index === 0) score += 3; // a line of its own
      if (/^\s*(?:\([^)]{0,60}\)\s*)?(?:is|are|has|have|wants?|needs?|makes?|sells?|runs?|builds?|brings?|offers?|would like|is looking|are looking)\b/i.test(rest)) score += 2;
      if (k <= 1) score += 1;
      // A one-word run opening a sentence is most often an ordinary word ('Launching', 'Perfect').
      if (sentenceStart && words.length === 1 && !ORG_SUFFIX.test(name)) score -= 2;
      const prev = scores.get(low);
      scores.set(low, { name, score: Math.max(score, prev?.score ?? -Infinity) + (prev ? 1 : 0) });
    }
  });
  const best = [...scores.values()].sort((a, b) => b.score - a.score)[0];
  return best && best.score >= 3 ? best.name : '';
}

function isLowercaseText(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  const upper = text.replace(/[^\p{Lu}]/gu, '').length;
  // Chat typed in lowercase, with at most a few capitalised names ('we're gamebox … Ghost Dhaba, on Steam').
  return letters.length > 20 && upper / letters.length < 0.025;
}

const LC_NAME = "([\\p{Ll}\\p{N}][\\p{Ll}\\p{N}&'.-]*(?:\\s+(?:&\\s+)?[\\p{Ll}\\p{N}][\\p{Ll}\\p{N}&'.-]*){0,3}?)";
const LC_STOP = "(?=\\s*(?:[,.;:!?()—–]|\\s-\\s|$)|\\s+(?:and|here|se|hain|hai|team|which|that|who|is|its|it's|we|from|by|for|a|an|the|launch\\w*|\\d+(?![\\p{L}\\d-]))\\b)";
const LC_BRAND = new RegExp(
  `\\b(?:i|we|me and my [\\p{Ll}-]+|my [\\p{Ll}-]+ and i)\\s+(?:run|own|started|founded|co-?founded)\\s+${LC_NAME}${LC_STOP}|\\b(?:this is|i'?m|i am|it'?s)\\s+[\\p{Ll}]+\\s+(?:from|at|with)\\s+${LC_NAME}${LC_STOP}|\\b(?:the\\s+)?team\\s+(?:at|from)\\s+${LC_NAME}${LC_STOP}|\\b(?:folks|people|team|minds|makers)\\s+behind\\s+${LC_NAME}${LC_STOP}|\\b(?:i'?m|im|i am|we'?re|we are)\\s+(?:from|with)\\s+${LC_NAME}${LC_STOP}|(?:^|[.!]\\s*|\\b(?:hi|hey|hello|heyy|yo)[!,.]*\\s+)${LC_NAME}\\s+here\\b|(?:^|[.!,]\\s*|\\b(?:hi|hey|hello|so)\\s+(?:so\\s+)?)(?:we(?:'re| are| r)|this is(?: from)?|hum(?: log)?|we at|team)\\s+${LC_NAME}${LC_STOP}|\\bbrand(?:\\s+name)?\\s*(?:is|hai|:|=|-|→|called|named)?\\s+${LC_NAME}${LC_STOP}|\\b(?:it'?s|its|this is|we(?:'re| are))\\s+the\\s+${LC_NAME}\\s+team\\b|\\b(?:founder|co-?founder|ceo|cmo|head of [\\p{Ll}]+)\\s+(?:at|of|@)\\s+(?:(?:[\\p{Ll}-]+\\s+)?(?:startup|brand|company|studio)\\s+)?${LC_NAME}${LC_STOP}|\\b(?:startup|brand|company|studio|label)\\s+(?:called|named)\\s+${LC_NAME}${LC_STOP}|\\bwe\\s*\\(\\s*${LC_NAME}\\s*\\)`,
  'u',
);
const LC_PRODUCT = new RegExp(
  `\\b(?:putting out|launching|lanching|dropping|releasing|introducing|bringing out|(?:just\\s+)?(?:made|built)|(?:new\\s+|naya\\s+|nayi\\s+)?(?:game|app|drop|launch|product)\\s+(?:is|hai|=|:)(?:\\s+(?:called|named))?|called(?:\\s+the)?|named(?:\\s+the)?|(?:new\\s+)?product(?:\\s+name)?\\s*(?:is|:|=|-|→)?)\\s+${LC_NAME}${LC_STOP}`,
  'u',
);
// Only a launch verb, for lowercase product names inside mixed-case text.
const LC_LAUNCH = new RegExp(`\\b(?:putting out|launching|dropping|releasing|introducing)\\s+${LC_NAME}${LC_STOP}`, 'u');
// A short quoted phrase after a launch verb in the same sentence ('launching a meal plan — 'nine months', …').
const LC_QUOTED = /\b(?:launch(?:ing)?|introducing|dropping|releasing|called|named|[Oo]ur new|[Oo]ur latest)\b[^.!?'"]{0,60}['"]([\p{Ll}\p{N}][\p{Ll}\p{N}&' -]{1,30}?)['"]/u;
const LC_GENERIC = /^(?:a|an|the|our|my|new|this|it|product|brand|company|startup|something|stuff|details?|info|information|name|specs|description|launching|introducing|dropping|releasing|making|building|bringing|putting|working|planning|looking|excited|thrilled|called|named|going|about|trying|based|from)\b|^(?:a|an|our|the|new)\s/;

function lowercaseNames(units: Unit[], launchOnly = false): { product: string; brand: string } {
  let product = '';
  let brand = '';
  for (const u of units) {
    if (u.signature) continue;
    const t = u.label === 'brand_name' || u.label === 'product_name' ? `${u.labelText} ${u.body}` : u.text;
    const b = LC_BRAND.exec(t);
    // ('good boy co.' keeps the point of its abbreviation, as capitalised names do.)
    const bn = (b?.slice(1).find(Boolean) ?? '').trim().replace(/(?<!\b(?:co|inc|ltd|corp|bros))[.'-]+$/, '');
    if (!brand && bn && !LC_GENERIC.test(bn) && !PLACEHOLDER_NAME.test(bn) && isNameLike(bn) && !isPlace(bn)) brand = bn;
    const p = launchOnly ? (LC_LAUNCH.exec(t) ?? LC_QUOTED.exec(t)) : (LC_PRODUCT.exec(t) ?? LC_QUOTED.exec(t));
    const pn = (p?.[1] ?? '').trim().replace(/[.'-]+$/, '');
    if (!product && pn && !LC_GENERIC.test(pn) && !PLACEHOLDER_NAME.test(pn) && isNameLike(pn)) product = pn;
  }
  return { product, brand };
}

// A mail's sender line ('From: …'), which segment.ts reads as a brand label.
const SENDER_LABEL = /^from$/i;
// 'Brand: confidential for now', 'Product: TBD', 'Name: not decided yet'.
const PLACEHOLDER_NAME =
  /^(?:(?:n\/?a|na|none|nil|tbd|tbc|tba|unknown|unnamed|untitled)(?![\p{L}\p{N}])|-+|\?+|(?:still\s+)?(?:confidential|secret|undisclosed|under wraps|not (?:decided|final|public|disclosed|yet (?:decided|named|public))|to be (?:decided|announced|confirmed|revealed))\b|(?:can'?t|cannot) (?:share|reveal|disclose))/iu;
const GREET =
  /^(?:hi+|hey+|hello+|helo|hiya|heya|yo|arre|arey|are yaar|arre yaar|yaar|bhai|boss|guys|ok so|so|dear|greetings|namaste|namaskar(?:am)?|hola|bonjour|howdy|g'day|ahoy|good (?:morning|afternoon|evening|day)|morning|evening|afternoon)\b/i;
const LEADING_JUNK =
  /^(?:the|a|an|our|we|we're|i|i'm|it|it's|this|that|so|and|but|or|also|hi+|hey+|hello+|hiya|heya|yo|dear|greetings|namaste|hola|bonjour|howdy|team|folks|all|everyone|ok|okay|well|now|just|then|meet|introducing|presenting|launching|at|from|with|by|for|to|of|in|on|new)$/i;
const TITLE_WORDS =
  /\b(?:head|manager|lead|founder|co-founder|cofounder|ceo|cmo|coo|cto|director|vp|vice president|officer|executive|associate|intern|marketing|partnerships?|growth|brand manager|communications|pr|social media|team|owner|consultant|strategist|coordinator|specialist)\b/i;
const GREETING = /^(?:hi|hello|hey|heya|hiya|yo|dear|greetings|namaste|namaskar(?:am)?|hola|bonjour|hoi|g'day|howdy|hey there|hi there|hello there|hi team|hey team)(?:\s+(?:team|all|everyone|folks|there))?$/i;
