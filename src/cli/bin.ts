import { main } from './main.js'

// A reader that stops early (`pitwall replay race.json | head`) closes the pipe: that ends
// the output, quietly, as it does for any command of the shell; it is not a failure.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error
    process.exit(0)
  })

process.exitCode = await main(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  interactive: process.stderr.isTTY === true,
  now: () => performance.now(),
  env: process.env,
})
