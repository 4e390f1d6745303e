/**
 * An offline locator map of Australia: a simplified coastline (mainland and Tasmania)
 * and the state borders, in lon/lat, projected equirectangularly (longitudes scaled by
 * the cosine of the continent's middle latitude) into an SVG viewBox. Coarse by design:
 * it shows where a suburb is in the country, not its streets; it needs no tiles, key
 * or network, so every listing gets one.
 */

type LonLat = readonly [lon: number, lat: number];

const MAINLAND: readonly LonLat[] = [
  [142.5, -10.7], [143.2, -11.9], [143.8, -14.2], [144.5, -14.3], [145.3, -15.0], [145.4, -16.3], [145.9, -17.0], [146.1, -18.3],
  [146.8, -19.2], [147.6, -19.7], [148.5, -20.2], [149.3, -21.2], [150.0, -22.1], [150.6, -22.4], [150.8, -23.4], [151.3, -23.9],
  [152.4, -24.8], [152.9, -25.3], [153.1, -26.6], [153.4, -27.5], [153.55, -28.2], [153.64, -28.64], [153.3, -29.8], [153.15, -30.3],
  [152.9, -31.4], [152.5, -32.4], [151.8, -32.9], [151.3, -33.9], [150.9, -34.4], [150.7, -35.1], [150.2, -35.9], [149.9, -37.1],
  [149.98, -37.5], [148.0, -37.9], [147.0, -38.5], [146.4, -39.1], [145.9, -38.7], [145.3, -38.5], [144.6, -38.3], [143.5, -38.85],
  [142.3, -38.4], [141.6, -38.35], [140.97, -38.05], [139.75, -37.2], [139.3, -36.2], [138.9, -35.55], [138.1, -35.6], [138.5, -34.9],
  [138.4, -34.4], [138.1, -34.2], [137.8, -35.2], [136.85, -35.2], [137.4, -34.5], [137.6, -33.9], [137.8, -32.5], [137.6, -33.0],
  [136.6, -33.8], [135.85, -34.7], [135.2, -34.5], [134.9, -33.6], [134.2, -32.8], [133.7, -32.1], [132.2, -32.0], [131.1, -31.5],
  [129.0, -31.7], [127.0, -32.3], [125.0, -32.8], [123.5, -33.9], [121.9, -33.86], [119.8, -34.0], [117.9, -35.0], [116.5, -35.0],
  [115.1, -34.4], [115.0, -33.5], [115.6, -33.3], [115.75, -32.0], [115.0, -30.0], [114.6, -28.8], [114.15, -27.7], [113.2, -26.0],
  [113.65, -24.9], [113.4, -23.5], [113.8, -22.0], [114.1, -21.8], [115.1, -21.6], [116.7, -20.6], [118.6, -20.3], [121.0, -19.5],
  [122.2, -18.0], [122.9, -16.4], [123.6, -17.2], [124.5, -15.5], [126.0, -14.0], [126.9, -13.75], [128.1, -15.0], [129.0, -14.9],
  [129.6, -14.8], [130.1, -13.0], [130.6, -12.3], [131.0, -12.2], [132.3, -11.3], [134.0, -11.9], [136.0, -12.0], [136.9, -12.2],
  [135.9, -13.3], [135.5, -14.8], [136.6, -15.9], [137.99, -16.55], [139.3, -17.4], [140.8, -17.5], [141.5, -16.0], [141.6, -14.0],
  [141.9, -12.6], [142.1, -11.0],
];

const TASMANIA: readonly LonLat[] = [
  [144.6, -40.7], [145.6, -40.85], [146.6, -41.1], [147.5, -40.95], [148.3, -40.9], [148.3, -42.2], [147.9, -43.2], [146.9, -43.6],
  [146.0, -43.4], [145.2, -42.2], [144.7, -41.0],
];

/** State and territory borders (open lines; the coast closes them). */
const BORDERS: readonly (readonly LonLat[])[] = [
  [[129.0, -14.9], [129.0, -31.7]], // WA
  [[129.0, -26.0], [141.0, -26.0]], // NT and QLD / SA
  [[137.99, -16.55], [138.0, -26.0]], // NT / QLD
  [[141.0, -26.0], [141.0, -29.0], [148.9, -29.0], [150.0, -28.6], [151.0, -28.9], [152.0, -28.3], [153.55, -28.2]], // QLD / SA, NSW
  [[141.0, -29.0], [140.97, -38.05]], // SA / NSW, VIC
  [[141.0, -34.1], [142.5, -34.7], [143.6, -35.4], [144.9, -36.1], [146.0, -35.99], [147.0, -36.1], [148.2, -36.8], [149.98, -37.5]], // NSW / VIC
  [[148.8, -35.1], [149.2, -35.1], [149.4, -35.3], [149.1, -35.9], [148.8, -35.7], [148.8, -35.1]], // ACT
];

const WEST = 112;
const NORTH = -10;
const MID_LAT = -27;
const SCALE = 10; // viewBox units per degree of latitude
const LON_SCALE = SCALE * Math.cos((MID_LAT * Math.PI) / 180);

export const LOCATOR_VIEWBOX = { width: Math.round((154 - WEST) * LON_SCALE), height: (44 + NORTH) * SCALE } as const;

export function project(lat: number, lng: number): { x: number; y: number } {
  return { x: Math.round((lng - WEST) * LON_SCALE * 10) / 10, y: Math.round((NORTH - lat) * SCALE * 10) / 10 };
}

function pathOf(points: readonly LonLat[], closed: boolean): string {
  const d = points.map(([lon, lat], i) => {
    const { x, y } = project(lat, lon);
    return `${i === 0 ? "M" : "L"}${x} ${y}`;
  });
  return d.join("") + (closed ? "Z" : "");
}

/** The land (mainland and Tasmania) as one SVG path. */
export const LAND_PATH = pathOf(MAINLAND, true) + pathOf(TASMANIA, true);
/** The state borders as one SVG path of open lines. */
export const BORDERS_PATH = BORDERS.map((b) => pathOf(b, false)).join("");

function inside(points: readonly LonLat[], lat: number, lng: number): boolean {
  let hit = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

/** Whether a point falls on the simplified land (tests check the outline against real places). */
export function isOnLand(lat: number, lng: number): boolean {
  return inside(MAINLAND, lat, lng) || inside(TASMANIA, lat, lng);
}

/** Where a centroid sits on the map, or null when it is outside the map's frame (not Australia). */
export function locatorPoint(centroid: { lat: number; lng: number } | null | undefined): { x: number; y: number } | null {
  if (!centroid || !Number.isFinite(centroid.lat) || !Number.isFinite(centroid.lng)) return null;
  const { x, y } = project(centroid.lat, centroid.lng);
  if (x < 0 || y < 0 || x > LOCATOR_VIEWBOX.width || y > LOCATOR_VIEWBOX.height) return null;
  return { x, y };
}
