// Generates the seed's illustrative images and ad video. The seed needs a real file behind every image field
// so the site and the studio look like themselves on a fresh clone; these are stylised, deterministic
// drawings (layered SVG rasterised by sharp) that editors replace with photography in the Studio.
// Run: npx tsx seed/tools/generate-artwork.ts   (ffmpeg, from Debian, is needed for the video only)
//      npx tsx seed/tools/generate-artwork.ts --video   (only the ad video and its poster)
// Then `npm run seed:build`, which records each image's blurred placeholder in seed/image-metadata.json.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const seedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const imagesDir = path.join(seedDir, 'images')
const filesDir = path.join(seedDir, 'files')
const MAX_BYTES = 100 * 1024

/** A seeded random number generator: each call gives the next number in [0, 1). */
type Rand = () => number
type Palette = [skyTop: string, skyBottom: string, sun: string, farLand: string, nearLand: string, accent: string]
type PaletteName = 'dawn' | 'dusk' | 'noon' | 'golden' | 'mist' | 'ocean' | 'night' | 'desert'
/** What a landscape shows; each has a composition of its own in `landscape`. */
type Subject =
  | 'golf'
  | 'savanna'
  | 'beach'
  | 'city'
  | 'desert'
  | 'mountain'
  | 'lake'
  | 'forest'
  | 'lodge'
  | 'flight'
  | 'heli'
  | 'museum'
  | 'giraffe'
  | 'rhino'
  | 'dinner'
  | 'spa'
  | 'networking'
/** An animal drawn standing at (x, y), scaled by s. */
type Figure = (x: number, y: number, s: number, colour: string) => string
/** An image file to write to seed/images, and the drawing it is rendered from. */
interface Job {
  file: string
  svg: () => string
}

// A small seeded PRNG (mulberry32) keyed on the file name: same name, same picture.
function rngFor(name: string): Rand {
  let seed = [...name].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261)
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0
    let t = seed
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
// rand() is below 1, so the index is always inside the list.
const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!
const between = (rand: Rand, lo: number, hi: number): number => lo + rand() * (hi - lo)

// Palettes: sky top, sky bottom, sun, far land, near land, accent.
const PALETTES: Record<PaletteName, Palette> = {
  dawn: ['#f6c28b', '#fbe3c4', '#fff3d6', '#c98f5a', '#7a5a3a', '#3d2b1f'],
  dusk: ['#3b2a5a', '#f08a4b', '#ffd27a', '#6b3d4a', '#3a2431', '#1d1420'],
  noon: ['#7fb8e6', '#dff0fb', '#fffbe8', '#a7b77a', '#6f8a4a', '#2f3f22'],
  golden: ['#e9a354', '#f9dca0', '#fff1c9', '#b07a3c', '#6e4a25', '#2d1f12'],
  mist: ['#9fb3b8', '#e3ebe8', '#f7f7ee', '#6f8b7f', '#3f5c4e', '#1c2e25'],
  ocean: ['#5fb2d9', '#d8f1fb', '#fffbe3', '#2f8fb0', '#e8d6a8', '#0f4f6b'],
  night: ['#0f1d3a', '#2f4a7a', '#f4f1d0', '#1e2c4a', '#121b30', '#070b16'],
  desert: ['#f3a25e', '#fde1b0', '#fff4d2', '#e0a768', '#c98443', '#7a4a22'],
}

const sky = (w: number, h: number, [top, bottom]: Palette): string =>
  `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#sky)"/>`

const sun = (rand: Rand, w: number, h: number, colour: string): string => {
  const r = between(rand, h * 0.06, h * 0.11)
  return `<circle cx="${between(rand, w * 0.15, w * 0.85)}" cy="${between(rand, h * 0.15, h * 0.38)}" r="${r}" fill="${colour}" opacity="0.95"/>`
}

/** A band of hills: a smooth ridge across the width at height y with amplitude a. */
function ridge(rand: Rand, w: number, h: number, y: number, a: number, colour: string, opacity = 1): string {
  const steps = 6 + Math.floor(rand() * 4)
  let d = `M0 ${h} L0 ${y}`
  for (let i = 1; i <= steps; i++) {
    const x = (w / steps) * i
    const cx = x - w / steps / 2
    d += ` Q${cx} ${y - between(rand, -a, a)} ${x} ${y + between(rand, -a / 2, a / 2)}`
  }
  return `<path d="${d} L${w} ${h} Z" fill="${colour}" opacity="${opacity}"/>`
}

