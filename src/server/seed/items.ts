import {
  type CancellationPolicy,
  DEFAULT_CANCELLATION_POLICY,
} from '../../shared/cancellationPolicy';
import {
  AVAILABILITIES,
  type Availability,
  CONDITIONS,
  type Condition,
  DURATIONS,
  type Duration,
} from '../../shared/items';

/** Demo accounts that list things; the administrator never does. */
export const DEMO_OWNER_ROLES = ['Item owner', 'Main demo', 'Regular user'] as const;
export type DemoOwnerRole = (typeof DEMO_OWNER_ROLES)[number];

const PLACES = {
  springfieldElm: { location: '12 Elm Street', city: 'Springfield', zipCode: '62701' },
  springfieldOak: { location: '48 Oak Avenue', city: 'Springfield', zipCode: '62702' },
  springfieldLake: { location: '305 Lakeshore Drive', city: 'Springfield', zipCode: '62703' },
  springfieldWest: { location: '1620 Wabash Avenue', city: 'Springfield', zipCode: '62704' },
  chatham: { location: '7 Maple Court', city: 'Chatham', zipCode: '62629' },
  rochester: { location: '22 Walnut Street', city: 'Rochester', zipCode: '62563' },
  sherman: { location: '415 Cherry Lane', city: 'Sherman', zipCode: '62684' },
  riverton: { location: '9 Riverside Drive', city: 'Riverton', zipCode: '62561' },
} as const;

export interface DemoItem {
  title: string;
  description: string;
  /** A decimal, as the API's item form takes it. */
  price: number;
  duration: Duration;
  condition: Condition;
  availability: Availability;
  categoryId: number;
  owner: DemoOwnerRole;
  location: string;
  city: string;
  zipCode: string;
  photoCount: number;
  cancellationPolicy: CancellationPolicy;
  /** Dollars held on the renter's card; 0 for none. */
  deposit: number;
}

/**
 * The valuable demo items ask for a deposit and a stricter policy, as their owners would; the
 * rest are flexible without a deposit.
 */
const DEMO_TERMS: Record<string, { cancellationPolicy: CancellationPolicy; deposit: number }> = {
  'Mirrorless Camera': { cancellationPolicy: 'moderate', deposit: 300 },
  'Drone with 4K Camera': { cancellationPolicy: 'strict', deposit: 400 },
  'Cargo Bike': { cancellationPolicy: 'moderate', deposit: 200 },
  'Pickup Truck': { cancellationPolicy: 'strict', deposit: 500 },
  'DSLR Lens 70-200mm': { cancellationPolicy: 'moderate', deposit: 250 },
  'Bounce House': { cancellationPolicy: 'strict', deposit: 100 },
  'Wedding Arch': { cancellationPolicy: 'moderate', deposit: 0 },
};

/**
 * One item a line, newest first: title | category id (1 Tools & Equipment, 2 Electronics,
 * 3 Sports & Fitness, 4 Home & Garden, 5 Party & Events, 6 Vehicles) | price/duration |
 * condition | availability | owner | place | photos | description.
 */
