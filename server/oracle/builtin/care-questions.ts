/**
 * Questions that ask for care, each with the care topic it is about (care.test.ts): realistic
 * phrasings for every topic, including the ones the first-keyword rule misread (a debt that keeps
 * someone up at night, a sick dog, a friend's suicide, panic attacks) and the conflicts find-care.ts
 * settles (an animal beside a person's death, a debt beside a lawsuit or a gambling addiction).
 */
import type { QuestionCare } from './question/types.ts';

/** A care question, the topic it must be read as and, for an animal or a pregnancy, whether it speaks of a loss. */
export interface CareQuestion {
  question: string;
  care: QuestionCare;
  loss?: true;
}

export const CARE_QUESTIONS: readonly CareQuestion[] = [
  // money
  { question: 'Will I get out of debt? It keeps me up at night', care: 'money' },
  { question: 'I can’t sleep because of my credit card bills, will it get better?', care: 'money' },
  { question: 'The stress of my debts is making me anxious. Will I ever be free of them?', care: 'money' },
  { question: 'Will I be able to pay my rent next month?', care: 'money' },
  { question: 'I’m behind on my mortgage and scared of losing the house. What should I do?', care: 'money' },
  { question: 'Should I take out another loan to cover my bills?', care: 'money' },
  { question: 'Why do I never have enough money no matter how hard I work?', care: 'money' },
  { question: 'My savings are gone and I’m worried sick. What does the future hold for my finances?', care: 'money' },
  // health
  { question: 'Will my biopsy come back clean?', care: 'health' },
  { question: 'My dad has cancer, will the chemo work?', care: 'health' },
  { question: 'Will my surgery next week go well?', care: 'health' },
  { question: 'I’ve had chest pains for weeks, what’s wrong with me?', care: 'health' },
  { question: 'Will I recover from this back injury?', care: 'health' },
  { question: 'My mother is in hospital after a stroke. Will she get better?', care: 'health' },
  { question: 'What should I know about my health right now?', care: 'health' },
  { question: 'The doctors can’t find what’s causing my fatigue. Will I ever get a diagnosis?', care: 'health' },
  // mental
  { question: 'Will my panic attacks ever stop?', care: 'mental' },
  { question: 'Will my anxiety ever go away?', care: 'mental' },
  { question: 'I’ve been depressed for months. Will I ever feel like myself again?', care: 'mental' },
  { question: 'Should I start therapy?', care: 'mental' },
  { question: 'I’m completely burned out at work and can’t get out of bed. What should I do?', care: 'mental' },
  { question: 'My son has depression, how can I help him?', care: 'mental' },
  { question: 'I feel so lonely and empty all the time, will it ever lift?', care: 'mental' },
  { question: 'My therapist says I have PTSD. Will I heal?', care: 'mental' },
  { question: 'Why do I keep having panic attacks before work?', care: 'mental' },
  { question: 'My doctor wants me on medication for my depression. Is that the right path?', care: 'mental' },
  // pregnancy
  { question: 'I had a miscarriage, will I be able to have a baby?', care: 'pregnancy', loss: true },
  { question: 'Will I get pregnant this year?', care: 'pregnancy' },
  { question: 'We’ve been trying for a baby for two years. Will IVF work for us?', care: 'pregnancy' },
  { question: 'Will my pregnancy go well?', care: 'pregnancy' },
  { question: 'Why did I lose the baby at twelve weeks?', care: 'pregnancy', loss: true },
  { question: 'After my stillbirth, how do I go on?', care: 'pregnancy', loss: true },
  { question: 'Is my fertility going to be a problem?', care: 'pregnancy' },
  { question: 'I’m pregnant and scared, will everything be ok?', care: 'pregnancy' },
  // grief
  { question: 'My mother died last year and I can’t stop thinking about whether I could have done more', care: 'grief' },
  { question: 'How do I cope with my grief?', care: 'grief' },
  { question: 'My late husband, is he watching over me?', care: 'grief' },
  { question: 'Will the pain of losing my friend ever ease?', care: 'grief' },
  { question: 'My dad passed away in March. Is he at peace?', care: 'grief' },
  { question: 'Why does grief for my grandmother hit harder now?', care: 'grief' },
  { question: 'My brother is dying, how do I say goodbye?', care: 'grief' },
  { question: 'My mum died last spring and only my cat gets me through the days. Will it get easier?', care: 'grief' },
  { question: 'My grandfather died in hospital after a long illness. Did he know I loved him?', care: 'grief' },
  // suicide-loss
  { question: 'My best friend killed himself last month, could I have stopped it?', care: 'suicide-loss' },
  { question: 'I lost my brother to suicide. Will the guilt ever stop?', care: 'suicide-loss' },
  { question: 'My daughter took her own life. How do I keep going?', care: 'suicide-loss' },
  { question: 'My husband died by suicide, why didn’t he tell me?', care: 'suicide-loss' },
  { question: 'Since my dad’s suicide I can’t stop asking why. Is he at peace?', care: 'suicide-loss' },
  { question: 'My cousin committed suicide and I feel numb. Will this get easier?', care: 'suicide-loss' },
  { question: 'A friend from school took his life last week. Should I go to the funeral?', care: 'suicide-loss' },
  { question: 'My son killed himself two years ago, will I ever feel joy again?', care: 'suicide-loss' },
  // legal
  { question: 'Will I win the custody case?', care: 'legal' },
  { question: 'Should I sign the divorce papers?', care: 'legal' },
  { question: 'How will the lawsuit with my landlord turn out?', care: 'legal' },
  { question: 'Will my visa be approved?', care: 'legal' },
  { question: 'My son was arrested last night. What will happen to him?', care: 'legal' },
  { question: 'Should I get a lawyer for my court date?', care: 'legal' },
  { question: 'Will the police drop the charges?', care: 'legal' },
  { question: 'I’m being sued over an unpaid debt. Will the court rule against me?', care: 'legal' },
  // pet
  { question: 'My dog has a tumour, will he be ok?', care: 'pet' },
  { question: 'My cat is dying, should I let her go?', care: 'pet' },
  { question: 'How do I live with losing my dog?', care: 'pet', loss: true },
  { question: 'Is my cat going to be ok at the vet?', care: 'pet' },
  { question: 'Will my dog Max get better before Christmas?', care: 'pet' },
  { question: 'My horse is lame and the vet is worried. Will she recover?', care: 'pet' },
  { question: 'My old rabbit stopped eating, is he sick?', care: 'pet' },
  { question: 'Did I make the right choice putting my dog Max to sleep?', care: 'pet', loss: true },
  { question: 'My puppy has parvo and he’s in the animal hospital, will he survive?', care: 'pet' },
  { question: 'Our hamster died this morning and my kids are heartbroken. How do I help them?', care: 'pet', loss: true },
  // addiction
  { question: 'Will I stay sober this time?', care: 'addiction' },
  { question: 'I can’t stop gambling and I’ve lost all my savings. Will I ever get out of this?', care: 'addiction' },
  { question: 'My husband relapsed again, will he ever get clean?', care: 'addiction' },
  { question: 'Is my drinking a problem?', care: 'addiction' },
  { question: 'Will my son beat his drug addiction?', care: 'addiction' },
  { question: 'I’ve been clean for six months. Will I stay that way?', care: 'addiction' },
  { question: 'How can I help my sister with her alcoholism?', care: 'addiction' },
  { question: 'My gambling addiction has put us in debt. Can I fix this?', care: 'addiction' },
];
