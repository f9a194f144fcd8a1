/** A chronometer reading, 4'22"00, as the tournament's sheets write it (FD-T 1-4): the same in every language. */
export const chrono = (hundredths: number): string => {
  const m = Math.floor(hundredths / 6000)
  const sec = Math.floor((hundredths % 6000) / 100)
  const h = hundredths % 100
  return `${m}'${String(sec).padStart(2, '0')}"${String(h).padStart(2, '0')}`
}
