/** Small inline icons (the page must not rely on an emoji font being installed). */
const PATHS = {
  play: 'M4 2.5v11l9-5.5z',
  pause: 'M4 2.5h3v11H4zM9 2.5h3v11H9z',
  first: 'M3 2.5h2v11H3zM14 2.5v11L6 8z',
  last: 'M11 2.5h2v11h-2zM2 2.5v11L10 8z',
  back: 'M12 2.5v11L4 8z',
  forward: 'M4 2.5v11l8-5.5z',
  step: 'M2 2.5v11L9 8zM10 2.5h2.5v11H10z',
  dice: 'M3 1.5h10a1.5 1.5 0 0 1 1.5 1.5v10a1.5 1.5 0 0 1-1.5 1.5H3A1.5 1.5 0 0 1 1.5 13V3A1.5 1.5 0 0 1 3 1.5zM5 4a1.1 1.1 0 1 0 0 2.2A1.1 1.1 0 0 0 5 4zm6 0a1.1 1.1 0 1 0 0 2.2A1.1 1.1 0 0 0 11 4zM8 6.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM5 9.8A1.1 1.1 0 1 0 5 12a1.1 1.1 0 0 0 0-2.2zm6 0a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2z',
  flag: 'M2.5 1.5h1.2v13H2.5zM4.5 2h9.5v7H4.5zM4.5 2h2.4v1.75H4.5zm4.75 0h2.4v1.75h-2.4zM6.9 3.75h2.35V5.5H6.9zm4.75 0H14V5.5h-2.35zM4.5 5.5h2.4v1.75H4.5zm4.75 0h2.4v1.75h-2.4zM6.9 7.25h2.35V9H6.9zm4.75 0H14V9h-2.35z',
} as const

export type IconName = keyof typeof PATHS

/** An icon as an element, in the text's colour. */
export const icon = (name: IconName): SVGSVGElement => {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg')
  svg.setAttribute('viewBox', '0 0 16 16')
  svg.setAttribute('width', '14')
  svg.setAttribute('height', '14')
  svg.setAttribute('aria-hidden', 'true')
  svg.classList.add('icon')
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path')
  path.setAttribute('d', PATHS[name])
  path.setAttribute('fill', 'currentColor')
  path.setAttribute('fill-rule', name === 'dice' || name === 'flag' ? 'evenodd' : 'nonzero')
  svg.append(path)
  return svg
}
