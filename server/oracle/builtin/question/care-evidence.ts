/**
 * The words that count as evidence for each care topic (find-care.ts weighs them). Strong words name
 * the matter outright; weak words lean toward it but also serve elsewhere ("pain", "can't sleep"), so
 * they add weight to a topic but never make one on their own.
 */
import { TOPIC_WORDS } from './topics.ts';
import type { QuestionCare } from './types.ts';
import { words } from './word-patterns.ts';

/** Evidence for one care topic: each pattern is global and counted on its own. */
export interface CareEvidence {
  strong: readonly RegExp[];
  weak: readonly RegExp[];
}

/** People a question may name as the one who died or is ill; shared by the grief words and the rule for animals. */
const PERSON = `(?:${[
  'mother', 'mom', 'mum', 'mommy', 'mummy', 'father', 'dad', 'daddy', 'parents?', 'brother', 'sister', 'son', 'daughter', 'child',
  'husband', 'wife', 'partner', 'boyfriend', 'girlfriend', 'fianc[eé]e?', 'friend', 'best friend', 'grand(?:mother|ma|father|pa)',
  'nan', 'nana', 'granny', 'aunt', 'uncle', 'cousin', 'niece', 'nephew', 'colleague',
].join('|')})`;

/** Animals people keep and worry about. */
const ANIMAL = `(?:${[
  'dogs?', 'doggy', 'doggie', 'pupp(?:y|ies)', 'pups?', 'cats?', 'kittens?', 'kitty', 'horses?', 'pon(?:y|ies)', 'rabbits?', 'bunn(?:y|ies)',
  'hamsters?', 'guinea pigs?', 'gerbils?', 'ferrets?', 'parrots?', 'budgies?', 'parakeets?', 'cockatiels?', 'tortoises?', 'turtles?',
  'lizards?', 'snakes?', 'pets?',
].join('|')})`;

/**
 * The vet, and not a veteran ("my dad, a war vet") nor the verb ("vet the applicants"): it names an
 * animal's care even when the animal goes unnamed ("the vet says she is in pain").
 */
const VET = [
  '(?<!(?:war|army|navy|military|combat|vietnam|marine|gulf war) )vet(?:s|\'s)?(?! (?:him|her|them|someone|people|applicants|candidates)\\b)',
  'veterinar(?:y|ian)s?',
];

/** Animal words and the vet: the animal a question may be about. */
export const ANIMAL_WORDS = words([ANIMAL, ...VET]);

/** Putting an animal to sleep ("put her down", "putting my dog Max to sleep"), never "put my foot down". */
const EUTHANASIA = `euthan(?:asia|ize|ise|ized|ised|izing|ising)|put(?:ting)? (?:him|her|them|my ${ANIMAL}(?: \\w+)?) (?:down|to sleep)`;

/** An animal getting well: "Will my dog Max get better?" asks after its health, where a business getting better would not. */
const GETTING_WELL = "get(?:s|ting)? (?:better|well)|feel(?:s|ing)? better|pull(?:s|ing)? through|be (?:ok|okay|alright|all right) (?:at|after) the vet";

/** Words only an animal's care uses: the vet, putting an animal to sleep, getting well. They count only beside an animal. */
export const PET_CARE_WORDS = words([...VET, EUTHANASIA, GETTING_WELL]);

/**
 * Idioms that name an animal without meaning one ("sick as a dog", "pet project"): they are blanked
 * out before animals are looked for, so a sick person is not read as a sick pet.
 */
export const ANIMAL_IDIOMS = words([
  'sick as a dog', 'dog[- ]tired', 'dog[- ]eat[- ]dog', 'hot ?dogs?', 'cats and dogs', '(?:let )?the cat out of the bag',
  'cat and mouse', 'cat scans?', 'horse around', 'dark horse', 'high horse', 'pet (?:peeve|project|hate|name)s?', '(?:teacher|teachers)\'s pet',
]);

/**
 * A person named as the one who died, is dying or is ill ("my mum died", "lost my dad", "my husband
 * has cancer"): then an animal named elsewhere in the question is company in the story, not its subject.
 */