const TABLE = `
Cordless Drill Kit | 1 | 15/day | Excellent | Available | Item owner | chatham | 3 | DeWalt 20V drill/driver with two batteries, a charger and a 30-piece bit set. Great for hanging shelves or building a deck.
Mirrorless Camera | 2 | 45/day | Excellent | Available | Main demo | springfieldElm | 3 | Sony a6400 with 16-50mm kit lens, two batteries and a 64 GB card. Shoots sharp 4K video; strap and bag included.
Camping Tent for 4 | 3 | 25/day | Good | Available | Regular user | springfieldOak | 2 | Waterproof dome tent that sleeps four. Pitches in ten minutes; comes with footprint, stakes and a repair kit.
Pressure Washer | 4 | 35/day | Good | Available | Item owner | chatham | 2 | Electric 2000 PSI pressure washer with three nozzles and a patio cleaner. Perfect for decks, driveways and siding.
Party Speaker with Lights | 5 | 30/day | Excellent | Available | Main demo | springfieldElm | 2 | JBL PartyBox with built-in light show, two hours of battery and a wireless microphone. Fills a backyard with sound.
Cargo Bike | 6 | 40/day | Good | Available | Item owner | rochester | 3 | Electric longtail cargo bike that carries two kids or a week of groceries. Helmet and lock included; range about 40 miles.
Circular Saw | 1 | 12/day | Good | Available | Item owner | chatham | 1 | Makita 7-1/4 inch circular saw with a fresh blade and a rip guide. Cuts plywood and framing lumber cleanly.
Projector and Screen | 2 | 28/day | Excellent | Available | Regular user | springfieldOak | 2 | Full HD projector with a 100 inch folding screen and HDMI cable. Ideal for movie nights in the garden.
Kayak with Paddle | 3 | 35/day | Good | Available | Item owner | riverton | 3 | Sit-on-top kayak for one, stable and easy to carry. Paddle and life jacket included; roof straps on request.
Lawn Mower | 4 | 25/day | Good | Available | Main demo | springfieldLake | 2 | Self-propelled gas mower with a 21 inch deck and bag. Starts first pull; handles large lawns with ease.
Folding Tables Set | 5 | 20/day | Good | Available | Item owner | sherman | 1 | Three 6-foot folding tables that seat eight each. Sturdy, wipe-clean tops; we can help load them.
Utility Trailer | 6 | 45/day | Fair | Available | Item owner | sherman | 2 | 5x8 foot utility trailer with ramp gate and tie-down points. Two-inch ball hitch; lights tested.
Extension Ladder | 1 | 18/day | Good | Available | Regular user | springfieldWest | 1 | 24 foot aluminium extension ladder, rated 250 lb. Reaches second-floor gutters and windows.
Drone with 4K Camera | 2 | 40/day | Excellent | Available | Item owner | rochester | 3 | DJI Mini drone with three batteries, a carrying case and spare propellers. Under 250 g, so no registration needed.
Road Bike | 3 | 20/day | Good | Available | Main demo | springfieldElm | 2 | Aluminium road bike, 56 cm frame, 18 speeds and new tyres. Pedals and a saddle bag with a pump included.
Hedge Trimmer | 4 | 14/day | Excellent | Available | Item owner | chatham | 1 | Cordless 24 inch hedge trimmer with two batteries. Light, quiet and quick through thick privet.
Popcorn Machine | 5 | 22/day | Good | Available | Regular user | springfieldOak | 2 | Theatre-style popcorn machine on a cart, makes 8 oz batches. Kids parties and movie nights love it.
Stand-up Paddle Board | 3 | 30/day | Good | Available | Item owner | riverton | 2 | Inflatable 10 foot paddle board with pump, paddle and leash. Packs into a backpack for the lake.
Tile Saw | 1 | 28/day | Good | Available | Item owner | rochester | 1 | Wet tile saw with a 7 inch diamond blade and sliding table. For bathroom and kitchen tiling projects.
Gaming Console | 2 | 60/week | Excellent | Available | Main demo | springfieldLake | 2 | PlayStation 5 with two controllers and three family games. Perfect for a weekend with visiting cousins.
Carpet Cleaner | 4 | 20/day | Good | Available | Regular user | springfieldWest | 1 | Bissell upright carpet cleaner with stain tool and cleaning solution. Lifts pet stains and muddy footprints.
Bounce House | 5 | 95/day | Good | Available | Item owner | sherman | 3 | Inflatable castle bounce house, 13 by 13 feet, with blower and stakes. Fits up to six small children.
Pickup Truck | 6 | 80/day | Good | Available | Item owner | chatham | 2 | Ford F-150 for moving day or a trip to the garden centre. Clean bed liner; renter must be over 25.
Wet and Dry Shop Vac | 1 | 10/day | Fair | Available | Main demo | springfieldElm | 1 | 12 gallon wet/dry vacuum with hose, crevice tool and filters. Handles flooded basements and sawdust.
DSLR Lens 70-200mm | 2 | 35/day | Excellent | Available | Item owner | rochester | 2 | Canon EF 70-200mm f/2.8 telephoto lens with hood. Sports days, weddings and wildlife.
Adjustable Dumbbells | 3 | 40/week | Good | Available | Regular user | springfieldOak | 1 | Pair of adjustable dumbbells from 5 to 52 lb with a stand. Try before you buy your own.
Tiller Cultivator | 4 | 45/day | Fair | Available | Item owner | sherman | 2 | Front-tine gas tiller that breaks new ground for vegetable beds. Adjustable depth; fuel not included.
Wedding Arch | 5 | 50/day | Excellent | Available | Main demo | springfieldLake | 2 | White metal wedding arch, 7 feet tall, with draping fabric. Assembles in minutes without tools.
Electric Scooter | 6 | 18/day | Good | Available | Regular user | springfieldWest | 2 | Foldable electric scooter with 20 mile range and a top speed of 15 mph. Charger and helmet included.
Laser Level | 1 | 9/day | Excellent | Available | Item owner | chatham | 1 | Self-levelling cross-line laser level with tripod. Hang pictures and cabinets straight the first time.
Portable Generator | 2 | 50/day | Good | Available | Item owner | riverton | 2 | Honda 2200 W inverter generator, quiet enough for campsites. Runs a fridge through a power cut.
Snowboard and Boots | 3 | 90/week | Good | Available | Item owner | rochester | 2 | 154 cm all-mountain snowboard with bindings and size 10 boots. Waxed and tuned this season.
Patio Heater | 4 | 30/day | Good | Available | Main demo | springfieldElm | 1 | Propane patio heater, 46,000 BTU, keeps an evening outdoors warm. Full tank included.
Karaoke Machine | 5 | 25/day | Good | Available | Regular user | springfieldOak | 1 | Karaoke system with two wireless microphones, disco lights and Bluetooth. Plug into any TV.
Roof Cargo Box | 6 | 60/week | Excellent | Available | Item owner | sherman | 2 | Thule roof box, 16 cubic feet, fits most crossbars. Swallows luggage for a family road trip.
Concrete Mixer | 1 | 40/day | Fair | Available | Item owner | riverton | 1 | Electric 4 cubic foot concrete mixer on wheels. Pour fence posts, patios and steps without the back ache.
Telescope | 2 | 30/day | Excellent | Unavailable | Main demo | springfieldLake | 2 | Celestron 8 inch Dobsonian telescope with two eyepieces and a star map. Saturn rings are clearly visible.
Golf Clubs Set | 3 | 25/day | Good | Available | Regular user | springfieldWest | 1 | Complete right-handed golf club set with stand bag: driver, woods, irons and putter.
Chainsaw | 4 | 35/day | Good | Available | Item owner | chatham | 1 | Stihl 18 inch gas chainsaw with a sharp chain, bar oil and chaps. Experienced users only, please.
Canopy Tent 10x20 | 5 | 70/day | Good | Available | Item owner | rochester | 2 | White party canopy with sidewalls, 10 by 20 feet. Shelters forty guests from sun or rain.
`;

