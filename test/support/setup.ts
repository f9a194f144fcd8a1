// Every property test draws from one seed (see seed.ts).
import fc from 'fast-check'
import { propertySeed } from './seed.js'

fc.configureGlobal({ seed: propertySeed })
