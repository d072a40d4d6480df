// Cutting a brief into units (sentences or labelled lines) and recognising field labels,
// greetings, pleasantries and the signature block.

import { FOREIGN_BUDGET_WORDS, FOREIGN_CREATOR_NOUNS, SIGN_OFF_WORDS } from './lexicon.js';
import { cueWord } from './name-gazetteer.js';

export type LabelKind =
  | 'product_name'
  | 'brand_name'
  | 'product_description'
  | 'target_audience'
  | 'key_use_cases'
  | 'campaign_goal'
  | 'total_budget'
  | 'product_niche'
  | 'creators'
  | 'price'
  | 'timeline'
  | 'platform';

export interface Unit {
  /** The unit's text, spaces collapsed, bullet and emoji stripped. */
  text: string;
  /** Text after the label when the unit is labelled, else the text. */
  body: string;
  label: LabelKind | null;
  labelText: string;
  line: number;
  index: number;
  /** True for units inside the sign-off block. */
  signature: boolean;
  /** A greeting or pleasantry with no content ('Hi both,', 'Hope you're well!'). */
  chatter: boolean;
  /** First unit of a line that has no sentence punctuation and reads like a heading. */
  heading: boolean;
  /** A unit of earlier mail quoted below a reply (the reply above it is the later message). */
  quoted?: boolean;
}

export function normaliseBrief(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    // A row pasted from a spreadsheet (cells between tabs) is a table row.
    // ('Product<TAB>Starter Kit' is a two-cell row; a line indented with tabs is not a row.)
    .replace(/^[ ]*[^\s][^\n\t]*\t+[^\n]*\S[^\n]*$/gm, (row) => `| ${row.split(/\t+/).map((c) => c.trim()).join(' | ')} |`)
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000\t]/g, ' ')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, (c) => (c === '\u200d' ? c : ''))
    .replace(/[’‘ʼ]/g, "'")
    .replace(/[“”„]/g, '"')
    .replace(/…/g, '...')
    // 'TL;DR' is one word (its ';' splits nothing).
    .replace(/\bTL;\s?DR\b/gi, 'TLDR')
    .replace(/\u2011|\u2010/g, '-')
    // A misspelt 'budget' ('budjet 2 lakh', 'bugdet') is read as the word.
    .replace(/\b(?:budjet|bugdet|budegt|buget|budgt|budgte|bujet)(s?)\b/gi, 'budget$1')
    // German compounds ('Gesamtbudget', 'Kampagnenbudget') hold the word too.
    .replace(/\b(gesamt|kampagnen|werbe|marketing|creator|influencer|jahres|monats|projekt)(budget)/gi, '$1-$2')
    // Trade marks are no part of a name ('FreshNest™ Odour Absorber').
    .replace(/[™®℠]|\((?:tm|TM|R)\)(?=\s|$)/g, '');
}

