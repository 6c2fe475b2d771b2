/**
 * The traditional imagery of the major arcana, described in our own words as a scene, for visual
 * descriptions. Keyed by catalogue slug.
 */
export const MAJOR_IMAGERY: Readonly<Record<string, string>> = {
  'the-fool': 'A young traveler in bright clothes steps toward a cliff edge under a white sun, a small bundle over one shoulder, a white rose in hand and a little dog leaping at his heels.',
  'the-magician': 'A figure in a red cloak raises a wand to the sky and points the other hand to the earth; on the table before them lie a cup, a sword, a coin and a staff, with roses and lilies all around.',
  'the-high-priestess': 'A quiet woman sits between a dark pillar and a pale one, a half-hidden scroll in her lap and a crescent moon at her feet, a veil patterned with pomegranates behind her.',
  'the-empress': 'A woman crowned with stars rests on soft cushions in a ripening field of wheat, a forest and a waterfall behind her and a heart-shaped shield at her side.',
  'the-emperor': 'A bearded ruler in armour sits on a stone throne carved with rams’ heads, holding a sceptre and an orb against bare, red mountains.',
  'the-hierophant': 'A robed teacher sits between two gray pillars, one hand raised in blessing, while two followers kneel before him and two crossed keys lie at his feet.',
  'the-lovers': 'Two figures stand in a garden beneath a great winged angel and a blazing sun; behind one grows a tree of fruit, behind the other a tree of flames.',
  'the-chariot': 'A crowned driver stands in a stone chariot under a canopy of stars, drawn by two sphinxes, one black and one white, with a walled city behind.',
  strength: 'A woman in white, crowned with flowers, gently closes a lion’s jaws with her bare hands, a loop of infinity floating above her head.',
  'the-hermit': 'An old man in a gray cloak stands alone on a snowy peak, holding up a lantern with a six-pointed star inside and leaning on a tall staff.',
  'wheel-of-fortune': 'A great wheel marked with letters and symbols turns among the clouds, a sphinx seated on top, a serpent sliding down one side and winged creatures reading in the corners.',
  justice: 'A figure in red sits between two pillars, holding an upright sword in one hand and balanced scales in the other, looking straight ahead.',
  'the-hanged-man': 'A man hangs upside down by one foot from a living tree, his hands behind his back and a calm ring of light around his head.',
  death: 'A skeleton in black armour rides a white horse and carries a banner bearing a white rose, while the sun rises between two distant towers.',
  temperance: 'A winged angel stands with one foot on land and one in a pool, pouring water between two cups, a path behind leading up to a bright crown on the hills.',
  'the-devil': 'A horned figure crouches on a dark pedestal above a man and a woman chained loosely at the neck, chains wide enough to lift off if they tried.',
  'the-tower': 'Lightning strikes a tall tower on a rocky peak and knocks off its crown; flames burst from the windows and two figures fall through the night.',
  'the-star': 'A woman kneels by a pool under a great eight-pointed star, pouring water onto the land and into the pool, a bird resting in a tree behind her.',
  'the-moon': 'A pale moon shines between two towers above a winding path; a dog and a wolf howl up at it while a crayfish crawls out of the water.',
  'the-sun': 'A child on a white horse rides beneath a blazing sun, arms open wide, with tall sunflowers leaning over a garden wall.',
  judgement: 'An angel sounds a trumpet from the clouds, and below, people rise with their arms lifted toward the call.',
  'the-world': 'A dancer wrapped in a violet sash floats inside a laurel wreath, a wand in each hand, with four winged creatures watching from the corners.',
};
