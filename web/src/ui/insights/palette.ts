/**
 * Colours told apart with every common colour-vision deficiency: Okabe and Ito's eight for series,
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
] as const

const VIRIDIS = [
  [68, 1, 84],
  [59, 82, 139],
  [33, 145, 140],
  [94, 201, 98],
  [253, 231, 37],
] as const

/** The viridis colour of a share from 0 to 1, and whether text on it reads better dark. */
export const viridis = (share: number) => {
  const x = Math.min(1, Math.max(0, share)) * (VIRIDIS.length - 1)
  const i = Math.min(VIRIDIS.length - 2, Math.floor(x))
  const f = x - i
  const [r, g, b] = [0, 1, 2].map((k) => Math.round(VIRIDIS[i]![k]! + (VIRIDIS[i + 1]![k]! - VIRIDIS[i]![k]!) * f))
  return { background: `rgb(${r}, ${g}, ${b})`, darkText: share >= 0.55 }
}