function oneOf<T extends string>(values: readonly T[], text: string | undefined): T {
  const found = values.find((value) => value === text);
  if (!found) throw new Error(`demo item table: '${text}' is not one of ${values.join(', ')}`);
  return found;
}

function parseLine(line: string): DemoItem {
  const cells = line.split('|').map((cell) => cell.trim());
  const [title = '', category, priceAndDuration = '', condition, availability] = cells;
  const [owner, placeName = '', photos, description = ''] = cells.slice(5);
  const [price, duration] = priceAndDuration.split('/');
  const place = PLACES[placeName as keyof typeof PLACES];
  if (!place) throw new Error(`demo item table: unknown place '${placeName}'`);
  return {
    title,
    description,
    price: Number(price),
    duration: oneOf(DURATIONS, duration),
    condition: oneOf(CONDITIONS, condition),
    availability: oneOf(AVAILABILITIES, availability),
    categoryId: Number(category),
    owner: oneOf(DEMO_OWNER_ROLES, owner),
    ...place,
    photoCount: Number(photos),
    ...(DEMO_TERMS[title] ?? { cancellationPolicy: DEFAULT_CANCELLATION_POLICY, deposit: 0 }),
  };
}

export const DEMO_ITEMS: DemoItem[] = TABLE.trim().split('\n').map(parseLine);
