/**
 * The crisis screen's English rules (docs/product.md#safety), over normalized text (normalize.ts: lower case, no
 * accents or punctuation, contractions spelled out, " . " between clauses). Figurative speech ("this job is
 * killing me", "I could die of embarrassment", "end my lease") is kept out by what each rule requires and by
 * the lookaheads that name the everyday senses.
 */
import { anyOf, rules, type ScreenRule } from './rules.ts';

const PEOPLE = [
  'friend', 'bestie', 'boyfriend', 'girlfriend', 'husband', 'wife', 'partner', 'fiance', 'fiancee', 'son', 'daughter', 'brother',
  'sister', 'mother', 'father', 'cousin', 'roommate', 'flatmate', 'kid', 'child', 'teen', 'teenager', 'student', 'colleague',
  'coworker', 'ex', 'niece', 'nephew', 'aunt', 'uncle', 'grandmother', 'grandfather', 'grandma', 'grandpa', 'neighbor', 'neighbour',
  'classmate', 'stepson', 'stepdaughter', 'stepmother', 'stepfather', 'parent', 'sibling', 'twin', 'mate', 'buddy', 'bff',
  'girl', 'boy', 'guy', 'woman', 'man', 'person', 'lady',
];
const OTHER_SELF = anyOf(['himself', 'herself', 'themself']);
const OTHER_POSSESSIVE = anyOf(['his', 'her', 'their']);
/** A clause's end: the text's end or a sentence break. */
const END = '(?= \\.|$)';
/** After "live": a place or company, which makes "I do not want to live here" about moving, not dying. */
const LIVE_WHERE = '(?! (?:in|with|here|there|at|near|alone|together|abroad|like that|next|on|by|closer|far|without (?:him|her|them)|nearby|somewhere)\\b)';

/** Whoever may be hurting the asker or someone at home. */
const HOUSEHOLD = [
  'husband', 'wife', 'partner', 'boyfriend', 'girlfriend', 'fiance', 'fiancee', 'ex', 'ex husband', 'ex wife', 'ex boyfriend', 'father',
  'stepfather', 'mother', 'stepmother', 'brother', 'sister', 'uncle', 'aunt', 'parents?', 'family', 'son', 'daughter', 'grandfather',
  'grandmother', 'cousin', 'mother in law', 'father in law', 'carer', 'caregiver', 'guardian', 'foster (?:father|mother|parents?)',
  'roommate', 'spouse', 'stepbrother', 'stepsister', 'grandson', 'granddaughter', 'nephew', 'niece', 'mother s boyfriend',
  'nurse', 'babysitter', 'nanny',
];
const PERPETRATOR = `(?:my (?:\\w+ ){0,2}${anyOf(HOUSEHOLD)}|he|she|they)`;
const HURT_WORDS = '(?:hit|beaten|slapped|punched|kicked|choked|strangled|abused|raped|molested|burned|thrown|assaulted|attacked)';
/** Who is hurt: the asker, or someone they live with. */
const VICTIM = `(?:me|us|(?:my|our|their) (?:\\w+ )?(?:kids?|children|son|daughter|sister|brother|mother|siblings?|baby|wife|husband|partner|girlfriend|boyfriend|father|grandma|grandmother|grandpa|grandfather|toddler|grandparents)|the (?:kids|children|baby|toddler)|her|him|them)`;
const HARM_VERBS = [
  'hits?', 'hitting', 'beats?', 'beating', 'beat', 'punch(?:es|ed|ing)?', 'slaps?', 'slapped', 'slapping', 'kicks?', 'kicked', 'kicking',
  'chok(?:es|ed|ing)', 'strangl(?:es|ed|ing)', 'shov(?:es|ed|ing)', 'hurts', 'abus(?:es|ed|ing)', 'rap(?:es|ed)', 'molest(?:s|ed|ing)?',
  'pushed', 'throttl(?:es|ed)', 'bit', 'bites',
  'burn(?:s|ed)', 'bruis(?:es|ed)', 'smack(?:s|ed)?', 'throws things at', 'threw things at', 'pushes', 'grabs me by the (?:throat|neck|hair)',
  'drags?', 'dragged',
];

