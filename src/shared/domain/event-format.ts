// An event's region and format as the event pages and the chat say them (issue #14): PandaScore's codes in words.

const REGIONS: Readonly<Record<string, string>> = {
  AF: 'Africa',
  ASIA: 'Asia',
  EEU: 'Eastern Europe',
  ME: 'Middle East',
  NA: 'North America',
  OCE: 'Oceania',
  SA: 'South America',
  WEU: 'Western Europe',
}

/** PandaScore's region code in words ("WEU" → "Western Europe"); the code itself when unknown. */
export function regionName(region: string | null): string | null {
  return region ? (REGIONS[region] ?? region) : null
}

/** "online" → "Online", "offline" → "LAN", "online/offline" → "Online & LAN". */
export function eventTypeLabel(type: string | null): string | null {
  switch (type) {
    case 'online':
      return 'Online'
    case 'offline':
      return 'LAN'
    case 'online/offline':
      return 'Online & LAN'
    default:
      return null
  }
}
