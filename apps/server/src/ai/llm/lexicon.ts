// Words that segment.ts (labels), budget.ts (money rules) and names.ts read, kept in one place so they never drift.
// Regex source fragments (no groups that capture), case-insensitive with the 'u' flag.

/** The creator nouns of Spanish, Portuguese and French briefs ('creadores', 'criadoras', 'créateurs', 'influenciadores'). */
export const FOREIGN_CREATOR_NOUNS =
  'creador(?:es|as?)?|criador(?:es|as?)?|cr[ée]ateurs?|cr[ée]atrices?|influenceu(?:r|se)s?|influenciador(?:es|as?)?|creatori|influencerii?|twórc(?:a|y|ów)|kreatör(?:er(?:na)?)?|tartalomgyártók?|influencere|influencerne';

/** 'Budget' in the other languages briefs are written in ('presupuesto', 'orçamento', 'verba', 'anggaran', 'budsjett'). */
export const FOREIGN_BUDGET_WORDS = 'presupuesto|orçamento|orcamento|verba|anggaran|budsjett|budjett';

/** 'Monthly' said after an amount, in the languages briefs mix in ('S/ 2,000 mensuales', 'Rs 1 lakh mahana', 'R$ 3 mil mensais'). */
export const MONTHLY_WORDS =
  'monthly|mensual(?:es)?|mensais|mensal|mensuel(?:le)?s?|monatlich(?:e|en)?|bulanan|mahana|maahana|mahina|mahine|lunar[ăe]?|měsíčně|miesięcznie|havonta|månadsvis|månedlig|kuukausittain|hàng tháng';

/** The word 'months' after a number ('3 meses', '3 luni', '3 miesiące', '3 månader', '3ヶ月', '3 tháng'). */
export const MONTH_NOUNS =
  'months?|mos?|monaten?|meses|mois|bulan|mahine|mahino|mahina|luni|lună|miesi[ęą]c[ey]?|miesięcy|měsíc[eů]?|hónap(?:ig|ra)?|månader|måneder|kuukautta|ヶ月|か月|カ月|ヵ月|tháng';

/** Words that say a figure is being corrected, in English and the languages briefs mix in ('PD: perdón, corrijo — …'). */
export const CORRECTION_WORDS =
  'correction|corrected|update|updated|corrijo|corrija|corr[ií]jalo|corregido|correcci[oó]n|corrige|correção|corrigindo|rectifico|mejor dicho|en realidad|na verdade|en fait|korrektur|eigentlich|訂正|修正';

// The English month names and their abbreviations, as a regex source: 'Oct', 'sept', 'November'.
export const MONTH_NAME = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

/**
 * A letter's sign-off ('Regards', 'Thanks & regards', 'Yours faithfully', 'Shukriya'): segment.ts marks the signature with
 * it, names.ts reads the person who signs.
 */
export const SIGN_OFF_WORDS =
  "thanks|thank you|thanks (?:and|&) regards|many thanks|regards|best|best regards|best wishes|warm regards|warmly|kind regards|cheers|talk soon|speak soon|sincerely|yours(?: truly| sincerely| faithfully)?|dhanyavaad|dhanyavad|shukriya|take care|ciao|xoxo|love|with thanks|looking forward(?: to [\\w\\s]+)?|thx|ty";

/** A department or team of a company ('Marketing', 'Growth', 'Partnerships', 'PR'): names.ts and name-model.ts. */
export const DEPARTMENT_WORDS = 'marketing|growth|brand|partnerships?|pr|social|digital|creative|sales|communications|comms|media|support|hq';
