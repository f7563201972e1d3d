import { stdin, stderr } from 'node:process'

/**
 * A password typed at a terminal without showing it (no echo, no asterisks), or the first line of standard input
 * when it is not a terminal. The prompt goes to stderr so stdout keeps only the command's result.
 */
export function readSecret(prompt: string): Promise<string> {
  if (!stdin.isTTY) return firstLine()
  stderr.write(prompt)
  return new Promise((resolve, reject) => {
    let value = ''
    stdin.setRawMode(true)
    stdin.setEncoding('utf8')
    const done = (result: string | Error) => {
      stdin.setRawMode(false)
      stdin.pause()
      stdin.off('data', onData)
      stderr.write('\n')
      if (result instanceof Error) reject(result)
      else resolve(result)
    }
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done(value)
        if (char === '\u0003') return done(new Error('cancelled'))
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1)
        else value += char
      }
    }
    stdin.on('data', onData)
    stdin.resume()
  })
}

async function firstLine(): Promise<string> {
  let text = ''
  for await (const chunk of stdin) {
    text += chunk
    if (text.includes('\n')) break
  }
  return text.split(/\r?\n/)[0] ?? ''
}