export const PERSON_SUFFERING = words([
  `(?:my|our|his|her|their) (?:late |best |little |older |younger |big |baby )?${PERSON}(?:'s)? (?:\\w+ ){0,2}(?:died|passed|is dying|was killed|was diagnosed|has (?:cancer|a tumou?r|dementia)|is (?:sick|ill|in hospital))`,
  `(?:lost|losing|loss of|death of) (?:my|our) (?:\\w+ )?${PERSON}`,
  `my late ${PERSON}`,
]);

/**
 * Words for a death by suicide, which are never about an animal. Someone alive who attempted it, or
 * the asker's own thoughts of it, are the mental topic's.
 */
const SUICIDE_DEATH = [
  'killed (?:him|her|them)sel(?:f|ves)', 'hanged (?:him|her|them)sel(?:f|ves)', 'took (?:his|her|their) (?:own )?life',
  'ended (?:his|her|their) (?:own )?life', 'died (?:by|from|of) suicide', '(?:committed|completed) suicide',
  'lost (?:my|our|a|his|her) (?:\\w+ ){0,2}to suicide', '(?:his|her|their|\\w+\'s) suicide', 'suicide of (?:my|our|a|his|her)',
  '(?:after|since) the suicide', 'suicide loss', 'suicide survivors?',
];

/** Words for a lost pregnancy: only a person's, so they hold against an animal named in the same question. */
export const PREGNANCY_LOSS_WORDS = words([
  'miscarr(?:y|ied|iage|iages|ying)', 'still ?b(?:irth|orn)', 'pregnancy loss', 'baby loss', 'ectopic', 'chemical pregnancy',
  '(?:lost|lose|losing) (?:the|our|my) (?:baby|pregnancy)', 'tfmr',
]);

/** "Sick" as illness, not as worry or weariness ("worried sick", "sick of it", "called in sick"). */
const SICK = '(?<!(?:worried|worry myself|called in|call in|calling in) )sick(?:ness)?(?! of| and tired| to (?:death|my stomach))';

/**
 * Words for a death that has happened ("died", "lost my dog", "the funeral"), not an idiom ("scared to
 * death", "a dead end", the Death card): a care reading of an animal or a pregnancy then speaks to a
 * loss rather than a worry.
 */
const DEATH_PAST = [
  'died', '(?<!to )death(?! card)', 'dead(?! end| set| tired| inside)', 'passed away', 'passing away',
  'passed(?! (?:the|my|an?|his|her|their|our|your|it|this|that|me|him|us|them|out|by|over|up|through|around|down|along)\\b)',
  'was killed', 'were killed', 'killed in', 'funerals?', 'burial', 'grie(?:f|ve|ves|ving|ved)', 'mourn(?:ing)?', 'bereave(?:d|ment)',
  'widow(?:ed|er)?', 'memorial', 'ashes', 'miss (?:him|her|them)',
  `(?:lost|losing) (?:my|our|his|her) (?:\\w+ )?(?:${PERSON}|${ANIMAL})`, `loss of (?:my|our|his|her) (?:\\w+ )?(?:${PERSON}|${ANIMAL})`,
  `my late ${PERSON}`, EUTHANASIA,
];

/** Words for a death drawing near: grief's too, though nothing is lost yet. */
const DEATH_NEAR = ['dies', 'dying(?! to)', 'hospice'];

/** A death that has happened, a lost pregnancy or a death by suicide: what find-care.ts's findLoss looks for. */
export const LOSS_WORDS = words([...DEATH_PAST, ...SUICIDE_DEATH]);

/**
 * Health words that belong to the body itself; a question naming them is about the body even beside a
 * word of mental health.
 */