const SELF = rules('en', 'self', [
  /\b(?:kill|killing|killed|kills|end|ending|ended|unalive|hang|hanging|hanged|shoot|shooting|shot|drown|drowning|drowned|poison|poisoning|poisoned|off|offing|starve|starving|starved|harm|harming|harmed|suffocate|suffocating|strangle|stab|stabbing|stabbed|delete|deleting|electrocute|gas) myself\b/,
  /\bend it (?:myself|by myself|on my own)\b/,
  /(?:^|\. )end it(?= \.|$)/,
  /\b(?:just|please) kill me(?= \.|$)/,
  /\bgoodbye (?:cruel )?world\b/,
  /\bwant out of (?:life|this life|this world|existence|living)\b|\b(?:hate|hating) (?:being alive|existing|living)\b/,
  /\blet go of (?:this|my) life\b|\bmy time to go\b/,
  /\b(?:should|do|can) i (?:stay alive|keep living|go on living|keep on living|still live|live or die)\b|\bsign if i should (?:stay|live|die|go|end it|keep living|stay alive)\b/,
  /\bshould i (?:just )?jump(?= \.|$)|\bi should (?:just )?jump(?= \.|$)/,
  /\bdone for good\b|\bonly way out(?= \.|$| for me| of (?:this|the|my) (?:pain|life|misery))/,
  /\bdeath (?:is )?(?:the|my) (?:only|best) (?:way out|option|answer|choice)\b/,
  /\bdie\b[^.]{0,40}(?: \. )?because i want (?:to|it)(?= \.|$)/,
  /\buse (?:it|them|the \w+|a \w+) on myself\b/,
  /\bso (?:that )?i (?:can|could) (?:finally )?(?:go|die|leave this world|rest forever|be gone)(?= \.|$)/,
  /\bkill yourself\b/,
  /\b(?:scratch|scratching|hitting|punching|biting|banging|bruising|starving|punish|punishing) myself\b(?! for (?:not|being|forgetting|eating|the mistake|it)\b)/,
  /\buntil i bleed\b/,
  /\b(?:cut|cutting|slice|slicing) my (?:arms?|legs?|thighs?|wrists?|skin|stomach|hips?)\b/,
  /\bcuts? (?:will not|won t|would not|do not) stop bleeding\b|\bpunch(?:ing)? (?:the )?walls? until\b|\bdeserve the pain\b|\bblade out of (?:my|a|the) (?:pencil )?sharpener\b/,
  /(?:^|\. )(?:i am |i have been |been |started |start )?(?:cutting|harming) (?:again|myself)\b/,
  /\b(?:stockpil\w*|saving up|hoarding|collecting|been saving) (?:my |the |all |all my |up my )?(?:sleeping )?(?:pills|tablets|meds|medication|painkillers)\b/,
  /\b(?:pills|tablets|meds|painkillers)\b[^.]{0,60}\. (?:should|can|do|could) i (?:just )?(?:take|swallow) (?:them|it) all\b/,
  /\b(?:take|swallow|drink|down|taking|swallowing) (?:the|a|this) whole (?:bottle|box|pack|packet|strip)\b(?! of (?:wine|vodka|water|juice|cereal|cookies|chocolate)\b)/,
  /\b(?:standing|sitting|stood|sat) (?:on|at) (?:the|a) (?:edge of (?:the|a) )?(?:bridge|ledge|roof|railing|rooftop|tracks|platform edge|cliff edge)\b/,
  /\bwant to dye(?! (?:my|her|his|the|it|them|our|this|your|hair|clothes|eggs|fabric)\b)/,
  /\bcheck(?:ing)? out (?:for good|permanently|early|of life|of this world|of this life)\b/,
  /\bwill not (?:be needing|need) (?:any of )?(?:them|it|anything|my \w+|these) (?:soon|much longer|anymore|after (?:tonight|this week)|where i am going)\b/,
  /\bgiv(?:e|ing|en) (?:all )?(?:of )?my (?:things|stuff|belongings|possessions|pets) away\b/,
  new RegExp(`\\bwant (?:it|this|my life|everything|it all) (?:all )?(?:to be )?over(?:${END}| for good| forever| already| now)`),
  // Plain words in a second language, and older voices.
  /\b(?:not|no) (?:wanting|want) to (?:live|be alive|exist)(?: more| anymore| any more)?(?= \.|$| more| anymore)|\b(?:i am|me|i) not exist\b/,
  /\bfinish (?:my|his|her|their) (?:own )?life\b|\bno (?:have )?reason (?:for|to) (?:wake up|waking up|live|living)\b|\blife is no (?:more|longer) worth\b/,
  /\b(?:me|i) die is better\b|\bbetter (?:if|that) i die\b|\bbetter i die\b/,
  /\b(?:died|die|passed|lost)\b[^.]{0,80}(?: \. )?(?:[^.]{0,40})\b(?:go to|be with|join) (?:him|her|them) (?:again|in heaven|on the other side|soon)\b/,
  /\b(?:god|lord|jesus|universe) (?:please )?take me (?:tonight|now|today|home|away)\b/,
  /\blet me go in peace\b|\btelling me to (?:jump|die|end it|do it|go|kill myself)(?= \.|$)|\bstop fighting and (?:end it|let go|die|give up)\b/,
  /\bbridge\b[^.]{0,60}(?: \. [^.]{0,30})?\bwill not step back\b/,
  /\b(?:my )?life is (?:pointless|meaningless|worthless|hopeless|not worth it)\b/,
  /\b(?:i am|i feel|feel like|i have become|i became|i am just|i am such|i am only|i am nothing but|i am always|am i) (?:\w+ ){0,3}(?:burden|waste of space|waste of oxygen|waste of air)\b/,
  /\b(?:everyone|the world|my family|my kids|my children|my friends|people|they all|all of them|everything|everybody|my parents|the people around me|my husband|my wife|my partner)(?: \w+){0,4} (?:better|happier|easier|fine)(?: off)? without me\b/,
  /\bhurt(?:ing|s)? myself\b(?! (?:at|in|on(?! purpose)|while|playing|lifting|running|during|when|by|skiing|falling|badly|again at|at work|working|training|cooking|exercising|dancing)\b)/,
  /\b(?:cut|cutting|cuts|burn|burning|burned) myself\b(?! (?:off|a|an|some|out|free|loose|shaving|cooking|on|while|by|accidentally|slack|short|in|with a knife while|chopping|opening|making|baking|ironing|with the)\b)/,
  /\b(?:end|ending|take|taking|took|ended) (?:my|my own) life\b(?! (?:in|to|into|back|seriously|for granted|forward|over|up|apart|off|somewhere)\b)/,
  /\b(?:end|ending|ended) my (?:own )?(?:existence|suffering)\b/,
  /\bend(?:ing)? it all\b/,
  /\bgun to my head\b|\bblow my brains out\b|\brope around my neck\b/,
  /\b(?:should i|going to|want to|plan to|thinking about|thinking of) rope\b/,
]);

