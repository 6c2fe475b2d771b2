/** Essences of the suit of cups (water: feeling, bonds, intuition). */
import type { EssenceCorpus } from './types.ts';

export const CUPS_ESSENCES: EssenceCorpus = {
  'ace-of-cups': {
    upright: { phrase: 'a cup running over with new feeling and tenderness', invitation: 'opening your heart to what is being offered' },
    reversed: { phrase: 'feeling held in or poured only outward and never back', invitation: 'offering yourself the kindness you give others', tone: 'difficulty' },
  },
  'two-of-cups': {
    upright: { phrase: 'two people meeting as equals and truly seeing each other', invitation: 'nurturing a bond with honesty on both sides' },
    reversed: { phrase: 'a bond tilted out of balance by distance or misreading', invitation: 'bringing a tilted bond level with gentle honesty', tone: 'difficulty' },
  },
  'three-of-cups': {
    upright: { phrase: 'friendship and shared gladness in a circle that delights in you', invitation: 'letting the people who love you celebrate with you' },
    reversed: { phrase: 'a party run too long or someone left outside the circle', invitation: 'tending friendships with sincerity over spectacle', tone: 'difficulty' },
  },
  'four-of-cups': {
    upright: { phrase: 'inward brooding that barely notices a cup being offered', invitation: 'keeping one eye open to what life holds out' },
    reversed: { phrase: 'curiosity stirring again after a season of boredom', invitation: 'looking up to see what is being offered now', tone: 'relief' },
  },
  'five-of-cups': {
    upright: { phrase: 'grief over spilled cups with two still standing unseen', invitation: 'allowing yourself to mourn at your own pace' },
    reversed: { phrase: 'loss beginning to lift as what remains comes into view', invitation: 'turning gently toward what still stands', tone: 'relief' },
  },
  'six-of-cups': {
    upright: { phrase: 'sweet memory and simple kindness carried from the past', invitation: 'bringing an old warmth into the present' },
    reversed: { phrase: 'looking back as a way of not looking ahead', invitation: 'honoring your memories while making room for now', tone: 'difficulty' },
  },
  'seven-of-cups': {
    upright: { phrase: 'a sky full of dazzling options that are not all solid', invitation: 'dreaming freely and then choosing with clear eyes' },
    reversed: { phrase: 'a haze of options clearing to show one real path', invitation: 'trusting the choice that still looks good by day', tone: 'relief' },
  },
  'eight-of-cups': {
    upright: { phrase: 'a quiet departure from what no longer fulfills you', invitation: 'naming the deeper thing that is calling you on' },
    reversed: { phrase: 'lingering where part of you has already left', invitation: 'asking whether you stay from love or from fear', tone: 'difficulty' },
  },
  'nine-of-cups': {
    upright: { phrase: 'real contentment in a wish granted and gladly savored', invitation: 'deepening your contentment with gratitude' },
    reversed: { phrase: 'a granted wish that feels hollow or one still out of reach', invitation: 'asking what would truly satisfy you underneath', tone: 'difficulty' },
  },
  'ten-of-cups': {
    upright: { phrase: 'love shared and lasting in a home that feels like home', invitation: 'celebrating the bonds that let you belong' },
    reversed: { phrase: 'strained bonds or a home measured against a perfect picture', invitation: 'valuing small honest moments over perfection', tone: 'difficulty' },
  },
  'page-of-cups': {
    upright: { phrase: 'a tender and whimsical surprise full of quiet messages', invitation: 'staying open to odd ideas and soft feelings' },
    reversed: { phrase: 'quick-changing moods or a creative idea kept locked away', invitation: 'giving your sensitivity a safe place to play', tone: 'difficulty' },
  },
  'knight-of-cups': {
    upright: { phrase: 'a heartfelt offering carried by an idealistic rider', invitation: 'following your heart’s invitation with grace' },
    reversed: { phrase: 'a changeable heart or idealism drifting into fantasy', invitation: 'adding some steadiness to a tender dream', tone: 'difficulty' },
  },
  'queen-of-cups': {
    upright: { phrase: 'deep and steady compassion that is not swept away', invitation: 'trusting what your intuition quietly tells you' },
    reversed: { phrase: 'everyone else’s tides absorbed until your own shore is lost', invitation: 'setting gentle limits as part of compassion', tone: 'difficulty' },
  },
  'king-of-cups': {
    upright: { phrase: 'calm feeling held steady upon a restless sea', invitation: 'keeping your center when others are stormy' },
    reversed: { phrase: 'feeling bottled up or spilling over and unsettling others', invitation: 'finding an honest outlet for what moves beneath', tone: 'difficulty' },
  },
};
