/**
 * The crisis screen's Spanish rules (docs/product.md#safety), over normalized text (no accents, lower case). Spanish
 * marks the person in the verb ("quiero morir", "se quiere matar"), so most rules carry a fixed concern; the
 * idioms of dying of laughter, of wanting, or of heat ("me muero de risa") are named and kept out.
 */
import { anyOf, rules, type ScreenRule } from './rules.ts';

/** "Morir de …" as a figure of speech. */
const IDIOM = '(?! de (?:risa|verguenza|ganas|hambre|sueno|amor|calor|frio|aburrimiento|envidia|pena|miedo|cansancio|nervios|celos|emocion|la risa)\\b)';
const WISH = anyOf([
  'quiero', 'quisiera', 'deseo', 'tengo ganas de', 'ganas de', 'voy a', 'pienso en', 'pensando en', 'deberia', 'debo', 'me gustaria',
  'necesito', 'prefiero', 'solo quiero', 'quiero ya', 'estoy pensando en', 'he pensado en', 'planeo', 'preferiria',
]);
const ENDS = anyOf([
  'morir(?:me)?', 'suicidarme', 'matarme', 'quitarme la vida', 'acabar con (?:todo|mi vida)', 'terminar con (?:todo|mi vida)',
  'dejar de vivir', 'dejar de existir', 'no despertar(?:me)?', 'dormir(?:me)? para siempre', 'desaparecer para siempre', 'estar muerta?',
]);
const PEOPLE = anyOf([
  'amiga', 'amigo', 'hijo', 'hija', 'hermano', 'hermana', 'novio', 'novia', 'marido', 'esposo', 'esposa', 'mujer', 'madre', 'padre',
  'mama', 'papa', 'pareja', 'primo', 'prima', 'companero', 'companera', 'compa', 'sobrino', 'sobrina', 'tio', 'tia', 'abuelo', 'abuela',
  'alumno', 'alumna', 'vecino', 'vecina', 'ex',
]);
const HOUSEHOLD = anyOf([
  'marido', 'esposo', 'esposa', 'mujer', 'pareja', 'novio', 'novia', 'padre', 'madre', 'padrastro', 'madrastra', 'papa', 'mama',
  'hermano', 'hermana', 'tio', 'tia', 'abuelo', 'ex', 'exmarido', 'expareja', 'suegro', 'suegra', 'familia', 'hijo', 'hija',
]);

