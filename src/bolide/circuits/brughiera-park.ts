/**
 * Built-in circuit "Brughiera Park" (original, not a printed board). A fast heathland circuit (80×44 points, 15 sectors) with a chicane and a 5-cell pit lane without speed limit.
 */
import { builtInCircuit } from './load.js'
import type { Circuit } from '../circuit/model.js'

/** The ASCII map of the circuit (see docs/bolide.md for the legend). @group Boards */
export const brughieraParkMap = `name: Brughiera Park
rain-risk: 3
arrows: E NE N NW W SW W NW W SW S SE SW SE E
finish: 34,30 34,38
halfway: 23,1 23,9
grid: 32,33 31,35 30,33 29,35 28,33 27,35 26,33 25,35
pit-in: 20,30 20,38
pit-out: 48,30 48,38
pit-services: full-fuel=3 half-fuel=4 pit-stop=5
---
.........,,,,,,,,,,,,,,,,,,,,,,,,,,,,,...........,,,,,,,,,,,,,,,,,,,,,..........
........,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,.........,,,,,,,,,,,,,,,,,,,,,,,.........
.......,,,,IIIIIIIIIIIIIIIIIIIIIIIHH,,,,.......,,,,EEEEEEEEEEEEEEEDD,,,,,.......
......,,,,IiiiiiiiiiiiiiiiiiiiiiiihhH,,,,.....,,,,EeeeeeeeeeeeeeeeddDD,,,,......
.....,,,,JjiiiiiiiiiiiiiiiiiiiiiiihhhH,,,,....,,,FfeeeeeeeeeeeeeeedddDD,,,,.....
....,,,,JjjjiiiiiiiiiiiiiiiiiiiiiihhhhH,,,,,,,,,FfffeeeeeeeeeeeeeedddddDD,,,,...
...,,,,JjjjjjiiiiiiiiiiiiiiiiiiiiihhhhhH,,,,,,,FfffffeeeeeeeeeeeeeddddddDD,,,,..
..,,,,JjjjjjjiiiiiiiiiiiiiiiiiiiiihhhhhhH,,,,,FFfffffeeeeeeeeeeeeeddddddddD,,,,.
.,,,,JjjjjjjjJIIIIIIIIIIIIIIIIIIIHhhhhhhhHGGGGFffffffFEEEEEEEEEEEEdddddddddC,,,.
.,,,JjjjjjjjJ,,,,,,,,,,,,,,,,,,,,,HhhhhhhggggggfffffFF,,,,,,,,,,,,DDddddddccC,,.
.,,JjjjjjjjJ,,,,,,,,,,,,,,,,,,,,,,,HhhhhhggggggfffffF,,,,,,,,,,,,,,DDddddcccC,,,
,,,JjjjjjjJ,,,,,,,,,,,,,,,,,,,,,,,,,HhhhgggggggffffF,,,,,,,,,,,,,,,,,DDdccccC,,,
,,,KkkkkkJ,,,,...................,,,,HhggggggggfffF,,,............,,,,CcccccC,,,
,,,KkkkkkK,,,.....................,,,,GggggggggffF,,,,.............,,,CcccccC,,,
,,,KkkkkkK,,,......................,,,,GGGGGGGGFF,,,,..............,,,CcccccC,,,
,,,KkkkkkK,,,,......................,,,,,,,,,,,,,,,,...............,,,CcccccC,,,
,,,KkkkkkK,,,,,,.....................,,,,,,,,,,,,,,................,,,CcccccC,,,
,,,KkkkkllLL,,,,,,......................,,,,,,,,...................,,,CcccccC,,,
,,,KkkklllllLL,,,,,,...............................................,,,CcccccC,,,
.,,KkkllllllllLL,,,,,,.............................................,,,CcccccC,,,
.,,,KkllllllllllLL,,,,,............................................,,,CcccccC,,,
.,,,,LLlllllllllllLL,,,,...........................................,,,CcccccC,,,
..,,,,,LLlllllllllllL,,,...........................................,,,CcccccC,,,
...,,,,,,LLllllllllllL,,...........................................,,,CcccccC,,,
.....,,,,,,LLllllllllL,,,..........................................,,,CcccccC,,,
.......,,,,MMmmmmmmllL,,...........................................,,,CcccccC,,,
......,,,,MMmmmmmmmmL,,,..........................................,,,,BcccccC,,,
.....,,,,MmmmmmmmmmM,,,,.........................................,,,,BbbbbbbB,,,
.....,,,MmmmmmmmmMM,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,BbbbbbbbB,,.
.....,,MmmmmmmmmMM,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,BbbbbbbbB,,,.
....,,,MmmmmmmmM,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,BbbbbbbbB,,,,.
.....,,MmmnnnnnNOOOOOOOOOOOOOOOOOOAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABbbbbbbbB,,,,..
.....,,,MnnnnnnoooooooooooooooooooaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaabbbbbbB,,,,...
.....,,,,NnnnnnoooooooooooooooooooaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaabbbbbB,,,,....
......,,,,NnnnnoooooooooooooooooooaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaabbbB,,,,.....
.......,,,,NnnnoooooooooooooooooooaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaabB,,,,......
........,,,,NnnoooooooooooooooooooaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaA,,,,.......
.........,,,,NNOOOOOOOOOOOOOOOOOOOAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA,,,,........
..........,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,.........
...........,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,..........
..............,,,,,,,,,,,,,,,1,2,3,4,5,,,,,,,,,,,,,,,,,,,,,,,,,,,,,.............
................................................................................
................................................................................
................................................................................
`

/**
 * A fast heathland circuit (80×44 points, 15 sectors) with a chicane and a 5-cell pit lane without speed limit.
 * @group Boards
 */
export const brughieraPark: Circuit = builtInCircuit(brughieraParkMap)
