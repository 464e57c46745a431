/**
 * Coarse outlines the route map draws under the stops, as [latitude, longitude] points written by hand from
 * well-known coastal towns (a few tens of kilometres out at worst): enough to tell coast from inland, Zanzibar
 * from the mainland and Arabia from Africa, with no map tiles or downloaded shapes. The drawing clips them to
 * the stops' box.
 */

export type Outline = ReadonlyArray<readonly [lat: number, lng: number]>

/**
 * The western Indian Ocean with the Red Sea, the Gulf of Aden, the Gulf of Oman and the Persian Gulf: up the
 * African coast from Mozambique to the Horn, up and down the Red Sea, along Arabia to the Gulf, out along the
 * Iranian and Pakistani coast, then round through open water.
 */
export const SEA: Outline = [
  [-19.8, 34.85], [-17.9, 36.9], [-16.2, 39.9], [-14.5, 40.7], [-13, 40.5], [-10.7, 40.5], [-10.27, 40.19],
  [-10, 39.7], [-8.95, 39.5], [-7.9, 39.3], [-6.8, 39.29], [-6.44, 38.9], [-5.43, 38.98], [-5.07, 39.1],
  [-4.65, 39.35], [-4.05, 39.67], [-3.94, 39.78], [-3.8, 39.86], [-3.63, 39.86], [-3.22, 40.12], [-2.27, 40.9], [-0.36, 42.55], [2.04, 45.34],
  [5.35, 48.53], [7.98, 49.85], [10.43, 51.4], [11.83, 51.28], [11.28, 49.18], [10.44, 45.01], [11.35, 43.47],
  [11.6, 43.15], [13, 42.74], [15.6, 39.45], [19.6, 37.22], [22, 36.85], [23.9, 35.6], [27.25, 33.82],
  [29.97, 32.55], [27.9, 34.3], [27.35, 35.7], [26.2, 36.45], [24.09, 38.06], [21.49, 39.17], [20.15, 40.27],
  [19.13, 41.08], [16.89, 42.55], [14.8, 42.95], [13.32, 43.25], [12.65, 43.45], [12.8, 45.03], [14.54, 49.13],
  [15.8, 52.2], [17, 54.1], [18, 56.6], [19.66, 57.7], [22.53, 59.8], [23.6, 58.6], [24.36, 56.75],
  [25.12, 56.35], [26.38, 56.4], [25.8, 55.95], [25.27, 55.3], [24.47, 54.37], [24.1, 52.73], [24.03, 51.76],
  [25.29, 51.53], [26.15, 51.22], [25.5, 50.8], [24.73, 50.8], [26.43, 50.1], [27, 49.66], [28.42, 48.5],
  [29.37, 47.98], [29.95, 48.6], [28.97, 50.84], [26.56, 54.88], [27.18, 56.28], [25.64, 57.77], [25.29, 60.62],
  [25.12, 62.32], [24.85, 66.99], [24, 80], [-20, 80],
]

/** Lakes on the routes: Victoria (between Nairobi and Kigali) and Kivu (beside Musanze). */
export const LAKES: readonly Outline[] = [
  [
    [0.3, 32.6], [0.42, 33.2], [0.1, 33.98], [-0.1, 34.75], [-0.52, 34.45], [-0.9, 34.15], [-1.5, 33.8],
    [-2.25, 33.85], [-2.4, 33.2], [-2.52, 32.9], [-2.6, 31.9], [-2.2, 31.6], [-1.33, 31.82], [-0.9, 31.75],
    [-0.35, 31.95], [0.05, 32.3],
  ],
  [
    [-1.68, 29.2], [-1.8, 29.33], [-2.05, 29.3], [-2.3, 29.15], [-2.49, 28.98], [-2.4, 28.87], [-2.1, 28.95],
    [-1.85, 29.05],
  ],
]

/** Islands on the routes: Unguja (Zanzibar), where Stone Town and Nungwi are. */
export const ISLANDS: readonly Outline[] = [
  [
    [-5.71, 39.3], [-5.95, 39.38], [-6.1, 39.53], [-6.35, 39.56], [-6.48, 39.5], [-6.35, 39.35], [-6.2, 39.17],
    [-6.0, 39.17], [-5.85, 39.25],
  ],
]
