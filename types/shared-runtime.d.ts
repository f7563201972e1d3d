// The few web-platform globals src/shared may use. tsconfig.shared.json type-checks src/shared with the ES2023 library
// only (no DOM, no Node types), so code that runs on both sides cannot lean on a browser- or Node-only API by accident.
// What is declared here exists in every browser and in Node (WHATWG URL), so it is isomorphic; declare only the
// members src/shared uses. The main tsconfig checks the same code against the real DOM and Node declarations.
// Not in the library on purpose: `console` (log on the server through the logger, in the browser through a hook)
// and timers.

interface URL {
  readonly hostname: string
  readonly pathname: string
  readonly protocol: string
}

declare var URL: {
  prototype: URL
  new (url: string, base?: string): URL
}

interface URLSearchParams {
  [Symbol.iterator](): IterableIterator<[string, string]>
}

declare var URLSearchParams: {
  prototype: URLSearchParams
  new (init?: string): URLSearchParams
}