/** Words whose person comes from the clause: "I want to die" is the asker's, "my friend wants to die" another's. */
const BY_SUBJECT = rules('en', 'by-subject', [
  /\b(?:stop|quit|started|start|keep|relapsed?|urges? to|been|addicted to) (?:cutting|self harming)\b(?! (?:back|down|corners|costs|ties|class|carbs|sugar|people|him|her|them|the|out|hair|off|my hair|the cord)\b)/,
  /\bsuicid(?:e|al|ally)\b(?! (?:squad|doors?|king|kings|prevention|rates?|statistics|bombers?|bombing|awareness|forest|mission|run|note by|blonde|season)\b)/,
  /\b(?:want|wants|wanted|wanting|wish|wishes|need|needs|ready|deserve|deserves|plan|plans|planning|trying|try|tries|tried|like|deserving|longing|long) to die\b(?! (?:of|from|laughing|happy|alone|old|at home|in peace|peacefully|in my sleep at|with dignity|of old age|my|her|his|the|your)\b)/,
  /\bend(?:ing|s)? (?:it|things|everything) (?:for good|forever|tonight|permanently|once and for all|now|today)\b(?! with\b)/,
  /\btonight\b[^.]{0,30}\bend (?:it|things|everything)(?= \.|$)/,
  /\bkms\b(?<!\d kms)/,
  /\bkys\b/,
  /\b(?:want|wants|wanted|wish|wishes) (?:me|him|her) (?:to die|dead)\b/,
  /\b(?:says|said|thinks|feels|told me|tells me|keeps saying|believes|texted)\b[^.]{0,40}\b(?:better|happier|easier)(?: off)? without (?:him|her|them)\b/,
  /\b(?:miss|missed|care|notice|cry|better|happier|easier|relieved|sad)\b[^.]{0,30}\bif (?:i|he|she) (?:died|was dead|were dead|was gone|were gone|disappeared|killed (?:myself|himself|herself)|was not (?:here|around)|were not (?:here|around)|left this world|did not wake up)\b/,
  /\bif (?:i|he|she) (?:died|was dead|were dead|was gone|were gone|disappeared|killed (?:myself|himself|herself)|was not here|were not here|was not around|were not around) (?:tomorrow |today |tonight )?(?:would|will) (?:anyone|anybody|everyone|people|they|my family|he|she|my \w+|nobody|no one) (?:even |really )?(?:care|notice|miss|be sad|cry|be better|be happier|be relieved)\b/,
  /\bif i (?:was|were|am) dead\b|\bwould it be better if i (?:was|were) (?:dead|gone|never born|not here|not around)\b/,
  /\bwants? (?:it all|everything|this|it|the pain|life) (?:all )?to (?:end|stop|be over)(?= \.|$| and)/,
  /\b(?:drive|crash|driving|crashing|steer|swerve|swerving|drove|crashed) (?:my|the|his|her) car (?:into|off|in front of)\b/,
  /\b(?:should|shall|can|could|may|must) (?:i|he|she) (?:just |simply |finally )?die\b(?! (?:of|from|laughing|happy|alone|old|my|her|the)\b)/,
  /\bi (?:should|might as well|may as well|just want to|just wanna) (?:just )?die\b(?! (?:of|from|laughing|happy|alone|old|than|my|her|the)\b)/,
  /\b(?:let|make) (?:me|him|her) die\b/,
  /\bwish(?:es)? (?:i|he|she|they) (?:was|were|had been|could be|would be) dead\b/,
  /\b(?:rather|prefer to|want to|wants to|wanna|better off|would be better) (?:be )?dead\b(?! (?:than|tired|serious|set|end|wrong|last|center|centre|weight|on)\b)/,
  /\bwish(?:es)? (?:i|he|she) (?:had )?never (?:been born|existed|woke up|wake up)\b|\bwish(?:es)? (?:i|he|she) (?:was|were) never born\b/,
  /\b(?:want|wants|wanted|wish|wishes|like) to (?:stop|quit) (?:living|existing|breathing|being alive)\b/,
  /\b(?:want|wants|wanted|wish|wishes|like) (?:to )?not (?:to )?(?:exist|be alive|wake up|be here anymore|be here any longer)\b/,
  new RegExp(`\\b(?:do|does|did) not want to (?:live|be alive|exist|wake up|keep living|go on living|be here anymore|be around anymore|be on this earth|go on|keep going|carry on|continue living|continue)${LIVE_WHERE}(?! with (?:the|this|my|our) (?:plan|project|job|course|relationship|degree)\\b)`),
  /\b(?:never|not) (?:to )?wake up\b(?! (?:early|late|on time|in time|for|before|at|until)\b)/,
  /\bnot waking up\b(?! (?:on time|in time|early|for|when|to)\b)/,
  /\bways? to (?:die|kill (?:myself|himself|herself|yourself)|end (?:it|my life|his life|her life|their life))\b/,
  /\b(?:nobody|no one|noone) (?:will|would|is going to) (?:miss|notice|care about) (?:me|him|her|them)\b/,
  /\b(?:tonight|today|this) is (?:my|her|his|their) last (?:night|day)\b/,
  /\b(?:my|her|his|their) (?:next|last|first|second|third) attempt\b(?! (?:at|to|on|of|in)\b)|\b(?:he|she|they|i) attempted(?= \.|$| last| again| before| twice| in)/,
  /\b(?:crash|crashing|hurt|hurting|cut|cutting|burn|burning|starve|starving|hit|hitting|drown|drowning|overdose|overdosing)\b(?: \w+){0,3} on purpose\b/,
  // Only the verb is matched: "gave me his guitar" is the giver's farewell, not the asker's.
  /\b(?:gave|giving|give|given)(?= (?:me |away )?(?:all )?(?:his|her|their|my) (?:\w+ ){0,2}(?:and|because)\b[^.]{0,40}\b(?:will not|would not|does not|do not) need\b)/,
  /\b(?:go to sleep|fall asleep|sleep) (?:and (?:never|not) wake(?: up)?|forever)\b/,
  /\b(?:cease to|stop|stopped|quit) exist(?:ing)?\b|\bnot exist anymore\b|\bun exist\b/,
  /\b(?:is there|there is|i see|see|what is|whats|is there even|there does not seem to be|there is not|why is there) (?:any |a |no |even |really |the )?(?:point|reason|use|sense) (?:anymore )?(?:in |to |of )?(?:carrying on|going on|living|being alive|existing|continuing to live|staying alive|keep going|keeping going|trying anymore|anything anymore|me being here|being here anymore|waking up|go on|carry on|live|exist|even trying|keep living|life anymore|my life anymore|continuing)\b/,
  new RegExp(`\\bno (?:point|reason|will|purpose|desire|want) (?:in |to |of |for )?(?:living|live|life|going on|carrying on|being alive|existing|keep going|stay alive|staying alive|wake up|waking up|continue|continuing|exist|be here)${LIVE_WHERE}`),
  /\b(?:lost|losing|have no|no|lose) (?:the |my |all |any )?(?:will|reason) to live\b/,
  /\bnothing (?:left )?to live for\b/,
  /\b(?:not|no longer|is not|isn t) worth (?:living|staying alive|going on|carrying on|it anymore|being alive)\b/,
  /\bis (?:my |this )?life (?:even |still |really )?worth (?:living|it|saving|continuing)\b/,
  /\blife is not worth\b/,
  /\bwhy (?:should i|do i|would i|bother|even|keep|should he|should she) (?:keep |even |bother )?(?:living|going on|carrying on|live|exist|staying alive|waking up|wake up|be alive|stay alive)\b/,
  /\b(?:tired|sick|exhausted) of (?:living|life|being alive|existing|waking up|it all|everything|this life|my life|being me)\b/,
  /\bdone with (?:life|living|everything|it all|this life|existing)\b/,
  /\bgiv(?:e|ing) up on (?:life|living|everything|myself|being alive|staying alive)\b/,
  new RegExp(`\\b(?:stop|quit|give up|stopped) trying(?: anymore| altogether| for good| at all| with life| to live| to stay alive| to survive| to keep going)?${END}`),
  /\b(?:everyone|the world|my family|my kids|my children|my friends|people|they all|all of them|everything|everybody|my parents|the people around me|my husband|my wife|my partner)(?: \w+){0,4} (?:better|happier|easier|fine)(?: off)? (?:without me|if i (?:was|were|am|died|disappeared|left for good|killed myself)(?: (?:gone|dead|not here|not around|never born))?)\b/,
  /\b(?:would|will|does|do|did) (?:anyone|anybody|everyone|people|they|my family|he|she|my \w+)(?: even| really)? (?:care|notice|miss me|be sad|cry|come to my funeral)\b[^.]{0,40}\bif i (?:died|die|was dead|were dead|am dead|was gone|were gone|am gone|disappeared|killed myself|was not (?:here|around)|were not (?:here|around)|left this world)\b/,
  /\bif i (?:died|was dead|were dead|was gone|were gone|disappeared|killed myself|was not here|were not here|was not around|were not around) (?:tomorrow |today |tonight )?(?:would|will) (?:anyone|anybody|everyone|people|they|my family|he|she|my \w+) (?:even |really )?(?:care|notice|miss me|be sad|cry|be better|be happier|be relieved)\b/,
  new RegExp(`\\b(?:want|wants|wanted|wish i could|wish to|need|going|planning) to (?:just )?disappear(?: forever| for good| permanently| from this world| from everyone| from the world)?${END}`),
  /\bdisappear (?:forever|for good|permanently|from this world|from the world)\b/,
  /\bnot (?:be|being) (?:here|around|alive) (?:anymore|much longer|for much longer|tomorrow|next week|by the end of)\b/,
  new RegExp(`\\bno way out(?:${END}| (?:of (?:this|my|the) (?:pain|life|hell|darkness|misery|suffering|sadness|depression|head|mind)|but|except|anymore|for me)\\b)`),
  /\b(?:suicide|goodbye|good bye|farewell|final) (?:note|letter|message|video|text)s?\b/,
  /\bsay(?:ing)? (?:my |a )?(?:final )?(?:goodbye|goodbyes) (?:to everyone|to everybody|to the world|to this world|to life|for good|forever)\b/,
  /\bgiv(?:e|ing) away (?:all )?(?:of )?(?:my|his|her|their) (?:things|stuff|belongings|possessions|pets)\b/,
  /\b(?:take|taking|swallow|swallowing|took|down|downing) (?:all|all of|a lot of|a bunch of|the whole (?:bottle|box|pack|packet|strip) of|every one of|enough|too many|a whole bottle of|a handful of|loads of|lots of)(?: my| the| of my| of the| those| these| her| his)? (?:pills|tablets|meds|medication|medicine|sleeping pills|painkillers|paracetamol|tylenol|xanax|antidepressants|insulin|pills at once)\b/,
  /\boverdos(?:e|ing|ed|es)\b(?! on (?:chocolate|coffee|sugar|caffeine|netflix|tv|work|love|kindness|cake|candy|anime|shows|romance|sun|vitamin)\b)/,
  /(?<!(?:bungee|bungy|cliff|base|rope|pool) )\bjump(?:ing|ed|s)? (?:off|from|of|out of) (?:a|the|this|that|my|his|her|their) (?:\w+ )?(?:bridge|building|roof|cliff|balcony|tower|window|overpass|parking garage|ledge|top floor|rooftop|highway)\b/,
  /\b(?:jump|jumping|step|stepping|throw myself|throwing myself|lie down|lay down|walk|walking) (?:in front of|under|onto) (?:a|the) (?:train|bus|truck|car|tracks|traffic|lorry)\b/,
  /\bnoose\b/,
  new RegExp(`\\b(?:slit|cut|cutting|slitting|slash|slashing) (?:my|${OTHER_POSSESSIVE}) (?:own )?wrists?\\b`),
  /\bself (?:harm|harming|harmed|harms|injury|injuring)\b/,
  new RegExp(`\\bcan not (?:go on|do this|take (?:it|this)|keep going|carry on|live like this|keep living|go on living|handle (?:it|this|life)|cope|bear (?:it|this))(?: like this)?(?: anymore| any longer| much longer|${END})`),
  /\bcan not (?:go on|keep) living\b/,
  /\b(?:leave|leaving|exit|exiting|depart|departing) (?:this|the) (?:world|earth|planet)\b(?! (?:of|for|behind|better)\b)/,
  /\b(?:end|stop|ending|stopping) the pain (?:for good|forever|permanently|once and for all)\b|\bmake (?:the|my) pain stop (?:forever|for good|permanently)\b/,
  /\bi am (?:going to|gonna) do it tonight\b/,
  /\bbefore i do it\b|\b(?:finally )?go through with (?:it|my plan|her plan|his plan|their plan|the plan)(?= \.|$| tonight| this)|\bfinally (?:do it|end it|go)(?= \.|$)/,
  /\b(?:yeet|yeeting|throw|throwing|fling|launch|hurl) (?:myself|himself|herself) (?:off|from|out of|in front of)\b/,
  /\b(?:drive|driving|drove) (?:my car |the car |his car |her car )?(?:into|off) (?:the|a) (?:lake|river|sea|ocean|cliff|bridge|wall|tree|water|canal)\b/,
  // Farewells and last things.
  /\bthis is (?:goodbye|farewell|my (?:goodbye|farewell))\b|\bthis is my last (?:reading|message|post|night|day|question|letter|words)(?= \.|$| ever| before| i will)/,
  /\b(?:goodbye|bye) (?:everyone|everybody|world|to everyone|to all)\b(?=[^.]*\b(?:i will not be back|not be here|last|forever|ready)\b)|\bi will not be back(?= \.|$)/,
  /\bsaid (?:my )?(?:final )?(?:bye|goodbye|goodbyes) (?:to )?(?:everyone|everybody|all|my (?:friends|family|kids|parents|children))\b/,
  /\b(?:last thing|last things) (?:i am doing|i do|i will do|i will ever do) before i (?:go|die|leave)\b/,
  /\b(?:understand|forgive me for|know) why i did it\b/,
  /\b(?:god|jesus|allah|my family|my kids|my children|my mother|my father|my parents|they|everyone|he|she) (?:ever )?(?:forgive|understand) (?:me )?(?:if|when|why) i (?:go|end it|do it|did it|leave this world|kill myself|take my (?:own )?life|am gone|die)\b/,
  /\b(?:when|after|once) i (?:am|m) gone\b|\bgone for good\b(?=[^.]*\b(?:i|me|my)\b)|\b(?:when|after|once) i (?:kill myself|end it|do it)\b(?=[^.]*\b(?:kids|family|mother|father|parents|miss|forgive|okay|ok|be fine)\b)/,
  new RegExp(`\\b(?:will not|won t|do not think i will|not going to|never going to|probably will not) make it (?:to|until|till|through|past) (?:my birthday|christmas|new year|next (?:week|month|year)|the weekend|tomorrow|morning|the end of)`),
  /\bnot (?:be|being) (?:here|around|alive) (?:for|by|at|on) (?:christmas|my birthday|new year|next \w+|the weekend|the holidays|graduation)\b/,
  /\b(?:i|you|he|she) (?:will|would|am going to|is going to) be dead (?:by|before|soon|tomorrow|tonight|next|within)\b/,
  /\b(?:good|right|best|perfect) (?:night|day|time|moment) to (?:die|go|end it)\b/,
  /\bif i (?:die|go|do it) (?:tonight|today|tomorrow|this weekend)\b/,
  /\b(?:have|made|got) a plan and a (?:date|time|way)\b|\b(?:decided|going|planning|plan|ready|want) to end it(?= \.|$| after| before| tonight| soon| this| next| on| when)/,
  /\b(?:come to|attend|go to) my (?:own )?funeral\b/,
  /\bwhere no one (?:will|would|can|could) (?:ever )?find me\b/,
  /\bmake it look like an accident\b/,
  // Ways and means.
  /\b(?:peaceful|painless|quick|quickest|easiest|easy|best|fastest|least painful|gentle|simple|surest) ways? to (?:die|go|end it|end my life|kill myself|do it|not wake up)\b/,
  /\bhow (?:high|far|long|many|much|deep)\b[^.]{0,50}\b(?:to die|fatal|lethal|to not survive|to be sure|so you (?:do not|don t|will not|won t) survive|do not survive|won t survive)\b/,
  /\b(?:not|never|do not|don t|won t|will not) survive (?:the fall|the jump|the drop)\b/,
  /\b(?:how|best way) to (?:hang|kill|poison|shoot|drown|overdose|suffocate|electrocute) (?:yourself|oneself|myself|himself|herself)\b/,
  /\bbleed(?:ing)? out\b|\buntil(?= (?:it|they|i|my \w+) bleeds?\b)/,
  /\b(?:bought|buy|buying|got|have|found|tied|hid|hidden) (?:a|the|some|my) (?:rope|noose|charcoal|helium)\b/,
  /\bloaded (?:the|a|my|his|her|father s|my father s) (?:gun|pistol|rifle|revolver)\b|\bdo it with (?:a|my|the|his|her|father s|my father s) (?:gun|pistol|rifle|pills|rope|knife)\b/,
  /(?<!\b(?:he|she|they|husband|wife|partner|boyfriend|girlfriend|father|mother|brother|sister|ex|and) (?:\w+ ){0,2}(?:holds|held|puts|put|pressed|presses|pointed|points) (?:a|the|his|her) )\b(?:knife|blade|razor|gun|pistol) (?:to|against|on|at) (?:my|his|her) (?:wrists?|throat|neck|head|temple|chest|skin|arm|heart)\b/,
  /\b(?:pills|tablets|meds|painkillers) (?:are |is )?(?:counted|lined up|ready|laid out|in (?:my|the|his|her) hand|in front of (?:me|him|her)|next to (?:me|him|her))\b/,
  /\b(?:stockpil\w*|hoarding|saving up|collecting) (?:\w+ ){0,2}(?:pills|tablets|meds|medication|painkillers)\b/,
  /\b(?:standing|sitting|stood|sat|typing this|writing this|texting|i am|he is|she is|is) (?:on|at|from) (?:the|a) (?:train tracks|railway tracks|railroad tracks|bridge railing|railway line|edge of the (?:roof|bridge|building|cliff)|ledge)\b/,
  /\b(?:is|am|are|standing|sitting) on (?:the|a) (?:bridge|ledge|roof|rooftop|railing|tracks)(?: right now| now| tonight)\b/,
  /\b(?:garage|car) with the (?:car|engine) running\b|\b(?:car|engine) running in (?:the|a) (?:closed )?garage\b/,
  // Self-harm as people name it.
  /\b(?:my|her|his|their) (?:cutting|self harm)\b|\bcuts? (?:all )?(?:over|on) (?:her|his|their|my) (?:thighs|arms|wrists|legs|body|stomach)\b/,
  /\b(?:burn|burning|burned|burns|cut|cuts|carve|carving|carved|carves|scratch|scratching|scratches|slice|slicing) (?:\w+ ){0,2}(?:into |on |open )?(?:my|his|her|their) (?:arms?|legs?|thighs?|wrists?|skin|stomach|hips?|body)\b(?! (?:on|in|while|cooking|shaving|by accident|accidentally)\b)/,
  /\b(?:injure|injuring|injured|injures|mutilate|mutilating) (?:myself|himself|herself|themself)\b/,
  /\bgiv(?:e|ing|en) away (?:all )?(?:of )?(?:my|his|her|their) \w+\b(?=[^.]*\b(?:goodbye|bye|will not need|not need)\b)/,
  /\b(?:relapsed?|relapsing) (?:on|into|with)? ?(?:cutting|self harm|burning)\b|\bclean from (?:cutting|self harm)\b/,
  /\b(?:hit|hitting|bang|banging|punching|smashing) my head (?:against|on|into|until)\b/,
  /\bwant (?:it|this|them|something|the \w+) to kill me\b/,
  /\b(?:until|want|wish|hope) (?:my )?(?:body|heart) (?:gives up|gives out|shuts down|stops)\b/,
  /\bunalive\b|\bctb\b|\bcatch the bus\b(?=[^.]*\b(?:tonight|ready|time|weekend|forever)\b)/,
  // Only the verb is matched, so its subject (not "me", who got the message) says whose farewell it is.
  /\b(?:texted|sent|wrote|posted|messaged|left)\b(?=(?: [^ ]+){0,8}? (?:goodbye|good bye|farewell)\b(?! (?:party|gift|card|lunch|dinner|drinks|hug|kiss)\b))/,
  /\b(?:pills|rope|gun|knife|blade|razor|noose) (?:is |are )?(?:ready|here with me|in my hand|next to me|on the table in front of me)\b/,
  /\bsurvive (?:tonight|the night|until morning)\b/,
]);

