/**
 * Built-in circuit "Test Ring" (original, not a printed board). A small ring for tests: 9 sectors, 3 box cells, pit speed limit 3.
 */
import { builtInCircuit } from './load.js'
import type { Circuit } from '../circuit/model.js'

/** The ASCII map of the circuit (see docs/bolide.md for the legend). @group Boards */
export const testRingMap = `name: Test Ring
rain-risk: 4
arrows: E NE N NW W SW S SE E
finish: 20,11 20,17
halfway: 20,1 20,7
grid: 18,13 17,15 16,13 15,15 14,13 13,15 12,13 11,15
pit-in: 12,11 12,17
pit-out: 28,11 28,17
pit-services: full-fuel=1 half-fuel=2 pit-stop=3 speed-limit=3
---
.....,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,.....
....,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,....
...,,,,EEEEEEEEEEEEEEEEEEEEEEEEEDD,,,,...
..,,,,FeeeeeeeeeeeeeeeeeeeeeeeeeddD,,,,..
.,,,,FffeeeeeeeeeeeeeeeeeeeeeeeedddD,,,,.
.,,,FffffeeeeeeeeeeeeeeeeeeeeeeeddddD,,,.
.,,FfffffEEEEEEEEEEEEEEEEEEEEEEEddddcC,,.
,,,FffffF,,,,,,,,,,,,,,,,,,,,,,,DddccC,,,
,,,GgggG,,,,,,,,,,,,,,,,,,,,,,,,,CcccC,,,
,,,GgggG,,,,,,,,,,,,,,,,,,,,,,,,,CcccC,,,
,,,GgggG,,,,,,,,,,,,,,,,,,,,,,,,,CcccC,,,
,,,GgghhH,,,,,,,,,,,,,,,,,,,,,,,BbbbbB,,,
.,,GghhhhIIIIIIIIIIIAAAAAAAAAAAAbbbbbB,,.
.,,,HhhhhiiiiiiiiiiiaaaaaaaaaaaabbbbB,,,.
.,,,,HhhhiiiiiiiiiiiaaaaaaaaaaaaabbB,,,,.
..,,,,HhhiiiiiiiiiiiaaaaaaaaaaaaaaB,,,,..
...,,,,HHIIIIIIIIIIIAAAAAAAAAAAAAA,,,,...
....,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,....
.....,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,.....
........,,,,,,,1,2,3,,,,,,,,,,,,,........
.........................................
`

/** A small ring for tests: 9 sectors, 3 box cells, pit speed limit 3. @group Boards */
export const testRing: Circuit = builtInCircuit(testRingMap)
