/**
 * Colours told apart with every common colour-vision deficiency: Okabe and Ito's eight (then grey
 * and Tol's wine) for series,
 * and viridis (perceptually even, readable in grey) for how full a heatmap's cell is.
 */
export const SERIES_COLOURS = [
  "#0072B2",
  "#E69F00",
  "#009E73",
  "#CC79A7",
  "#56B4E9",
  "#D55E00",
  "#F0E442",
  "#000000",
  "#999999",
  "#882255",
] as const

const VIRIDIS = [
  [68, 1, 84],
  [59, 82, 139],
  [33, 145, 140],
  [94, 201, 98],
  [253, 231, 37],
] as const

/** WCAG's relative luminance of an sRGB colour. */
const luminance = (rgb: ReadonlyArray<number>) => {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The viridis colour of a share from 0 to 1, and whether black text on it contrasts more than white. */
export const viridis = (share: number) => {
  const x = Math.min(1, Math.max(0, share)) * (VIRIDIS.length - 1)
  const i = Math.min(VIRIDIS.length - 2, Math.floor(x))
  const f = x - i
  const [r, g, b] = [0, 1, 2].map((k) => Math.round(VIRIDIS[i]![k]! + (VIRIDIS[i + 1]![k]! - VIRIDIS[i]![k]!) * f))
  // Black and white contrast equally at a luminance of about 0.179.
  return { background: `rgb(${r}, ${g}, ${b})`, darkText: luminance([r!, g!, b!]) > 0.179 }
}