const SELF = rules('es', 'self', [
  new RegExp(`\\b${WISH} ${ENDS}\\b${IDIOM}`),
  new RegExp(`\\bme quiero (?:morir|matar|suicidar)\\b${IDIOM}`),
  /\bsuicidarme\b|\bquitarme la vida\b|\b(?:acabar|terminar) con mi (?:propia )?vida\b/,
  /(?<!\b(?:con|va a|van a|quiere|quieren|intento|intenta|amenazo con|amenaza con) )\bmatarme\b(?! (?:a|de) (?:trabajar|estudiar|risa|reir)\b)(?! (?:trabajando|estudiando)\b)/,
  /(?<!\bse (?:va a |quiere |piensa )?)\bcortar(?:me)? (?:los|mis|las) (?:brazos|piernas|munecas|muslos|venas)\b|\bme (?:corto|corte|he cortado) (?:los|mis|las) (?:brazos|piernas|munecas|muslos|venas)\b/,
  /\bvale la pena (?:seguir )?(?:vivir|viviendo|seguir|estar viva?)(?= \.|$)/,
  /\b(?:soy|estoy|me siento|me pongo) suicida\b/,
  /\bme voy a matar\b(?! (?:de|a|trabajando|estudiando)\b)/,
  /\bno quiero (?:seguir )?(?:vivir|viviendo|estar viva?|existir|despertar(?:me)?|seguir aqui|estar aqui)\b(?! (?:en|con|aqui|alli|ahi|asi con|cerca|solo|sola|juntos|lejos)\b)/,
  /\bno quiero seguir(?= \.|$)/,
  /\b(?:tiene|hay|que|algun|ningun) sentido (?:de )?(?:seguir|vivir|la vida|seguir viviendo|continuar|seguir adelante|estar viva?)(?= \.|$| viviendo| asi)/,
  /\bpara que (?:seguir|vivir|seguir viviendo|sigo viviendo|sigo|sigo viv[oa])(?= \.|$| si)/,
  /\bque sentido tiene (?:vivir|seguir|la vida|seguir viviendo|estar viv[oa])\b/,
  /\b(?:cansad[oa]|hart[oa]) de (?:vivir|la vida|estar viv[oa]|existir)\b/,
  /\bmi momento de (?:irme|morir|partir)\b|\bsi debo (?:seguir viviendo|vivir|morir|matarme)\b/,
  /\b(?:acabar|acabo|termino|terminar|acabare|terminare) con mi (?:propia )?vida\b/,
  /\bsi (?:me muero|muero|me mato|desaparezco|ya no estoy)\b[^.]{0,30}\b(?:extranaria|extranarian|importaria|notaria|daria cuenta)\b|\b(?:extranaria|extranarian|importaria|notaria)\b[^.]{0,30}\bsi (?:me muero|muero|me mato|desaparezco|ya no estoy)\b/,
  /\bmejor me muero\b|\btomarmelas todas\b/,
  /\b(?:todos|todo el mundo|mi familia|el mundo|mis hijos|mis padres|ellos|la gente)(?: \w+){0,3} mejor sin mi\b|\bestarian mejor sin mi\b/,
  /\bsoy (?:solo |solamente )?una carga\b/,
  /\bnada por (?:lo )?(?:que|cual) vivir\b|\bno hay (?:razon|motivo|razones|motivos) (?:para|por (?:la|las|el|los) que) vivir\b/,
  /\bno (?:hay|veo) (?:otra )?salida(?= \.|$)/,
  /\bno aguanto mas(?= \.|$| (?:la vida|vivir|esta vida|estar viva?|este dolor|este sufrimiento|existir))/,
  /\b(?:no puedo|ya no puedo) mas con (?:la vida|mi vida|esta vida|vivir)\b/,
  /\b(?:hacerme|me hago|me estoy haciendo|me hice|hacerme mucho) dano\b(?! (?:en|al|jugando|corriendo)\b)/,
  /\b(?:me autolesiono|autolesionarme|me corte las venas|cortarme las venas|me corto las venas)\b/,
  /\bme corto\b(?! (?:el|la|las|los|un|una|mi) (?:pelo|cabello|flequillo|unas|barba|fleco|melena|dedo)\b)/,
  /\bcortarme\b(?! (?:el|la|las|los|mi) (?:pelo|cabello|flequillo|unas|barba|fleco|melena|dedo)\b)(?! con\b)/,
  /\bcortandome\b/,
  /\b(?:tomarme|tomar|me tome|me tomo|me voy a tomar) (?:todas )?(?:las|mis) pastillas(?: de golpe| de una vez| juntas)?(?= \.|$| de golpe| de una vez| juntas)/,
  /\btirarme (?:de|por|desde|del|bajo|a las vias|al tren|al metro|delante)\b/,
  /\b(?:ahorcarme|colgarme)\b/,
  /\bno despertar(?:me)? (?:nunca|mas|nunca mas|manana)\b|\bdormir(?:me)? y no despertar\b/,
  /\b(?:no tengo|sin|perdi las|he perdido las|ya no tengo) ganas de vivir\b/,
  /\b(?:tengo|con|he tenido|tener) (?:pensamientos|ideas) (?:suicidas|de suicidio|de morir|de matarme)\b/,
  /\bquiero morir(?= \.|$)|\bme quiero morir(?= \.|$)/,
  /\bno aguanto (?:vivir|la vida|esta vida|seguir|seguir viviendo|estar viva?)\b/,
  /\b(?:manana )?ya no estare(?: aqui| mas)?(?= \.|$)|\bmanana ya no estare\b/,
  /\bme (?:voy a|quiero|pienso) (?:tirar|lanzar|aventar) (?:de|por|desde|del|al|bajo|a las vias|a la via)\b/,
  /\bsi me mato\b|\bme mato(?= \.|$)|\bsenal de que lo haga\b|\b(?:no )?(?:le )?veo sentido a (?:seguir viviendo|vivir|la vida|seguir)\b/,
  /\b(?:me hago|hacerme) cortes\b|\bhasta (?:sangrar|hacerme sangre)\b|\bojala (?:me muriera|me muera|estuviera muert[oa]|no despertara|no existiera)\b/,
  /\bme (?:quemo|corto|lastimo|golpeo|rasguno|arano) (?:los|las|el|la|mis) (?:brazos|piernas|munecas|muslos|piel|cabeza|manos)\b/,
  /\b(?:murio|fallecio|perdi)\b[^.]{0,80}(?: \. )?[^.]{0,40}\breunirme con\b/,
  /\bcomo (?:ahorcarme|matarme|suicidarme|cortarme las venas)\b/,
  /(?<!\b(?:quiere|desea|va a|necesita|dice que quiere) )\bdesaparecer (?:para siempre|de este mundo|del mundo|de la tierra)\b/,
  /\b(?:las|mis) pastillas (?:en la mano|listas|preparadas|contadas|guardadas|ahorradas|delante de mi|aqui conmigo)\b/,
  /\besta es mi ultima (?:lectura|carta|pregunta|noche|mensaje|tirada)\b|\besto es (?:una|mi) despedida\b/,
  /\bme (?:quito|quitare|voy a quitar) la vida\b/,
  /\bno (?:voy a llegar|llegare) a (?:mi cumpleanos|navidad|fin de (?:ano|mes)|la semana que viene|manana|el viernes|el lunes)\b/,
  /\b(?:compre|tengo|consegui|he comprado) (?:una|la) (?:cuerda|soga|pistola|arma)\b(?! (?:de escalar|para escalar|para la mudanza)\b)/,
  /\bsi (?:yo )?no (?:existiera|estuviera|hubiera nacido)\b/,
  /\bme (?:quemo|corto|lastimo|golpeo|hago dano) (?:con|a proposito|cuando me siento|otra vez|de nuevo)\b/,
  /\b(?:estoy en|desde) (?:la azotea|el puente|el tejado|la cornisa|el borde del|las vias)\b|\bdime si (?:salto|me tiro|lo hago)\b/,
  /\b(?:apagarme|se apague|apagar) para siempre\b/,
]);