function mountain(rand: Rand, w: number, h: number, colour: string, snow = true): string {
  const cx = between(rand, w * 0.3, w * 0.7)
  const peak = between(rand, h * 0.22, h * 0.32)
  const base = h * 0.62
  const spread = between(rand, w * 0.3, w * 0.45)
  let out = `<path d="M${cx - spread} ${base} L${cx - spread * 0.2} ${peak + 30} L${cx} ${peak} L${cx + spread * 0.25} ${peak + 40} L${cx + spread} ${base} Z" fill="${colour}"/>`
  if (snow)
    out += `<path d="M${cx - spread * 0.12} ${peak + 22} L${cx} ${peak} L${cx + spread * 0.14} ${peak + 28} L${cx + 8} ${peak + 18} L${cx - 10} ${peak + 30} Z" fill="#f4f4f0"/>`
  return out
}

function acacia(x: number, y: number, s: number, colour: string): string {
  return `<g fill="${colour}"><path d="M${x - 3 * s} ${y} L${x - 1.5 * s} ${y - 40 * s} L${x - 12 * s} ${y - 58 * s} L${x - 9 * s} ${y - 60 * s} L${x} ${y - 46 * s} L${x + 10 * s} ${y - 62 * s} L${x + 13 * s} ${y - 60 * s} L${x + 2 * s} ${y - 40 * s} L${x + 3 * s} ${y} Z"/><ellipse cx="${x}" cy="${y - 64 * s}" rx="${48 * s}" ry="${9 * s}"/><ellipse cx="${x + 6 * s}" cy="${y - 70 * s}" rx="${30 * s}" ry="${6 * s}"/></g>`
}

function giraffe(x: number, y: number, s: number, colour: string): string {
  return `<g fill="${colour}"><path d="M${x} ${y} l${4 * s} ${-38 * s} l${-2 * s} 0 l${-6 * s} ${38 * s} Z M${x + 24 * s} ${y} l${-2 * s} ${-38 * s} l${3 * s} 0 l${3 * s} ${38 * s} Z"/><path d="M${x - 2 * s} ${y - 36 * s} q${14 * s} ${-12 * s} ${32 * s} ${-4 * s} l${0} ${8 * s} q${-16 * s} ${4 * s} ${-32 * s} ${2 * s} Z"/><path d="M${x + 26 * s} ${y - 38 * s} l${14 * s} ${-44 * s} l${5 * s} ${2 * s} l${-12 * s} ${44 * s} Z"/><ellipse cx="${x + 44 * s}" cy="${y - 84 * s}" rx="${8 * s}" ry="${4 * s}"/></g>`
}

function elephant(x: number, y: number, s: number, colour: string): string {
  return `<g fill="${colour}"><ellipse cx="${x}" cy="${y - 26 * s}" rx="${34 * s}" ry="${22 * s}"/><rect x="${x - 28 * s}" y="${y - 16 * s}" width="${10 * s}" height="${16 * s}"/><rect x="${x + 16 * s}" y="${y - 16 * s}" width="${10 * s}" height="${16 * s}"/><circle cx="${x + 36 * s}" cy="${y - 34 * s}" r="${14 * s}"/><path d="M${x + 46 * s} ${y - 30 * s} q${10 * s} ${14 * s} ${2 * s} ${30 * s} l${-5 * s} ${-2 * s} q${6 * s} ${-12 * s} ${-4 * s} ${-24 * s} Z"/></g>`
}

function rhino(x: number, y: number, s: number, colour: string): string {
  return `<g fill="${colour}"><ellipse cx="${x}" cy="${y - 20 * s}" rx="${32 * s}" ry="${17 * s}"/><rect x="${x - 24 * s}" y="${y - 10 * s}" width="${9 * s}" height="${10 * s}"/><rect x="${x + 14 * s}" y="${y - 10 * s}" width="${9 * s}" height="${10 * s}"/><path d="M${x + 26 * s} ${y - 30 * s} q${22 * s} ${2 * s} ${26 * s} ${16 * s} l${-20 * s} ${4 * s} Z"/><path d="M${x + 48 * s} ${y - 20 * s} l${6 * s} ${-14 * s} l${2 * s} ${14 * s} Z"/></g>`
}

function golfGreen(rand: Rand, w: number, h: number, colours: Palette): string {
  const gx = between(rand, w * 0.35, w * 0.7)
  const gy = h * 0.74
  const flagH = h * 0.2
  return [
    ridge(rand, w, h, h * 0.7, 18, '#5f9a4a'),
    `<ellipse cx="${gx}" cy="${gy}" rx="${w * 0.2}" ry="${h * 0.05}" fill="#7fc063"/>`,
    `<ellipse cx="${gx - w * 0.28}" cy="${gy + h * 0.08}" rx="${w * 0.09}" ry="${h * 0.025}" fill="#ecd9a6"/>`,
    `<ellipse cx="${gx + w * 0.24}" cy="${gy + h * 0.12}" rx="${w * 0.07}" ry="${h * 0.02}" fill="#ecd9a6"/>`,
    `<rect x="${gx - 2}" y="${gy - flagH}" width="4" height="${flagH}" fill="#f5f5f5"/>`,
    `<path d="M${gx + 2} ${gy - flagH} l${w * 0.05} ${h * 0.025} l${-w * 0.05} ${h * 0.025} Z" fill="${colours[5] === '#2f3f22' ? '#c0392b' : '#d64541'}"/>`,
    `<ellipse cx="${gx}" cy="${gy}" rx="7" ry="3" fill="#1d2b16"/>`,
    ridge(rand, w, h, h * 0.9, 10, '#3f7a35'),
  ].join('')
}

