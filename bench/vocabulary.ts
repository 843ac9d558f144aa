/** The words the benchmark's items are made of, as comma-separated lists. */
const list = (text: string) => text.split(',').map((word) => word.trim());

/** Things people lend, by category id (1..6), so that titles and categories agree. */
export const NOUNS_BY_CATEGORY: Record<number, string[]> = {
  1: list(
    'drill, saw, ladder, sander, wrench, compressor, jigsaw, router, welder, nailer, ' +
      'grinder, toolbox, clamp, workbench, scaffold, jackhammer, planer, stapler, ' +
      'multimeter, crowbar',
  ),
  2: list(
    'camera, projector, drone, speaker, laptop, tablet, microphone, monitor, headphones, ' +
      'console, turntable, amplifier, keyboard, printer, router, telescope, lens, tripod, ' +
      'gimbal, synthesizer',
  ),
  3: list(
    'kayak, tent, bicycle, surfboard, skis, treadmill, racket, snowboard, canoe, helmet, ' +
      'dumbbells, rowing machine, paddleboard, skates, golf clubs, backpack, sleeping bag, ' +
      'climbing rope, wetsuit, hammock',
  ),
  4: list(
    'mower, trimmer, tiller, blower, vacuum, heater, dehumidifier, grill, chainsaw, ' +
      'pressure washer, sprinkler, wheelbarrow, steam cleaner, air purifier, fan, smoker, ' +
      'log splitter, aerator, shredder, pruner',
  ),
  5: list(
    'canopy, karaoke, tables, chairs, fountain, arch, costume, lanterns, bounce house, ' +
      'popcorn machine, fog machine, dance floor, photo booth, tablecloths, cotton candy ' +
      'machine, disco ball, marquee, chafing dishes, cooler, stage',
  ),
  6: list(
    'trailer, scooter, truck, van, motorcycle, roof rack, bike carrier, hitch, camper, ' +
      'moped, cargo bike, car seat, roof box, dolly, tow bar, golf cart, snowmobile, jet ' +
      'ski, boat, minivan',
  ),
};

export const ADJECTIVES = list(
  'cordless, electric, portable, heavy duty, compact, professional, vintage, folding, ' +
    'wireless, inflatable, digital, large, lightweight, premium, classic, outdoor, ' +
    'family, rugged, quiet, adjustable',
);

export const PHRASES = list(
  'barely used and kept in a dry garage, comes with a carrying case, great for weekend ' +
    'projects, perfect for a family trip, batteries and charger included, cleaned after ' +
    'every rental, easy to transport in a small car, ideal for beginners, pick up from my ' +
    'porch, instructions included, works like new, recently serviced, spare parts in the ' +
    'box, fits in the trunk of a sedan, available most evenings, gentle use please, ' +
    'popular with neighbours, ask me for tips before you start, deposit returned on ' +
    'drop-off, bring your own extension cord, suitable for small gardens, handles big ' +
    'jobs with ease, sturdy and reliable, saves a trip to the hardware store, lightly ' +
    'scratched but solid, weatherproof storage bag, quick start guide attached, can ' +
    'deliver within two miles',
);

export const STREETS = list(
  'Elm Street, Oak Avenue, Maple Court, Walnut Lane, Cherry Lane, Main Street',
);

/** City and ZIP pairs of the neighbourhood. */
export const PLACES: [string, string][] = [
  ['Springfield', '62701'],
  ['Springfield', '62702'],
  ['Springfield', '62703'],
  ['Springfield', '62704'],
  ['Chatham', '62629'],
  ['Rochester', '62563'],
  ['Sherman', '62684'],
  ['Riverton', '62561'],
];

export const CITIES = [...new Set(PLACES.map(([city]) => city))];
