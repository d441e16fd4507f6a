import type { RawMap } from './map.js';

/**
 * The classic 42-territory world (FG1, design/classic-map.md): 6 continents, 83 borders, 24 of them sea
 * crossings. Borders are listed once each; `sea: true` marks a crossing that needs an amphibious assault
 * into enemy-held land (R7, FG2). Western Europe–North Africa and Southern Europe–Middle East are land.
 * Stars per territory card (FG10): going through the continents in the order below, every third territory
 * carries 2 stars (14 of 42), the others 1. No source gives the count; this is our documented guess.
 */
const NA = [
  'alaska',
  'northwest-territory',
  'greenland',
  'alberta',
  'ontario',
  'quebec',
  'western-us',
  'eastern-us',
  'central-america',
];
const SA = ['venezuela', 'peru', 'brazil', 'argentina'];
const EU = [
  'iceland',
  'great-britain',
  'scandinavia',
  'northern-europe',
  'western-europe',
  'southern-europe',
  'ukraine',
];
const AF = ['north-africa', 'egypt', 'east-africa', 'congo', 'south-africa', 'madagascar'];
const AS = [
  'ural',
  'siberia',
  'yakutsk',
  'kamchatka',
  'irkutsk',
  'mongolia',
  'japan',
  'afghanistan',
  'china',
  'middle-east',
  'india',
  'siam',
];
const AU = ['indonesia', 'new-guinea', 'western-australia', 'eastern-australia'];

const LAND = `alaska northwest-territory|alaska alberta|northwest-territory alberta|northwest-territory ontario|
alberta ontario|alberta western-us|ontario western-us|ontario eastern-us|ontario quebec|quebec eastern-us|
western-us eastern-us|western-us central-america|eastern-us central-america|central-america venezuela|
venezuela peru|venezuela brazil|peru brazil|peru argentina|brazil argentina|scandinavia ukraine|
northern-europe ukraine|northern-europe western-europe|northern-europe southern-europe|
western-europe southern-europe|western-europe north-africa|southern-europe ukraine|southern-europe middle-east|
ukraine ural|ukraine afghanistan|ukraine middle-east|north-africa egypt|north-africa east-africa|
north-africa congo|egypt middle-east|egypt east-africa|east-africa congo|east-africa south-africa|
congo south-africa|ural siberia|ural china|ural afghanistan|siberia yakutsk|siberia irkutsk|siberia mongolia|
siberia china|yakutsk irkutsk|yakutsk kamchatka|kamchatka irkutsk|kamchatka mongolia|irkutsk mongolia|
mongolia china|afghanistan china|afghanistan india|afghanistan middle-east|china siam|china india|
middle-east india|india siam|western-australia eastern-australia`;

const SEA = `alaska kamchatka|northwest-territory greenland|greenland ontario|greenland quebec|greenland iceland|
brazil north-africa|iceland great-britain|iceland scandinavia|great-britain scandinavia|
great-britain northern-europe|great-britain western-europe|scandinavia northern-europe|southern-europe egypt|
southern-europe north-africa|east-africa madagascar|east-africa middle-east|south-africa madagascar|
kamchatka japan|mongolia japan|siam indonesia|indonesia new-guinea|indonesia western-australia|
new-guinea western-australia|new-guinea eastern-australia`;

const pairs = (text: string, sea: boolean) =>
  text
    .split('|')
    .map((p) => p.trim().split(' '))
    .map(([a, b]) => ({ a: a ?? '', b: b ?? '', sea }));

export const CLASSIC_MAP: RawMap = {
  id: 'classic',
  continents: [
    { id: 'north-america', bonus: 5, territories: NA },
    { id: 'south-america', bonus: 2, territories: SA },
    { id: 'europe', bonus: 5, territories: EU },
    { id: 'africa', bonus: 3, territories: AF },
    { id: 'asia', bonus: 7, territories: AS },
    { id: 'australia', bonus: 2, territories: AU },
  ],
  territories: [NA, SA, EU, AF, AS, AU].flat().map((id, i) => ({ id, stars: i % 3 === 2 ? 2 : 1 })),
  borders: [...pairs(LAND, false), ...pairs(SEA, true)],
};