const OTHER = rules('es', 'other', [
  new RegExp(`\\b(?:se quiere|quiere|dice que se quiere|dijo que se quiere|amenaza con|amenazo con|intento|intenta|piensa en|habla de|hablaba de|ha intentado|pensando en) (?:morir(?:se)?|matarse|suicidar(?:se)?|quitarse la vida|hacerse dano|acabar con su vida|terminar con su vida)\\b${IDIOM}`),
  /\b(?:ya )?no quiere (?:seguir )?(?:vivir|viviendo|estar viva?|existir|despertar(?:se)?)\b(?! (?:en|con|aqui|alli|ahi|asi con|cerca|solo|sola|juntos|lejos)\b)/,
  /\b(?:esta|es) suicida\b/,
  /\bse quiere (?:morir|matar|suicidar)\b/,
  /\bse va a (?:matar|suicidar|quitar la vida)\b(?! (?:de|a|trabajando|estudiando|con (?:esa|esa|la|el) (?:moto|coche|carro|bici))\b)/,
  /\b(?:suicidarse|quitarse la vida)\b/,
  /\bse (?:autolesiona|hace dano|esta haciendo dano|corta los brazos|corta las venas|corta)\b(?! (?:el|la|las|los|un|una) (?:pelo|cabello|flequillo|unas|barba|fleco|melena|dedo)\b)(?! (?:al|jugando|cocinando)\b)/,
  /\bmatarse\b(?! (?:a|de) (?:trabajar|estudiar|risa|reir)\b)/,
  new RegExp(`\\bmi ${PEOPLE} (?:\\w+ ){0,3}(?:es suicida|tiene pensamientos suicidas|intento suicidarse|quiere morir(?:se)?|se quiere morir)\\b`),
  /\bintento de suicidio\b/,
  /\bse va a tomar (?:todas )?(?:las|sus) pastillas\b|\btomarselas todas\b|\btomarse todas (?:sus|las) pastillas\b/,
  /\bse (?:va a |quiere )?cortar (?:los|las|sus) (?:brazos|piernas|venas|munecas)\b|\bse (?:quita|quitara|va a quitar) la vida\b|\bse hace cortes\b/,
  /\bcomo (?:ahorcarse|matarse|suicidarse|cortarse las venas)\b|\bse va a (?:tirar|lanzar|aventar) (?:de|por|desde|del|al|a las vias)\b/,
  /\b(?:quiere|desea|va a|necesita|dice que quiere) desaparecer (?:para siempre|de este mundo|del mundo)\b/,
  /\b(?:me dijo|se despidio|dijo) adios\b[^.]{0,30}\b(?:dejo de contestar|no contesta|no responde|dejo de responder)\b/,
  /\b(?:amenaza|amenazo|quiere|va a|dice que se va a) (?:con )?tirarse (?:de|por|desde|del|al|a las vias)\b/,
  /\b(?:publico|escribio|mando|envio|dejo) (?:una|su|un) (?:despedida|carta de despedida|mensaje de despedida|nota de despedida)\b/,
]);