function sea(rand: Rand, w: number, h: number, colours: Palette, dhow = true): string {
  let out = `<rect x="0" y="${h * 0.56}" width="${w}" height="${h * 0.44}" fill="${colours[3]}"/>`
  for (let i = 0; i < 7; i++)
    out += `<rect x="${between(rand, 0, w * 0.8)}" y="${between(rand, h * 0.6, h * 0.78)}" width="${between(rand, 60, 200)}" height="3" rx="2" fill="#ffffff" opacity="0.35"/>`
  out += `<path d="M0 ${h * 0.84} Q${w * 0.5} ${h * 0.76} ${w} ${h * 0.86} L${w} ${h} L0 ${h} Z" fill="${colours[4]}"/>`
  if (dhow) {
    const x = between(rand, w * 0.2, w * 0.7)
    const y = h * 0.66
    out += `<path d="M${x} ${y} l140 0 l-20 22 l-100 0 Z" fill="${colours[5]}"/><path d="M${x + 60} ${y} l0 -150 l70 140 Z" fill="#fbf4e2"/><rect x="${x + 58}" y="${y - 150}" width="4" height="150" fill="${colours[5]}"/>`
  }
  return out
}

function palm(x: number, y: number, s: number, colour: string): string {
  let out = `<path d="M${x} ${y} q${8 * s} ${-60 * s} ${24 * s} ${-120 * s}" stroke="${colour}" stroke-width="${7 * s}" fill="none"/>`
  for (const [dx, dy] of [
    [-50, 10],
    [-40, -20],
    [40, -18],
    [55, 12],
    [0, -30],
  ] as const) {
    out += `<path d="M${x + 24 * s} ${y - 120 * s} q${dx * 0.5 * s} ${(dy - 20) * s} ${dx * s} ${dy * s}" stroke="${colour}" stroke-width="${6 * s}" fill="none" stroke-linecap="round"/>`
  }
  return out
}

function skyline(rand: Rand, w: number, h: number, colour: string, dubai: boolean): string {
  let out = ''
  let x = 0
  while (x < w) {
    const bw = between(rand, 40, 90)
    const bh = between(rand, h * 0.1, h * 0.3)
    out += `<rect x="${x}" y="${h * 0.68 - bh}" width="${bw - 6}" height="${bh + h * 0.32}" fill="${colour}"/>`
    x += bw
  }
  if (dubai) {
    const tx = between(rand, w * 0.4, w * 0.6)
    out += `<path d="M${tx - 30} ${h * 0.7} L${tx - 8} ${h * 0.2} L${tx} ${h * 0.05} L${tx + 8} ${h * 0.2} L${tx + 30} ${h * 0.7} Z" fill="${colour}"/>`
    out += `<path d="M${tx + 160} ${h * 0.7} q10 ${-h * 0.45} 60 ${-h * 0.48} q-30 ${h * 0.2} -20 ${h * 0.48} Z" fill="${colour}"/>`
  }
  for (let i = 0; i < 40; i++)
    out += `<rect x="${between(rand, 0, w)}" y="${between(rand, h * 0.45, h * 0.9)}" width="4" height="6" fill="#ffe9a8" opacity="0.6"/>`
  return out
}

function dunes(rand: Rand, w: number, h: number, colours: Palette): string {
  return (
    ridge(rand, w, h, h * 0.62, 40, colours[3]) +
    ridge(rand, w, h, h * 0.75, 50, colours[4]) +
    ridge(rand, w, h, h * 0.9, 30, colours[5], 0.8)
  )
}

function forest(rand: Rand, w: number, h: number, colours: Palette): string {
  let out = ridge(rand, w, h, h * 0.45, 40, colours[3], 0.8)
  for (let layer = 0; layer < 3; layer++) {
    const y = h * (0.58 + layer * 0.12)
    const colour = [colours[3], colours[4], colours[5]][layer]
    for (let x = -40; x < w + 40; x += between(rand, 30, 60)) {
      const r = between(rand, 30, 70)
      out += `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/>`
    }
    out += `<rect x="0" y="${y}" width="${w}" height="${h - y}" fill="${colour}"/>`
  }
  for (let i = 0; i < 3; i++)
    out += `<rect x="0" y="${between(rand, h * 0.3, h * 0.6)}" width="${w}" height="${between(rand, 20, 50)}" fill="#ffffff" opacity="0.18"/>`
  return out
}

