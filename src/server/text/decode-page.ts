// The text of a fetched HTML page in the encoding it declares, as a browser picks it (WHATWG Encoding Standard,
// simplified): a byte-order mark, else the charset of the Content-Type header, else a <meta charset> or
// <meta http-equiv="Content-Type"> in the first 1024 bytes, else UTF-8. Labels are the standard's ("latin1" and
// "iso-8859-1" read as windows-1252, as browsers read them); an unknown label is passed over.

import { windows1252FromLatin1 } from './characters'

const SNIFF_BYTES = 1024

function decoderFor(label: string | undefined): TextDecoder | undefined {
  if (!label) return undefined
  try {
    return new TextDecoder(label.trim().replace(/^["']|["']$/g, ''))
  } catch {
    return undefined
  }
}

function charsetOf(text: string | null | undefined): string | undefined {
  return text?.match(/charset\s*=\s*["']?([\w.:-]+)/i)?.[1]
}

function bomEncoding(body: Uint8Array): string | undefined {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8'
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be'
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le'
  return undefined
}

function metaCharset(body: Uint8Array): string | undefined {
  const head = new TextDecoder('windows-1252').decode(body.subarray(0, SNIFF_BYTES))
  for (const tag of head.match(/<meta\b[^>]*>/gi) ?? []) {
    const direct = tag.match(/\bcharset\s*=\s*["']?([\w.:-]+)/i)?.[1]
    if (direct) return direct
    if (/http-equiv\s*=\s*["']?content-type/i.test(tag)) {
      const found = charsetOf(tag.match(/\bcontent\s*=\s*["']([^"']*)["']/i)?.[1])
      if (found) return found
    }
  }
  return undefined
}

export function decodePage(body: Uint8Array, contentType: string | null): string {
  const decoder =
    decoderFor(bomEncoding(body)) ??
    decoderFor(charsetOf(contentType)) ??
    decoderFor(metaCharset(body)) ??
    new TextDecoder('utf-8')
  // TextDecoder drops a BOM of its own encoding. Node's windows-1252 decoder is Latin-1 (0x80-0x9F stay C1
  // controls): those bytes are mapped to the characters meant.
  const text = decoder.decode(body)
  return decoder.encoding === 'windows-1252' ? windows1252FromLatin1(text) : text
}
