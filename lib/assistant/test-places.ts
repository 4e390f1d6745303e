/** A small suburbs sample for the assistant's unit tests (real names, states, postcodes and councils). */
import type { AssistantPlace } from "./places";

export const TEST_PLACES: AssistantPlace[] = [
  { name: "Geelong", state: "VIC", postcode: "3220", lga: "Greater Geelong (City)", population: 5210 },
  { name: "Lara", state: "VIC", postcode: "3212", lga: "Greater Geelong (City)", population: 16355 },
  { name: "Corio", state: "VIC", postcode: "3214", lga: "Greater Geelong (City)", population: 15296 },
  { name: "Ballarat Central", state: "VIC", postcode: "3350", lga: "Ballarat (City)", urbanArea: "Ballarat", population: 5328 },
  { name: "Sebastopol", state: "VIC", postcode: "3356", lga: "Ballarat (City)", urbanArea: "Ballarat", population: 10032 },
  { name: "Richmond", state: "VIC", postcode: "3121", lga: "Yarra (City)", population: 27705 },
  { name: "Hawthorn", state: "VIC", postcode: "3122", lga: "Boroondara (City)", population: 23511 },
  { name: "Hawthorn", state: "SA", postcode: "5062", lga: "Mitcham (City)", population: 2167 },
  { name: "Richmond", state: "NSW", postcode: "2753", lga: "Hawkesbury (City)", population: 5482 },
  { name: "Richmond", state: "SA", postcode: "5033", lga: "West Torrens (City)", population: 3303 },
  { name: "Richmond", state: "TAS", postcode: "7025", lga: "Clarence (City)", population: 1464 },
  { name: "Richmond", state: "QLD", postcode: "4822", lga: "Richmond (Shire)", population: 648 },
  { name: "Young", state: "NSW", postcode: "2594", lga: "Hilltops (Area)", population: 7295 },
  { name: "Footscray", state: "VIC", postcode: "3011", lga: "Maribyrnong (City)", population: 16345 },
  { name: "Pialba", state: "QLD", postcode: "4655", lga: "Fraser Coast (Regional Council)", urbanArea: "Hervey Bay", population: 3000 },
  { name: "Perth", state: "WA", postcode: "6000", lga: "Perth (City)", population: 11425 },
  { name: "Perth", state: "TAS", postcode: "7300", lga: "Northern Midlands (Area)", population: 2965 },
  { name: "Wollongong", state: "NSW", postcode: "2500", lga: "Wollongong (City)", population: 18442 },
  { name: "Point Cook", state: "VIC", postcode: "3030", lga: "Wyndham (City)", population: 49929 },
  { name: "Werribee", state: "VIC", postcode: "3030", lga: "Wyndham (City)", population: 40345 },
];