function lake(rand: Rand, w: number, h: number, colours: Palette): string {
  return (
    ridge(rand, w, h, h * 0.5, 30, colours[3]) +
    `<rect x="0" y="${h * 0.6}" width="${w}" height="${h * 0.4}" fill="#6fa3b8"/>` +
    `<rect x="0" y="${h * 0.6}" width="${w}" height="${h * 0.05}" fill="#ffffff" opacity="0.2"/>` +
    Array.from({ length: 12 }, () => {
      const x = between(rand, 0, w)
      const y = between(rand, h * 0.72, h * 0.82)
      return `<g fill="#f4a3b4"><ellipse cx="${x}" cy="${y}" rx="10" ry="6"/><path d="M${x + 6} ${y - 2} q8 -18 2 -26" stroke="#f4a3b4" stroke-width="3" fill="none"/><rect x="${x - 1}" y="${y + 4}" width="2" height="18"/></g>`
    }).join('') +
    ridge(rand, w, h, h * 0.92, 14, colours[5])
  )
}

function lodge(rand: Rand, w: number, h: number, colours: Palette): string {
  const x = between(rand, w * 0.25, w * 0.5)
  const y = h * 0.72
  return (
    ridge(rand, w, h, h * 0.62, 20, colours[3]) +
    `<path d="M${x - 160} ${y - 60} L${x} ${y - 190} L${x + 160} ${y - 60} Z" fill="${colours[5]}"/>` +
    `<rect x="${x - 130}" y="${y - 60}" width="260" height="90" fill="#e9dcc0"/>` +
    `<rect x="${x - 100}" y="${y - 40}" width="50" height="50" fill="#f7c86a"/><rect x="${x + 50}" y="${y - 40}" width="50" height="50" fill="#f7c86a"/><rect x="${x - 20}" y="${y - 30}" width="40" height="60" fill="${colours[4]}"/>` +
    `<rect x="${x + 220}" y="${y + 10}" width="${w * 0.3}" height="40" rx="8" fill="#5cc1d8"/>` +
    ridge(rand, w, h, h * 0.9, 10, colours[4]) +
    acacia(x + 420, y + 40, 1.3, colours[5])
  )
}

function dinner(rand: Rand, w: number, h: number): string {
  let out = `<rect width="${w}" height="${h}" fill="#1b1624"/>`
  for (let i = 0; i < 9; i++) {
    const x = (w / 10) * (i + 1)
    const y = between(rand, h * 0.12, h * 0.3)
    out += `<line x1="${x}" y1="0" x2="${x}" y2="${y}" stroke="#6b5a3a" stroke-width="2"/><circle cx="${x}" cy="${y + 14}" r="18" fill="#ffcf6b"/><circle cx="${x}" cy="${y + 14}" r="44" fill="#ffcf6b" opacity="0.12"/>`
  }
  out += `<rect x="${w * 0.1}" y="${h * 0.62}" width="${w * 0.8}" height="${h * 0.06}" rx="10" fill="#f3ead6"/><rect x="${w * 0.12}" y="${h * 0.68}" width="${w * 0.76}" height="${h * 0.32}" fill="#3a2b1f"/>`
  for (let i = 0; i < 8; i++) {
    const x = w * 0.16 + i * w * 0.095
    out += `<path d="M${x} ${h * 0.62} l-8 -40 l16 0 Z" fill="#c8e0e8" opacity="0.7"/><rect x="${x - 1}" y="${h * 0.55}" width="2" height="${h * 0.07}" fill="#ffe08a"/><circle cx="${x}" cy="${h * 0.55}" r="4" fill="#ffd36b"/>`
  }
  return out
}

function spa(w: number, h: number): string {
  let out = `<rect width="${w}" height="${h}" fill="#e7ddd0"/><rect x="0" y="${h * 0.66}" width="${w}" height="${h * 0.34}" fill="#cdbba3"/>`
  for (let i = 0; i < 5; i++)
    out += `<ellipse cx="${w * 0.3 + i * 46}" cy="${h * 0.62 - i * 30}" rx="${60 - i * 8}" ry="${18 - i * 2}" fill="${i % 2 ? '#6b6b6b' : '#4a4a4a'}"/>`
  out += `<circle cx="${w * 0.7}" cy="${h * 0.35}" r="${h * 0.16}" fill="#f4eee4"/><path d="M${w * 0.7} ${h * 0.2} q40 60 0 120 q-40 -60 0 -120 Z" fill="#9fc2a0"/>`
  for (let i = 0; i < 4; i++)
    out += `<path d="M${w * 0.62 + i * 30} ${h * 0.62} q-10 -30 0 -60" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.6"/>`
  return out
}

