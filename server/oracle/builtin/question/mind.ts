/**
 * What another person feels, thinks or does toward the asker: the verbs that make a question one
 * about that person rather than about the asker's own course ("does he love me", "will she call").
 */

/** Adverbs that may stand between a person and the verb: "does he still really love me". */
export const FILLER = String.raw`(?:(?:still|ever|really|secretly|actually|truly|even|also|honestly|genuinely|finally|always|keeps?|going to|gonna|want to)\s+)*`;

/** The verbs, in every form a question uses; a phrase such as "come back" counts as one verb. */
export const MIND_VERB = String.raw`(?:lov(?:e|es|ed|ing)|lik(?:e|es|ed)|feel(?:s|ing)?|felt|think(?:s|ing)?|thought|want(?:s|ed)?|miss(?:es|ed|ing)?|car(?:e|es|ed|ing)|mean(?:s|t)?|need(?:s|ed)?|hid(?:e|es|ing|den)|cheat(?:s|ed|ing)?|l(?:ie|ies|ied|ying)(?! (?:ahead|in store))|trust(?:s|ed)?|forgiv(?:e|es|en)|regret(?:s|ted)?|remember(?:s|ed)?|notic(?:e|es|ed)|plan(?:s|ned|ning)?|intend(?:s|ed)?|(?:come|comes|coming|came) back|return(?:s|ed|ing)?|call(?:s|ed|ing)?|text(?:s|ed|ing)?|message(?:s|d)?|reach(?:es|ed)? out|contact(?:s|ed)?|propos(?:e|es|ed|ing)|leav(?:e|es|ing)|left|pay (?:me|us) back|apologi[sz](?:e|es|ed)|commit(?:s|ted)?|respect(?:s|ed)?|hat(?:e|es|ed)|blam(?:e|es|ed)|understand(?:s)?|know(?:s)?|wonder(?:s|ing)?|worr(?:y|ies|ied)|mad|angry|upset|jealous|interested|attracted|into me|over (?:me|it|us|his ex|her ex)|serious|honest|faithful|loyal|ready|happy with me|see(?:s|ing)? (?:me|us|someone|anyone)|ignor(?:e|es|ed|ing)|avoid(?:s|ed|ing)?|ghost(?:s|ed|ing)?|choos(?:e|es|ing)|pick(?:s|ed)?|marry|say|do|decide|ha(?:ve|s|d) feelings|feelings)\b`;

/** "his feelings", "her intentions", "their plans", "@p's true feelings" anywhere in the sentence. */
export const THEIR_MIND = String.raw`\b(?:his|her|their|@p's) (?:true |real |honest )?(?:feelings|intentions|thoughts|motives|plans|side|view)\b`;
