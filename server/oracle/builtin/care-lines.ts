/**
 * A care reading's summary line: what the cards can offer on this matter, and who can offer more. Each
 * names the heart card and the helper care.ts's CARE_HELPERS expects for its topic, in several
 * wordings so two such readings rarely match. An animal that has died and a lost pregnancy have lines
 * of their own; money lines speak to debt and investing alike, since a money question does not always
 * say which it is.
 */
import type { CareWordings } from './care.ts';

/** A care line from the reading's subject and its heart card. */
export type CareLine = (subject: string, card: string) => string;

export const CARE_LINES: CareWordings<CareLine> = {
  usual: {
    money: [
      (subject, card) => `Cards are no guide to debts, loans or markets, ${card} included, so let this reading about ${subject} inform how you feel, not what you risk, and talk the numbers through with a free debt advice service or an independent financial adviser before you commit to anything.`,
      (subject, card) => `A spread cannot weigh the sums in ${subject}; take the picture ${card} gives of your hopes and worries, and leave the figures to a debt adviser, many of whom help for free, or to a financial adviser if this is about investing.`,
      (subject, card) => `Nothing here is financial advice about ${subject}: ${card} speaks to what you value and fear, and a free debt advice service, or a financial adviser for any investment, can look at the real numbers with you.`,
      (subject, card) => `Whatever ${card} stirs about ${subject}, treat it as a feeling to notice, not a signal to act on, and let a debt adviser or a financial adviser help you see what is possible.`,
    ],
    health: [
      (subject, card) => `Cards cannot see inside a body or a test result, ${card} no more than any other, so hold this reading about ${subject} as reflection only, and let your doctor be the one who tells you what is true.`,
      (subject, card) => `For anything touching ${subject}, your doctor’s word counts and the word of ${card} does not; read this as a way to sit with the waiting, not as a forecast.`,
      (subject, card) => `No spread can diagnose or reassure about ${subject}, whatever ${card} seems to say; your doctor and the people caring for you are the ones to ask, and this reading is only room to breathe while you do.`,
      (subject, card) => `Let ${card} speak to your mood, never to your body: on ${subject}, a doctor or nurse who knows you is the one to listen to.`,
    ],
    mental: [
      (subject, card) => `No card, ${card} included, can measure how heavy ${subject} feels or how long it lasts; let this reading be a moment of company, and let a therapist, a counselor or your doctor help you carry the rest.`,
      (subject, card) => `${card} can reflect a mood, but it cannot treat one; with ${subject}, a therapist or your GP can offer the kind of help a spread never could, and reaching out is a strength.`,
      (subject, card) => `Hold what ${card} says about ${subject} lightly, as a mirror for today; support from a counselor, a therapist or your doctor is real and worth asking for.`,
      (subject, card) => `Minds have their own weather, and ${card} describes only a little of it; for ${subject}, talking with a therapist or your doctor can do what a reading cannot.`,
    ],
    pregnancy: [
      (subject, card) => `Cards cannot see inside a pregnancy or a hope for one, ${card} no more than any other; for ${subject}, your midwife or doctor is the one to tell you what is true.`,
      (subject, card) => `No spread can promise anything about ${subject}, whatever ${card} seems to say; your midwife or doctor knows your situation, and this reading is only room to breathe while you wait.`,
      (subject, card) => `${card} offers reflection, not answers, on ${subject}; lean on your midwife or doctor for what is happening, and on the people who love you for the waiting.`,
    ],
    grief: [
      (subject, card) => `Grief keeps its own time, and no card, ${card} included, can measure it; let this reading be company while you think about ${subject}, and lean on people you trust, or a grief counselor, who can sit with you in it.`,
      (subject, card) => `Nothing in a spread, not even ${card}, can settle what loss asks of you; take from it only what comforts you about ${subject}, and let someone you trust, or a counselor, share the weight.`,
      (subject, card) => `${card} and the rest offer reflection, not answers about ${subject}; mourning is work no reading can do for you, and a friend or a grief counselor can walk some of it beside you.`,
      (subject, card) => `Hold ${card} gently, as you would a photograph; no reading can tell you how to carry ${subject}, and bereavement support, a counselor or a friend who knew the loss can help more than cards.`,
    ],
    'suicide-loss': [
      (subject, card) => `No card, ${card} included, can answer the questions a suicide leaves about ${subject}; let this reading be a quiet moment, and let suicide-loss support, or people who have lost someone the same way, share what cards cannot.`,
      (subject, card) => `${card} and the rest offer company, not answers, about ${subject}; a suicide-loss bereavement group, and people who have lost someone the same way, understand this grief from the inside.`,
      (subject, card) => `Hold ${card} gently as you think about ${subject}; no spread can explain a suicide, and suicide-loss support or a bereavement counselor can help you carry the why and the what-if.`,
      (subject, card) => `Guilt and questions often follow a loss like this, and ${card} cannot settle them; for ${subject}, people who have lost someone the same way, or a suicide-loss support group, can offer what no reading can.`,
    ],
    legal: [
      (subject, card) => `Cards cannot read a contract or a court, ${card} no more than any other, so hold this reading about ${subject} lightly and let a lawyer tell you where you actually stand.`,
      (subject, card) => `For ${subject}, the law has its own rules and ${card} does not know them; use this reading to steady yourself, and a qualified lawyer to decide anything.`,
      (subject, card) => `No spread can predict how ${subject} is judged, whatever ${card} suggests; what it can do is show how you carry it, while a lawyer looks at the facts.`,
      (subject, card) => `Let ${card} speak to your patience, not to the outcome: on ${subject}, a lawyer who knows your case is the one to listen to.`,
    ],
    pet: [
      (subject, card) => `Cards cannot see inside an animal, ${card} no more than any other, so hold this reading about ${subject} as reflection only, and let your vet be the one who tells you what is true.`,
      (subject, card) => `For ${subject}, your vet’s word counts and the word of ${card} does not; read this as a way to sit with the worry, not as a forecast.`,
      (subject, card) => `No spread can diagnose or reassure about ${subject}, whatever ${card} seems to say; a vet who knows your animal can answer what cards cannot, and this reading is only room to breathe while you wait.`,
      (subject, card) => `Let ${card} speak to your heart, not to your animal’s health: on ${subject}, your vet is the one to trust, and the love you give is already part of their care.`,
    ],
    addiction: [
      (subject, card) => `No card, ${card} included, can tell how ${subject} goes from here; recovery is built day by day with help, and an addiction support service, a support group or your doctor can offer the kind that lasts.`,
      (subject, card) => `${card} can reflect what you feel about ${subject}, not decide it; a support group or an addiction support service knows this road well, and reaching out to one is never wasted.`,
      (subject, card) => `Hold ${card} lightly as you think about ${subject}; cravings, setbacks and hope are better met with company, from your doctor, an addiction support service or people in a support group.`,
    ],
  },
  loss: {
    pregnancy: [
      (subject, card) => `No card, ${card} included, can explain ${subject} or promise what comes next; your midwife or doctor can speak to what happened, and a pregnancy-loss support group can help carry the grief.`,
      (subject, card) => `${card} offers company, not answers, on ${subject}; lean on your midwife or doctor for what is true, and on a pregnancy-loss support group for people who understand this loss from the inside.`,
      (subject, card) => `Hold ${card} gently as you think about ${subject}; a pregnancy-loss support group, and your midwife or doctor, can offer what no reading can.`,
    ],
    pet: [
      (subject, card) => `No card, ${card} included, can measure a bond like the one with ${subject}; let this reading keep you company, and let friends who loved them too, your vet or a pet-loss support line help you carry the missing.`,
      (subject, card) => `${card} and the rest offer comfort, not answers, about ${subject}; grief for an animal is real grief, and your vet or a pet-loss support line can point you to people who understand it.`,
      (subject, card) => `Hold ${card} gently as you think about ${subject}; no spread can undo a loss, and a pet-loss support line, your vet or a friend who knew them can share some of its weight.`,
    ],
  },
};
