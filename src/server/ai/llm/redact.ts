// Kept apart from failure.ts, which imports the AI SDK: the live web's answer (Perplexity) redacts its errors too,
// and a site without an LLM key does not load the SDK (decision 039, round 2).

/** Error texts may echo a key (OpenAI quotes part of a wrong one); none reaches a log. */
export function redact(text: string, apiKey: string): string {
  const withoutKey = apiKey ? text.split(apiKey).join('[key]') : text
  return withoutKey.replace(/\b(sk|pk|pplx|key)-[A-Za-z0-9_*-]{6,}/g, '[key]')
}