const LOSS = rules('es', 'loss', [
  /\bse (?:suicido|quito la vida|mato|ahorco)\b/,
  /\b(?:murio|fallecio|muerte|perdi a (?:mi|su) \w+) (?:por|por un|en un) suicidio\b/,
  /\bsuicidio de (?:mi|su|nuestro|nuestra)\b/,
]);

const ABUSE = rules('es', 'abuse', [
  /(?<!\bse )(?<!\bequipo (?:\w+ )?)\b(?:me|nos) (?:pega|pegan|pego|golpea|golpean|maltrata|maltratan|maltrato|viola|violo|violaron|abusa|abuso|ahorca|ahorco|estrangula|estrangulo|da palizas|dio una paliza|pega palizas|patea|pateo|abofetea|abofeteo|quema|arrastra|arrastro)\b(?! (?:la gripe|el resfriado|la cancion|el sol|la vida|el destino|los mocos|el virus)\b)(?![^.]*\b(?:partido|jugando|futbol|tenis|ajedrez|carrera|juego)\b)/,
  new RegExp(`\\b(?:le|les) (?:pega|pegan|golpea|golpean|da palizas|maltrata|maltratan) (?:a )?(?:mi|mis|los|las|nuestros?) (?:\\w+ )?(?:hijos?|hijas?|ninos|ninas|hermanos?|hermanas?|mama|madre|bebe|${HOUSEHOLD})\\b`),
  /\bviolencia (?:domestica|de genero|machista|intrafamiliar|familiar)\b|\bmalos tratos\b|\babuso sexual\b|\babusa(?:ba|n)? (?:sexualmente )?de mi\b/,
  /\bmaltrato\b(?! animal\b)/,
  /\bme (?:toca|tocaba|toco) (?:sin|cuando|de noche|por la noche|mientras|donde)\b|\bme (?:obliga|obligo|fuerza|forzo) a (?:tener sexo|tener relaciones|acostarme|hacer cosas)\b/,
  /\bmi (?:\w+ )?(?:padrastro|tio|abuelo|hermano|hermanastro|primo|padre|papa|entrenador|profesor|vecino) (?:\w+ ){0,2}me (?:toca|tocaba|toco|manosea|manoseaba|manoseo)\b/,
  /\bme (?:amenaza|amenazo|amenazan) con (?:matarme|pegarme|un cuchillo|una pistola|un arma|hacerme dano|quitarme a mis hijos|golpearme)\b/,
  new RegExp(`\\b(?:miedo|terror|panico) (?:a|de) (?:que )?(?:mi ${HOUSEHOLD}|el|ella)(?: \\w+){0,3} (?:me )?(?:mate|pegue|haga dano|golpee|lastime)\\b`),
  new RegExp(`\\bmi ${HOUSEHOLD} (?:\\w+ ){0,2}me va a matar\\b(?! (?:si (?:no )?(?:llego|suspendo|repruebo|se entera de que (?:rompi|perdi))|cuando vea)\\b)`),
  /\bme (?:encierra|encerro) en (?:casa|la habitacion|el cuarto)\b/,
  /\bsi (?:lo|la) dejo me (?:mata|matara|va a matar)\b/,
  /\b(?:le|les) (?:pega|pegan|golpea|golpean|maltrata|maltratan)(?= \.|$| cuando| todos| siempre| a mi| a mis| y )/,
  /\bme (?:toca|tocaba|toco|manosea|manoseaba)(?= \.|$| y | cuando| de noche| en la noche| por la noche| sin)|\bentra (?:a|en) mi (?:cuarto|habitacion|cama) (?:en|por|de) (?:la )?noche\b/,
]);

/** Every Spanish rule: losses first, so they are masked before the others read the text. */
export const SPANISH_RULES: readonly ScreenRule[] = [...LOSS, ...SELF, ...OTHER, ...ABUSE];