/** Someone else in danger, said in words that already name the other person. */
const OTHER = rules('en', 'other', [
  new RegExp(`\\b(?:kill|killing|kills|end|ending|ends|unalive|hang|hanging|hangs|shoot|shoots|harm|harming|harms|starve|starving|starves|poison|poisons|off|offs|drown|drowns|stab|stabs) ${OTHER_SELF}\\b`),
  new RegExp(`\\b(?:hurt|hurting|hurts) ${OTHER_SELF}\\b(?! (?:at|in|on|while|playing|lifting|running|during|when|by|skiing|falling|badly|accidentally|at work|training|riding|climbing|cooking)\\b)`),
  new RegExp(`\\b(?:cut|cutting|cuts|burn|burning|burns) ${OTHER_SELF}\\b(?! (?:off|a|an|some|out|shaving|cooking|accidentally|with the|on (?:a|the|glass|paper)|while (?:cooking|shaving|chopping)|chopping|opening|loose|free|short|slack)\\b)`),
  new RegExp(`\\b(?:end|ending|ends|take|taking|takes|end up taking) ${OTHER_POSSESSIVE} (?:own )?life\\b(?! (?:in|to|into|back|seriously|for granted|forward|over|up|apart|off)\\b)`),
  new RegExp(`\\b(?:tried|tries|trying|attempted|attempts|attempting|almost|nearly|threatened|threatens|threatening|going|wants|wanted|planning|plans) (?:to )?(?:kill|killed|end|ended|take|took) (?:${OTHER_SELF}|${OTHER_POSSESSIVE} (?:own )?life)\\b`),
  /\b(?:attempted suicide|suicide attempt|tried suicide)\b/,
  new RegExp(`\\bmy (?:\\w+ )?${anyOf(PEOPLE)} (?:\\w+ ){0,4}(?:texted|sent|wrote|left|posted) (?:me )?(?:a )?(?:goodbye|good bye|farewell|final|suicide) (?:text|message|note|letter|post)`),
]);