const BODY = [
  'cancer', 'tumou?rs?', 'biops(?:y|ies)', 'surgery', 'chemo(?:therapy)?', 'radiotherapy', 'radiation', 'mri', 'scans?', 'lumps?',
  'strokes?', 'heart (?:attack|condition|surgery|failure)', 'diabetes', 'dementia', 'alzheimer\'?s', 'parkinson\'?s', 'lupus',
  'multiple sclerosis', 'epilep(?:sy|tic)', 'seizures?', 'asthma', '(?:long )?covid', 'infection', 'injur(?:y|ies|ed)', 'fractured?',
  'broken (?:leg|arm|wrist|ankle|hip|back|bone)', 'chest pains?', 'back pain', 'migraines?', 'fatigue', 'chronic', 'disease',
  'illness', 'terminal(?:ly ill)?', 'palliative', 'transplant', 'dialysis', 'blood pressure', 'physio(?:therapy)?', 'physical therapy',
  '(?:blood|medical|covid) tests?', 'test results?', 'symptoms?', 'pneumonia', 'fever',
];

/**
 * Medical words any illness shares, mental or physical, or a pregnancy's, or a pet's: the topic that
 * explains them takes them over (find-care.ts), so "my doctor says it is depression" is not the body's.
 */
const MEDICAL = [
  '(?<!financial )health', 'doctors?', 'gps?', 'nurses?', 'hospital', 'treatments?', 'medications?', 'meds', 'diagnos(?:is|es|ed|e)',
  SICK, 'recover(?:y|ing|ed)?(?! (?:my|the|our|his|her|their|some|all) (?:money|savings|loss|losses|costs|data|account|deposit))',
  'a&e', 'emergency room', 'clinical trials?',
];

/**
 * Sleep, weariness and words that serve elsewhere too ("a healthy relationship", "an appointment"):
 * they can tip a question about the body, but never make one (sleepless over debt is a money worry).
 */
const SLEEP = [
  'healthy', 'ill', 'operation', 'appointment', 'specialist', 'insomnia', 'can\'t sleep', 'cannot sleep', 'sleepless(?:ness)?',
  'keeps? me (?:up|awake)(?: at night)?', 'tired', 'exhausted', 'pain', 'body', 'weight', 'get better',
];

/**
 * Mental health in its own clinical words. Everyday worry ("stressed", "anxious", "worried") is not
 * among them: worry about a debt or a result belongs to that debt or result.
 */
const MENTAL = [
  'panic(?:king)? attacks?', 'panic disorder', 'anxiety(?! about (?:money|debt|bills|rent|the (?:results?|biopsy|scan|court|case|trial)))',
  'anxious all the time', 'constant(?:ly)? anxious', 'depress(?:ion|ed|ive)', '(?<!(?:physical|radiation|speech|occupational) )therapy',
  'therap(?:ist|ists)', 'counsel(?:l)?ing', 'counsel(?:l)?ors?', 'psychiatr(?:ist|y|ic)', 'psycholog(?:ist|ical)', 'antidepressants?',
  'ssris?', 'mental(?:ly)? (?:health|illness|ill)', '(?:nervous |mental )?breakdown', 'burn(?:ed|t)? ?out', 'ptsd', 'trauma(?:tised|tized)?',
  'ocd', 'bipolar', 'schizophreni(?:a|c)', 'psychosis', 'eating disorder', 'anorexi(?:a|c)', 'bulimi(?:a|c)', 'self[- ]harm(?:ing)?',
  'suicidal', 'suicide', 'hopeless(?:ness)?', 'numb', 'can\'t cope', 'cannot cope', 'can\'t get out of bed', 'intrusive thoughts',
  '(?:crushing|crippling|unbearable|constant) loneliness', 'lonely and (?:empty|numb|hopeless|isolated)', 'so lonely (?:that )?I (?:can\'t|cannot)',
  'empty inside', 'dead inside', 'feel(?:ing)? empty', 'a dark place', 'mood swings',
];

