/**
 * Closing questions for care readings, by care topic, in place of the question's topic's: a sick dog's
 * reading asks about the bond and the vet, never about "your body" or "your doctor", and a dog that has
 * died is remembered, not worried over. Money, health and grief keep the topic questions written for
 * them; the rest have their own, gentle and non-directive, some opening the door to the help
 * care-lines.ts names.
 */
import type { CareWordings } from '../care.ts';
import { TOPIC_REFLECTIONS } from './reflections-topics.ts';

export const CARE_REFLECTIONS: CareWordings<string> = {
  usual: {
    money: TOPIC_REFLECTIONS.money,
    health: TOPIC_REFLECTIONS.health,
    grief: TOPIC_REFLECTIONS.grief,
    mental: [
      'Which small thing steadies you when your thoughts start to race?',
      'Who could you tell, honestly, how you have really been feeling?',
      'What would being gentle with yourself look like this week?',
      'Would talking it through with a therapist or your doctor feel possible?',
      'Which part of your day feels a little lighter, and what is in it?',
      'How might you rest from the noise in your head for a few minutes?',
      'What would you want a friend to do if they felt exactly this way?',
      'What is one kind thing you could do for yourself before tonight?',
    ],
    pregnancy: [
      'Who could keep you company in the waiting and the wondering?',
      'Which questions would you like to bring to your midwife or doctor?',
      'What do you need from the people around you right now?',
      'Which feeling about this have you not yet said aloud to anyone?',
      'What would help you rest a little while you wait for news?',
      'What small comfort could you give yourself on the hardest days?',
      'How can you hold hope and fear side by side without judging either?',
      'Would a group of people on the same road bring you any comfort?',
    ],
    'suicide-loss': [
      'Who lets you talk about them by name, without rushing you?',
      'Which memory of them would you most like to keep near?',
      'If guilt visits, what would a kind friend say back to it?',
      'Would a suicide-loss support group feel like a place you could try?',
      'What small thing helps you through the hardest hours?',
      'Who has lost someone the same way and might understand without words?',
      'Which feelings, even the tangled ones, could you let yourself have today?',
      'How could you be gentle with yourself when the questions return?',
    ],
    legal: [
      'Which questions would you like your lawyer to answer first?',
      'Who helps you stay steady while you wait for a decision?',
      'What is within your control this week, however small?',
      'How can you look after yourself while the process runs its course?',
      'Which fear about the outcome deserves a calm and clear look?',
      'Who could go with you to the meetings or hearings ahead?',
      'What would help you rest a little easier tonight?',
      'What do you want to remember about who you are, whatever is decided?',
    ],
    pet: [
      'Which moment with your animal would you most like to keep close?',
      'Which questions about their care would you like to ask your vet?',
      'Who understands what this animal means to you?',
      'What small comfort could you give yourself while you worry or grieve?',
      'How has this animal shaped your days, and what would you thank them for?',
      'Where do you feel the bond you share most strongly?',
      'Who could sit with you in this, someone who has loved an animal too?',
      'How could you be as gentle with yourself as you are with your animal?',
    ],
    addiction: [
      'Which people make the next day feel possible?',
      'What does one good day look like, in small and plain detail?',
      'Who could you call when a hard moment comes?',
      'Would an addiction support service or a support group be worth a call?',
      'What would you say to yourself after a setback, if you spoke as a friend?',
      'Where does shame speak loudest, and what might answer it kindly?',
      'What are you proud of, however small, in the days behind you?',
      'How can you look after your own needs while loving someone who struggles?',
    ],
  },
  loss: {
    pregnancy: [
      'Who lets you speak of this pregnancy as the loss it is?',
      'Which questions would you like to bring to your midwife or doctor?',
      'What small ritual might honor the pregnancy you lost?',
      'What would help you on the days the loss feels closest?',
      'Would a pregnancy-loss support group feel like a place you could try?',
      'What kindness would you offer a friend who had been through this?',
      'Which feelings, hope among them, are you allowed to hold at once?',
      'Who could keep you company in the grief and in whatever hope returns?',
    ],
    pet: [
      'Which moment with your animal would you most like to keep close?',
      'What small ritual might honor the animal you shared your days with?',
      'Who understands what this animal meant to you?',
      'What would you thank them for, if you could tell them one more thing?',
      'How could you be as gentle with yourself as you were with them?',
      'Who could sit with you in this, someone who has loved an animal too?',
      'Where in your days do you miss them most, and what might soften that hour?',
      'What did caring for them teach you about your own heart?',
    ],
  },
};