// Emoji runs act as sentence breaks ('Bounceroot here 👋 launching ...').
const EMOJI_RUN = /(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D})+/gu;
// A checklist's box ('[ ]', '[x]', '[✓]') before an item: layout.
const CHECKBOX = /^\[[ xX✓✔]?\]\s*/u;
// (CJK writers' bullets — '・', '●', '■', '◆', '※' — need no space after them.)
const BULLET = /^\s*(?:[・●■◆◇○◎※]\s*|(?:[-*•·▪◦►▶➤→✓✔☐☑>]+|#{1,6}|\d{1,2}[.)]|\d{1,2}\.\d{1,2}\.?(?=\s+[\p{Lu}])|[a-z][.)](?=\s))\s+)/u;

const ABBREVIATIONS = new Set([
  'rs', 'no', 'co', 'ltd', 'inc', 'vs', 'etc', 'eg', 'ie', 'approx', 'mr', 'mrs', 'ms', 'dr', 'st', 'jr', 'sr', 'pvt',
  'corp', 'avg', 'est', 'dept', 'feat', 'ft', 'min', 'max', 'nos', 'qty', 'hrs', 'yrs', 'mins', 'sec', 'incl', 'excl',
  'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'dhs', 'u.s', 'e.g', 'i.e', 'a.m', 'p.m', 'vol', 'ep', 'mk',
  // Money and German abbreviations ('15 Tsd. Euro', '2,5 Mio. €', 'ca. 500', 'Fr. 49.–').
  'tsd', 'mio', 'mrd', 'fr', 'sfr', 'ca', 'inkl', 'zzgl', 'bzw', 'ggf', 'usw',
]);

function splitSentences(line: string): string[] {
  const out: string[] = [];
  let start = 0;
  const re = /([.!?]+)(["')\]]*)(\s+)/g;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    const end = m.index + m[1]!.length + m[2]!.length;
    // 'Goal toh... honestly not decided': an ellipsis before a lowercase word is a pause, not a sentence end.
    if (/^\.{2,}$/.test(m[1]!) && !m[2] && /^[\p{Ll}]/u.test(line.slice(m.index + m[0].length))) continue;
    if (m[1] === '.') {
      const word = /([\p{L}.]+)$/u.exec(line.slice(start, m.index))?.[1]?.toLowerCase() ?? '';
      // 'Brand: Urbane Pet Co. Product: not finalised.' — an abbreviation before another field label still ends it.
      const labelNext = /^([\p{L}][\p{L} ]{1,24}):\s/u.exec(line.slice(m.index + m[0].length));
      if ((ABBREVIATIONS.has(word) || ABBREVIATIONS.has(word.replace(/\.$/, ''))) && !(labelNext && classifyLabel(labelNext[1]!))) continue;
      // A single capital initial ('J. Smith').
      // ('USB-C. Built for …' ends a sentence: the letter follows a hyphen, not a space.)
      if (/^[a-z]$/i.test(word) && /[A-Z]/.test(line[m.index - 1] ?? '') && /^\s?$/.test(line[m.index - 2] ?? '')) continue;
    }
    out.push(line.slice(start, end));
    start = end + m[3]!.length;
  }
  out.push(line.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}

// ---- labels --------------------------------------------------------------------------------------

// Field labels in the other languages briefs arrive in (German, Portuguese, Spanish, French, Italian, Dutch,
// Indonesian): the common words for each field, whole label only ('Zielgruppe:', 'Público-alvo:', 'Objetivo:').
const FOREIGN_LABELS: Array<[RegExp, LabelKind]> = [
  [/^(?:(?:produkt|produto|producto|produit|prodotto|produk)?\s*(?:beschreibung|descrição|descricao|descripción|descripcion|descrizione|deskripsi|omschrijving|beschrijving)|(?:über das|sobre o|sobre el|à propos du|tentang) produ[kc]?t[oa]?|was es ist|o que é|qué es|details zum produkt)$/iu, 'product_description'],
  [/^(?:(?:neues?|novo|nova|nuevo|nueva|nouveau|nouvelle|nuovo|baru)\s+)?(?:produkt|produto|producto|produit|prodotto|produk|artikel)(?:\s*(?:name|baru))?$|^(?:produktname|nome do produto|nombre del producto|nom du produit|nome del prodotto|nama produk|produktnaam)$/iu, 'product_name'],
  [/^(?:marke|markenname|marca|marque|marchio|merek|merk|kunde|auftraggeber|cliente|empresa|unternehmen|firma|entreprise|azienda|perusahaan|klien|klant|bedrijf)$/iu, 'brand_name'],
  [/^(?:(?:verkaufs|laden)?preis|uvp|preço(?: de venda)?|preco|precio|prix|prezzo|harga|prijs)$/iu, 'price'],
  // ('Presupuesto para creadores', 'Orçamento de influenciadores', 'Presupuesto creadores': the word and whom the money is for.)
  // ('Plata:' is Latin American Spanish for the money.)
  [new RegExp(`^(?:honorar|vergütung|${FOREIGN_BUDGET_WORDS}|plata|biaya|budget (?:total|gesamt)|bilancio|tarif)(?:(?:\\s+(?:para|de|dos|das|für|pour|per|voor|untuk|til|för))?(?:\\s+[\\p{L}]+){1,2})?$`, 'iu'), 'total_budget'],
  [/^(?:anwendung(?:en|sfälle)?|einsatz(?:zweck|bereiche?|szenarien)?|nutzung|verwendung|(?:casos? de )?usos?|casos de uso|ocasiões|ocasiones|momentos|utili[sz]ation|occasions d'usage|utilizzo|impiego|kegunaan|penggunaan|gebruik|c[oó]mo se usa|c[oó]mo usarlo|para qu[eé] sirve|como usar|para que serve|wie (?:man es|es) (?:nutzt|genutzt wird)|comment l'utiliser|cara pakai|pake|pakai|dipakai|dipake)$/iu, 'key_use_cases'],
  [/^(?:ziele?|kampagnenziele?|zielsetzung|objetivos?|metas?|objectifs?|obiettivi|obiettivo|tujuan|doel(?:stelling)?|kpis? (?:e|und|y|et|dan) (?:ziele?|objetivos?|metas?|objectifs?|tujuan))(?:\s+(?:der kampagne|da campanha|de la campaña|de (?:la )?campagne|kampanye|principal|utama))?$/iu, 'campaign_goal'],
  [/^(?:zielgruppen?|für wen|für|público(?:[- ]alvo)?|publico(?:[- ]alvo)?|para quem|para quién|para|audiência|audiencia|cible|public(?: cible)?|pour|pour qui|pubblico|destinatari|target audiens|target pasar|sasaran|untuk|buat|khalayak|doelgroep|voor)(?:\s+(?:doble|principal|primária|objetivo|alvo|utama|principale))?$/iu, 'target_audience'],
  [/^(?:kategorie|branche|categoria|categoría|catégorie|kategori|nicho|nicchia|niche)$/iu, 'product_niche'],
  [/^(?:zeitraum|zeitplan|laufzeit|termine?|prazo|cronograma|período|periodo|calendrier|période|jadwal|periode|planning)$/iu, 'timeline'],
  [/^(?:plattformen?|kanäle|plataformas?|canais|canales|plateformes?|piattaforme|platform|kanal)$/iu, 'platform'],
  // Hindi / Urdu labels written in Latin script ('Paisa –', 'Log kaun –', 'Kya karta hai –').
  [/^(?:paisa|paise|kharcha|kharch|kharchaa)$/iu, 'total_budget'],
  [/^(?:log kaun|kaun kharidega|kaun use karega|grahak|customer kaun)$/iu, 'target_audience'],
  [/^(?:kya karta hai|kya karti hai|kya kaam karta hai|kaisa hai)$/iu, 'product_description'],
  [/^(?:istemaal|istemal|upyog|kaam mein kab|kab kaam aata hai)$/iu, 'key_use_cases'],
  [/^(?:maksad|maqsad|uddeshya|lakshya)$/iu, 'campaign_goal'],
  // The field words of the other languages of the currencies the product accepts (Czech, Slovak, Polish, Hungarian,
  // Romanian, Swedish, Norwegian, Danish, Finnish, Turkish, Greek in Latin letters, Vietnamese): whole label only.
  [/^(?:popis(?: produktu)?|opis(?: produktu)?|leírás|termékleírás|descriere|beskrivning|beskrivelse|produktbeskrivelse|kuvaus|açıklama|ürün açıklaması|mô tả(?: sản phẩm)?)$/iu, 'product_description'],
  // (One-word brand and product nouns of these languages — 'Značka', 'Márka', 'Termék' — are read by cueWord, below.)
  [/^thương hiệu$/iu, 'brand_name'],
  [/^(?:název produktu|nazwa produktu|terméknév|termék neve|produktnamn|ürün adı|sản phẩm|tên sản phẩm)$/iu, 'product_name'],
  [/^(?:cílová skupina|cieľová skupina|grupa docelowa|célcsoport|célközönség|public țintă|public tinta|målgrupp|målgruppe|kohderyhmä|hedef kitle|đối tượng(?: mục tiêu)?|khách hàng mục tiêu)$/iu, 'target_audience'],
  [/^(?:použití|použitie|využití|zastosowanie|użycie|felhasználás|használat|utilizare|användning|bruk|anvendelse|brug|käyttö|kullanım|cách dùng|công dụng)$/iu, 'key_use_cases'],
  [/^(?:cíl(?:e)?(?: kampaně)?|cieľ|cel(?:e)?(?: kampanii)?|cél(?:ok)?|kampánycél|obiectiv(?:e)?|mål(?:sättning)?|målet|tavoite(?:et)?|amaç|hedef|kampanya hedefi|mục tiêu)$/iu, 'campaign_goal'],
  [/^(?:rozpočet|budżet|költségvetés|keret|buget|budsjett|budget(?:ti)?|budjetti|bütçe|ngân sách)$/iu, 'total_budget'],
];

// Checked in order; the first that matches the label text decides.
const LABEL_RULES: Array<[RegExp, LabelKind]> = [
  ...FOREIGN_LABELS,
  [/^(?:product|item|offering|launch)\s+(?:description|details|overview|info|information|summary)$|^(?:description|desc|descr|spec|about(?: (?:it|the product))?|what it is|what(?: is|'s) it(?: exactly| really)?|what|what it does|what does it do|what's the product|what (?:we|i)(?:'re| are|'m| am)? (?:launching|selling|making|pushing|promoting|featuring|advertising|bringing out|building|releasing|dropping)|the product is|overview|details|specs|specifications|features|key features|product features|usp|usps|highlights|format|how it works|(?:the\s+)?pitch|(?:the\s+)?concept|(?:the\s+)?idea|the product|log-?line|synopsis|premise|plot|blurb|one-?liner|elevator pitch|what it'?s about|summary|(?:the )?pieces|what(?:'s| is) in it|what(?:'s| is) inside|(?:what's |what is )?in the box|inside the box|includes|what you get|what makes it (?:special|different)|the (?:gear|kit)|bits to mention|talking points|key (?:messages|points)|must[- ]mentions?|mentions|selling points|key claims|claims|ingredients|tech specs|kya hai|kya h|kya cheez hai|product kya hai)$/i, 'product_description'],
  [/^(?:new|new one|the new one|introducing|launching|presenting|meet|now launching|coming soon|launching soon)$|^(?:(?:new|naya|nayi|latest|upcoming|hero|our|the|first|next|newest|debut|flagship|star|main|featured)\s+)*(?:product|product name|product\/service|name of (?:the )?product|item|offering|app|app name|game|title|launch|drop|flavou?r|variant|model|collection|service|sku|show|event|course|album|single|ep|book|novel|film|movie|podcast|song|track|festival)(?:\s+(?:name|launch|title))?$/i, 'product_name'],
  [/^(?:brand|brand name|company|company name|client|client name|business|organi[sz]ation|advertiser|from|startup|label|studio|manufacturer|maker|(?:campaign|brief|launch|push) (?:for|from|by)|for brand|on behalf of|who we are|about us|(?:the )?brand behind it|our (?:brand|company)|band|artist|artiste|new client(?: alert)?|client alert|new brand|organi[sz]er|organi[sz]ed by|issuer|sponsor|host(?:ed by)?|made by|brought to you by|manufactured by|produced by|a product (?:of|by)|publisher|developer|presented by|by|operator|seller|retailer|parent company|company\/brand|brand\/company)$|^(?:(?:parent|client|master|umbrella|mother|our|the)\s+)?(?:brand|company|client)(?:\s+(?:owner|house|name|org|organi[sz]ation|side))?$|^(?!(?:prepared|written|compiled|drafted|sent|submitted|approved|reviewed|signed|edited|shared|posted|requested)\b)[\p{Ll}]+(?:ed|en|ht)\s+by$/iu, 'brand_name'],
  [/^(?:price|pricing|mrp|retail price|cost to customer|rrp|price point|selling price|sale price)$/i, 'price'],
  [/\b(?:budget|spend|money|investment|outlay|wallet|kitty|purse|war chest|total available|available budget|fees?|rates?|compensation|payout|commercials?|pay|cost|costs|amount)\b/i, 'total_budget'],
  // 'What creators do', 'what we want creators to show': what the creators film is the product in use.
  [new RegExp(`\\b(?:creators?|influencers?|streamers?|youtubers?|${FOREIGN_CREATOR_NOUNS})\\s+(?:(?:should|will|can|could|must|to|would)\\s+)?(?:do|show|showcase|film|create|cover|feature|demo)\\b`, 'iu'), 'key_use_cases'],
  // 'What to show', 'How people watch', 'How moms wear it': what the creators film is the product in use.
  [/^(?:what (?:to|we(?:'d| would)? (?:like|want) (?:them |creators )?to) show(?:case)?|things to show|how (?:[\p{L}-]+\s+){1,2}(?:use|uses|wear|wears|watch|watches|play|plays|cook|cooks|eat|eats|drink|drinks|ride|rides|drive|drives|listen|listens|read|reads|apply|applies|style|styles|enjoy|enjoys|shop|shops)(?: (?:it|them|this))?)$/iu, 'key_use_cases'],
  [/^(?:the )?why(?: (?:go|buy|use it|people buy|it matters|they'?ll love it))?$|jobs? to be done|jtbd|^(?:kab|kaise|kahan|kaha)\b|\busecases?\b|\bworn\b|\bwear(?:ing)? (?:it|them)\b|\bwhen (?:they|you|people|users|to)\b|\bwhen (?:would|do|does|will|should|can|might|are) (?:they|you|people|users|customers|someone|folks|it)\b|\breach for\b|\buses?\b|\busage\b|\bused\b|use[- ]cases?|occasions?|moments?|(?:use |usage )?scenes?|where it fits|scenarios?|best (?:for|on|with)|perfect for|great for|good for|ideal for|handy for|wear it|ideal trips?|trips|applications?|when to use|situations|benefits|why (?:people|they|customers)/i, 'key_use_cases'],
  [/\b(?:goals?|objectives?|aims?|kpis?|outcomes?|purpose|success|success metrics?|asks?|the ask|cta|desired result|results? wanted|what we want(?: out of it)?|what do (?:we|you) want(?: from [\w\s]+)?|north star|target outcome|^(?:want|wants|we want)$|what we need|mission)\b/i, 'campaign_goal'],
  [/\b(?:audiences?|target|targets|ta|tg|demographics?|customers?|users|buyers|personas?|who|market|consumers|readers|viewers|listeners|players|shoppers|segment|people|folks|crowd|icp|kiske liye|kis ke liye|kaun log|ideal (?:customer|buyer|user))\b|(?:^|\s)for$/i, 'target_audience'],
  [/\b(?:niche|category|industry|vertical|sector|space)\b/i, 'product_niche'],
  [new RegExp(`\\b(?:creators?|influencers?|creator type|creator niche|talent|profiles?|kols?|partners?|${FOREIGN_CREATOR_NOUNS})\\b`, 'iu'), 'creators'],
  [/\b(?:timeline|dates?|launch date|deadline|duration|timing|when)\b/i, 'timeline'],
  [/\b(?:platforms?|channels?|deliverables?|content)\b/i, 'platform'],
];

// Typo tolerance for one-word labels ('Budjet', 'Audiance', 'Objectve'): one edit from a label word.
const LABEL_WORDS: Array<[string, LabelKind]> = [
  ['budget', 'total_budget'], ['audience', 'target_audience'], ['objective', 'campaign_goal'], ['product', 'product_name'],
  ['brand', 'brand_name'], ['company', 'brand_name'], ['description', 'product_description'], ['usecases', 'key_use_cases'],
  ['target', 'target_audience'], ['goal', 'campaign_goal'],
];
function oneEditAway(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export function classifyLabel(label: string): LabelKind | null {
  const l = label.trim().replace(/[*_#]+/g, '').replace(/\s+/g, ' ');
  if (!l || l.length > 40 || l.split(' ').length > 6 || /\d/.test(l)) return null;
  // A form's prompt 'Describe the product' / 'Tell us about your brand' asks for a description.
  if (/^(?:please\s+)?(?:briefly\s+)?(?:describe|explain|tell us(?: more)? about)\s+(?:(?:the|your|it|this|what)\b\s*)*(?:product|brand|offering|item|it|service|app)?(?:\s+(?:in (?:brief|short|a few words|one line)|briefly))?\??$/i.test(l)) return 'product_description';
  // A question used as a label reads by what it asks about ('Who's the brand?' is the brand, not an audience).
  const asked = l.replace(/\?+$/, '').replace(QUESTION_LEAD, '');
  if (asked && asked !== l.replace(/\?+$/, '') && /^(?:brand|company|client|product|budget|goal|objective)\b/i.test(asked)) {
    for (const [re, kind] of LABEL_RULES) if (re.test(asked)) return kind;
  }
  for (const [re, kind] of LABEL_RULES) if (re.test(l)) return kind;
  // A one-word field noun in another language, by the same translation table the name model reads its context with
  // ('Značka' and 'Marca' are 'brand', 'Termék' and 'Produs' are 'product').
  const cue = l.includes(' ') ? '' : cueWord(l.replace(/:$/, ''));
  if (cue === 'brand' || cue === 'client' || cue === 'company') return 'brand_name';
  if (cue === 'product') return 'product_name';
  // 'Name of organisation', 'Product to be promoted', 'Brand & product': the field noun inside a longer label.
  // ('Short product description', 'Main campaign objective(s)': a qualifier in front, a plural '(s)' behind.)
  const core = l
    .replace(/^(?:short|brief|full|detailed|primary|main|secondary|overall)\s+(?=\S+\s)/i, '')
    .replace(/\(s\)$/i, '')
    .replace(/^(?:name|details)\s+of\s+(?:the\s+)?/i, '')
    .replace(/\s+(?:to be|being)\s+[\p{L}]+(?:\s+[\p{L}]+)?$/iu, '')
    .replace(/\s*(?:&|\+|\band\b)\s*.*$/i, '');
  if (core && core !== l) {
    const k = classifyLabel(core);
    if (k) return k;
  }
  // 'Property/product', 'Item / SKU': alternatives joined by a slash read as the first that is a label.
  if (l.includes('/')) {
    for (const part of l.split(/\s*\/\s*/)) {
      const k = part && part !== l ? classifyLabel(part) : null;
      if (k) return k;
    }
  }
  const last = l.toLowerCase().split(' ').pop()!;
  if (last.length >= 5 && l.split(' ').length <= 2) for (const [w, kind] of LABEL_WORDS) if (w.length >= 5 && oneEditAway(last, w)) return kind;
  // A question used as a label ('Which brand?', 'What's the budget?').
  const q = l.replace(/\?+$/, '').replace(QUESTION_LEAD, '');
  if (q && q !== l) for (const [re, kind] of LABEL_RULES) if (re.test(q)) return kind;
  return null;
}

const LABEL_RE = /^([\p{L}][\p{L}'&/()\s_-]{0,40}?)\s*(?::|\s[-–—]+\s|[-–—]{1,2}\s|=|\s?(?:→|->|=>)\s?)\s*(.*)$/u;

// Openers that carry no field: 'Quick brief: ...', 'New drop alert: ...', 'FYI - ...'.
const PREAMBLE =
  /^(?:(?:please find|pfb|find below|here'?s|here is|sharing)\s+)?(?:(?:the|our|a|quick|short|campaign|new|launch)\s+)*(?:brief|context|update|note|fyi|heads up|tl;?dr|summary|overview of the ask|announcement|intro|new (?:drop|launch)(?: alert)?|launch alert|big news|exciting news|news|quick one|ok so|so)$/i;

// A content or creators field that lists scenes rather than formats, counts or creators ('Content: rainy-day villa tour,
// waterfall trek, cooking class reel'; 'creators: squad intros, finals day vlog') says how the product is shown in use.
const CONTENT_LABEL = /^(?:(?:the\s+)?content(?:\s+(?:ideas?|angles?|pillars?|themes?|hooks?|plan|we want|to (?:show|make|create)))?|(?:video|reel|story)\s+ideas|hooks|angles|creators?)$/i;
const NOT_SCENES = new RegExp(
  `\\d+\\s*(?:x\\s*)?(?:reels?|posts?|stor(?:y|ies)|videos?|shorts?|tiktoks?|lives?|carousels?|integrations?)\\b|\\b(?:instagram|insta|ig|youtube|yt|tiktok|facebook|snapchat|linkedin|twitter|moj|josh|sharechat|micro|macro|nano|mid-?tier|followers|subs)\\b|\\b(?:creators?|influencers?|${FOREIGN_CREATOR_NOUNS})\\b|[₹$£€¥]|\\b(?:rs|inr|usd|aed|lakh|crore|k)\\b|(?<![\\p{L}\\p{N}-])\\d[\\d.,]*(?![\\p{L}\\p{N}-])`,
  'iu',
);
const listsScenes = (label: string, body: string) => CONTENT_LABEL.test(label.replace(/[*_]/g, '').trim()) && /\p{L}{3}/u.test(body) && !NOT_SCENES.test(body);

function splitLabel(sentence: string): { label: LabelKind | null; labelText: string; body: string; text: string } {
  const m = LABEL_RE.exec(sentence);
  if (m) {
    const kind = classifyLabel(m[1]!);
    if ((kind === 'platform' || kind === 'creators') && listsScenes(m[1]!, m[2]!)) return { label: 'key_use_cases', labelText: m[1]!.trim(), body: m[2]!.trim(), text: sentence };
    // ('Show: spontaneous weekend getaway, staycation alternative': a lowercase list after 'Show' is what to show, not a
    // show's title.)
    if (kind === 'product_name' && /^show$/i.test(m[1]!.trim()) && /^\p{Ll}[^,]*,/u.test(m[2]!.trim())) return { label: 'key_use_cases', labelText: m[1]!.trim(), body: m[2]!.trim(), text: sentence };
    if (kind) return { label: kind, labelText: m[1]!.trim(), body: m[2]!.trim(), text: sentence };
    if (PREAMBLE.test(m[1]!.trim()) && m[2]!.trim()) return { label: null, labelText: '', body: m[2]!.trim(), text: m[2]!.trim() };
  }
  return { label: null, labelText: '', body: sentence, text: sentence };
}

// A chat export's message header alone on its line: the speaker and the time, in either order ('Becca  09:12',
// '[10:15] Riya', 'kabir 4:02 PM'). The budget reader takes the messages after it as later ones; the name model knows
// the speakers are people.
const MESSAGE_HEAD = /^\s*(?:\[?\d{1,2}:\d{2}(?:\s?[ap]\.?m\.?)?\]?\s+)?@?([\p{Lu}][\p{L}.'-]*(?:\s+[\p{Lu}][\p{L}.'-]*){0,2})\s*(?:\[?\d{1,2}:\d{2}(?:\s?[ap]\.?m\.?)?\]?)?\s*:?\s*$/iu;

/** The speaker of a chat message header ('Becca  09:12' -> 'Becca'); null for any other text. */
export function messageHeadSpeaker(text: string): string | null {
  const m = MESSAGE_HEAD.exec(text);
  return m && /\d{1,2}:\d{2}/.test(text) ? m[1]! : null;
}

// ---- chatter and signatures ----------------------------------------------------------------------

const GREETING_WORDS =
  /^(?:hi|hello|hey|heya|hiya|dear|greetings|namaste|namaskar(?:am)?|vanakkam|hola|bonjour|hoi|g'day|yo|howdy|salaam|good (?:morning|afternoon|evening)|hey there|hi there|hello there|ahoy)\b/i;
const PLEASANTRY =
  /^(?:hope (?:you(?:'re| are)|all is|this (?:finds|email))|trust (?:you|this)|how are you|thanks? (?:so much|in advance|a lot)|thank you|looking forward|excited to (?:work|hear|partner)|let me know|please (?:let us know|get back|revert|share)|feel free|happy to (?:share|jump|hop)|can'?t wait)\b/i;
const SIGN_OFF = new RegExp(`^(?:${SIGN_OFF_WORDS})\\s*[,.!]*\\s*(?:[-—–]\\s*\\S.*)?$`, 'i');

function isGreetingOnly(s: string): boolean {
  if (!GREETING_WORDS.test(s)) return false;
  const rest = s
    .replace(GREETING_WORDS, '')
    .replace(/\b(?:team|all|everyone|folks|both|guys|there|again|friends|allemaal|sir|ma'?am|madam|sir\/ma'?am|to the team)\b/gi, '')
    .replace(/[\p{P}\p{S}\s]+/gu, ' ')
    .trim();
  // 'Hi Inflow team,' / 'Dear Sir/Ma'am,' / 'Hello?' ; 'Hello from X!' is not chatter.
  return rest === '' || (rest.split(' ').length <= 2 && !/\b(?:from|here|this|we|our|i)\b/i.test(rest) && /[,!?]\s*$|^\S+\s*\S*$/.test(s));
}

// Run-on one-liners ('..., use it for X, goal is Y, budget 2.5 lakhs'): a comma before a field cue
// starts a new unit.
const CLAUSE_CUE =
  /(?:,|\s[—–-])\s+(?=(?:and\s+)?(?:(?:main\s+|primary\s+|our\s+|the\s+)?(?:goals?|aims?|objectives?|kpis?|budget(?![- ](?:friendly|earbuds|phones?|hotels?|stays?|options?)\b)|target audience|audience|ta|tg)\b(?!\s+(?:of|for)\b)|use (?:it|them)|used for|ideal for|perfect for|great for|best for|\d+(?:\s*(?:-|–|to)\s*\d+)?\s+(?:[\p{L}&/-]+\s+){0,3}(?:creators|influencers|youtubers|streamers|bloggers|vloggers|reviewers))\b)/giu;

function splitClauses(sentence: string): string[] {
  // Never inside brackets: '(audience, use cases, goals, budget) is still open' is one clause.
  const out: string[] = [];
  let start = 0;
  for (const m of sentence.matchAll(CLAUSE_CUE)) {
    const before = sentence.slice(0, m.index);
    if ((before.match(/\(/g)?.length ?? 0) > (before.match(/\)/g)?.length ?? 0)) continue;
    out.push(sentence.slice(start, m.index));
    start = m.index + m[0].length;
  }
  out.push(sentence.slice(start));
  return out.map((c) => c.trim()).filter(Boolean);
}

const EMAIL_HEADER = /^(?:from|to|cc|bcc|sent|date|reply-to)\s*:.*(?:@|<|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\d{1,2}:\d{2})|^(?:to|cc|bcc|sent|reply-to)\s*:/i;
const MAIL_HEADER_ANY = /^(?:from|to|cc|bcc|sent|date|reply-to|subject|subj)\s*:/i;
// ('---------- Forwarded message ---------', '-----Original Message-----', '----- earlier mail -----', '--- first email ---'.)
const FORWARD_MARK = /^-{3,}\s*(?:forwarded|original|earlier|first|previous|older)(?: (?:message|mail|e-?mail))?\s*-{3,}$/i;

// Chat exports: '[11:02] Rhea: text', '12/03/24, 11:02 - Rhea: text', '11:02 AM Rhea: text', '[10:44 am, 03/06/2024] Rhea:',
// '[2024/07/02, 14:11:40] Rhea:'.
const CHAT_PREFIX =
  /^\s*(?:\[\s*(?:\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4},?\s*)?\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s*[ap]\.?m\.?)?(?:,?\s*\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4})?\s*\]|\d{1,2}\/\d{1,2}\/\d{2,4},?\s+\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s*[ap]\.?m\.?)?\s*[-–]|\d{1,2}:\d{2}(?:[:.]\d{2})?(?:\s*[ap]\.?m\.?)?)\s*([\p{L}][\p{L} .'-]{0,30}):\s*/iu;
/**
 * A chat export's time-stamped lines ('[10:44 am, 03/06/2024] Ritesh Mahto: …'): each line's speaker, and whether its stamp
 * is a bracketed date and time, as a full export writes it (a copied '[11:02] Rhea:' is not).
 */
export function chatLines(brief: string): Array<{ speaker: string; dated: boolean }> {
  const out: Array<{ speaker: string; dated: boolean }> = [];
  for (const line of brief.split(/\r?\n/)) {
    const m = CHAT_PREFIX.exec(line);
    if (m) out.push({ speaker: m[1]!.trim(), dated: /^\s*\[[^\]]*\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}[^\]]*\]/.test(m[0]) });
  }
  return out;
}
const TABLE_SEPARATOR = /^\|?[\s:|-]+\|?$/;
// A plan table's columns: how many creators of a row ('Nb', '#', 'Creators'), what one of them is paid ('Fee', 'Rate',
// 'Cost per creator'), and a row's subtotal, which the count and the fee already give.
const COUNT_COLUMN = /^(?:#|no\.?|nos\.?|nb|n°|count|qty|quantity|number(?: of (?:creators|influencers))?|how many|creators?|influencers?|kols?|anzahl|cantidad|jumlah|antall|antal|aantal|nombre|quantidade|qtd)$/i;
const FEE_COLUMN = /\b(?:fee|fees|rate|rates|cost|price|pay|payout|tarif|honorar|precio|prix|harga|pris|cachet|per (?:creator|influencer|head))\b/i;
const SUBTOTAL_COLUMN = /^(?:sub-?total|total|amount|sum|line total|row total|gesamt|montant|monto)$/i;
const EACH_IN_CELL = /\b(?:each|per|apiece|chacun|chacune|cada|je|pro|masing-masing)\b|\//i;

/** A plan table's row in words the budget reader reads ('3 creators', '40 000 DH each'), in place; other rows as they are. */
function rewritePlanRow(header: string[], cells: string[]): void {
  const role = header.map((h) => h.replace(/^[#\s]+(?=\S)|\s*\([^)]*\)$/g, '').trim()).map((h) => (h === '#' || COUNT_COLUMN.test(h) ? 'count' : SUBTOTAL_COLUMN.test(h) ? 'subtotal' : FEE_COLUMN.test(h) ? 'fee' : ''));
  const count = role.indexOf('count');
  const fee = role.indexOf('fee');
  if (count < 1 || fee < 1 || !/^\d{1,4}$/.test(cells[count] ?? '') || !/\d/.test(cells[fee] ?? '')) return;
  // ('| Deliverable | Qty | Rate |': a count of reels or posts, not of creators, unless its column says creators.)
  if (!/creator|influencer|kol/i.test(header[count]!) && /deliverable|format|content|post|reel|video|stor(?:y|ies)|short|asset|item|piece/i.test(header[0] ?? '')) return;
  cells[count] = `${cells[count]} creators`;
  if (!EACH_IN_CELL.test(cells[fee]!)) cells[fee] = `${cells[fee]} each`;
  role.forEach((r, k) => {
    if (r === 'subtotal') cells[k] = '';
  });
}
const QUESTION_LEAD = /^(?:(?:which|what(?:'s| is| are)?|whats|who(?:'s| is| are)?|please|briefly|(?:describe|tell us(?: about)?|list|explain|share|enter|name|give us|provide)(?: (?:us|a|an|the|your|some|in brief))*|whom|how(?: do| does| will| would| much| many)?|where|when|the|your|our|is there an?|any|do you have an?)\s+)+/i;

/**
 * Re-lays lines whose layout carries the labels: chat prefixes are dropped, table rows become
 * 'key: value', 'Q: question / A: answer' pairs become 'question: answer', and a short heading line
 * that names a field ('3. Audience', '## Use cases') labels the lines under it.
 */
// '*Brand:* X *Product:* Y *Goal:* Z' — several labels on one line.
const INLINE_LABEL = /(?:^|\s)(\*{1,2}|_)?([\p{L}](?:[\p{L}'’ ]|\s&\s){1,24}?)\1?:(?:\*{1,2}|_)?\s/gu;
function splitInlineLabels(line: string): string[] {
  const cuts: number[] = [];
  for (const m of line.matchAll(INLINE_LABEL)) {
    if (!classifyLabel(m[2]!)) continue;
    // 'Budget allocated for creators: …' is one label: a lowercase word right after a word does not start another.
    const start = m.index + (m[0].startsWith(' ') ? 1 : 0);
    if (start > 0 && /[\p{L}\p{N}]\s*$/u.test(line.slice(0, start)) && /^[\p{Ll}]/u.test(m[2]!)) continue;
    cuts.push(m.index + (m[0].startsWith(' ') ? 1 : 0));
  }
  if (cuts.length < 3) return [line];
  const parts = cuts.map((c, i) => line.slice(c, cuts[i + 1] ?? line.length).trim());
  if (cuts[0]! > 0) parts.unshift(line.slice(0, cuts[0]).trim());
  return parts.map((p) => p.replace(/^(\*{1,2}|_)([^*_:]+)\1?:(?:\*{1,2}|_)?/, '$2:').replace(/\s*[|·•,;/]+\s*$/, '')).filter(Boolean);
}

// A chat pasted without timestamps ('Nikhil: bro new client', 'Nikhil: Chakra Cycles', …): a speaker
// name that is no field label and opens three or more lines is dropped.
// (Handles count too: 'dev_rohit: …', '@meera: …'.)
const SPEAKER = /^\s*([\p{Lu}][\p{L}.'-]{1,20}(?: [\p{Lu}][\p{L}.'-]{0,20})?|@?[\p{Ll}][\p{Ll}\p{N}]*[_.@][\p{Ll}\p{N}_.]+|@[\p{L}\p{N}_.]{2,24})\s*:\s+(?=\S)/u;
function chatSpeakers(lines: string[]): Set<string> {
  const counts = new Map<string, number>();
  for (const l of lines) {
    const m = SPEAKER.exec(l);
    if (m && !classifyLabel(m[1]!) && !/^(?:subject|re|fwd?|note|ps|p\.s|fyi|q|a|from|to|cc)$/i.test(m[1]!)) counts.set(m[1]!, (counts.get(m[1]!) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, n]) => n >= 3).map(([name]) => name));
}

// 'On Tue, 3 Mar 2026, Ana <ana@x.com> wrote:' opens a quoted reply: layout, not text.
const REPLY_ATTRIBUTION = /^(?:on\s.{4,120}\swrote|am\s.{4,120}\sschrieb|le\s.{4,120}\sa écrit|el\s.{4,120}\sescribió|em\s.{4,120}\sescreveu)\s*:?\s*$/i;

// A deck's speaker notes: '--- Slide 3: Audience ---' over 'Notes: …' is the heading 'Audience' over its text.
const SLIDE = /^\s*[-=_*#]*\s*\[?\s*(?:slide|page|section|part|folie|diapositiva)\s*\d{1,2}\s*(?:[:.)–—-]|\])\s*(.+?)\s*[-=_*#]*\s*$/iu;
function slideNotes(lines: string[]): string[] {
  let inSlide = false;
  return lines.map((line) => {
    // '【Goal】more sign-ups' / '【Usage scenario】': a label in lenticular brackets is 'Goal: …'.
    // A form's question keeps its '?' before the colon and may say how long to answer ('Describe it in 2-3 lines:').
    const l = line
      .replace(/^(\s*)【([^】]{1,40})】\s*/u, '$1$2: ')
      .replace(/\s+in (?:\d+\s*[-–]\s*)?\d+ (?:lines?|words?|sentences?)(?=\s*\??\s*:)/i, '')
      .replace(/^([^:?]{2,60})\?\s*:(?=\s|$)/, '$1:')
      // 'Use: 1. daily commute 2. weekend trips 3. …': a numbered list inside a labelled line is one list.
      .replace(/^([^:]{2,60}:\s*)1[.)]\s+(\S.*?\s2[.)]\s+\S.*)$/u, (_, head: string, rest: string) => head + rest.replace(/\s+[2-9][.)]\s+/g, ', '));
    const m = SLIDE.exec(l);
    if (m) {
      inSlide = true;
      return `## ${m[1]!.trim()}`;
    }
    return inSlide ? l.replace(/^\s*(?:speaker\s+)?notes?\s*:\s*/i, '') : l;
  });
}

// A transcript of speech (a voice memo) runs on without full stops: 'um'/'uh' are no words, and the field
// names a speaker says ('who's it for', 'audience hai', 'use cases', 'goal is', 'budget is') start its parts, each read
// as a label.
// ('target truckers and highway drivers', 'use hai dhund wali raat': a bare 'target', or 'use' said as a field with 'is'/'hai'.)
const SPOKEN_FIELD = "who(?:'s| is) it for|who it'?s for|(?:the )?(?:target )?audience|target(?= (?:(?:is|are|hai|hain|group) )?(?!(?:of|for|to|was|date|price|market|sales|number)\\b)[a-z])|(?:the )?use cases?|use it for|use(?= (?:is|hai) )|(?:the )?(?:main )?goal(?:'s| is)?|(?:the )?objective is|(?:the )?budget(?:'s| is)?";
// (Where a speaker turns to another point without naming a field — 'we want launch buzz', 'you use it after bath', 'as
// for the budget' — the memo is cut too, so each point is read as its own sentence.)
const SPOKEN_TURN = "(?:we|i) (?:want|need|are looking for|'re looking for)|(?:you|they|people|customers) (?:use|spray|apply|put|wear|drink|eat) (?:it|them)|use (?:it|them|is) (?:like|as|on|after|before|during|when|in|at|every|daily)|as for|and for";
const SPOKEN_CUE = new RegExp(`\\s(?=(?:${SPOKEN_FIELD}|${SPOKEN_TURN}|(?:they'?re|it'?s) (?:like|basically|a|an|the)\\b)\\s)`, 'gi');
const SPOKEN_LABEL = new RegExp(`^(${SPOKEN_FIELD})\\s+(?:(?:is|are|like|basically|probably|um|uh|so|hai|hain|toh)\\s+)*(.+)$`, 'i');
function spokenLine(line: string): string[] {
  const words = line.trim().split(/\s+/);
  // (Only speech: a line laid out with separators, 'brand - X | goal - Y', is a written one-liner.)
  if (words.length < 40 || (line.match(/[.!?](?:\s|$)/g)?.length ?? 0) > words.length / 40 || /[|:;]|\s[-–—]\s/.test(line)) return [line];
  // ('who um families with …': a bare 'who' the speaker pauses after asks who it is for.)
  const clean = line
    .replace(/\bwho\s+(?:um+|uh+|erm+|uhm+)\b/gi, "who's it for")
    // (After a pause, 'um for car owners …' says who it is for and 'uh use after a swim …' how it is used.)
    .replace(/\b(?:um+|uh+|erm+|uhm+)\s+for\s+(?!(?:the|a|an|our|my|this|that|it|now|example|instance|sure)\b)/gi, "who's it for ")
    .replace(/\b(?:um+|uh+|erm+|uhm+)\s+use(?: is)?\s+(?!(?:it|them|the|our|a|an)\b)/gi, 'use cases ')
    .replace(/\b(?:um+|uh+|erm+|uhm+)\b,?\s*/gi, '').replace(/\s+/g, ' ').trim();
  return clean.split(SPOKEN_CUE).map((p) => {
    const m = SPOKEN_LABEL.exec(p.trim());
    return m ? `${m[1]!.replace(/(?:'s| is)$/i, '')}: ${m[2]}` : p.trim();
  });
}

function relayLines(input: string[]): string[] {
  // An e-mail reply quotes earlier mail with '>' (or '> >'): the quote marks are layout; the quoted text is read.
  const quoted = input.map((l) => /^\s*>(?:\s*>)*(?!\s*[-=]?\s*\d)/.test(l) && !/^\s*>\s*\p{Extended_Pictographic}/u.test(l));
  const raw = slideNotes(input.map((l, i) => (quoted[i] ? l.replace(/^\s*>(?:\s*>)*\s?/, '') : l)).map((l) => (REPLY_ATTRIBUTION.test(l.trim()) ? '' : l))).flatMap(spokenLine);
  const speakers = chatSpeakers(raw);
  const lines = raw
    .map((l) => l.replace(CHAT_PREFIX, ''))
    .map((l) => {
      const m = speakers.size ? SPEAKER.exec(l) : null;
      return m && speakers.has(m[1]!) ? l.slice(m[0].length) : l;
    })
    .flatMap(splitInlineLabels);
  const out: string[] = [];
  // A table whose header row names fields ('Brand | Product | TA | KPI | Budget'): each cell below is
  // 'header: cell'.
  let header: string[] | null = null;
  let planHeader: string[] | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (/^\|.*\|$/.test(line) || (/^[^|]+\|[^|]+\|/.test(line) && /\|\s*$/.test(line))) {
      if (TABLE_SEPARATOR.test(line)) continue;
      const cells = line.replace(/^\||\|$/g, '').split('|').map((c) => c.trim());
      const filled = cells.filter(Boolean);
      const kinds = filled.map((c) => classifyLabel(c.replace(/^[#\s]+|\s*\([^)]*\)$/g, ''))).filter(Boolean);
      if (filled.length >= 3 && kinds.length * 2 >= filled.length + 1 && new Set(kinds).size >= 3) {
        header = cells;
        continue;
      }
      // ('| Item | Details |' over rows that open with a label is a key-value table: its rows are read as before.)
      if (header && cells.length >= 2 && !classifyLabel(cells[0]!)) {
        cells.forEach((c, k) => {
          if (!c) return;
          const h = (header![k] ?? '').replace(/^[#\s]+/, '').trim();
          out.push(h ? `${h}: ${c}` : c);
        });
        continue;
      }
      // The header row sits right above the separator; a plan table's header ('| Tier | Nb | Fee |') says which column
      // counts creators and which prices one.
      if (TABLE_SEPARATOR.test(lines[i + 1]?.trim() ?? '') && i + 1 < lines.length) {
        planHeader = cells;
        continue;
      }
      if (planHeader && cells.length === planHeader.length) rewritePlanRow(planHeader, cells);
      if (cells.length >= 2 && cells[0]) out.push(`${cells[0]}: ${cells.slice(1).filter(Boolean).join(', ')}`);
      else out.push(cells.filter(Boolean).join(' '));
      continue;
    }
    // (A plan table's header holds for its own rows only.)
    planHeader = null;
    // 'Use cases | evening snacks, reheating' / 'KPIs | -': a two-column row without outer pipes whose first cell
    // is a field label is 'label: value'.
    const row = /^([\p{L}][^|]{0,38}?)\s+\|\s+(.+)$/u.exec(line);
    if (row && classifyLabel(row[1]!)) {
      out.push(`${row[1]}: ${row[2]!.split(/\s+\|\s+/).filter(Boolean).join(', ')}`);
      continue;
    }
    // '4. Use cases. Planning for …', 'Budget. A total of …': a numbered or short field name closed by a full
    // stop, then its text on the same line, is a label.
    const dotted = /^(\d{1,2}[.)]\s+)?([\p{Lu}][\p{L}'&/ -]{1,30}?)\.\s+(?=[\p{Lu}\p{N}₹$£€])(.+)$/u.exec(line);
    if (dotted && (dotted[1] || dotted[2]!.split(/\s+/).length <= 2) && dotted[2]!.split(/\s+/).length <= 3 && classifyLabel(dotted[2]!)) {
      out.push(`${dotted[2]}: ${dotted[3]}`);
      continue;
    }
    // (Numbered in an answer sheet: 'Q3. Short product description' / 'A: …'.)
    const q = /^q\s*\d{0,2}\s*[:.)-]\s*(.+?)\??$/i.exec(line);
    const a = /^a\s*\d{0,2}\s*[:.)-]\s*(.*)$/i.exec(lines[i + 1]?.trim() ?? '');
    if (q && a) {
      out.push(`${q[1]!.replace(/\?+$/, '')}: ${a[1]}`);
      i++;
      continue;
    }
    // A chat question naming a field ('budget?', 'ok whats the product') labels the reply on the next line.
    // (A form export or a quoted mail asks longer questions, 'What are the key use cases?', and a quoted question may
    // stand above a blank line before its answer.)
    const ask = /^(?:(?:ok|okay|and|so|cool|great|nice|hmm+|also|plus)[\s,!.]+)*(.{2,48}?)\s*(\?*)$/i.exec(line);
    const gap = quoted[i] && !lines[i + 1]?.trim() && lines[i + 2]?.trim() && !quoted[i + 2] ? 1 : 0;
    const reply = lines[i + 1 + gap]?.trim() ?? '';
    if (ask && reply && !/\?\s*$/.test(reply) && ask[1]!.split(/\s+/).length <= (ask[2] ? 7 : 5) && (ask[2] || QUESTION_LEAD.test(ask[1]!)) && !/:/.test(ask[1]!)) {
      const kind = classifyLabel(ask[1]!);
      if (kind) {
        const short = ask[1]!.replace(QUESTION_LEAD, '');
        out.push(`${short && classifyLabel(short) === kind ? short : ask[1]}: ${reply}`);
        i += 1 + gap;
        continue;
      }
    }
    // 'Brand ............ Nomad Brew Co.': dot leaders between a label and its value.
    if (/^[\p{L}][\p{L} '&/-]{1,30}?\s*\.{3,}\s*\S/u.test(line)) {
      const dl = /^([\p{L}][\p{L} '&/-]{1,30}?)\s*\.{3,}\s*(.*)$/u.exec(line)!;
      if (classifyLabel(dl[1]!)) {
        out.push(`${dl[1]!.trim()}: ${dl[2]}`);
        continue;
      }
    }
    // 'Pulse Buds by Soundmint → ₹1,499 earbuds → for students → goal 15k units': arrows chaining parts of a
    // one-liner (three or more, the first no label) separate them.
    // (Spaced em dashes chain a one-liner the same way: 'X beard balm — Y — $12K budget — for bearded men — use: …'.)
    const chain = (line.match(/\s(?:→|->|=>)\s/g)?.length ?? 0) >= 3 ? /\s+(?:→|->|=>)\s+/ : (line.match(/\s—\s/g)?.length ?? 0) >= 3 && !/[.!?]\s/.test(line) ? /\s+—\s+/ : null;
    if (chain) {
      const parts = line.split(chain);
      if (!classifyLabel(parts[0]!.replace(/^\W+/u, ''))) {
        out.push(...parts.map((p) => p.trim()).filter(Boolean));
        continue;
      }
    }
    // (Emoji decorating a heading, '## 👥 Who we're talking to' or '## Use cases 🌙', are no part of it.)
    // (A lettered section, 'D. Key Use Cases', is numbered like '4. Use cases'.)
    const heading = line.replace(BULLET, '').replace(/^\s*[A-Z][.)]\s+(?=\p{Lu})/u, '').replace(EMOJI_RUN, ' ').replace(/[*_]+/g, '').replace(/[:.]$/, '').replace(/\s+/g, ' ').trim();
    const marked = line !== heading || /^[\p{Lu}]/u.test(heading);
    // A markdown '#' heading or a numbered one ('4. Use cases to feature') may be a longer phrase ('How they'll use it').
    const hashHeading = /^\s*(?:#{1,6}|\d{1,2}[.)]|[A-Z][.)])\s/.test(line);
    const nextLine = (lines[i + 1] ?? '').replace(BULLET, '').trim();
    const nextLabelled = LABEL_RE.exec(nextLine);
    if (
      marked &&
      heading &&
      heading.split(/\s+/).length <= (hashHeading ? 5 : 3) &&
      !/[.!?,:;]/.test(heading) &&
      !(hashHeading ? /\b(?:brief)\b/i : /\b(?:for|from|by|brief|to)\b/i).test(heading) &&
      classifyLabel(heading) &&
      nextLine &&
      !(nextLabelled && classifyLabel(nextLabelled[1]!)) &&
      // (A table under the heading is read as a table, row by row.)
      !/^\|/.test(nextLine)
    ) {
      // The block under the heading, up to a blank line or the next heading.
      const body: string[] = [];
      let j = i + 1;
      for (; j < lines.length && lines[j]!.trim(); j++) {
        const next = lines[j]!.trim();
        if (/^#{1,6}\s/.test(next) || (body.length && /^\d{1,2}[.)]\s+\S+(?:\s+\S+)?$/.test(next))) break;
        // ('→ use case: …' under 'their ask:': a line with a field label of its own ends the block.)
        const own = body.length ? LABEL_RE.exec(next.replace(BULLET, '').trim()) : null;
        if (own && classifyLabel(own[1]!)) break;
        // ('- [ ] Topper on kibble': a checkbox is layout.)
        body.push(next.replace(BULLET, '').replace(CHECKBOX, '').trim());
      }
      // (A budget's lines are separate statements, kept apart: '… Rs. 1.5 lakh each' then 'Production (Rs. 35 lakh) is
      // not part of it' — joined, the production figure would read as the budget's.)
      const apart = classifyLabel(heading) === 'total_budget' && body.some((b) => /[.!?]$/.test(b));
      out.push(`${heading}: ${apart ? body.map((b) => (/[.!?:;,]$/.test(b) ? b : `${b}.`)).join(' ') : body.join(body.every((b) => !/[.!?]$/.test(b)) ? ', ' : ' ')}`);
      i = j - 1;
      continue;
    }
    out.push(lines[i]!);
  }
  return out;
}

/**
 * Where the earlier mail quoted below a reply begins: the first '>' line, '-----Original Message-----' or 'On …
 * wrote:' with a message of its own above it (a forward mark or mail headers alone are no message), in a brief that
 * has mail headers or marks. -1: none.
 */
// A forwarded or replied subject line ('Fwd: Re: …', 'TR: Re: …', 'AW: …', 'WG: …', 'RV: …').
const MAIL_SUBJECT_MARK = /^(?:(?:fwd?|fw|re|tr|aw|wg|rv|enc)\s*:\s*)+\S/i;
function quotedMailStart(raw: string[]): number {
  // (Mail only: a '>' line in a page of notes is a callout, not a quote.)
  const lines = raw.map((l) => l.trim());
  if (!lines.some((l) => MAIL_HEADER_ANY.test(l) || FORWARD_MARK.test(l) || REPLY_ATTRIBUTION.test(l) || MAIL_SUBJECT_MARK.test(l))) return -1;
  let above = false;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (!l) continue;
    if (/^>/.test(l) || FORWARD_MARK.test(l) || REPLY_ATTRIBUTION.test(l)) {
      if (above) return i;
      continue;
    }
    if (!MAIL_HEADER_ANY.test(l) && !MAIL_SUBJECT_MARK.test(l)) above = true;
  }
  return -1;
}

export function segment(brief: string): Unit[] {
  const raw = normaliseBrief(brief).split('\n');
  // (A reply above quoted mail is laid out apart from it, and its units are marked: the reply is the later message.)
  const q = quotedMailStart(raw);
  const top = relayLines(q < 0 ? raw : raw.slice(0, q));
  const lines = q < 0 ? top : [...top, ...relayLines(raw.slice(q))];
  const units: Unit[] = [];
  let inSignature = false;
  // An e-mail's header block ('From: Ana <ana@x.com>', 'To:', 'Cc:', 'Sent:') names people and mail
  // addresses, not the brand or the product: it is dropped. 'Subject:' keeps its text, unlabelled.
  const headerBlock = lines.some((l) => EMAIL_HEADER.test(l.trim())) && lines.filter((l) => MAIL_HEADER_ANY.test(l.trim())).length >= 2;
  lines.forEach((rawLine, lineNo) => {
    // (The reply's sign-off ends the reply, not the quoted mail below it.)
    if (q >= 0 && lineNo === top.length) inSignature = false;
    let line = rawLine.replace(/\s+/g, ' ').trim();
    if (!line) return;
    if (FORWARD_MARK.test(line)) return;
    if (headerBlock && MAIL_HEADER_ANY.test(line)) {
      const subject = /^(?:subject|subj)\s*:\s*(?:(?:re|fwd?|fw)\s*:\s*)*(.*)$/i.exec(line);
      if (!subject || !subject[1]) return;
      line = subject[1].trim();
      if (!line) return;
    }
    // Markdown emphasis around a label ('**Brand:**', '*Brand:*', '__Goal__:') is layout, not text.
    line = line
      .replace(BULLET, '')
      // ('- [ ] Audience: …', '[x] Goal: …': a checklist's box is layout.)
      .replace(CHECKBOX, '')
      .replace(/^(\*{1,2}|_{1,2})([^*_\n]{1,40}?)\1(?=\s|:|$)/, '$2')
      .replace(/^([\p{L}][\p{L}'&/ -]{0,30}):(\*{1,2}|_{1,2})(?=\s)/u, '$1:')
      .trim();
    if (!line) return;
    const split = line
      .split(EMOJI_RUN)
      .flatMap((p) => p.split(/\s*;\s*|\s+\|\s+/))
      // 'Client — Nestwell / Product — Nestwell Lock S3 / Budget — ₹5 lakh': a slash before another label splits too.
      .flatMap((p) => {
        const parts = p.split(/\s+\/\s+(?=[\p{L}][\p{L} ]{1,24}?\s*(?::|\s[—–-]+\s))/u);
        return parts.length > 1 && parts.every((q) => splitLabel(q).label) ? parts : [p];
      })
      .map((p) => p.trim())
      .filter((p) => /[\p{L}\p{N}]/u.test(p));
    // 'Use cases: tiffin boxes; tea-time snacking; post-workout snacks': unlabelled short pieces after a
    // labelled one continue its list.
    const pieces: string[] = [];
    let listOpen = false;
    for (const p of split) {
      const lm = LABEL_RE.exec(p);
      const labelled = Boolean(lm && classifyLabel(lm[1]!));
      if (!labelled && listOpen && pieces.length && p.split(/\s+/).length <= 6 && !/[.!?]$/.test(pieces[pieces.length - 1]!)) {
        pieces[pieces.length - 1] = `${pieces[pieces.length - 1]}, ${p}`;
        continue;
      }
      listOpen = labelled;
      pieces.push(p);
    }
    const hasSentencePunct = /[.!?]/.test(line);
    let firstOfLine = true;
    for (const piece of pieces) {
      const sentences = splitSentences(piece).flatMap(splitClauses);
      for (let k = 0; k < sentences.length; k++) {
        let sentence = sentences[k]!;
        // 'Who's it for? Health-conscious office-goers ...': a short question works as a label.
        const next = sentences[k + 1];
        if (next && /\?$/.test(sentence) && sentence.split(/\s+/).length <= 6 && classifyLabel(sentence.replace(/\?$/, ''))) {
          sentence = `${sentence.replace(/\?$/, '')}: ${next}`;
          k++;
        }
        const cleaned = sentence.replace(BULLET, '').trim();
        if (!/[\p{L}\p{N}]/u.test(cleaned)) continue;
        const short = cleaned.split(/\s+/).length <= 6;
        if (short && SIGN_OFF.test(cleaned) && units.length > 0) inSignature = true;
        const { label, labelText, body, text } = splitLabel(cleaned);
        const chatter = !label && (isGreetingOnly(cleaned) || PLEASANTRY.test(cleaned) || (short && SIGN_OFF.test(cleaned)));
        units.push({
          text,
          body,
          label,
          labelText,
          line: lineNo,
          index: units.length,
          signature: inSignature,
          chatter,
          heading: firstOfLine && !hasSentencePunct && !label,
          ...(q >= 0 && lineNo >= top.length ? { quoted: true } : {}),
        });
        firstOfLine = false;
      }
    }
  });
  return units;
}