/** Addiction and recovery from it: gambling that cannot stop is this topic's, a bet on its own is money's. */
const ADDICTION = [
  'addict(?:s|ed|ion|ions|ive)?', 'alcoholi(?:c|cs|sm)', 'sober', 'sobriety', 'relaps(?:e|es|ed|ing)', 'rehab', 'detox(?:ing)?',
  'alcoholics anonymous', 'narcotics anonymous', 'gamblers anonymous', 'aa meetings?', '12[- ]step', 'twelve[- ]step',
  '(?:my|his|her|their) drinking', 'drinking (?:problem|too much|again|every (?:day|night))', 'drink(?:ing)? problem', 'binge drinking',
  '(?:stop|quit) drinking', 'drug (?:use|problem|habit|addiction)', '(?:on|using|taking|does|doing) drugs', 'cocaine', 'heroin',
  'opioids?', 'fentanyl', 'meth', 'overdos(?:e|es|ed|ing)', '(?:stay|stayed|staying|stays|get|got|getting|been) clean',
  '(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve) (?:days|weeks|months|years) clean', '(?:gambling|betting) (?:addiction|problem|habit)',
  'can\'t stop (?:gambling|betting|drinking|using)', '(?:compulsive|problem) gambling', '(?:gambling|betting|drinking|using) again',
];

/** The law: courts, custody, lawyers, visas and the police. */
const LEGAL = [
  'lawsuits?', 'sue (?:him|her|them|my|the|for|us|me|you)', 'suing', 'sued', 'courts?', 'custody', 'lawyers?', 'attorneys?',
  'solicitors?', 'divorce', 'legal(?:ly)?', 'visas?', 'immigration', 'green card', 'deport(?:ed|ation)?', 'asylum', 'citizenship',
  '(?<!clinical |drug |free )trial', 'settlement', 'arrest(?:ed)?', 'police', 'charges', 'charged', 'probation', 'parole', 'verdict',
  'prison', 'jail', 'convict(?:ed|ion)', 'criminal record', '(?:the|a) judge', 'tribunal', 'evict(?:ed|ion)', 'restraining order', 'dui', 'dwi',
];

/** Debt and money trouble the money topic's own words may not name. */
const DEBT = [
  'credit cards?', 'overdraft', 'payday loans?', 'behind on (?:\\w+ )?(?:payments|rent|bills|mortgage)', 'repossess(?:ed|ion)?',
  'foreclos(?:e|ed|ure)', 'debt collectors?', 'bailiffs?', 'in the red', 'can\'t pay',
];

/** Pregnancy and the hope of one; its loss is PREGNANCY_LOSS_WORDS. */
const PREGNANCY = [
  'pregnan(?:t|cy|cies)', 'fertility', 'infertil(?:e|ity)', 'ivf', 'iui', 'embryos?', 'egg (?:freezing|retrieval|transfer)',
  'conceiv(?:e|ed|ing)', 'ttc', 'trying (?:for|to have) a baby', '(?:have|having) a baby', 'get pregnant', 'midwife', 'due date',
  '(?:first|second|third) trimester', 'morning sickness',
];

/** Evidence for every care topic. */
export const CARE_EVIDENCE: Readonly<Record<QuestionCare, CareEvidence>> = {
  money: { strong: [TOPIC_WORDS.money.strong, words(DEBT)], weak: [TOPIC_WORDS.money.weak] },
  health: { strong: [words(BODY), words(MEDICAL)], weak: [words(SLEEP)] },
  mental: { strong: [words(MENTAL)], weak: [] },
  pregnancy: { strong: [words(PREGNANCY), PREGNANCY_LOSS_WORDS], weak: [] },
  grief: { strong: [words([...DEATH_PAST, ...DEATH_NEAR])], weak: [words(['loss', 'heartbroken'])] },
  'suicide-loss': { strong: [words(SUICIDE_DEATH)], weak: [] },
  legal: { strong: [words(LEGAL)], weak: [] },
  pet: { strong: [PET_CARE_WORDS], weak: [] },
  addiction: { strong: [words(ADDICTION)], weak: [words(['drinking', 'drunk', 'pills', 'cravings?', 'withdrawal', 'gambling'])] },
};

/** The medical words alone, which mental health, pregnancy and a pet's illness take over from the body. */
export const MEDICAL_WORDS = words(MEDICAL);
