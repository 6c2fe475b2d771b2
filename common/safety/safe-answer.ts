/**
 * The answer the app gives instead of a reading when the crisis screen stops a question (docs/product.md#safety):
 * short and warm, it says the person matters, that a reading cannot answer this, and to reach help now.
 * It never mentions cards, endings or a leaning. The page shows the help lines for the user's country below it.
 */
import type { SafetyAnswer } from '../api/safety.ts';
import type { SafetyConcern, SafetyLanguage, Screening } from './types.ts';

type Wording = Readonly<Record<SafetyConcern, { title: string; paragraphs: readonly string[] }>>;

const WORDING: Readonly<Record<SafetyLanguage, Wording>> = {
  en: {
    self: {
      title: 'You matter, and you deserve support right now',
      paragraphs: [
        'It sounds like you are carrying something very heavy. Thank you for putting it into words.',
        'A tarot reading cannot answer this, and it will not try: no card can weigh your life or decide what comes next. What you are feeling deserves the care of a real person.',
        'Please reach out now. A crisis line is free and confidential, and someone there will listen. If you might act on these thoughts, or you are in danger, call emergency services now.',
      ],
    },
    other: {
      title: 'Someone you care about may need help now',
      paragraphs: [
        'It sounds like someone you care about may be in danger, and you are worried for them. That is a lot to hold.',
        'A tarot reading cannot answer this: no card can tell you how they are or what will happen. They matter, and so do you.',
        'If they might be in danger right now, call emergency services. A crisis line can also help you work out how to support them, and you can call it for yourself too.',
      ],
    },
    abuse: {
      title: 'Your safety comes first',
      paragraphs: [
        'It sounds like someone may be hurting or threatening you or someone close to you. No one deserves that, and it is not your fault.',
        'A tarot reading cannot answer this or tell you what to do. The people at a support line can, in confidence.',
        'If you are in danger now, call emergency services. When it is safe to, reach out to a support line.',
      ],
    },
  },
  es: {
    self: {
      title: 'Importas, y mereces apoyo ahora mismo',
      paragraphs: [
        'Parece que llevas algo muy pesado. Gracias por ponerlo en palabras.',
        'Una lectura de tarot no puede responder a esto, y no lo intentará: ninguna carta puede medir tu vida ni decidir lo que viene. Lo que sientes merece el cuidado de una persona real.',
        'Por favor, pide ayuda ahora. Una línea de crisis es gratuita y confidencial, y alguien te escuchará. Si pudieras actuar según estos pensamientos, o estás en peligro, llama ahora a emergencias.',
      ],
    },
    other: {
      title: 'Alguien que te importa puede necesitar ayuda ahora',
      paragraphs: [
        'Parece que alguien que te importa puede estar en peligro, y te preocupa. Es mucho que sostener.',
        'Una lectura de tarot no puede responder a esto: ninguna carta puede decirte cómo está ni lo que pasará. Esa persona importa, y tú también.',
        'Si pudiera estar en peligro ahora mismo, llama a emergencias. Una línea de crisis también puede ayudarte a saber cómo apoyarla, y puedes llamar por ti.',
      ],
    },
    abuse: {
      title: 'Tu seguridad es lo primero',
      paragraphs: [
        'Parece que alguien puede estar haciéndote daño o amenazándote, a ti o a alguien cercano. Nadie merece eso, y no es culpa tuya.',
        'Una lectura de tarot no puede responder a esto ni decirte qué hacer. Las personas de una línea de apoyo sí pueden, de forma confidencial.',
        'Si estás en peligro ahora, llama a emergencias. Cuando sea seguro, contacta con una línea de apoyo.',
      ],
    },
  },
};

/** The safe answer for what the screen found, in the language it was asked in. */
export function safeAnswer({ concern, language }: Screening): SafetyAnswer {
  const { title, paragraphs } = WORDING[language][concern];
  return { concern, language, title, paragraphs: [...paragraphs] };
}