/** A death that has already happened: met with the builtin's suicide-loss care, not screened as a danger now. */
const LOSS = rules('en', 'loss', [
  /\b(?:died|passed away|passed|death|deaths|loss|lost|losing) (?:by|from|of|through|to) suicide\b/,
  /\blost (?:my|our|a|her|his|their) (?:\w+ ){0,3}to suicide\b/,
  new RegExp(`(?<!(?:almost|nearly|tried to|attempted to|trying to|threatened to|wants to|going to|planning to) )\\b(?:killed|hanged|hung|shot) ${OTHER_SELF}\\b`),
  new RegExp(`(?<!(?:almost|nearly|tried to|attempted to|trying to|threatened to|wants to|going to|planning to) )\\btook ${OTHER_POSSESSIVE} (?:own )?life\\b`),
  /\b(?:committed|completed) suicide\b(?! (?:tonight|tomorrow|soon)\b)/,
  new RegExp(`\\b(?:${OTHER_POSSESSIVE}|my (?:\\w+ )?${anyOf(PEOPLE)} s|(?:\\w+ )?${anyOf(PEOPLE)} s) suicide\\b(?! (?:note|notes|letter|attempt|attempts|plan|plans|threat|threats|risk|watch)\\b)`),
  /\bsuicide (?:of|by) (?:my|our|his|her|their)\b/,
]);

