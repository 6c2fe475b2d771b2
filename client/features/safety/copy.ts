import type { SafetyLanguage } from '#common/safety/types.ts';

/** The help card's own words (docs/product.md#safety), in the language the safe answer speaks. */
export interface SafetyCopy {
  /** The heading over the lines. */
  talkNow: string;
  /** Whose lines these are, and what every one of them is: "Spain: free and confidential lines". */
  linesIn: (country: string) => string;
  call: (number: string) => string;
  text: (number: string) => string;
  /** Beside the emergency number. */
  inDanger: string;
  /** Where no number is known. */
  localEmergency: string;
  /** What Find A Helpline lists, after its name. */
  findAHelplineIs: string;
  /** Find A Helpline's button, where no line of the table applies. */
  findALine: string;
  /** Said to screen readers after a link that opens another tab. */
  newTab: string;
  /** The country selector's label. */
  somewhereElse: string;
  /** The selector's option for a country outside the table. */
  anotherCountry: string;
  /** The pages' ways on, shown with the card. */
  editQuestion: string;
  close: string;
  newReading: string;
  backToReading: string;
}

const COPY: Readonly<Record<SafetyLanguage, SafetyCopy>> = {
  en: {
    talkNow: 'Talk to someone now',
    linesIn: (country) => `${country}: free and confidential lines`,
    call: (number) => `Call ${number}`,
    text: (number) => `Text ${number}`,
    inDanger: 'In danger right now?',
    localEmergency: 'If you are in danger right now, call your local emergency number.',
    findAHelplineIs: 'lists free, confidential lines in many countries.',
    findALine: 'Find a line near you',
    newTab: '(opens in a new tab)',
    somewhereElse: 'Somewhere else?',
    anotherCountry: 'Another country',
    editQuestion: 'Edit my question',
    close: 'Close',
    newReading: 'Start a new reading',
    backToReading: 'Back to your reading',
  },
  es: {
    talkNow: 'Habla con alguien ahora',
    linesIn: (country) => `${country}: líneas gratuitas y confidenciales`,
    call: (number) => `Llamar al ${number}`,
    text: (number) => `Enviar un mensaje al ${number}`,
    inDanger: '¿En peligro ahora mismo?',
    localEmergency: 'Si estás en peligro ahora mismo, llama a tu número local de emergencias.',
    findAHelplineIs: 'reúne líneas gratuitas y confidenciales de muchos países.',
    findALine: 'Buscar una línea cerca de ti',
    newTab: '(se abre en otra pestaña)',
    somewhereElse: '¿En otro lugar?',
    anotherCountry: 'Otro país',
    editQuestion: 'Editar mi pregunta',
    close: 'Cerrar',
    newReading: 'Empezar otra lectura',
    backToReading: 'Volver a tu lectura',
  },
};

/** The help card's words in `language`. */
export const safetyCopy = (language: SafetyLanguage): SafetyCopy => COPY[language];