function aircraft(x: number, y: number, s: number, colour: string): string {
  return `<g fill="${colour}"><ellipse cx="${x}" cy="${y}" rx="${90 * s}" ry="${12 * s}"/><path d="M${x - 10 * s} ${y} l${-30 * s} ${-70 * s} l${20 * s} 0 l${40 * s} ${70 * s} Z"/><path d="M${x - 10 * s} ${y} l${-30 * s} ${60 * s} l${20 * s} 0 l${40 * s} ${-60 * s} Z"/><path d="M${x - 80 * s} ${y} l${-14 * s} ${-30 * s} l${12 * s} 0 l${20 * s} ${30 * s} Z"/></g>`
}

function helicopter(x: number, y: number, s: number, colour: string): string {
  return `<g fill="${colour}"><ellipse cx="${x}" cy="${y}" rx="${50 * s}" ry="${24 * s}"/><rect x="${x + 30 * s}" y="${y - 6 * s}" width="${90 * s}" height="${8 * s}"/><rect x="${x - 90 * s}" y="${y - 34 * s}" width="${180 * s}" height="${4 * s}"/><rect x="${x - 2 * s}" y="${y - 34 * s}" width="${4 * s}" height="${12 * s}"/><rect x="${x - 40 * s}" y="${y + 28 * s}" width="${80 * s}" height="${4 * s}"/></g>`
}

function museum(rand: Rand, w: number, h: number, colours: Palette): string {
  const x = w * 0.5
  const y = h * 0.74
  let out = ridge(rand, w, h, h * 0.7, 10, colours[3])
  out += `<path d="M${x - 260} ${y - 220} L${x} ${y - 300} L${x + 260} ${y - 220} Z" fill="#efe6d4"/><rect x="${x - 250}" y="${y - 220}" width="500" height="24" fill="#e3d6bd"/>`
  for (let i = 0; i < 7; i++)
    out += `<rect x="${x - 230 + i * 74}" y="${y - 196}" width="26" height="190" fill="#f6efe1"/>`
  out += `<rect x="${x - 270}" y="${y - 8}" width="540" height="20" fill="#d9c9aa"/>`
  return out
}