const ABUSE = rules('en', 'abuse', [
  new RegExp(`\\b${PERPETRATOR} (?:\\w+ ){0,6}?(?:${HARM_VERBS.join('|')}) ${VICTIM}\\b(?! (?:at|in|to|on)\\b(?! (?:night|front of|the (?:face|head|stomach|house|kitchen|bedroom|car))))(?!(?<=\\bhits? (?:me|us)) up\\b)`),
  new RegExp(`\\bmy (?:\\w+ )?(?:stepfather|father|uncle|brother|stepbrother|grandfather|cousin|mother s boyfriend|coach|teacher|babysitter|neighbor|neighbour) (?:\\w+ ){0,2}touch(?:es|ed)? me\\b`),
  /\bbruises?\b(?: \w+){0,3} (?:from|because of|after|by) (?:my|him|her|them|he|she)\b/,
  new RegExp(`\\b(?:being|been|is|was|gets|got|getting|am) ${HURT_WORDS} by (?:my|her|his|their|our) (?:\\w+ )?(?:${HOUSEHOLD.join('|')}|carer|caregiver|nurse|teacher|coach|partner)\\b`),
  new RegExp(`\\b${PERPETRATOR} (?:\\w+ ){0,3}(?:cuts|cut|stabs|stabbed|burns|burned) me with\\b`),
  /\b(?:threw|throws|pushed|pushes|shoved|shoves|dragged|drags) (?:me|us|her|him) (?:down|against|into (?!\w+ing\b)|across|onto|to the (?:floor|ground)|out of)\b/,
  /\b(?:and|then|he|she|they|also|still|sometimes|always|even|often) (?:hits|slaps|beats|punches|kicks|chokes|strangles|burns|starves|shakes) (?:me|us|her|him|them|my \w+)\b(?! (?:at|in|to|up|on|off|out|awake)\b)/,
  /\b(?:put|puts|had|has|wrapped|wraps|placed) (?:his|her|their) hands? (?:around|round|on) my (?:throat|neck)\b/,
  /\b(?:watch|watched|watches|see|saw|seen|sees) (?:him|her|them|he|she) (?:beat|beating|hit|hitting|hurt|hurting|choke|choking|kick|kicking|slap|slapping) (?:me|my \w+)\b/,
  /\buse it (?:on me )?if i (?:leave|left|tell|talk|go|call|try to leave)\b/,
  /\bleaves? bruises\b|\bshak(?:es|ing|e|ed) (?:my|the|our|their) (?:\w+ )?(?:baby|toddler|infant|newborn)\b/,
  /\bsaid (?:he|she|they) (?:would|will|is going to|was going to) (?:kill|stab|shoot|hurt|beat|strangle) me\b|\b(?:would|will|is going to|going to) (?:kill|stab|shoot|hurt|beat) me if i (?:leave|left|tell|told|talk|go to the police|call the police|report|try to leave|ever leave|say anything|see anyone)\b/,
  /\bforc(?:es|ed|ing) (?:himself|herself) (?:on|onto) (?:me|her|him|my)\b/,
  /\block(?:s|ed)? (?:me|us) (?:in (?:my|the|a|his|her)? ?(?:room|basement|house|closet|bathroom|cupboard|attic|shed|car|cellar)|up|inside)\b/,
  /\b(?:comes|came|sneaks|snuck|creeps|crept) into my (?:room|bed|bedroom) (?:at night|when|while)\b/,
  /\bsays? (?:it is|it s|its) our (?:little )?secret\b/,
  /\bhit(?:s|ting)? (?:the|a|my|their|his|her) (?:little |younger |small )?(?:one|kids?|child|children|baby|boy|girl|son|daughter|brother|sister) with (?:a|the|his|her) (?:belt|chair|stick|bat|fist|bottle|shoe|cable|wire)\b/,
  /\b(?:he|she|they|my \w+) (?:\w+ ){0,2}(?:broke|fractured|cracked) my (?:arm|nose|ribs?|jaw|wrist|fingers?|leg|tooth|teeth|cheekbone)\b/,
  /\bkill me (?:one day|someday|eventually|some day)\b/,
  /\b(?:threw|throws|throwing|threw) (?:a |the )?(?:knife|knives|plates?|things|glass|bottle|chair|pan) at (?:me|us|my)\b/,
  /\b(?:domestic|family|intimate partner) (?:violence|abuse)\b/,
  /\babusive (?:relationship|marriage|husband|wife|partner|boyfriend|girlfriend|father|mother|parents?|home|household|family|stepfather|stepmother|ex|man|woman)\b/,
  /\b(?:being|been|was|am|were|get|getting|got) (?:physically |sexually )?abused\b/,
  /\b(?:physically|sexually) (?:abus(?:ed|es|ing|ive)|assault(?:ed|s|ing)?)\b|\bsexual (?:abuse|assault)\b/,
  /\b(?:was|got|being|been|am|were|i was) raped\b|\brap(?:ed|es|ing) me\b|\bmarital rape\b/,
  /\btouch(?:es|ed|ing)? me (?:inappropriately|down there|there|without|when|at night|in my sleep|while|where)\b/,
  /\bforc(?:es|ed|ing) me (?:to have sex|into sex|to do sexual|to sleep with|to do things)\b/,
  /\bviolent (?:husband|partner|boyfriend|girlfriend|father|mother|home|relationship|stepfather|marriage)\b/,
  new RegExp(`\\b${PERPETRATOR} (?:\\w+ ){0,2}(?:gets|got|becomes|became|is|turns) (?:very |really )?violent\\b`),
  /\b(?:scared|afraid|terrified|frightened) (?:of|that|he|she|my)(?: \w+){0,4} (?:will|is going to|might|would|could|going to) (?:kill|hurt|hit|beat|strangle|choke|stab) (?:me|us|my|the kids)\b/,
  new RegExp(`\\b(?:scared|afraid|terrified|frightened) (?:of|to go home to|to be at home with|to be alone with) my (?:\\w+ )?${anyOf(HOUSEHOLD)}\\b`),
  /\bthreaten(?:s|ed|ing)? (?:me|us|my \w+) with (?:a |his |her )?(?:knife|gun|weapon|bat|belt)\b/,
  /\b(?:held|holds|hold|holding|pulled|pulls|put|puts|pointed|points|pressed|presses) (?:a|the|his|her) (?:knife|gun|blade) (?:to|on|at|against) (?:me|my|us)\b/,
  /\bthreaten(?:s|ed|ing)? to (?:kill|hurt|beat|stab|shoot|strangle) (?:me|us|my|the kids)\b/,
  /\b(?:kill|hurt|beat|take|stab|shoot) (?:(?:my \w+|the \w+) and )?(?:me|us|the kids|my kids|the children|my children|the baby) (?:away )?if i (?:leave|left|tell|told|go to the police|call the police|report|try to leave|ever leave|say anything|talk)\b/,
  new RegExp(`\\b${PERPETRATOR} (?:\\w+ ){0,2}(?:will not|does not|would not|never) lets? me (?:leave|out|go out|see (?:anyone|my friends|my family)|have (?:my phone|money|my own money)|call anyone)(?: the house| home| the room| the flat| the apartment)?(?:${END}|(?= and))`),
  new RegExp(`\\b${PERPETRATOR} (?:\\w+ ){0,2}locks? (?:me|us) (?:in|up|out)\\b`),
]);

/** Every English rule: losses first, so they are masked before the others read the text. */
export const ENGLISH_RULES: readonly ScreenRule[] = [...LOSS, ...SELF, ...OTHER, ...ABUSE, ...BY_SUBJECT];

/** Words that put a clause's subject with someone other than the asker (an animal subject makes the words no one's danger). */
export const OTHER_SUBJECTS = new Set(['he', 'she', 'they', 'him', 'them', 'his', 'their', 'someone', 'somebody', ...PEOPLE, 'mother', 'father']);
export const FIRST_PERSON = new Set(['i', 'me', 'my', 'myself', 'mine']);
export const ANIMALS = new Set(['dog', 'dogs', 'cat', 'cats', 'puppy', 'kitten', 'pet', 'horse', 'bird', 'rabbit', 'hamster', 'parrot', 'fish', 'plant', 'plants', 'character', 'hero', 'villain']);
