import { sanitizeHtml } from '../../src/server/ingest/sanitize'
console.log(sanitizeHtml('<a href="java\tscript:alert(1)">x</a>'))
console.log(sanitizeHtml('<a href="java&#x0A;script:alert(1)">x</a>'))
console.log(sanitizeHtml('<a href="&#106;avascript:alert(1)">x</a>'))
