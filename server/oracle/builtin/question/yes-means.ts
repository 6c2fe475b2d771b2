/** Whether a yes-or-no question's yes is news the asker fears rather than hopes for. */

/** Questions whose yes is the bad news ("Is he hiding something?", "Is it a mistake?"): good cards lean toward no for them. */
export const FEARED_YES = /\b(hiding|hide|cheat\w*|lying|lie to|lied|mistake|wrong|fail\w*|lose|losing|lost|sick|ill|leave me|leaving me|over between|break(ing)? up|jealous|angry|mad at|against me|trouble|danger|dangerous|bad idea|too late|ruin\w*)\b/i;
