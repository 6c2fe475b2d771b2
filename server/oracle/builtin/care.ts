/**
 * Care for questions about grief, health, money and the law (docs/architecture.md#the-builtin-interpreter): the reading
 * stays gentle and non-directive, says plainly what cards cannot do, and points to a person who can
 * help where that fits. Each line exists in several wordings so two such readings rarely match.
 */
import type { QuestionInsight } from './question/understand-question.ts';

export type CareTopic = NonNullable<QuestionInsight['care']>;

/** A summary's care line: what the cards can offer here, and who can offer more; it names the heart card. */
export const CARE_LINES: Readonly<Record<CareTopic, readonly ((subject: string, card: string) => string)[]>> = {
  grief: [
    (subject, card) => `Grief keeps its own time, and no card, ${card} included, can measure it; let this reading be company while you think about ${subject}, and lean on the people, or a grief counselor, who can sit with you in it.`,
    (subject, card) => `Nothing in a spread, not even ${card}, can settle what loss asks of you; take from it only what comforts you about ${subject}, and let someone you trust, or a counselor, share the weight.`,
    (subject, card) => `${card} and the rest offer reflection, not answers about ${subject}; mourning is work no reading can do for you, and a friend or a grief counselor can walk some of it beside you.`,
    (subject, card) => `Hold ${card} gently, as you would a photograph; no reading can tell you how to carry ${subject}, and a counselor or a friend who knew the loss can help more than cards.`,
  ],
  health: [
    (subject, card) => `Cards cannot see inside a body or a test result, ${card} no more than any other, so hold this reading about ${subject} as reflection only, and let your doctor be the one who tells you what is true.`,
    (subject, card) => `For anything touching ${subject}, your doctor’s word counts and the word of ${card} does not; read this as a way to sit with the waiting, not as a forecast.`,
    (subject, card) => `No spread can diagnose or reassure about ${subject}, whatever ${card} seems to say; the people caring for your health are the ones to ask, and this reading is only room to breathe while you do.`,
    (subject, card) => `Let ${card} speak to your mood, never to your body: on ${subject}, a doctor or nurse who knows you is the one to listen to.`,
  ],
  money: [
    (subject, card) => `Cards are no guide to markets or loans, ${card} included, so let this reading about ${subject} inform how you feel, not what you risk, and talk numbers through with someone qualified before you commit any.`,
    (subject, card) => `A spread cannot weigh the odds of ${subject}; take the picture ${card} gives of your hopes and worries, and leave the sums to a careful plan or a financial adviser.`,
    (subject, card) => `Nothing here is financial advice about ${subject}: ${card} speaks to what you value and fear, and a decision with real money in it deserves a slower, better-informed look.`,
    (subject, card) => `Whatever ${card} stirs about ${subject}, treat it as a feeling to notice, not a signal to act on, and check any figure with someone qualified.`,
  ],
  legal: [
    (subject, card) => `Cards cannot read a contract or a court, ${card} no more than any other, so hold this reading about ${subject} lightly and let a lawyer tell you where you actually stand.`,
    (subject, card) => `For ${subject}, the law has its own rules and ${card} does not know them; use this reading to steady yourself, and a qualified lawyer to decide anything.`,
    (subject, card) => `No spread can predict how ${subject} is judged, whatever ${card} suggests; what it can do is show how you carry it, while someone qualified looks at the facts.`,
  ],
};

/** Who a care line points to, per topic: the quality test checks a care reading names one. */
export const CARE_HELPERS: Readonly<Record<CareTopic, RegExp>> = {
  grief: /counselor|someone you trust|a friend/,
  health: /doctor|caring for your health/,
  money: /someone qualified|financial adviser|better-informed/,
  legal: /lawyer|someone qualified/,
};

/** An answer's gentler counsel for a care topic, in place of the card's usual nudge; it names the card's place. */
export const CARE_COUNSEL: Readonly<Record<CareTopic, readonly ((card: string, place: string) => string)[]>> = {
  grief: [
    (card, place) => `Read gently, ${card} in ${place} asks for nothing to be fixed today.`,
    (card, place) => `There is no task in ${card} here in ${place}, only something to notice while you grieve.`,
    (card, place) => `Let ${card} in ${place} be a place to rest a thought, not another thing to get right.`,
  ],
  health: [
    (card, place) => `In ${place}, ${card} speaks to how you carry the waiting, not to what any result will say.`,
    (card, place) => `Take ${card} in ${place} as a mirror for your mood, and leave every medical question to those trained to answer it.`,
    (card, place) => `Whatever ${card} stirs in ${place}, it says nothing about your body that a doctor could not say better.`,
  ],
  money: [
    (card, place) => `Treat ${card} in ${place} as a reflection on what security means to you, not as a signal to move any money.`,
    (card, place) => `In ${place}, ${card} can show where hope or worry is pulling, which is worth knowing before any sum changes hands.`,
    (card, place) => `Nothing in ${card}, here in ${place}, is a reason to hurry a financial choice; its gift is a clearer sense of your own motives.`,
  ],
  legal: [
    (card, place) => `Let ${card} in ${place} speak to your steadiness through the process, not to how it ends.`,
    (card, place) => `${card} in ${place} can help you notice what you need while this runs its course; the facts belong to the people advising you.`,
    (card, place) => `Hold ${card} in ${place} as a word about patience and self-respect, not as a verdict.`,
  ],
};

/**
 * Phrasings a care reading must never contain: certainty about what comes, and pushes toward risky
 * acts. The quality test checks every care reading against it.
 */
export const FORBIDDEN_IN_CARE =
  /\b(you will|will definitely|certainly|guaranteed|invest|bet|gamble|buy|sell|lend|borrow|quit|stop (taking|your) (medication|treatment)|starting this week|act now|go all in|put (it|everything) in)\b/i;
