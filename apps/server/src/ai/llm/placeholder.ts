// Telling a field value that says 'not known yet' ('TBD', 'not decided yet', 'under embargo', 'will share
// separately', 'NA', 'pending approval') from a real value. Such a field is reported missing.
// The grammar: a short value whose head is a placeholder token, a withheld/undecided phrase, or a
// promise to tell later; a value that also carries real content ('TBD, probably ₹5 lakh') is not one.

const TOKENS = /^(?:n\/?a|na|nil|none|null|tbd|tbc|tba|tbh|unknown|undecided|undisclosed|pending|later|soon|unnamed|untitled|confidential|secret|classified|redacted|withheld|embargoed|offen|ausstehend|unbekannt|vertraulich|pendente|pendiente|confidencial|sigiloso|confidentiel|riservato|rahasia|x{2,}|-+|—|–|\?+|\.{3}|…)$/i;

const PHRASES = [
  // not decided / defined / final
  /\bnot\s+(?:yet\s+)?(?:been\s+)?(?:decided|defined|finali[sz]ed|final|fixed|confirmed|known|set|locked|clear|sure|available|public|disclosed|revealed|shared|announced|named|approved|signed off|agreed)\b/i,
  // An English verb of deciding with the negation of an Indian language after it ('decide nahi hua', 'innum decide
  // pannala' in Tamil, 'fix aayittilla' in Malayalam, 'final kaledu' in Telugu, 'confirm agilla' in Kannada, 'thik hoyni'
  // in Bengali), or 'will tell after talking' ('discuss karke batayenge', 'pesitu solren', 'discuss cheythittu parayam').
  /\b(?:decide|decided|fix|fixed|final|finali[sz]e|finali[sz]ed|confirm|confirmed|approve|approved|set|lock|locked|thik|theek)\s+(?:\p{L}+\s+)?(?:nahi|nahin|nai|pannala|pannalai|aagala|aagalai|aayittilla|aayilla|illa|ledu|kaledu|avvaledu|agilla|aagilla|hoyni|hoy\s+ni|nathi|thayu\s+nathi)(?![\p{L}])|\b(?:discuss|baat|talk|pesi|pesitu|pesittu|maatadi)\s*(?:\p{L}+\s+)?(?:karke|kar\s+ke|cheythittu|chesi|aagi)?\s*(?:batayenge|bataenge|bataunga|bata\s+denge|solren|solrom|sollren|solluvom|parayam|parayaam|parayaamo|cheptham|chepta|chepthanu|heltini|helthini|janabo)(?![\p{L}])/iu,
  // 'leave blank', 'Tom to confirm with sales', 'need to check with ops', 'will circle back', 'holding off on it'.
  /\bleave\s+(?:it\s+|this\s+)?blank\b|\bneed\s+to\s+(?:check|confirm)\s+(?:w\/|with\b)|\bcircle\s+back\b|\bhold(?:ing)?\s+off\b/i,
  // (A person's name before it must be capitalised, so this one is matched in its own case.)
  /^\p{Lu}\p{Ll}+\s+to\s+(?:confirm|decide|share|advise|define|finali[sz]e|check)\b/u,
  // 'we would like your recommendation', 'want your suggestions'.
  /\b(?:would|'d)\s+(?:like|love|welcome|appreciate)\s+(?:your|ur|some)\s+(?:recommendations?|suggestions?|ideas|input|advice|help)\b/i,
  /\b(?:yet|still)\s+to\s+(?:be\s+)?(?:decide|define|finali[sz]e|fix|confirm|lock|share|announce|name|approve)/i,
  /\bto\s+be\s+(?:decided|defined|confirmed|finali[sz]ed|determined|announced|agreed|discussed|shared|revealed|fixed|worked out|advised|updated|communicated)\b/i,
  /\b(?:being|currently|still)\s+(?:being\s+)?(?:decided|discussed|finali[sz]ed|negotiated|worked out|figured out|reviewed|approved|deciding|discussing|figuring(?: it)? out|working (?:on|it out)|under discussion)\b/i,
  /\bstill\s+(?:figuring|deciding|thinking|working|open|tbd|unsure|undecided|aligning|finali[sz]ing|waiting|pending|with\s+(?:compliance|legal|our (?:insights|research|legal|compliance) team))\b/i,
  /\bunder\s+(?:wraps|embargo|nda|discussion|review|approval)\b/i,
  /\b(?:launch\s+)?embargo\b/i,
  /\b(?:will|we'?ll|i'?ll|they'?ll|shall|would)\s+(?:share|send|confirm|update|revert|decide|let you know|tell|announce|reveal|finali[sz]e|circulate|get back|define|discuss|work out|figure out|agree|align|follow\s+(?=once|when|after|later|soon|separately|next))\b/i,
  // 'see deck (not attached)', 'refer to the attachment', '(client to confirm)', 'brand to share'
  /^(?:see|refer to|check|as per|per|in)\s+(?:the\s+)?(?:deck|attached|attachment|doc|document|sheet|pdf|presentation|link)\b|^(?:the\s+)?(?:(?:client|brand|team|we|they|marketing|finance|legal|founders?|management)(?:'s)?\s+){1,2}to\s+(?:confirm|decide|share|advise|define|finali[sz]e)\b/i,
  /\b(?:share|shared|confirm|confirmed|sent|decided|announced)\s+(?:separately|later|soon|next week|shortly|in a bit|offline|once)\b/i,
  // 'something we'd like to discuss with you on a call', 'to be discussed later'
  /\bdiscuss(?:ed)?\s+(?:it\s+|this\s+|that\s+)?(?:with you|on a call|over a call|later|separately|internally|once)\b/i,
  // 'details will come later', 'to follow', 'goals not set yet'
  /\b(?:(?:will|to|shall)\s+(?:come|follow|be sent)|coming)\s+(?:later|soon|separately|shortly|next week|after)\b|\b(?:details|info|rest|more)\s+to\s+(?:follow|come)\b|\bnot\s+(?:set|fixed|decided|final(?:i[sz]ed)?)\s+yet\b/i,
  /\b(?:pending|awaiting|subject to)\s+(?:approval|sign-?off|confirmation|finance|budget|internal|management)/i,
  /\b(?:can'?t|cannot|can not|unable to|not allowed to|won'?t)\s+(?:share|reveal|disclose|say|name|mention)\b/i,
  /\b(?:no idea|don'?t know|do not know|not sure|unsure|unclear|undecided|open to (?:your\s+)?(?:suggestions?|ideas?|recommendations?|input)|you tell us|up to you|your call|please suggest|suggest (?:some|one)?)\b/i,
  /\b(?:stealth|nda client|name (?:(?:is|stays|kept)\s+)?(?:under nda|withheld|later|tbd|confidential|undisclosed|secret|redacted)|working title)\b/i,
  /\b(?:abhi|abhi tak)\s+(?:decide|final|fix|pata)\s+nahi\b|\bdecide nahi\b|\bpata nahi\b|\bbaad me(?:in)?\b/i,
  // 'will be confirmed by the regional team', 'will be provided later', 'is still under consideration'
  /\b(?:will|shall|would)\s+be\s+(?:confirmed|shared|decided|provided|sent|communicated|finali[sz]ed|announced|defined|fixed|advised|updated|discussed|agreed|set|given)\b|\bunder consideration\b|\bbeing considered\b/i,
  // 'let me come back to you on that', 'we'll get back to you', 'will inform you later'
  /\b(?:come|get|circle)\s+back\s+to\s+(?:you|u|the team)\b|\b(?:will|we'?ll|i'?ll)\s+(?:inform|advise|notify|provide|loop you in)\b/i,
  // 'we're figuring that out', "haven't nailed it down", 'would love your suggestions', 'awaiting their inputs'
  /\bfiguring\s+(?:it\s+|that\s+|this\s+)?out\b|\bnail(?:ed)?\s+(?:it|that|this)\s+down\b|\b(?:would|'d)\s+love\s+(?:your|ur|some)\s+(?:suggestions|ideas|input|recommendations)\b|\bawaiting\b/i,
  // 'Audience, use cases and goals to follow from the client.'
  /\bto follow(?:\s+(?:from|by|later|soon|shortly|separately|once|after|next)\b|\s*[.!)]*$)/i,
  // The same in other languages: German ('noch offen', 'wird noch freigegeben', 'steht noch nicht fest'), Portuguese
  // ('ainda a definir', 'a confirmar', 'em aberto'), Spanish ('por definir'), French ('à confirmer'), Italian ('da
  // definire'), Indonesian ('belum ditentukan', 'menyusul'), Dutch ('nog niet bekend').
  /(?<![\p{L}])(?:noch\s+(?:offen|unklar|unbekannt|nicht\s+(?:\p{L}+\s+)?(?:entschieden|festgelegt|klar|bekannt|final|fix|freigegeben|definiert|abgestimmt|bestätigt|fest))|wird\s+(?:noch\s+)?(?:\p{L}+\s+){0,4}?(?:geklärt|freigegeben|festgelegt|nachgereicht|bestätigt|entschieden|mitgeteilt|abgestimmt|definiert|bekanntgegeben)|steht\s+noch\s+nicht\s+fest|folgt\s+(?:noch|später|separat)|unter\s+nda|vertraulich|(?:ainda\s+)?(?:a|por)\s+(?:definir|confirmar|decidir)|ainda\s+(?:não|nao|em aberto|confidencial|sigiloso|sem)|em\s+(?:aberto|definição|definicao)|(?:será|serão|vai ser)\s+(?:definid[oa]s?|enviad[oa]s?|confirmad[oa]s?|compartilhad[oa]s?|informad[oa]s?)|todavía\s+no|aún\s+no|sin\s+definir|(?:se\s+)?(?:confirmará|definirá|enviará)|à\s+(?:définir|confirmer|venir)|pas\s+encore|sera\s+(?:communiqué|confirmé|défini)e?|da\s+(?:definire|confermare|decidere)|belum\s+(?:\p{L}+\s+)?(?:ditentukan|diputuskan|final|pasti|ada|jelas|dikonfirmasi)|menyusul|akan\s+(?:dikonfirmasi|diinformasikan|dibagikan|dikabari|ditentukan)|masih\s+(?:dibahas|didiskusikan|dirahasiakan)|nog\s+niet\s+(?:bekend|beslist|vastgesteld))(?![\p{L}])/iu,
];

// A promise to give the value once something happens: 'we will share it once confirmed', 'I'll send it over when it's final'.
// ('… need to check w/ the ops team on who's signing up now vs who we want — will circle back': a value that ends promising
// to come back to it.)
const PROMISE_LATER = /\b(?:will|we'?ll|i'?ll|they'?ll|shall)\s+(?:share|send|confirm|circulate|update you on)\s+(?:it|this|that|them|the \w+)\s+(?:over\s+)?(?:once|when|after|as soon as)\b|\b(?:will|we'?ll|i'?ll)\s+(?:circle|get|come)\s+back(?:\s+(?:on|to)\s+(?:this|that|it|you))?[\s.!]*$/i;

/** True when a sentence anywhere says something is unknown, withheld or to come (no length limit). */
export function saysWithheld(text: string): boolean {
  return PHRASES.some((re) => re.test(text));
}

/** True when the value says the field is unknown, withheld or to come. */
export function isPlaceholderValue(value: string): boolean {
  // A template's slot left unfilled: the whole value in square or angle brackets ('[Client name]', '<brand>', '{{product}}').
  if (/^\s*(?:\[[^\][]{1,80}\]|<[^<>@]{1,80}>|\{\{[^{}]{1,80}\}\})\s*[.,;]?\s*$/.test(value)) return true;
  const v = value
    .trim()
    .replace(/^[\s:=→>\-–—(]+|[\s.!,;)]+$/g, '')
    .trim();
  if (!v) return true;
  if (TOKENS.test(v)) return true;
  // 'withheld until the line-up announcement …', 'confidential for now — one of the bigger skincare houses …': a value that
  // opens withheld for a while, whatever follows.
  if (/^(?:withheld|confidential|undisclosed|embargoed|redacted|tbd|tbc|tba|pending|secret|classified|unknown|under nda)\s+(?:until|till|for now|pending|as of now|at the moment|right now|for the moment|for the time being)\b/i.test(v)) return true;
  // A long value that happens to contain 'not sure' is content, not a placeholder — unless it promises the value
  // later ('… so please hold on this, we will share it once confirmed').
  if (v.split(/\s+/).length > 14) return PROMISE_LATER.test(v) && !/[₹$£€]\s*\d/.test(v);
  // Real content alongside ('TBD, around ₹5 lakh', 'not final: Glowhaus Lip Oil') wins.
  if (/[₹$£€]\s*\d|\d\s*(?:k|lakh|lakhs|crore|cr|mn|million)\b/i.test(v)) return false;
  const first = v.split(/[\s,(]+/)[0] ?? '';
  if (TOKENS.test(first) && v.split(/\s+/).length <= 6) return true;
  return PHRASES.some((re) => re.test(v));
}