/** A complete landscape for a subject; `subject` picks the composition, the name picks the details. */
function landscape(name: string, subject: Subject, w = 1200, h = 800): string {
  const rand = rngFor(name)
  const paletteBySubject: Partial<Record<Subject, PaletteName[]>> = {
    golf: ['noon', 'golden', 'dawn', 'mist'],
    savanna: ['golden', 'dusk', 'dawn', 'noon'],
    beach: ['ocean'],
    city: ['dusk', 'night', 'golden'],
    desert: ['desert', 'dusk'],
    mountain: ['mist', 'dawn', 'noon'],
    lake: ['mist', 'dawn', 'golden'],
    forest: ['mist'],
    lodge: ['golden', 'dusk', 'noon'],
    flight: ['noon', 'dawn', 'golden'],
    heli: ['noon', 'mist'],
    museum: ['noon', 'golden'],
    giraffe: ['golden', 'noon'],
    rhino: ['dawn', 'golden'],
  }
  const colours = PALETTES[pick<PaletteName>(rand, paletteBySubject[subject] ?? ['golden'])]
  const layers = [sky(w, h, colours)]
  if (!['dinner', 'spa'].includes(subject)) layers.push(sun(rand, w, h, colours[2]))
  switch (subject) {
    case 'golf':
      layers.push(ridge(rand, w, h, h * 0.5, 40, colours[3], 0.7))
      if (rand() > 0.5) layers.push(mountain(rand, w, h, '#8a9aa0', true))
      layers.push(golfGreen(rand, w, h, colours))
      for (let i = 0; i < 2; i++)
        layers.push(acacia(between(rand, 60, w - 60), h * between(rand, 0.7, 0.78), between(rand, 0.8, 1.3), '#2b3b22'))
      break
    case 'savanna':
    case 'giraffe':
    case 'rhino': {
      layers.push(ridge(rand, w, h, h * 0.55, 30, colours[3], 0.8), ridge(rand, w, h, h * 0.7, 20, colours[4]))
      for (let i = 0; i < 3; i++)
        layers.push(acacia(between(rand, 60, w - 60), h * between(rand, 0.68, 0.78), between(rand, 1, 2), colours[5]))
      const animal: Figure =
        subject === 'giraffe' ? giraffe : subject === 'rhino' ? rhino : pick(rand, [giraffe, elephant, rhino])
      layers.push(animal(between(rand, w * 0.2, w * 0.7), h * 0.86, between(rand, 1.6, 2.4), colours[5]))
      if (subject === 'savanna' && rand() > 0.4)
        layers.push(elephant(between(rand, w * 0.1, w * 0.9), h * 0.8, 1.1, colours[5]))
      layers.push(ridge(rand, w, h, h * 0.92, 8, colours[5]))
      break
    }
    case 'beach':
      if (rand() > 0.5)
        layers.push(
          `<path d="M${between(rand, w * 0.5, w * 0.8)} ${h * 0.565} q80 -40 200 0 Z" fill="${colours[5]}" opacity="0.5"/>`,
        )
      layers.push(sea(rand, w, h, colours, rand() > 0.3))
      {
        const left = rand() > 0.5
        const palms = 1 + Math.floor(rand() * 3)
        for (let i = 0; i < palms; i++) {
          const x = left ? between(rand, 20, 260) : between(rand, w - 320, w - 80)
          layers.push(palm(x, h, between(rand, 1.4, 2.4), '#1f3d2b'))
        }
      }
      break
    case 'city':
      layers.push(skyline(rand, w, h, colours[5], name.includes('dubai') || rand() > 0.5))
      break
    case 'desert':
      layers.push(dunes(rand, w, h, colours))
      if (rand() > 0.5)
        layers.push(
          `<g fill="${colours[5]}"><ellipse cx="${w * 0.6}" cy="${h * 0.8}" rx="40" ry="22"/><rect x="${w * 0.6 - 30}" y="${h * 0.8}" width="6" height="40"/><rect x="${w * 0.6 + 24}" y="${h * 0.8}" width="6" height="40"/><path d="M${w * 0.6 + 36} ${h * 0.79} q20 -40 30 -40 l6 8 q-14 4 -26 40 Z"/></g>`,
        )
      break
    case 'mountain':
      layers.push(
        mountain(rand, w, h, colours[3], true),
        ridge(rand, w, h, h * 0.7, 25, colours[4]),
        ridge(rand, w, h, h * 0.88, 12, colours[5]),
      )
      break
    case 'lake':
      layers.push(lake(rand, w, h, colours))
      break
    case 'forest':
      layers.push(mountain(rand, w, h, colours[3], false), forest(rand, w, h, colours))
      break
    case 'lodge':
      layers.push(lodge(rand, w, h, colours))
      break
    case 'dinner':
      layers.push(dinner(rand, w, h))
      break
    case 'spa':
      layers.push(spa(w, h))
      break
    case 'flight':
      layers.push(
        ridge(rand, w, h, h * 0.8, 20, colours[4]),
        aircraft(between(rand, w * 0.3, w * 0.7), between(rand, h * 0.3, h * 0.5), between(rand, 1.4, 2), colours[5]),
      )
      break
    case 'heli':
      layers.push(
        mountain(rand, w, h, colours[3], true),
        ridge(rand, w, h, h * 0.8, 20, colours[4]),
        helicopter(w * 0.62, h * 0.3, 1.5, colours[5]),
      )
      break
    case 'museum':
      layers.push(museum(rand, w, h, colours))
      break
    case 'networking':
      layers.push(skyline(rand, w, h, colours[3], false), dinner(rand, w, h).replace(/^<rect[^>]+>/, ''))
      break
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${layers.join('')}</svg>`
}

/** A stylised head-and-shoulders portrait on a soft gradient. */
function portrait(name: string, size = 600): string {
  const rand = rngFor(name)
  const skin = pick(rand, ['#5a3825', '#7b4a2d', '#9a6240', '#c68a5e', '#e0b08a', '#3f2a1e'])
  const hair = pick(rand, ['#1b1410', '#2e1f16', '#4a3222', '#6b4a2b', '#111111'])
  const cloth = pick(rand, ['#1f3d2b', '#8c2f39', '#1d4e89', '#b8893b', '#3b3b4f', '#2f6b3a'])
  const [bg1, bg2] = pick<[string, string]>(rand, [
    ['#f6e7cf', '#e2c79c'],
    ['#dfe9e2', '#b9cfc0'],
    ['#e7e2f0', '#c5bddb'],
    ['#f3dede', '#dcb7b7'],
  ])
  const c = size / 2
  const hairStyle = rand()
  const hairShape =
    hairStyle < 0.33
      ? `<ellipse cx="${c}" cy="${c - 105}" rx="118" ry="70" fill="${hair}"/>`
      : hairStyle < 0.66
        ? `<path d="M${c - 120} ${c - 40} Q${c - 130} ${c - 190} ${c} ${c - 190} Q${c + 130} ${c - 190} ${c + 120} ${c - 40} L${c + 105} ${c + 40} L${c - 105} ${c + 40} Z" fill="${hair}"/>`
        : `<circle cx="${c}" cy="${c - 90}" r="112" fill="${hair}"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs><rect width="${size}" height="${size}" fill="url(#bg)"/>${hairShape}<path d="M${c - 200} ${size} Q${c - 190} ${c + 120} ${c} ${c + 110} Q${c + 190} ${c + 120} ${c + 200} ${size} Z" fill="${cloth}"/><path d="M${c - 40} ${c + 112} L${c} ${c + 170} L${c + 40} ${c + 112} Z" fill="#f4f1ea"/><rect x="${c - 32}" y="${c + 40}" width="64" height="80" fill="${skin}"/><ellipse cx="${c}" cy="${c - 30}" rx="100" ry="120" fill="${skin}"/><ellipse cx="${c - 38}" cy="${c - 40}" rx="9" ry="7" fill="#1b1410"/><ellipse cx="${c + 38}" cy="${c - 40}" rx="9" ry="7" fill="#1b1410"/><path d="M${c - 30} ${c + 30} Q${c} ${c + 50} ${c + 30} ${c + 30}" stroke="#3a1f14" stroke-width="6" fill="none" stroke-linecap="round"/></svg>`
}

function logo(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200"><rect width="400" height="200" rx="16" fill="#ffffff"/><circle cx="90" cy="100" r="62" fill="#1f6b3a"/><circle cx="90" cy="100" r="50" fill="#ffffff"/><path d="M52 122 Q90 70 128 122 Z" fill="#b8893b"/><circle cx="104" cy="86" r="10" fill="#c0392b"/><path d="M60 128 L120 128" stroke="#1f6b3a" stroke-width="6"/><text x="170" y="92" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="700" fill="#1f3d2b">Kenya</text><text x="170" y="130" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" fill="#1f3d2b">Tourism Board</text></svg>`
}

// Every image the seed references, with the drawing it gets.
const items: Record<string, Subject> = {
  dubai: 'city',
  zanzibar: 'beach',
  rwanda: 'forest',
  gold: 'golf',
  silver: 'savanna',
  'silver-2': 'beach',
  'silver-3': 'mountain',
  'nairobi-city': 'city',
  'mt-kenya': 'mountain',
  'great-rift-valley': 'lake',
  coastal: 'beach',
  'rwanda-circuit': 'forest',
  'karen-country-and-golf-club': 'golf',
  'windsor-golf-hotel-and-country-club': 'golf',
  'fairmont-mt-kenya-safari-club': 'golf',
  'the-great-rift-valley-lodge-and-golf-resort': 'golf',
  'vipingo-ridge-pga-baobab-golf-course': 'golf',
  'diamonds-leisure-beach-and-golf-resort': 'golf',
  'hells-gate-national-park': 'savanna',
  'solio-conservancy': 'rhino',
  'mugie-conservancy': 'savanna',
  'giraffe-centre': 'giraffe',
  'national-museum-of-kenya': 'museum',
  'the-residences-at-karen': 'lodge',
  'nairobi-serena-hotel': 'lodge',
  'the-ark-hotel': 'forest',
  'almanara-luxury-boutique-hotel-and-villas': 'beach',
  'maasai-mara-hotels': 'lodge',
}
const jobs: Job[] = []
const landscapeJob = (file: string, subject: Subject, w?: number, h?: number) =>
  jobs.push({ file, svg: () => landscape(file, subject, w, h) })
for (const [slug, subject] of Object.entries(items)) landscapeJob(`item-${slug}.jpg`, subject)
const pool: Partial<Record<Subject, number>> = {
  golf: 6,
  savanna: 6,
  beach: 3,
  city: 3,
  desert: 2,
  mountain: 2,
  lake: 2,
  forest: 3,
  dinner: 2,
  spa: 1,
  flight: 2,
  lodge: 2,
}
// Object.entries widens keys to string; these are the pool's subjects.
for (const [subject, count] of Object.entries(pool) as Array<[Subject, number]>)
  for (let i = 1; i <= count; i++) landscapeJob(`scene-${subject}-${i}.jpg`, subject)
for (const [variant, subject] of Object.entries<Subject>({
  blue: 'golf',
  red: 'lodge',
  green: 'savanna',
  custom: 'desert',
}))
  landscapeJob(`story-${variant}.jpg`, subject)
for (const [service, subject] of Object.entries<Subject>({
  golf: 'golf',
  safari: 'savanna',
  heli: 'heli',
  beach: 'beach',
  transfers: 'flight',
  networking: 'networking',
  tailored: 'lake',
}))
  landscapeJob(`service-${service}.jpg`, subject)
for (const [i, subject] of (['lodge', 'beach', 'spa', 'savanna', 'dinner', 'lake'] as const).entries()) {
  landscapeJob(`hotel-0${i + 1}.jpg`, subject)
}
for (const [category, subject] of Object.entries<Subject>({
  itineraries: 'flight',
  circuits: 'mountain',
  'golf-courses': 'golf',
  excursions: 'giraffe',
  hotels: 'lodge',
}))
  landscapeJob(`category-${category}.jpg`, subject)
for (let i = 1; i <= 8; i++) jobs.push({ file: `team-0${i}.jpg`, svg: () => portrait(`team-0${i}`) })
landscapeJob('letterhead.jpg', 'savanna', 1600, 400)
// The ad video's scenes; its poster is the first of them, so the poster is the video's first frame.
const AD_SCENES = ['savanna', 'golf', 'beach', 'lodge'] as const satisfies readonly Subject[]
const adScene = (subject: Subject): string => landscape(`ad-${subject}`, subject, 1280, 720)
const posterJob: Job = { file: 'ad-poster.jpg', svg: () => adScene(AD_SCENES[0]) }
jobs.push(posterJob)
landscapeJob('og-default.jpg', 'golf', 1200, 630)
jobs.push({ file: 'tourism-board-logo.png', svg: logo })

async function render(svg: string, file: string): Promise<Buffer> {
  const image = sharp(Buffer.from(svg))
  const out = file.endsWith('.png')
    ? image.png({ palette: true, compressionLevel: 9 })
    : image.jpeg({ quality: 72, mozjpeg: true })
  return out.toBuffer()
}

const videoOnly = process.argv.includes('--video')
mkdirSync(imagesDir, { recursive: true })
for (const job of videoOnly ? [posterJob] : jobs) {
  let bytes = await render(job.svg(), job.file)
  if (bytes.length > MAX_BYTES && job.file.endsWith('.jpg'))
    bytes = await sharp(Buffer.from(job.svg())).jpeg({ quality: 55, mozjpeg: true }).toBuffer()
  if (bytes.length > MAX_BYTES) throw new Error(`${job.file} is ${bytes.length} bytes, over the 100 KB limit`)
  writeFileSync(path.join(imagesDir, job.file), bytes)
}
if (!videoOnly)
  console.log(
    `${jobs.length} images in seed/images, largest ${Math.max(...readdirSync(imagesDir).map((f) => statSync(path.join(imagesDir, f)).size))} bytes`,
  )

// The ad video: a slow zoom across a few scenes, cross-faded, 8.2 s, looped by the page. It is encoded for the
// 640 × 360 box it is shown in (H.264, the moov atom first so playback can start before the whole file is in)
// and must stay under 400 KB: it is the largest thing the home page loads. CRF 23 looks clean on these flat
// drawings at about 160 KB; the 360 kbit/s ceiling keeps any future scene under the budget (8.2 s × 360 kbit/s).
const VIDEO_MAX_BYTES = 400 * 1024
if (spawnSync('ffmpeg', ['-version']).status !== 0) {
  console.log('ffmpeg is not installed: skipped seed/files/ad-video.mp4')
} else {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'ad-video-'))
  for (const [i, subject] of AD_SCENES.entries()) {
    writeFileSync(
      path.join(tmp, `f${i}.jpg`),
      await sharp(Buffer.from(adScene(subject)))
        .jpeg({ quality: 85 })
        .toBuffer(),
    )
  }
  // One still per scene: zoompan makes its 75 frames (2.5 s at 30 fps) from the single input frame, zooming in
  // the full 1280 × 720 drawing and writing 640 × 360, so the motion stays smooth at the small size.
  const inputs = AD_SCENES.flatMap((_, i) => ['-i', path.join(tmp, `f${i}.jpg`)])
  const filter =
    AD_SCENES.map((_, i) => `[${i}:v]zoompan=z='min(zoom+0.0012,1.12)':d=75:s=640x360:fps=30,setsar=1[v${i}]`).join(
      ';',
    ) +
    ';[v0][v1]xfade=transition=fade:duration=0.6:offset=1.9[x1];[x1][v2]xfade=transition=fade:duration=0.6:offset=3.8[x2];[x2][v3]xfade=transition=fade:duration=0.6:offset=5.7,format=yuv420p[out]'
  mkdirSync(filesDir, { recursive: true })
  const output = path.join(filesDir, 'ad-video.mp4')
  const encode = [
    '-c:v',
    'libx264',
    '-profile:v',
    'high',
    '-preset',
    'slow',
    '-crf',
    '23',
    '-maxrate',
    '360k',
    '-bufsize',
    '720k',
    '-movflags',
    '+faststart',
  ]
  const result = spawnSync(
    'ffmpeg',
    ['-y', '-loglevel', 'error', ...inputs, '-filter_complex', filter, '-map', '[out]', '-an', ...encode, output],
    { stdio: 'inherit' },
  )
  rmSync(tmp, { recursive: true, force: true })
  if (result.status !== 0) throw new Error('ffmpeg failed')
  const bytes = statSync(output).size
  if (bytes > VIDEO_MAX_BYTES)
    throw new Error(`seed/files/ad-video.mp4 is ${bytes} bytes, over its ${VIDEO_MAX_BYTES}-byte budget`)
  console.log(`seed/files/ad-video.mp4: ${bytes} bytes`)
}
