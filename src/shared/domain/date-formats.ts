// Building an Intl.DateTimeFormat costs far more than formatting with one, and a page formats dozens of dates
// (match rows, story dates): each shape is made once and kept (decision 037).

const formats = new Map<string, Intl.DateTimeFormat>()

/** Most shapes kept; past it the set starts over (time zones come from readers, so the keys are not all ours). */
const MAX_FORMATS = 200

/** The formatter for a locale (undefined: the runtime's) and options, time zone included, made on first use and
 * reused after. */
export function dateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    if (formats.size >= MAX_FORMATS) formats.clear()
    format = new Intl.DateTimeFormat(locale, options)
    formats.set(key, format)
  }
  return format
}
